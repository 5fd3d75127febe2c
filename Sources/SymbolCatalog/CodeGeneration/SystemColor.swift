/// One of the thirteen adaptive system colours.
public enum SystemColor: String, Sendable, Hashable, CaseIterable, Codable {
    /// Red.
    case red
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Green.
    case green
    /// Mint.
    case mint
    /// Teal.
    case teal
    /// Cyan.
    case cyan
    /// Blue.
    case blue
    /// Indigo.
    case indigo
    /// Purple.
    case purple
    /// Pink.
    case pink
    /// Brown.
    case brown
    /// Gray.
    case gray
}
