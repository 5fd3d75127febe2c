#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The user's collections: create, rename, delete, and add, remove or reorder their symbols.
public struct SymbolCollections: Sendable, Hashable, Codable {
    /// The collections in creation order.
    public private(set) var collections: [SymbolCollection]

    /// Creates a set of collections.
    public init(collections: [SymbolCollection] = []) {
        self.collections = collections
    }

    /// The collection with this identifier.
    public subscript(id: UUID) -> SymbolCollection? { collections.first { $0.id == id } }

    /// Creates an empty collection at `date` and returns its identifier.
    ///
    /// The name is trimmed of leading and trailing whitespace.
    /// - Throws: ``SymbolLibraryError/emptyName(collection:)`` with `id` when the name is blank.
    @discardableResult
    public mutating func create(named name: String, id: UUID = UUID(), at date: Date = Date())
        throws(SymbolLibraryError) -> UUID
    {
        collections.append(SymbolCollection(id: id, name: try Self.validated(name, for: id), createdAt: date))
        return id
    }

    /// Renames a collection; the name is trimmed of leading and trailing whitespace.
    /// - Throws: ``SymbolLibraryError/emptyName(collection:)`` or
    ///   ``SymbolLibraryError/unknownCollection(_:)``, with `id`.
    public mutating func rename(_ id: UUID, to name: String) throws(SymbolLibraryError) {
        let name = try Self.validated(name, for: id)
        try update(id) { $0.name = name }
    }

    /// Deletes a collection.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)`` with `id`.
    public mutating func delete(_ id: UUID) throws(SymbolLibraryError) {
        guard let index = collections.firstIndex(where: { $0.id == id }) else { throw .unknownCollection(id) }
        collections.remove(at: index)
    }

    /// Appends a symbol to a collection unless it is already there.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)`` with `id`.
    public mutating func add(_ symbol: String, to id: UUID) throws(SymbolLibraryError) {
        try update(id) { if !$0.symbols.contains(symbol) { $0.symbols.append(symbol) } }
    }

    /// Removes a symbol from a collection.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)`` with `id`.
    public mutating func remove(_ symbol: String, from id: UUID) throws(SymbolLibraryError) {
        try update(id) { $0.symbols.removeAll { $0 == symbol } }
    }

    /// Moves a symbol within a collection.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)`` with `id`, or
    ///   ``SymbolLibraryError/indexOutOfRange(index:count:in:)`` with the bad index and
    ///   ``SymbolLibraryError/List/collection(_:)``.
    public mutating func move(in id: UUID, from source: Int, to destination: Int) throws(SymbolLibraryError) {
        try update(id) { collection throws(SymbolLibraryError) in
            try collection.symbols.moveElement(from: source, to: destination, in: .collection(id))
        }
    }

    /// The collection's symbol names, one per line, for pasting into code or a design tool.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)`` with `id`.
    public func exportList(_ id: UUID) throws(SymbolLibraryError) -> String {
        guard let collection = self[id] else { throw .unknownCollection(id) }
        return collection.symbols.map { $0 + "\n" }.joined()
    }

    private mutating func update(
        _ id: UUID, _ change: (inout SymbolCollection) throws(SymbolLibraryError) -> Void
    ) throws(SymbolLibraryError) {
        guard let index = collections.firstIndex(where: { $0.id == id }) else { throw .unknownCollection(id) }
        try change(&collections[index])
    }

    /// The name without leading and trailing whitespace.
    /// - Throws: ``SymbolLibraryError/emptyName(collection:)`` with `id` when nothing is left.
    static func validated(_ name: String, for id: UUID) throws(SymbolLibraryError) -> String {
        let trimmed = name.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty else { throw .emptyName(collection: id) }
        return trimmed
    }
}
