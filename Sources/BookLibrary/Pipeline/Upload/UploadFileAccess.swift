import Foundation

/// Pulls the bytes of one file in bounded chunks, so that a photo is never loaded whole.
public protocol UploadChunkReader: AnyObject {
    /// Returns up to `maxCount` next bytes; an empty result means the end of the file.
    /// - Throws: Any error of the underlying file.
    func read(upTo maxCount: Int) throws -> Data
    /// Releases the file; further reads are a programmer error.
    func close()
}

/// The file operations the multipart encoder needs, injectable so that tests can use memory and
/// simulate short or failing files.
public protocol UploadFileAccess: Sendable {
    /// The size of the file in bytes.
    /// - Throws: Any error of the underlying file system.
    func size(of file: URL) throws -> Int64
    /// Opens the file for sequential reading.
    /// - Throws: Any error of the underlying file system.
    func openForReading(_ file: URL) throws -> any UploadChunkReader
}

/// ``UploadFileAccess`` over the real file system with `FileHandle`.
public struct FileHandleUploadFileAccess: UploadFileAccess {
    /// Creates the accessor.
    public init() {}

    /// The size from the file's attributes.
    public func size(of file: URL) throws -> Int64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes[.size] as? NSNumber)?.int64Value ?? 0
    }

    /// Opens a `FileHandle` for reading.
    public func openForReading(_ file: URL) throws -> any UploadChunkReader {
        FileHandleChunkReader(handle: try FileHandle(forReadingFrom: file))
    }
}

private final class FileHandleChunkReader: UploadChunkReader {
    private let handle: FileHandle

    init(handle: FileHandle) { self.handle = handle }

    func read(upTo maxCount: Int) throws -> Data {
        try handle.read(upToCount: maxCount) ?? Data()
    }

    func close() { try? handle.close() }
}
