#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A named, ordered list of symbols.
public struct SymbolCollection: Sendable, Hashable, Codable, Identifiable {
    /// A stable identifier.
    public var id: UUID
    /// The name the user gave it.
    public var name: String
    /// Symbol names in the user's order, without duplicates.
    public var symbols: [String]
    /// When the collection was created; saved to the second, as ISO 8601.
    public var createdAt: Date

    /// Creates a collection.
    public init(id: UUID = UUID(), name: String, symbols: [String] = [], createdAt: Date = Date()) {
        self.id = id
        self.name = name
        self.symbols = symbols
        self.createdAt = createdAt
    }
}
