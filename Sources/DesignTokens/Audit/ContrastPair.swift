/// A foreground/background token pair the design system promises to keep legible.
///
/// A translucent background (a status tint such as gray at 0.18 opacity) has no contrast of
/// its own: it takes the colour of what shows through. Such a pair names the opaque `surface`
/// the background sits on, and the audit composites background over surface, then foreground
/// over the result, before measuring.
public struct ContrastPair: Sendable, Hashable {
    /// The foreground colour token's path.
    public var foreground: String
    /// The background colour token's path.
    public var background: String
    /// The opaque colour token the background is drawn on, when the background is translucent.
    public var surface: String?
    /// What the pair must meet.
    public var requirement: ContrastRequirement

    /// Creates a pair.
    public init(foreground: String, background: String, surface: String? = nil, requirement: ContrastRequirement) {
        self.foreground = foreground
        self.background = background
        self.surface = surface
        self.requirement = requirement
    }
}
