#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything the user keeps — favorites, collections and settings — saved as one versioned JSON
/// document.
///
/// The current format is version 2. Version 1 documents (favorites as a plain list of names,
/// collections as a name → symbols dictionary, the target iOS version as text) are migrated on load.
///
/// ```swift
/// var library = SymbolLibrary()
/// library.favorites.toggle("heart", at: Date())
/// try library.save(to: url)
/// ```
public struct SymbolLibrary: Sendable, Hashable, Codable {
    /// The format version this library writes.
    public static let currentVersion = 2

    /// The favorites.
    public var favorites: Favorites
    /// The collections.
    public var collections: SymbolCollections
    /// The settings.
    public var settings: LibrarySettings

    /// Creates a library.
    public init(
        favorites: Favorites = Favorites(), collections: SymbolCollections = SymbolCollections(),
        settings: LibrarySettings = LibrarySettings()
    ) {
        self.favorites = favorites
        self.collections = collections
        self.settings = settings
    }

    private struct Document: Codable {
        var version: Int
        var favorites: Favorites
        var collections: SymbolCollections
        var settings: LibrarySettings
    }

    /// The version 1 format.
    private struct DocumentV1: Decodable {
        var favorites: [String]
        var collections: [String: [String]]
        var targetIOS: String?
    }

    private struct VersionProbe: Decodable {
        var version: Int
    }

    /// The library as version-2 JSON.
    /// - Throws: ``SymbolLibraryError/unencodableValue(field:reason:)`` naming the value JSON cannot
    ///   hold (a symbol size that is not a finite number).
    public func encoded() throws(SymbolLibraryError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(
                Document(
                    version: Self.currentVersion, favorites: favorites, collections: collections, settings: settings))
        } catch {
            throw SymbolLibraryError(encoding: error)
        }
    }

    /// Reads a library from JSON of any supported version, migrating older versions.
    ///
    /// `migrationDate` becomes the "added" date of favorites from version 1, which did not record one.
    /// - Throws: ``SymbolLibraryError/unsupportedVersion(_:)``,
    ///   ``SymbolLibraryError/malformedDocument(field:reason:)`` with the path of the offending value,
    ///   ``SymbolLibraryError/invalidValue(field:value:)`` for a settings value out of range, or
    ///   ``SymbolLibraryError/emptyName(collection:)`` for a blank version 1 collection name.
    public init(json data: Data, migrationDate: Date = Date(timeIntervalSince1970: 0)) throws(SymbolLibraryError) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let version: Int
        do {
            version = try decoder.decode(VersionProbe.self, from: data).version
        } catch {
            throw SymbolLibraryError(decoding: error, expected: "a library document")
        }
        switch version {
        case 1:
            let old: DocumentV1
            do {
                old = try decoder.decode(DocumentV1.self, from: data)
            } catch {
                throw SymbolLibraryError(decoding: error, expected: "a version 1 library")
            }
            var settings = LibrarySettings()
            if let text = old.targetIOS {
                guard let version = OSVersion(text) else { throw .invalidValue(field: "targetIOS", value: text) }
                settings.targetIOS = version
            }
            var collections = SymbolCollections()
            for name in old.collections.keys.sorted() {
                let id = try collections.create(named: name)
                for symbol in old.collections[name] ?? [] { try collections.add(symbol, to: id) }
            }
            var seen: Set<String> = []
            let entries = old.favorites.filter { seen.insert($0).inserted }.map {
                FavoriteEntry(name: $0, addedAt: migrationDate)
            }
            self.init(favorites: Favorites(entries: entries), collections: collections, settings: settings)
        case Self.currentVersion:
            let document: Document
            do {
                document = try decoder.decode(Document.self, from: data)
            } catch {
                throw SymbolLibraryError(decoding: error, expected: "a version 2 library")
            }
            self.init(favorites: document.favorites, collections: document.collections, settings: document.settings)
        default:
            throw .unsupportedVersion(version)
        }
        try settings.validate()
    }
}
