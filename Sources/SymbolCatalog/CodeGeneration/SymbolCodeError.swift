/// Why code could not be generated.
public enum SymbolCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a 3- or 6-digit hex colour.
    case invalidHexColor(String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .invalidHexColor(let text): "\"\(text)\" is not a hex colour; use #RGB or #RRGGBB."
        }
    }
}
