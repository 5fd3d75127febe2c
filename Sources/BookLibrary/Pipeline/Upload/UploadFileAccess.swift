#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The file operations the multipart encoder needs, injectable so that tests can use memory and
/// simulate short or failing files.
public protocol UploadFileAccess: Sendable {
    /// The size of the file in bytes.
    /// - Throws: ``UploadFileError/sizeUnavailable(path:reason:)`` naming the file.
    func size(of file: URL) throws(UploadFileError) -> Int64
    /// Opens the file for sequential reading.
    /// - Throws: ``UploadFileError/cannotOpen(path:reason:)`` naming the file.
    func openForReading(_ file: URL) throws(UploadFileError) -> any UploadChunkReader
}
