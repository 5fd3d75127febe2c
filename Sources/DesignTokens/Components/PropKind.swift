/// The kind of value a component prop takes.
public enum PropKind: Sendable, Hashable {
    /// Free text.
    case text
    /// `true` or `false`.
    case boolean
    /// One of a fixed list of strings.
    case oneOf([String])
    /// An alias of a token of this type, such as `"{spacing.m}"`: visual constants come only from tokens.
    case token(TokenType)
}
