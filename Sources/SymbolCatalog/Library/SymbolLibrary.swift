import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
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
    /// - Throws: encoding errors from Foundation (not expected for valid values).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(
            Document(version: Self.currentVersion, favorites: favorites, collections: collections, settings: settings))
    }

    /// Reads a library from JSON of any supported version, migrating older versions.
    ///
    /// `migrationDate` becomes the "added" date of favorites from version 1, which did not record one.
    /// - Throws: ``SymbolLibraryError/unsupportedVersion(_:)``, ``SymbolLibraryError/malformedDocument(_:)`` or
    ///   ``SymbolLibraryError/invalidValue(field:value:)``.
    public init(json data: Data, migrationDate: Date = Date(timeIntervalSince1970: 0)) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let probe = try? decoder.decode(VersionProbe.self, from: data) else {
            throw SymbolLibraryError.malformedDocument("no format version")
        }
        switch probe.version {
        case 1:
            guard let old = try? decoder.decode(DocumentV1.self, from: data) else {
                throw SymbolLibraryError.malformedDocument("not a version 1 library")
            }
            var settings = LibrarySettings()
            if let text = old.targetIOS {
                guard let version = OSVersion(text) else {
                    throw SymbolLibraryError.invalidValue(field: "targetIOS", value: text)
                }
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
                throw SymbolLibraryError.malformedDocument("not a version 2 library")
            }
            self.init(favorites: document.favorites, collections: document.collections, settings: document.settings)
        default:
            throw SymbolLibraryError.unsupportedVersion(probe.version)
        }
        try settings.validate()
    }

    /// Loads a library from a file.
    /// - Throws: file errors from Foundation, or the errors of ``init(json:migrationDate:)``.
    public init(contentsOf url: URL, migrationDate: Date = Date(timeIntervalSince1970: 0)) throws {
        try self.init(json: try Data(contentsOf: url), migrationDate: migrationDate)
    }

    /// Saves atomically: the JSON goes to a temporary file next to `url`, which then replaces `url`
    /// in one rename, so a crash mid-write leaves the previous file intact.
    /// - Throws: encoding or file errors.
    public func save(to url: URL) throws {
        try Self.writeAtomically(try encoded(), to: url)
    }

    /// Writes `data` through a temporary sibling file and a rename. `interruptAfter` stops the write
    /// after that many bytes and throws, to simulate a crash (tests only).
    static func writeAtomically(_ data: Data, to url: URL, interruptAfter: Int? = nil) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let manager = FileManager.default
        guard manager.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            if let limit = interruptAfter {
                try handle.write(contentsOf: data.prefix(limit))
                throw CocoaError(.fileWriteUnknown)
            }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
        }
        // rename(2) replaces the destination atomically on the same file system.
        guard rename(temporary.path, url.path) == 0 else {
            try? manager.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
