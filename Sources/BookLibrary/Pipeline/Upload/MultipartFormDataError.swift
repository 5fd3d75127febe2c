/// Why a scan upload body could not be built or streamed.
public enum MultipartFormDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scan has no photo; the backend requires at least one.
    case noPhotos
    /// The scan has more photos than the backend accepts in one request.
    case tooManyPhotos(count: Int, limit: Int)
    /// The photo at `index` is an empty file.
    case emptyPhoto(index: Int)
    /// The photo at `index` is larger than the per-photo limit.
    case photoTooLarge(index: Int, byteCount: Int64, limit: Int64)
    /// The photos together are larger than the per-request limit.
    case totalTooLarge(byteCount: Int64, limit: Int64)
    /// The boundary breaks RFC 2046 §5.1.1 (1–70 characters from `bchars`, no trailing space).
    case invalidBoundary(String)
    /// The photo at `index` could not be opened or read.
    case unreadablePhoto(index: Int, reason: String)
    /// The photo at `index` no longer has the size measured when the body was planned.
    case photoChangedSize(index: Int, expected: Int64)
    /// The sink of ``MultipartFormData/writeBody(chunkSize:to:)`` refused the chunk that starts
    /// `byteOffset` bytes into the body; `reason` is what it threw.
    case sinkFailed(byteOffset: Int64, reason: String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .noPhotos:
            return "A scan needs at least one photo."
        case .tooManyPhotos(let count, let limit):
            return "A scan has \(count) photos; at most \(limit) can be uploaded together."
        case .emptyPhoto(let index):
            return "Photo \(index + 1) is empty."
        case .photoTooLarge(let index, let byteCount, let limit):
            return "Photo \(index + 1) has \(byteCount) bytes; the limit is \(limit) bytes."
        case .totalTooLarge(let byteCount, let limit):
            return "The photos have \(byteCount) bytes together; the limit is \(limit) bytes."
        case .invalidBoundary(let boundary):
            return "\"\(boundary)\" is not a valid multipart boundary (RFC 2046 §5.1.1)."
        case .unreadablePhoto(let index, let reason):
            return "Photo \(index + 1) could not be read: \(reason)."
        case .photoChangedSize(let index, let expected):
            return "Photo \(index + 1) changed while uploading; it had \(expected) bytes."
        case .sinkFailed(let byteOffset, let reason):
            return "The body could not be written at byte \(byteOffset): \(reason)."
        }
    }
}
