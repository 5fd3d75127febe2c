import Foundation
import TestSupport
import Testing

@testable import SymbolCatalog

@Suite("Library migration")
struct LibraryMigrationTests {
    static func fixture(_ name: String) -> URL {
        TestEnvironment.fixture("SymbolCatalog/\(name)")
    }

    static let migrated = Date(timeIntervalSince1970: 1_800_000_000)

    /// `library-v2.json` was written by `SymbolLibrary.save` at commit 0f8f93e, before version 3
    /// (see Tests/Fixtures/SymbolCatalog/README.md); the expected values are the ones that program set.
    @Test("opens a version 2 file written by the previous release and keeps everything in it")
    func version2File() throws {
        let library = try SymbolLibrary(contentsOf: Self.fixture("library-v2.json"), migrationDate: Self.migrated)
        #expect(library.favorites.entries.map(\.name) == ["cursorarrow", "heart.fill"])
        #expect(
            library.favorites.entries.map(\.addedAt) == [
                Date(timeIntervalSince1970: 1_763_100_000), Date(timeIntervalSince1970: 1_763_000_000),
            ])
        let collections = library.collections.collections
        #expect(collections.map(\.name) == ["Tab Bar", "Later"])
        #expect(
            collections.map(\.id.uuidString) == [
                "7E57C0DE-0000-4000-8000-000000000002", "7E57C0DE-0000-4000-8000-000000000003",
            ])
        #expect(collections[0].symbols == ["house", "magnifyingglass", "person.crop.circle"])
        #expect(collections[1].symbols.isEmpty)
        #expect(collections.allSatisfy { $0.createdAt == Self.migrated })
        let settings = library.settings
        #expect(settings.exportFormat == .svg)
        #expect(settings.exportScales == [.x1, .x3])
        #expect(settings.targetIOS == OSVersion(16, 4))
        #expect(!settings.showsCompatibilityBadges)
        #expect(settings.gridColumns == .fixed(5))
        // 44 pt was saved; 48 (large) is 4 away, 32 (medium) 12.
        #expect(settings.symbolSize == .large)
        #expect(settings.defaultWeight == .regular)
    }

    @Test("saves a migrated library as version 3 and reads it back unchanged")
    func resave() throws {
        let library = try SymbolLibrary(contentsOf: Self.fixture("library-v2.json"), migrationDate: Self.migrated)
        let json = String(decoding: try library.encoded(), as: UTF8.self)
        #expect(json.contains("\"version\" : 3"))
        #expect(json.contains("\"symbolSize\" : \"large\""))
        #expect(json.contains("\"defaultWeight\" : \"regular\""))
        #expect(json.contains("\"createdAt\" : \"2027-01-15T08:00:00Z\""))
        #expect(try SymbolLibrary(json: try library.encoded()) == library)
    }

    @Test("dates version 1 collections with the migration date")
    func version1Collections() throws {
        let library = try SymbolLibrary(contentsOf: Self.fixture("library-v1.json"), migrationDate: Self.migrated)
        #expect(!library.collections.collections.isEmpty)
        #expect(library.collections.collections.allSatisfy { $0.createdAt == Self.migrated })
        #expect(library.settings.symbolSize == .medium && library.settings.defaultWeight == .regular)
    }

    @Test(
        "maps a version 2 point size to the nearest preset, halfway going up",
        arguments: [
            ("16", LibrarySettings.SymbolSize.small), ("27.9", .small), ("28", .medium), ("32", .medium),
            ("39.5", .medium), ("40", .large), ("48", .large), ("128", .large),
        ])
    func nearestPreset(points: String, expected: LibrarySettings.SymbolSize) throws {
        let json = LibraryPersistenceTests.version2(symbolSize: points)
        #expect(try SymbolLibrary(json: Data(json.utf8)).settings.symbolSize == expected)
    }

    @Test(
        "rejects version 3 settings that are missing or unknown, naming the field",
        arguments: [
            (
                #""symbolSize": "medium""#,
                SymbolLibraryError.malformedDocument(
                    field: "settings.defaultWeight", reason: "missing in a version 3 library")
            ),
            (
                #""symbolSize": 32, "defaultWeight": "bold""#,
                .malformedDocument(field: "settings.symbolSize", reason: "not text as a version 3 library needs")
            ),
            (
                #""symbolSize": "huge", "defaultWeight": "bold""#,
                .malformedDocument(field: "settings.symbolSize", reason: "not a valid value in a version 3 library")
            ),
        ])
    func version3Errors(tail: String, error: SymbolLibraryError) {
        let json =
            #"{"version": 3, "favorites": {"entries": []}, "collections": {"collections": []}, "settings": "#
            + #"{"exportFormat": "pdf", "exportScales": [1], "targetIOS": {"major": 17, "minor": 0}, "#
            + #""showsCompatibilityBadges": true, "gridColumns": {"automatic": {}}, "# + tail + "}}"
        #expect(throws: error) { try SymbolLibrary(json: Data(json.utf8)) }
    }

    @Test("reads a complete hand-written version 3 document")
    func version3() throws {
        let json = #"""
            {"version": 3, "favorites": {"entries": []},
             "collections": {"collections": [{"id": "7E57C0DE-0000-4000-8000-000000000004", "name": "Icons",
               "symbols": ["star"], "createdAt": "2025-11-14T06:00:00Z"}]},
             "settings": {"exportFormat": "pdf", "exportScales": [2], "targetIOS": {"major": 18, "minor": 0},
               "showsCompatibilityBadges": true, "gridColumns": {"automatic": {}}, "symbolSize": "small",
               "defaultWeight": "semibold"}}
            """#
        let library = try SymbolLibrary(json: Data(json.utf8))
        #expect(library.collections.collections.first?.createdAt == Date(timeIntervalSince1970: 1_763_100_000))
        #expect(library.settings.exportFormat == .pdf)
        #expect(library.settings.symbolSize == .small)
        #expect(library.settings.defaultWeight == .semibold)
    }
}

@Suite("Library settings")
struct LibrarySettingsTests {
    @Test("offers PDF beside PNG and SVG and names PDF files like the others")
    func pdf() {
        #expect(ExportFormat.allCases == [.png, .pdf, .svg])
        #expect(ExportScale.x3.fileName(for: "heart.fill", format: .pdf) == "heart.fill@3x.pdf")
        #expect(ExportFormat(rawValue: "pdf") == .pdf)
    }

    @Test("draws the presets at 24, 32 and 48 points and defaults to medium and regular")
    func presets() {
        #expect(LibrarySettings.SymbolSize.allCases.map(\.pointSize) == [24, 32, 48])
        let settings = LibrarySettings()
        #expect(settings.symbolSize == .medium && settings.defaultWeight == .regular)
        // Every preset fits the smallest grid cell (64 pt on iPhone) with room to spare.
        #expect(
            LibrarySettings.SymbolSize.allCases.allSatisfy {
                $0.pointSize <= DeviceClass.phone.cellRange.lowerBound * 0.75
            })
    }

    @Test("dates a new collection with the given time")
    func createdAt() throws {
        var collections = SymbolCollections()
        let date = Date(timeIntervalSince1970: 1_763_000_000)
        let id = try collections.create(named: "Later", at: date)
        #expect(collections[id]?.createdAt == date)
    }
}
