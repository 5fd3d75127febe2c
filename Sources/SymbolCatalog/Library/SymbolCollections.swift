import Foundation

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

    /// Creates an empty collection and returns its identifier.
    /// - Throws: ``SymbolLibraryError/emptyName`` when the name is blank.
    @discardableResult
    public mutating func create(named name: String, id: UUID = UUID()) throws -> UUID {
        collections.append(SymbolCollection(id: id, name: try Self.validated(name)))
        return id
    }

    /// Renames a collection.
    /// - Throws: ``SymbolLibraryError/emptyName`` or ``SymbolLibraryError/unknownCollection(_:)``.
    public mutating func rename(_ id: UUID, to name: String) throws {
        let name = try Self.validated(name)
        try update(id) { $0.name = name }
    }

    /// Deletes a collection.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)``.
    public mutating func delete(_ id: UUID) throws {
        guard let index = collections.firstIndex(where: { $0.id == id }) else {
            throw SymbolLibraryError.unknownCollection(id.uuidString)
        }
        collections.remove(at: index)
    }

    /// Appends a symbol to a collection unless it is already there.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)``.
    public mutating func add(_ symbol: String, to id: UUID) throws {
        try update(id) { if !$0.symbols.contains(symbol) { $0.symbols.append(symbol) } }
    }

    /// Removes a symbol from a collection.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)``.
    public mutating func remove(_ symbol: String, from id: UUID) throws {
        try update(id) { $0.symbols.removeAll { $0 == symbol } }
    }

    /// Moves a symbol within a collection.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)`` or ``SymbolLibraryError/indexOutOfRange(index:count:)``.
    public mutating func move(in id: UUID, from source: Int, to destination: Int) throws {
        try update(id) { try $0.symbols.moveElement(from: source, to: destination) }
    }

    /// The collection's symbol names, one per line, for pasting into code or a design tool.
    /// - Throws: ``SymbolLibraryError/unknownCollection(_:)``.
    public func exportList(_ id: UUID) throws -> String {
        guard let collection = self[id] else { throw SymbolLibraryError.unknownCollection(id.uuidString) }
        return collection.symbols.map { $0 + "\n" }.joined()
    }

    private mutating func update(_ id: UUID, _ change: (inout SymbolCollection) throws -> Void) throws {
        guard let index = collections.firstIndex(where: { $0.id == id }) else {
            throw SymbolLibraryError.unknownCollection(id.uuidString)
        }
        try change(&collections[index])
    }

    static func validated(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw SymbolLibraryError.emptyName }
        return trimmed
    }
}
