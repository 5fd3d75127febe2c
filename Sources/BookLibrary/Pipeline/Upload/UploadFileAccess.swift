import Foundation

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
