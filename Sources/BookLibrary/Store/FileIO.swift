/// The few file operations the store needs, so tests can simulate power cuts.
///
/// Writes (`write`, `append`, `truncate`, `rename`, `remove`) are not durable until `sync` (file
/// contents) and `syncDirectory` (names in a directory) return.
protocol FileIO: Sendable {
    /// The whole file, or `nil` when it does not exist.
    func read(_ path: String) throws -> [UInt8]?
    /// Creates or replaces the file's contents.
    func write(_ path: String, _ bytes: [UInt8]) throws
    /// Appends to the file, creating it if needed.
    func append(_ path: String, _ bytes: [UInt8]) throws
    /// Cuts the file to `length` bytes.
    func truncate(_ path: String, to length: Int) throws
    /// Makes the file's contents durable (`fsync`; `F_FULLFSYNC` on Apple platforms).
    func sync(_ path: String) throws
    /// Makes the directory's entries durable.
    func syncDirectory(_ path: String) throws
    /// Atomically renames `from` to `to`, replacing `to`.
    func rename(_ from: String, to: String) throws
    /// Removes the file if it exists.
    func remove(_ path: String) throws
    /// The names in a directory.
    func list(_ directory: String) throws -> [String]
    /// Creates the directory and its parents if needed.
    func createDirectory(_ path: String) throws
}
