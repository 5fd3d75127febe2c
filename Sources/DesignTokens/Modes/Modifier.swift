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
