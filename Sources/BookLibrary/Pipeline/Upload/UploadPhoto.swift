#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One photo file of a scan upload.
public struct UploadPhoto: Sendable, Hashable, Codable {
    /// Where the JPEG file is.
    public var file: URL
    /// The file name sent in the `filename` parameter.
    public var filename: String

    /// Creates a photo; the file name defaults to the file's last path component.
    public init(file: URL, filename: String? = nil) {
        self.file = file
        self.filename = filename ?? file.lastPathComponent
    }
}
