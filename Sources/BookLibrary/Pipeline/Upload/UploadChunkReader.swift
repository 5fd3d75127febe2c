#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Pulls the bytes of one file in bounded chunks, so that a photo is never loaded whole.
public protocol UploadChunkReader: AnyObject {
    /// Returns up to `maxCount` next bytes; an empty result means the end of the file.
    /// - Throws: ``UploadFileError/readFailed(path:byteOffset:reason:)`` naming the file and the
    ///   offset of the failed read.
    func read(upTo maxCount: Int) throws(UploadFileError) -> Data
    /// Releases the file; further reads are a programmer error.
    func close()
}
