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
