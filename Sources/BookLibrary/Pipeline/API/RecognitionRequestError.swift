/// Why a request to the recognition backend could not be built.
public enum RecognitionRequestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The job identifier is empty or contains a character that cannot be a path segment.
    case invalidJobID(String)
    /// The stream address is not an `http` or `https` URL, alone or relative to the base URL.
    case invalidStreamURL(String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .invalidJobID(let jobID): return "\"\(jobID)\" is not a valid job identifier."
        case .invalidStreamURL(let url): return "\"\(url)\" is not a valid stream address."
        }
    }
}
