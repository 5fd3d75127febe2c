#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The user's favorite symbols in their chosen order (new favorites go first).
///
/// ```swift
/// var favorites = Favorites()
/// favorites.toggle("heart", at: Date())
/// ```
public struct Favorites: Sendable, Hashable, Codable {
    /// The favorites in display order.
    public private(set) var entries: [FavoriteEntry]

    /// Creates a favorites list.
    public init(entries: [FavoriteEntry] = []) {
        self.entries = entries
    }

    /// Whether `name` is a favorite.
    /// - Complexity: O(*n*).
    public func contains(_ name: String) -> Bool { entries.contains { $0.name == name } }

    /// Adds `name` at the front, or removes it when it is already a favorite.
    /// - Returns: whether `name` is a favorite afterwards.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func toggle(_ name: String, at date: Date) -> Bool {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries.remove(at: index)
            return false
        }
        entries.insert(FavoriteEntry(name: name, addedAt: date), at: 0)
        return true
    }

    /// Moves the favorite at `source` so that it ends up at `destination`.
    /// - Throws: ``SymbolLibraryError/indexOutOfRange(index:count:in:)`` with ``SymbolLibraryError/List/favorites``
    ///   when either index is outside the list.
    /// - Complexity: O(*n*).
    public mutating func move(from source: Int, to destination: Int) throws(SymbolLibraryError) {
        try entries.moveElement(from: source, to: destination, in: .favorites)
    }

    /// The favorites grouped by when they were added, in display order within each group; empty groups
    /// are left out.
    /// - Complexity: O(*n*).
    public func grouped(now: Date, calendar: Calendar = .current) -> [(recency: Recency, entries: [FavoriteEntry])] {
        var groups: [Recency: [FavoriteEntry]] = [:]
        for entry in entries {
            let recency: Recency
            if calendar.isDate(entry.addedAt, inSameDayAs: now) {
                recency = .today
            } else if calendar.isDate(entry.addedAt, equalTo: now, toGranularity: .weekOfYear), entry.addedAt < now {
                recency = .thisWeek
            } else {
                recency = .earlier
            }
            groups[recency, default: []].append(entry)
        }
        return Recency.allCases.compactMap { recency in groups[recency].map { (recency, $0) } }
    }
}
