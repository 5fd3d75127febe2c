/// A token with its concrete value in one mode: no aliases left.
public struct ResolvedToken: Sendable, Hashable {
    /// The token's dotted path.
    public let path: String
    /// The token's type.
    public let type: TokenType
    /// The value with every alias replaced.
    public let value: JSONValue
}
