/// One design token: a named, typed value (DTCG 2025.10 §5).
///
/// The value is kept exactly as written, aliases included; ``TokenDocument/resolve(mode:)``
/// produces the concrete values.
public struct Token: Sendable, Hashable {
    /// The token's path: group and token names joined with `.`, as aliases write it (`color.text.primary`).
    public let path: String
    /// The JSON Pointer of the token object in the document.
    public let pointer: String
    /// The token's type: its own `$type`, the nearest group's, or the aliased token's (§6).
    public let type: TokenType
    /// `$value` as written; may be an alias (`"{color.base.black}"`) or contain aliases.
    public let value: JSONValue
    /// `$description`, if any.
    public let description: String?
    /// `$deprecated`: `true`, or a string explaining what to use instead; `nil` when absent.
    public let deprecated: JSONValue?
    /// `$extensions`, preserved as written.
    public let extensions: JSONObject?
    /// Values for particular modes, from the `org.composableclarity.modes` extension.
    public let modeValues: [ModeValue]

    /// `true` when `$deprecated` is `true` or a string.
    public var isDeprecated: Bool {
        switch deprecated {
        case .bool(let flag): flag
        case .string: true
        default: false
        }
    }
}
