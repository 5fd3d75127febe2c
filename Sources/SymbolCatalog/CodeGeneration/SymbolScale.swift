/// The three symbol scales relative to the surrounding text.
public enum SymbolScale: String, Sendable, Hashable, CaseIterable, Codable {
    /// Small.
    case small
    /// Medium (the default).
    case medium
    /// Large.
    case large
}
