#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SymbolLibrary {
    /// Loads a library from a file.
    /// - Throws: ``SymbolLibraryError/fileReadFailed(path:reason:)`` naming the file, or the errors of
    ///   ``init(json:migrationDate:)``.
    public init(contentsOf url: URL, migrationDate: Date = Date(timeIntervalSince1970: 0)) throws(SymbolLibraryError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .fileReadFailed(path: url.path, reason: systemErrorMessage(error))
        }
        try self.init(json: data, migrationDate: migrationDate)
    }

    /// Saves atomically: the JSON goes to a temporary file next to `url`, which then replaces `url`
    /// in one rename, so a crash mid-write leaves the previous file intact.
    /// - Throws: ``SymbolLibraryError/unencodableValue(field:reason:)``, or
    ///   ``SymbolLibraryError/fileWriteFailed(path:reason:)`` naming `url`, the step that failed and
    ///   the operating system's message.
    public func save(to url: URL) throws(SymbolLibraryError) {
        try Self.writeAtomically(try encoded(), to: url)
    }

    /// Writes `data` through a temporary sibling file, `fsync(2)` and `rename(2)`. `interruptAfter`
    /// stops the write after that many bytes and throws, to simulate a crash (tests only).
    static func writeAtomically(_ data: Data, to url: URL, interruptAfter: Int? = nil) throws(SymbolLibraryError) {
        let path = url.path
        let temporary =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        func failure(_ step: String, _ code: Int32) -> SymbolLibraryError {
            .fileWriteFailed(path: path, reason: "\(step) (\(String(cString: strerror(code))))")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file beside it", errno) }
        var failed: SymbolLibraryError?
        let code = data.prefix(interruptAfter ?? data.count).withUnsafeBytes { writeAll(descriptor, $0) }
        if code != 0 {
            failed = failure("cannot write the temporary file", code)
        } else if let interruptAfter {
            failed = .fileWriteFailed(path: path, reason: "the write was interrupted after \(interruptAfter) bytes")
        } else if fsync(descriptor) != 0 {
            failed = failure("cannot flush the temporary file to disk", errno)
        }
        if close(descriptor) != 0, failed == nil { failed = failure("cannot close the temporary file", errno) }
        if let failed {
            unlink(temporary)
            throw failed
        }
        // rename(2) replaces the destination atomically on the same file system.
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("cannot replace the file with the temporary one", code)
        }
    }

    /// Writes all of `bytes`, continuing after short writes and interrupted calls. System-call glue:
    /// write(2) takes a raw pointer, so this stays outside ``PackedBytes``.
    /// - Returns: 0, or the `errno` of the failed `write(2)`.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
