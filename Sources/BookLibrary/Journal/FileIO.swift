/// The few file operations the store needs, so tests can simulate power cuts.
///
/// Writes (`write`, `append`, `truncate`, `rename`, `remove`) are not durable until `sync` (file
/// contents) and `syncDirectory` (names in a directory) return. Every failure is a
/// ``LibraryError/io(operation:path:code:)`` naming the file.
protocol FileIO: Sendable {
    /// The whole file, or `nil` when it does not exist.
    func read(_ path: String) throws(LibraryError) -> [UInt8]?
    /// Creates or replaces the file's contents.
    func write(_ path: String, _ bytes: [UInt8]) throws(LibraryError)
    /// Appends to the file, creating it if needed.
    func append(_ path: String, _ bytes: [UInt8]) throws(LibraryError)
    /// Cuts the file to `length` bytes.
    func truncate(_ path: String, to length: Int) throws(LibraryError)
    /// Makes the file's contents durable (`fsync`; `F_FULLFSYNC` on Apple platforms).
    func sync(_ path: String) throws(LibraryError)
    /// Makes the directory's entries durable.
    func syncDirectory(_ path: String) throws(LibraryError)
    /// Atomically renames `from` to `to`, replacing `to`.
    func rename(_ from: String, to: String) throws(LibraryError)
    /// Removes the file if it exists.
    func remove(_ path: String) throws(LibraryError)
    /// The names in a directory.
    func list(_ directory: String) throws(LibraryError) -> [String]
    /// Creates the directory and its parents if needed.
    func createDirectory(_ path: String) throws(LibraryError)
}
