/// Why a request to the recognition backend, or a job's event stream, failed.
///
/// Each case names the address involved, so that a log line says which request went wrong.
public enum ScanTransportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request could not be built from the ticket: an invalid job identifier or stream address.
    case invalidRequest(RecognitionRequestError)
    /// No response arrived from `url`; `reason` is the transport's description of the failure.
    case unreachable(url: String, reason: String)
    /// `url` answered with this status instead of a success (200; any 2xx for a cleanup); `message`
    /// is the problem details' text, or `no details`.
    case unexpectedStatus(Int, url: String, message: String)
    /// The body `url` answered with could not be decoded; the decoding error names the field.
    case undecodableResponse(url: String, RecognitionDecodingError)
    /// The job's event stream at `url` failed; `reason` is the stream's error.
    case streamFailed(url: String, reason: String)

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .invalidRequest(let error):
            return "The request could not be built: \(error)"
        case .unreachable(let url, let reason):
            return "The recognition service could not be reached at \(url): \(reason)."
        case .unexpectedStatus(let status, let url, let message):
            return "The recognition service answered \(status) for \(url): \(message)."
        case .undecodableResponse(let url, let error):
            return "The answer from \(url) could not be read: \(error)"
        case .streamFailed(let url, let reason):
            return "The job stream at \(url) failed: \(reason)."
        }
    }
}
