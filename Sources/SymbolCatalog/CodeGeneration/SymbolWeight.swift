/// The nine symbol weights, matching the San Francisco font weights.
public enum SymbolWeight: String, Sendable, Hashable, CaseIterable, Codable {
    /// Ultralight.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular (the default).
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
}
