/// An Apple platform that ships SF Symbols.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS and iPadOS.
    case iOS
    /// macOS (AppKit symbol images start at macOS 11).
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}
