#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The file operations an atomic replace needs, so that tests can fail any of them.
protocol AtomicFileSystem {
    /// Creates a new file that must not exist yet, open for writing.
    func create(_ path: String) throws(QRLibraryError) -> Int32
    /// Writes some of `bytes`; returns how many were written (at least one).
    func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>, path: String) throws(QRLibraryError) -> Int
    /// Makes the file's contents durable.
    func sync(_ descriptor: Int32, path: String) throws(QRLibraryError)
    /// Closes the file.
    func close(_ descriptor: Int32, path: String) throws(QRLibraryError)
    /// Renames `from` to `to` in one step, replacing `to`.
    func rename(_ from: String, to: String) throws(QRLibraryError)
    /// Makes the directory's entries (the rename) durable.
    func syncDirectory(_ path: String) throws(QRLibraryError)
    /// Removes a file, ignoring failure (used to clean up).
    func remove(_ path: String)
    /// The whole contents of a file.
    func read(_ path: String) throws(QRLibraryError) -> [UInt8]
}

/// Writes files so that a reader sees the old contents or the new, never a mix: the bytes go to
/// a new file beside the target, are synced, and the new file is renamed over the target, then
/// the directory is synced (POSIX `rename` replaces atomically).
enum AtomicFile {
    /// Replaces the file at `path` with `bytes`.
    ///
    /// - Throws: ``QRLibraryError/fileFailed(operation:path:code:)``; the target is then as it was
    ///   and the temporary file is removed.
    static func write(_ bytes: [UInt8], to path: String, using system: some AtomicFileSystem = POSIXFileSystem())
        throws(QRLibraryError)
    {
        let temporary = path + ".tmp-" + UUID().uuidString
        let descriptor = try system.create(temporary)
        var open = true
        do throws(QRLibraryError) {
            var written = 0
            while written < bytes.count {
                written += try system.write(descriptor, bytes[written...], path: temporary)
            }
            try system.sync(descriptor, path: temporary)
            open = false
            try system.close(descriptor, path: temporary)
            try system.rename(temporary, to: path)
        } catch {
            if open { try? system.close(descriptor, path: temporary) }
            system.remove(temporary)
            throw error
        }
        try system.syncDirectory(directory(of: path))
    }

    /// The directory holding `path` (`.` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// ``AtomicFileSystem`` through POSIX calls.
struct POSIXFileSystem: AtomicFileSystem {
    private func failure(_ operation: String, _ path: String) -> QRLibraryError {
        .fileFailed(operation: operation, path: path, code: errno)
    }

    func create(_ path: String) throws(QRLibraryError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure("create", path) }
        return descriptor
    }

    func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>, path: String) throws(QRLibraryError) -> Int {
        while true {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0) }
            if count > 0 { return count }
            if count < 0 && errno == EINTR { continue }
            throw failure("write", path)
        }
    }

    func sync(_ descriptor: Int32, path: String) throws(QRLibraryError) {
        #if canImport(Darwin)
            // fsync on Apple platforms does not flush the drive's cache; F_FULLFSYNC does.
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 else { throw failure("fsync", path) }
    }

    func close(_ descriptor: Int32, path: String) throws(QRLibraryError) {
        guard systemClose(descriptor) == 0 else { throw failure("close", path) }
    }

    func rename(_ from: String, to: String) throws(QRLibraryError) {
        guard systemRename(from, to) == 0 else { throw failure("rename", from) }
    }

    func syncDirectory(_ path: String) throws(QRLibraryError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { try? close(descriptor, path: path) }
        try sync(descriptor, path: path)
    }

    func remove(_ path: String) {
        _ = unlink(path)
    }

    func read(_ path: String) throws(QRLibraryError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { try? close(descriptor, path: path) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read", path)
            }
            if count == 0 { return result }
            guard result.count + count <= QRLibrary.maximumBackupSize else {
                throw .damagedBackup(reason: "\(path) is more than \(QRLibrary.maximumBackupSize) bytes")
            }
            result += chunk[0..<count]
        }
    }
}

// The C calls behind ``POSIXFileSystem``, at file scope where their names are not shadowed by the
// methods of the same name, so each call is written once for every platform's C library.

/// `write(2)`: writes some of `buffer`; returns the count written, or -1 with `errno` set.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
    write(descriptor, buffer.baseAddress, buffer.count)
}

/// `read(2)`: reads into `buffer`; returns the count read, 0 at the end, or -1 with `errno` set.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}

/// `close(2)`: 0, or -1 with `errno` set.
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// `rename(2)`: 0, or -1 with `errno` set.
private func systemRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}
