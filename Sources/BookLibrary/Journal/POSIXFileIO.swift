// NSLock is outside FoundationEssentials.
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(Darwin)
    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
    private let systemTruncate = Darwin.truncate
    private let systemRename = Darwin.rename
#elseif canImport(Glibc)
    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
    private let systemTruncate = Glibc.truncate
    private let systemRename = Glibc.rename
#elseif canImport(Musl)
    private let systemRead = Musl.read
    private let systemWrite = Musl.write
    private let systemTruncate = Musl.truncate
    private let systemRename = Musl.rename
#endif

/// `FileIO` on the real file system through POSIX calls.
final class POSIXFileIO: FileIO, @unchecked Sendable {
    // Open append descriptors, reused between writes; guarded by `lock`.
    private var descriptors: [String: Int32] = [:]
    private let lock = NSLock()

    deinit {
        for descriptor in descriptors.values { _ = close(descriptor) }
    }

    private func failure(_ operation: String, _ path: String) -> LibraryError {
        .io(operation: operation, path: path, code: errno)
    }

    private func closeCached(_ path: String) {
        if let descriptor = descriptors.removeValue(forKey: path) { _ = close(descriptor) }
    }

    func read(_ path: String) throws(LibraryError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw failure("open", path)
        }
        defer { _ = close(descriptor) }
        var result: [UInt8] = []
        // Sized up front: growing by doubling would hold up to twice the file while reading.
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size > 0 { result.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        // System-call glue: read(2) takes a raw pointer, so this call (like write(2) in `writeAll`)
        // stays outside `TextHandle`, limited to the one buffer it passes.
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read", path)
            }
            if count == 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    private func writeAll(_ descriptor: Int32, _ bytes: [UInt8], _ path: String) throws(LibraryError) {
        let failed = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var written = 0
            while written < buffer.count {
                let count = systemWrite(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                written += count
            }
            return false
        }
        if failed { throw failure("write", path) }
    }

    func write(_ path: String, _ bytes: [UInt8]) throws(LibraryError) {
        lock.lock()
        defer { lock.unlock() }
        closeCached(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure("create", path) }
        defer { _ = close(descriptor) }
        try writeAll(descriptor, bytes, path)
    }

    func append(_ path: String, _ bytes: [UInt8]) throws(LibraryError) {
        lock.lock()
        defer { lock.unlock() }
        let descriptor: Int32
        if let cached = descriptors[path] {
            descriptor = cached
        } else {
            descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            guard descriptor >= 0 else { throw failure("open", path) }
            descriptors[path] = descriptor
        }
        try writeAll(descriptor, bytes, path)
    }

    func truncate(_ path: String, to length: Int) throws(LibraryError) {
        lock.lock()
        defer { lock.unlock() }
        closeCached(path)
        guard systemTruncate(path, off_t(length)) == 0 else { throw failure("truncate", path) }
    }

    private func fullSync(_ descriptor: Int32, _ path: String) throws(LibraryError) {
        #if canImport(Darwin)
            // fsync on Apple platforms does not flush the drive's cache; F_FULLFSYNC does.
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 else { throw failure("fsync", path) }
    }

    func sync(_ path: String) throws(LibraryError) {
        lock.lock()
        defer { lock.unlock() }
        if let cached = descriptors[path] {
            try fullSync(cached, path)
            return
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { _ = close(descriptor) }
        try fullSync(descriptor, path)
    }

    func syncDirectory(_ path: String) throws(LibraryError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { _ = close(descriptor) }
        try fullSync(descriptor, path)
    }

    func rename(_ from: String, to: String) throws(LibraryError) {
        lock.lock()
        defer { lock.unlock() }
        closeCached(from)
        closeCached(to)
        guard systemRename(from, to) == 0 else { throw failure("rename", from) }
    }

    func remove(_ path: String) throws(LibraryError) {
        lock.lock()
        defer { lock.unlock() }
        closeCached(path)
        if unlink(path) != 0 && errno != ENOENT { throw failure("remove", path) }
    }

    func list(_ directory: String) throws(LibraryError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .io(operation: "list", path: directory, code: ENOENT)
        }
    }

    func createDirectory(_ path: String) throws(LibraryError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io(operation: "create directory", path: path, code: EEXIST)
        }
    }
}
