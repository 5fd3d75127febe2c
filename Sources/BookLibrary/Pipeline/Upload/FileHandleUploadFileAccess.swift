import Foundation

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
