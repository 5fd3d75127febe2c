/// One prop a component accepts.
public struct PropSpec: Sendable, Hashable {
    /// The prop name.
    public let name: String
    /// What values it takes.
    public let kind: PropKind
    /// Whether it must be present.
    public let required: Bool
    /// What the prop is for.
    public let summary: String

    /// Creates a prop specification.
    public init(_ name: String, _ kind: PropKind, required: Bool = false, summary: String) {
        self.name = name
        self.kind = kind
        self.required = required
        self.summary = summary
    }
}
