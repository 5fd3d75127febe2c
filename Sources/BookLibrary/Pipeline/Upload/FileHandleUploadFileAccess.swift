// FileHandle and NSNumber are outside FoundationEssentials.
import Foundation

/// ``UploadFileAccess`` over the real file system with `FileHandle`.
public struct FileHandleUploadFileAccess: UploadFileAccess {
    /// Creates the accessor.
    public init() {}

    /// The size from the file's attributes.
    /// - Throws: ``UploadFileError/sizeUnavailable(path:reason:)``.
    public func size(of file: URL) throws(UploadFileError) -> Int64 {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            return (attributes[.size] as? NSNumber)?.int64Value ?? 0
        } catch {
            throw .sizeUnavailable(path: file.path, reason: error.localizedDescription)
        }
    }

    /// Opens a `FileHandle` for reading.
    /// - Throws: ``UploadFileError/cannotOpen(path:reason:)``.
    public func openForReading(_ file: URL) throws(UploadFileError) -> any UploadChunkReader {
        do {
            return FileHandleChunkReader(handle: try FileHandle(forReadingFrom: file), path: file.path)
        } catch {
            throw .cannotOpen(path: file.path, reason: error.localizedDescription)
        }
    }
}

private final class FileHandleChunkReader: UploadChunkReader {
    private let handle: FileHandle
    private let path: String
    private var offset: Int64 = 0

    init(handle: FileHandle, path: String) {
        self.handle = handle
        self.path = path
    }

    func read(upTo maxCount: Int) throws(UploadFileError) -> Data {
        do {
            let data = try handle.read(upToCount: maxCount) ?? Data()
            offset += Int64(data.count)
            return data
        } catch {
            throw .readFailed(path: path, byteOffset: offset, reason: error.localizedDescription)
        }
    }

    func close() { try? handle.close() }
}
