#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SymbolLibrary {
    /// The version 1 format: favorites as names, collections as a name → symbols dictionary.
    private struct DocumentV1: Decodable {
        var favorites: [String]
        var collections: [String: [String]]
        var targetIOS: String?
    }

    /// The version 2 format: as version 3, but the symbol size in points, no default weight and
    /// collections without a creation date.
    private struct DocumentV2: Decodable {
        struct Collection: Decodable {
            var id: UUID
            var name: String
            var symbols: [String]
        }
        struct Collections: Decodable {
            var collections: [Collection]
        }
        struct Settings: Decodable {
            var exportFormat: ExportFormat
            var exportScales: [ExportScale]
            var targetIOS: OSVersion
            var showsCompatibilityBadges: Bool
            var gridColumns: GridColumns
            var symbolSize: Double
        }
        var favorites: Favorites
        var collections: Collections
        var settings: Settings
    }

    /// The symbol sizes version 2 accepted, in points.
    static let version2SymbolSizes = 16.0...128.0

    /// Reads a version 1 document; favorites and collections are dated `migrationDate`.
    static func migrating(version1 data: Data, decoder: JSONDecoder, migrationDate: Date) throws(SymbolLibraryError)
        -> SymbolLibrary
    {
        let old = try Self.decode(DocumentV1.self, from: data, decoder: decoder, expected: "a version 1 library")
        var settings = LibrarySettings()
        if let text = old.targetIOS {
            guard let version = OSVersion(text) else { throw .invalidValue(field: "targetIOS", value: text) }
            settings.targetIOS = version
        }
        var collections = SymbolCollections()
        for name in old.collections.keys.sorted() {
            let id = try collections.create(named: name, at: migrationDate)
            for symbol in old.collections[name] ?? [] { try collections.add(symbol, to: id) }
        }
        var seen: Set<String> = []
        let entries = old.favorites.filter { seen.insert($0).inserted }.map {
            FavoriteEntry(name: $0, addedAt: migrationDate)
        }
        return SymbolLibrary(favorites: Favorites(entries: entries), collections: collections, settings: settings)
    }

    /// Reads a version 2 document: the point size becomes the nearest preset
    /// (``LibrarySettings/SymbolSize/init(nearest:)``), the default weight is regular and collections
    /// are dated `migrationDate`.
    /// - Throws: ``SymbolLibraryError/invalidValue(field:value:)`` for a symbol size outside the
    ///   16–128 pt that version 2 allowed, as version 2 itself did.
    static func migrating(version2 data: Data, decoder: JSONDecoder, migrationDate: Date) throws(SymbolLibraryError)
        -> SymbolLibrary
    {
        let old = try Self.decode(DocumentV2.self, from: data, decoder: decoder, expected: "a version 2 library")
        let size = old.settings.symbolSize
        guard version2SymbolSizes.contains(size) else {
            throw .invalidValue(field: "symbolSize", value: String(size))
        }
        let settings = LibrarySettings(
            exportFormat: old.settings.exportFormat, exportScales: old.settings.exportScales,
            targetIOS: old.settings.targetIOS, showsCompatibilityBadges: old.settings.showsCompatibilityBadges,
            gridColumns: old.settings.gridColumns, symbolSize: LibrarySettings.SymbolSize(nearest: size),
            defaultWeight: .regular)
        let collections = old.collections.collections.map {
            SymbolCollection(id: $0.id, name: $0.name, symbols: $0.symbols, createdAt: migrationDate)
        }
        return SymbolLibrary(
            favorites: old.favorites, collections: SymbolCollections(collections: collections), settings: settings)
    }
}
