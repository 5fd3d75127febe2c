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

/// A token value that applies when every listed modifier is in the listed context.
///
/// Written in a token's `$extensions` under `org.composableclarity.modes`, keyed by
/// conditions such as `"theme:dark"` or `"theme:dark,contrast:increased"`.
public struct ModeValue: Sendable, Hashable {
    /// Modifier name → required context.
    public let conditions: [String: String]
    /// The value in those modes (may be an alias).
    public let value: JSONValue

    /// Whether the value applies in `mode` (a complete modifier → context map).
    func matches(_ mode: [String: String]) -> Bool {
        conditions.allSatisfy { mode[$0.key] == $0.value }
    }
}

/// A named dimension of variation, such as theme or contrast, with its contexts.
///
/// This is the modifier of the DTCG resolver module: a name, the contexts it can take and the
/// context used when a mode does not mention it. Declared at the document root in
/// `$extensions` under `org.composableclarity.modifiers`.
public struct Modifier: Sendable, Hashable {
    /// The modifier name, such as `theme`.
    public let name: String
    /// The contexts in declaration order, such as `light`, `dark`.
    public let contexts: [String]
    /// The context used when a mode leaves this modifier out.
    public let defaultContext: String

    /// Creates a modifier; `defaultContext` defaults to the first context.
    public init(name: String, contexts: [String], defaultContext: String? = nil) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext ?? contexts.first ?? ""
    }
}
