/// Why a text is not JSON (RFC 8259).
public enum JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A byte that cannot start or continue the value expected at `offset`.
    case unexpectedByte(offset: Int, expected: String)
    /// The text ended while `expected` was still open.
    case unexpectedEnd(expected: String)
    /// An object repeats a member name (RFC 8259 §4 leaves this undefined; we reject it).
    case duplicateKey(offset: Int, key: String)
    /// A string holds an invalid escape or an unpaired surrogate.
    case invalidEscape(offset: Int)
    /// Nesting deeper than the parser allows.
    case tooDeep(offset: Int)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .unexpectedByte(let offset, let expected): "unexpected byte at offset \(offset); expected \(expected)"
        case .unexpectedEnd(let expected): "the text ended early; expected \(expected)"
        case .duplicateKey(let offset, let key): "duplicate member \"\(key)\" at offset \(offset)"
        case .invalidEscape(let offset): "invalid string escape at offset \(offset)"
        case .tooDeep(let offset): "nesting too deep at offset \(offset)"
        }
    }
}
