/// Why a colour string could not be parsed.
public enum ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string does not start with `#`.
    case missingHash(String)
    /// A character that is not a hex digit, at a character offset.
    case invalidCharacter(String, offset: Int)
    /// The number of hex digits is not 3, 4, 6 or 8.
    case wrongLength(String, digits: Int)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .missingHash(let text): "colour \"\(text)\" must start with #"
        case .invalidCharacter(let text, let offset): "colour \"\(text)\" has a non-hex character at offset \(offset)"
        case .wrongLength(let text, let digits): "colour \"\(text)\" has \(digits) hex digits; expected 3, 4, 6 or 8"
        }
    }
}
