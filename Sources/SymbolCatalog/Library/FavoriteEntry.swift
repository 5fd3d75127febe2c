#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A favorite symbol and when it was added.
public struct FavoriteEntry: Sendable, Hashable, Codable {
    /// The symbol name.
    public var name: String
    /// When the symbol was marked as a favorite.
    public var addedAt: Date

    /// Creates an entry.
    public init(name: String, addedAt: Date) {
        self.name = name
        self.addedAt = addedAt
    }
}
