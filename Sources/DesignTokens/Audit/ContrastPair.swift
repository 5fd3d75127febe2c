/// A foreground/background token pair the design system promises to keep legible.
public struct ContrastPair: Sendable, Hashable {
    /// The foreground colour token's path.
    public var foreground: String
    /// The background colour token's path.
    public var background: String
    /// What the pair must meet.
    public var requirement: ContrastRequirement

    /// Creates a pair.
    public init(foreground: String, background: String, requirement: ContrastRequirement) {
        self.foreground = foreground
        self.background = background
        self.requirement = requirement
    }
}
