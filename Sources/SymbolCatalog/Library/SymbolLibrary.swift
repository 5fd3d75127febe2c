#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything the user keeps — favorites, collections and settings — saved as one versioned JSON
/// document.
///
/// The current format is version 3. Older documents are migrated on load: version 2 (symbol size in
/// points, no default weight, collections without a creation date) and version 1 (favorites as a
/// plain list of names, collections as a name → symbols dictionary, the target iOS version as text).
/// See <doc:KeepingTheLibrary>.
///
/// ```swift
/// var library = SymbolLibrary()
/// library.favorites.toggle("heart", at: Date())
/// try library.save(to: url)
/// ```
public struct SymbolLibrary: Sendable, Hashable, Codable {
    /// The format version this library writes.
    public static let currentVersion = 3

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

    /// The version 3 format.
    private struct Document: Codable {
        var version: Int
        var favorites: Favorites
        var collections: SymbolCollections
        var settings: LibrarySettings
    }

    private struct VersionProbe: Decodable {
        var version: Int
    }

    /// The library as version-3 JSON.
    /// - Throws: ``SymbolLibraryError/unencodableValue(field:reason:)`` naming a value JSON cannot
    ///   hold.
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

    /// Decodes one form of the library document, turning a decoding failure into the error that
    /// names what was `expected` and where it went wrong.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, decoder: JSONDecoder, expected: String
    ) throws(SymbolLibraryError) -> Value {
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw SymbolLibraryError(decoding: error, expected: expected)
        }
    }

    /// Reads a library from JSON of any supported version, migrating older versions.
    ///
    /// `migrationDate` stands in for dates older versions did not record: when version 1 favorites
    /// were added and when version 1 and 2 collections were created.
    /// - Throws: ``SymbolLibraryError/unsupportedVersion(_:)``,
    ///   ``SymbolLibraryError/malformedDocument(field:reason:)`` with the path of the offending value,
    ///   ``SymbolLibraryError/invalidValue(field:value:)`` for a settings value out of range, or
    ///   ``SymbolLibraryError/emptyName(collection:)`` for a blank version 1 collection name.
    public init(json data: Data, migrationDate: Date = Date(timeIntervalSince1970: 0)) throws(SymbolLibraryError) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let version = try Self.decode(VersionProbe.self, from: data, decoder: decoder, expected: "a library document")
            .version
        switch version {
        case 1:
            self = try Self.migrating(version1: data, decoder: decoder, migrationDate: migrationDate)
        case 2:
            self = try Self.migrating(version2: data, decoder: decoder, migrationDate: migrationDate)
        case Self.currentVersion:
            let document = try Self.decode(Document.self, from: data, decoder: decoder, expected: "a version 3 library")
            self.init(favorites: document.favorites, collections: document.collections, settings: document.settings)
        default:
            throw .unsupportedVersion(version)
        }
        try settings.validate()
    }
}
