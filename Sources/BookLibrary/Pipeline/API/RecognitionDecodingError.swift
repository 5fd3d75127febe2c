/// Why a response or stream payload of the recognition backend could not be decoded.
///
/// Every case names the place of the problem as a path from the root of the JSON text, written like
/// `data.jobId` or `books[2].title`, so that a log line says which field the backend got wrong.
public enum RecognitionDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON (RFC 8259); `offset` is the byte where parsing stopped.
    case malformedJSON(context: String, offset: Int)
    /// A required member is absent or `null`.
    case missingField(path: String)
    /// A member has a JSON type the contract does not allow.
    case wrongType(path: String, expected: String, found: String)
    /// A member has the right type but a value the contract does not allow.
    case invalidValue(path: String, reason: String)

    /// A sentence describing the problem and where it is.
    public var description: String {
        switch self {
        case .malformedJSON(let context, let offset):
            return "The \(context) is not valid JSON (at byte \(offset))."
        case .missingField(let path):
            return "The required field \(path) is missing."
        case .wrongType(let path, let expected, let found):
            return "The field \(path) should be a \(expected) but is a \(found)."
        case .invalidValue(let path, let reason):
            return "The field \(path) is invalid: \(reason)."
        }
    }
}
