/// One component of the catalogue: its props, default role and whether it holds children.
public struct ComponentSpec: Sendable, Hashable {
    /// The component name.
    public let name: String
    /// What the component is for.
    public let summary: String
    /// The props it accepts.
    public let props: [PropSpec]
    /// The accessibility role used when a description gives none.
    public let role: String
    /// Whether it may contain children, and which component names (empty = any).
    public let children: [String]?
}
