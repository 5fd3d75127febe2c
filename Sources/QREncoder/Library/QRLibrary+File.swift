#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension QRLibrary {
    /// Writes ``backupJSON(at:)`` to the file at `path`, atomically: the bytes go to a new file
    /// beside it, which is synced to disk and then renamed over `path`. A crash or a full disk
    /// at any moment leaves either the previous backup or the new one, never a torn file.
    ///
    /// - Throws: ``QRLibraryError/fileFailed(operation:path:code:)`` naming the failed step; the
    ///   previous file is then intact.
    /// - Complexity: O(n) in the library's size.
    public func writeBackup(toFile path: String, at instant: Date = Date()) throws(QRLibraryError) {
        try AtomicFile.write(try backupJSON(at: instant), to: path)
    }

    /// A library restored from a backup file written by ``writeBackup(toFile:at:)``.
    ///
    /// - Throws: ``QRLibraryError/fileFailed(operation:path:code:)`` when the file cannot be
    ///   read, or the errors of ``init(backupJSON:)``.
    /// - Complexity: O(n) in the file's size.
    public init(backupFile path: String) throws(QRLibraryError) {
        try self.init(backupJSON: try POSIXFileSystem().read(path))
    }
}
