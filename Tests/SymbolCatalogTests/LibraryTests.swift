import Foundation
import TestSupport
import Testing

@testable import SymbolCatalog

@Suite("Favorites and collections")
struct FavoritesAndCollectionsTests {
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.firstWeekday = 2
        return calendar
    }

    /// 2026-11-19 (a Thursday) at 12:00 UTC, and offsets from it in days.
    func day(_ offset: Double) -> Date { Date(timeIntervalSince1970: 1_795_089_600 + offset * 86_400) }

    @Test("toggles favorites in and out, newest first")
    func toggle() throws {
        var favorites = Favorites()
        let addedHeart = favorites.toggle("heart", at: day(0))
        let addedStar = favorites.toggle("star", at: day(0))
        #expect(addedHeart && addedStar)
        #expect(favorites.entries.map(\.name) == ["star", "heart"])
        let readded = favorites.toggle("heart", at: day(0))
        #expect(!readded)
        #expect(!favorites.contains("heart"))
        favorites.toggle("trash", at: day(0))
        try favorites.move(from: 0, to: 1)
        #expect(favorites.entries.map(\.name) == ["star", "trash"])
        var copy = favorites
        #expect(throws: SymbolLibraryError.indexOutOfRange(index: 5, count: 2, in: .favorites)) {
            try copy.move(from: 5, to: 0)
        }
        #expect(throws: SymbolLibraryError.indexOutOfRange(index: 9, count: 2, in: .favorites)) {
            try copy.move(from: 0, to: 9)
        }
        #expect(copy == favorites)
        let message = SymbolLibraryError.indexOutOfRange(index: 9, count: 2, in: .favorites).description
        #expect(message == "Index 9 is outside the favorites, which has 2 items.")
    }

    @Test("groups favorites into today, this week and earlier with an injected clock")
    func grouping() throws {
        var favorites = Favorites()
        favorites.toggle("old", at: day(-30))
        favorites.toggle("monday", at: day(-3))
        favorites.toggle("morning", at: day(-0.4))
        favorites.toggle("now", at: day(0))
        let groups = favorites.grouped(now: day(0), calendar: calendar)
        try #require(groups.map(\.recency) == [.today, .thisWeek, .earlier])
        #expect(groups[0].entries.map(\.name) == ["now", "morning"])
        #expect(groups[1].entries.map(\.name) == ["monday"])
        #expect(groups[2].entries.map(\.name) == ["old"])
        #expect(Favorites().grouped(now: day(0), calendar: calendar).isEmpty)
    }

    @Test("creates, renames, fills, reorders, exports and deletes collections")
    func collections() throws {
        var collections = SymbolCollections()
        let id = try collections.create(named: "  Tab Bar ")
        #expect(collections[id]?.name == "Tab Bar")
        try collections.rename(id, to: "Tabs")
        for symbol in ["house", "gear", "person", "house"] { try collections.add(symbol, to: id) }
        #expect(collections[id]?.symbols == ["house", "gear", "person"])
        try collections.move(in: id, from: 2, to: 0)
        try collections.remove("gear", from: id)
        #expect(try collections.exportList(id) == "person\nhouse\n")
        try collections.delete(id)
        #expect(collections.collections.isEmpty)
    }

    /// A fixed identifier, so that the expected errors can name it.
    static let missing = UUID(uuidString: "00000000-0000-4000-8000-00000000DEAD") ?? UUID()

    @Test(
        "names the unknown collection in every operation",
        arguments: [
            "delete", "add", "remove", "move", "rename", "exportList",
        ])
    func unknownCollection(operation: String) throws {
        var collections = SymbolCollections()
        try collections.create(named: "Icons")
        let before = collections
        let missing = Self.missing
        #expect(throws: SymbolLibraryError.unknownCollection(missing)) {
            switch operation {
            case "delete": try collections.delete(missing)
            case "add": try collections.add("x", to: missing)
            case "remove": try collections.remove("x", from: missing)
            case "move": try collections.move(in: missing, from: 0, to: 0)
            case "rename": try collections.rename(missing, to: "Other")
            default: _ = try collections.exportList(missing)
            }
        }
        #expect(collections == before)
        #expect(
            SymbolLibraryError.unknownCollection(missing).description
                == "No collection has the identifier 00000000-0000-4000-8000-00000000DEAD.")
    }

    @Test("rejects blank names, naming the collection being created or renamed")
    func blankNames() throws {
        var collections = SymbolCollections()
        let id = try collections.create(named: "Icons")
        let fresh = Self.missing
        #expect(throws: SymbolLibraryError.emptyName(collection: fresh)) {
            try collections.create(named: " \n\t\u{3000}", id: fresh)
        }
        #expect(throws: SymbolLibraryError.emptyName(collection: id)) { try collections.rename(id, to: "") }
        // The name is checked before the identifier.
        #expect(throws: SymbolLibraryError.emptyName(collection: fresh)) { try collections.rename(fresh, to: " ") }
        #expect(collections.collections.map(\.name) == ["Icons"])
        #expect(
            SymbolLibraryError.emptyName(collection: fresh).description.contains(
                "00000000-0000-4000-8000-00000000DEAD needs a name"))
    }

    @Test("reports a move outside a collection with the collection and the index")
    func moveOutOfRange() throws {
        var collections = SymbolCollections()
        let id = try collections.create(named: "Icons")
        try collections.add("heart", to: id)
        let error = SymbolLibraryError.indexOutOfRange(index: 3, count: 1, in: .collection(id))
        #expect(throws: error) { try collections.move(in: id, from: 3, to: 0) }
        #expect(throws: SymbolLibraryError.indexOutOfRange(index: -1, count: 1, in: .collection(id))) {
            try collections.move(in: id, from: 0, to: -1)
        }
        #expect(error.description == "Index 3 is outside collection \(id.uuidString), which has 1 item.")
    }
}

@Suite("Library persistence")
struct LibraryPersistenceTests {
    func temporaryFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("library.json")
    }

    func sample() throws -> SymbolLibrary {
        var library = SymbolLibrary()
        library.favorites.toggle("heart", at: Date(timeIntervalSince1970: 1_700_000_000))
        let id = try library.collections.create(
            named: "Icons", id: UUID(uuidString: "7E57C0DE-0000-4000-8000-000000000001") ?? UUID(),
            at: Date(timeIntervalSince1970: 1_700_000_050))
        try library.collections.add("star", to: id)
        library.settings.gridColumns = .fixed(4)
        library.settings.exportScales = [.x2, .x3]
        return library
    }

    @Test("round-trips through versioned JSON and a file")
    func roundTrip() throws {
        let library = try sample()
        let json = String(decoding: try library.encoded(), as: UTF8.self)
        #expect(json.contains("\"version\" : 3"))
        #expect(try SymbolLibrary(json: try library.encoded()) == library)
        let url = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try library.save(to: url)
        try library.save(to: url)
        #expect(try SymbolLibrary(contentsOf: url) == library)
    }

    @Test("migrates the hand-written version 1 document")
    func migration() throws {
        let url = TestEnvironment.fixture("SymbolCatalog/library-v1.json")
        let migrated = Date(timeIntervalSince1970: 1_800_000_000)
        let library = try SymbolLibrary(contentsOf: url, migrationDate: migrated)
        #expect(library.favorites.entries.map(\.name) == ["heart.fill", "star", "trash"])
        #expect(library.favorites.entries.allSatisfy { $0.addedAt == migrated })
        #expect(library.collections.collections.map(\.name) == ["Actions", "Tab Bar"])
        #expect(library.collections.collections[1].symbols == ["house", "magnifyingglass", "person.crop.circle"])
        #expect(library.settings.targetIOS == OSVersion(16, 4))
        #expect(library.settings.gridColumns == .automatic)
    }

    /// A valid version 2 document with one favorite, for variants that break one value.
    static func version2(
        favorite: String = #"{"name": "heart", "addedAt": "2023-11-14T22:13:20Z"}"#, badges: String = "true",
        symbolSize: String = "32"
    ) -> String {
        #"{"version": 2, "favorites": {"entries": ["# + favorite
            + #"]}, "collections": {"collections": []}, "settings": {"exportFormat": "png", "exportScales": [1], "#
            + #""targetIOS": {"major": 17, "minor": 0}, "showsCompatibilityBadges": "# + badges + ", "
            + #""gridColumns": {"automatic": {}}, "symbolSize": "# + symbolSize + "}}"
    }

    @Test("reads the hand-written version 2 variant that the malformed cases start from")
    func version2Baseline() throws {
        let library = try SymbolLibrary(json: Data(Self.version2().utf8))
        #expect(
            library.favorites.entries == [
                FavoriteEntry(name: "heart", addedAt: Date(timeIntervalSince1970: 1_700_000_000))
            ])
    }

    @Test(
        "rejects unreadable, future and invalid documents, naming the offending value",
        arguments: [
            ("", SymbolLibraryError.malformedDocument(field: "", reason: "not JSON")),
            ("{]", .malformedDocument(field: "", reason: "not JSON")),
            ("{}", .malformedDocument(field: "version", reason: "missing in a library document")),
            ("[1, 2]", .malformedDocument(field: "", reason: "not an object as a library document needs")),
            (
                #"{"version": "2"}"#,
                .malformedDocument(field: "version", reason: "not a number as a library document needs")
            ),
            (#"{"version": 4}"#, .unsupportedVersion(4)),
            (#"{"version": 1}"#, .malformedDocument(field: "favorites", reason: "missing in a version 1 library")),
            (
                #"{"version": 1, "favorites": ["heart", 5], "collections": {}}"#,
                .malformedDocument(field: "favorites[1]", reason: "not text as a version 1 library needs")
            ),
            (
                #"{"version": 1, "favorites": "heart", "collections": {}}"#,
                .malformedDocument(field: "favorites", reason: "not a list as a version 1 library needs")
            ),
            (
                version2(badges: #""yes""#),
                .malformedDocument(
                    field: "settings.showsCompatibilityBadges", reason: "not true or false as a version 2 library needs"
                )
            ),
            (
                #"{"version": 2, "favorites": 5}"#,
                .malformedDocument(field: "favorites", reason: "not an object as a version 2 library needs")
            ),
            (
                #"{"version": 2, "favorites": null}"#,
                .malformedDocument(field: "favorites", reason: "null in a version 2 library")
            ),
            (
                version2(favorite: #"{"name": "heart", "addedAt": "2023-11-14T22:13:20Z", "#),
                .malformedDocument(field: "", reason: "not JSON")
            ),
            (
                #"{"version": 1, "favorites": [], "collections": {}, "targetIOS": "x"}"#,
                .invalidValue(field: "targetIOS", value: "x")
            ),
        ])
    func rejects(json: String, error: SymbolLibraryError) {
        #expect(throws: error) { try SymbolLibrary(json: Data(json.utf8)) }
        if case .malformedDocument(let field, let reason) = error {
            #expect(field.isEmpty || error.description.contains("at \(field): "))
            #expect(error.description.contains(reason))
        }
        #expect(SymbolLibraryError.unsupportedVersion(4).description.contains("version 4"))
        #expect(
            SymbolLibraryError.invalidValue(field: "targetIOS", value: "x").description.contains(
                "targetIOS cannot be x"))
    }

    @Test("locates a date that is not ISO 8601 in its favorite entry")
    func badDate() {
        let json = Self.version2(favorite: #"{"name": "heart", "addedAt": "yesterday"}"#)
        let error = #expect(throws: SymbolLibraryError.self) { try SymbolLibrary(json: Data(json.utf8)) }
        guard case .malformedDocument(let field, let reason) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        // Foundation's decoders differ in whether the path ends at the entry or at its addedAt key.
        #expect(field.hasPrefix("favorites.entries[0]"))
        #expect(reason == "not a valid value in a version 2 library")
    }

    @Test("rejects a version 1 collection with a blank name")
    func blankVersion1Collection() throws {
        let json = #"{"version": 1, "favorites": [], "collections": {" ": ["heart"]}}"#
        let error = #expect(throws: SymbolLibraryError.self) { try SymbolLibrary(json: Data(json.utf8)) }
        guard case .emptyName = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
    }

    @Test("describes where a malformed document went wrong")
    func malformedDescriptions() {
        #expect(
            SymbolLibraryError.malformedDocument(field: "favorites[1]", reason: "not text as a version 1 library needs")
                .description
                == "The saved library could not be read at favorites[1]: not text as a version 1 library needs.")
        #expect(
            SymbolLibraryError.malformedDocument(field: "", reason: "not JSON").description
                == "The saved library could not be read: not JSON.")
    }

    @Test("validates settings ranges")
    func settings() throws {
        var settings = LibrarySettings()
        try settings.validate()
        settings.gridColumns = .fixed(7)
        #expect(throws: SymbolLibraryError.invalidValue(field: "gridColumns", value: "7")) { try settings.validate() }
        settings.gridColumns = .fixed(6)
        settings.exportScales = []
        #expect(throws: SymbolLibraryError.invalidValue(field: "exportScales", value: "[]")) { try settings.validate() }
        #expect(
            SymbolLibraryError.invalidValue(field: "exportScales", value: "[]").description
                == "The setting exportScales cannot be [].")
        // Version 2 stored the symbol size in points and accepted 16–128; its files are held to that.
        for (size, text) in [("500", "500.0"), ("4", "4.0")] {
            #expect(throws: SymbolLibraryError.invalidValue(field: "symbolSize", value: text)) {
                try SymbolLibrary(json: Data(Self.version2(symbolSize: size).utf8))
            }
        }
    }

    @Test("names the value JSON cannot hold when encoding fails")
    func unencodable() {
        // The settings hold no floating-point value any more (the symbol size is a preset), so the
        // encoder's error is built directly, as JSONEncoder reports a NaN.
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        let context = EncodingError.Context(
            codingPath: [Key(stringValue: "settings"), Key(stringValue: "symbolSize")], debugDescription: "")
        let error = SymbolLibraryError(encoding: EncodingError.invalidValue(Double.nan, context))
        #expect(error == .unencodableValue(field: "settings.symbolSize", reason: "cannot be nan in JSON"))
        #expect(error.description == "The library cannot be saved: settings.symbolSize cannot be nan in JSON.")
        struct Unexpected: Error {}
        #expect(SymbolLibraryError(encoding: Unexpected()) == .unencodableValue(field: "", reason: "Unexpected()"))
    }

    @Test("names the file it cannot read")
    func unreadableFile() throws {
        let url = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let error = SymbolLibraryError.fileReadFailed(path: url.path, reason: "No such file or directory")
        #expect(throws: error) { try SymbolLibrary(contentsOf: url) }
        #expect(error.description == "The library file \(url.path) could not be read: No such file or directory.")
    }

    @Test("names the file it cannot write and the step that failed")
    func unwritableFile() throws {
        let url = try temporaryFile()
        let folder = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try sample()
        let nowhere = folder.appendingPathComponent("missing/library.json")
        let noFolder = SymbolLibraryError.fileWriteFailed(
            path: nowhere.path, reason: "cannot create a temporary file beside it (No such file or directory)")
        #expect(throws: noFolder) { try library.save(to: nowhere) }
        #expect(noFolder.description.hasPrefix("The library could not be saved to \(nowhere.path): cannot create"))
        // A non-empty directory where the file should go: rename(2) refuses to replace it.
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: url.appendingPathComponent("inside"))
        #expect(
            throws: SymbolLibraryError.fileWriteFailed(
                path: url.path, reason: "cannot replace the file with the temporary one (Is a directory)")
        ) { try library.save(to: url) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["library.json"])
    }

    @Test("an interrupted save leaves the previous file intact")
    func interruptedSave() throws {
        let url = try temporaryFile()
        let folder = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try sample()
        try original.save(to: url)
        var changed = original
        changed.favorites.toggle("star", at: Date(timeIntervalSince1970: 1_700_000_100))
        let data = try changed.encoded()
        for cut in [0, 1, data.count / 2, data.count - 1] {
            #expect(
                throws: SymbolLibraryError.fileWriteFailed(
                    path: url.path, reason: "the write was interrupted after \(cut) bytes")
            ) { try SymbolLibrary.writeAtomically(data, to: url, interruptAfter: cut) }
            #expect(try SymbolLibrary(contentsOf: url) == original)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["library.json"])
        let fresh = folder.appendingPathComponent("new.json")
        #expect(throws: SymbolLibraryError.self) {
            try SymbolLibrary.writeAtomically(data, to: fresh, interruptAfter: 3)
        }
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }
}

@Suite("Export naming and grid layout")
struct ExportAndGridTests {
    @Test(
        "names exported files symbol@{scale}x.{format} with 64/128/192 pixels",
        arguments: [
            (ExportScale.x1, ExportFormat.png, "heart.fill@1x.png", 64), (.x2, .pdf, "heart.fill@2x.pdf", 128),
            (.x3, .svg, "heart.fill@3x.svg", 192),
        ])
    func naming(scale: ExportScale, format: ExportFormat, name: String, pixels: Int) {
        #expect(scale.fileName(for: "heart.fill", format: format) == name)
        #expect(scale.pixels == pixels)
        #expect(ExportScale.x1 < .x3)
    }

    /// Expected values worked by hand with SwiftUI's adaptive rule: n = ⌊(w + s) / (min + s)⌋,
    /// cell = (w − s(n − 1)) / n capped at max, n kept within the device's column range.
    @Test(
        "computes adaptive columns like SwiftUI",
        arguments: [
            (390.0, DeviceClass.phone, 5, 71.6),  // ⌊398/72⌋ = 5; (390 − 32)/5
            (320.0, .phone, 4, 74.0),  // ⌊328/72⌋ = 4; (320 − 24)/4
            (200.0, .phone, 3, 61.333),  // ⌊208/72⌋ = 2 → 3 columns minimum; (200 − 16)/3
            (1_000.0, .phone, 5, 80.0),  // ⌊1008/72⌋ = 14 → 5; 193.6 capped at 80
            (820.0, .pad, 10, 74.8),  // ⌊828/80⌋ = 10; (820 − 72)/10
            (1_024.0, .pad, 10, 95.2),  // ⌊1032/80⌋ = 12 → 10; (1024 − 72)/10
            (600.0, .pad, 7, 78.857),  // ⌊608/80⌋ = 7; (600 − 48)/7
        ])
    func adaptive(width: Double, device: DeviceClass, columns: Int, cell: Double) {
        let layout = SymbolGridLayout(width: width, device: device)
        #expect(layout.columns == columns)
        #expect(abs(layout.cellSize - cell) < 0.001)
    }

    @Test("honours a fixed column setting within the device range and survives bad widths")
    func fixedAndBad() {
        #expect(SymbolGridLayout(width: 390, device: .phone, columns: .fixed(3)).columns == 3)
        #expect(SymbolGridLayout(width: 390, device: .phone, columns: .fixed(6)).columns == 5)
        #expect(SymbolGridLayout(width: -5, device: .phone).cellSize == 0)
        #expect(SymbolGridLayout(width: .nan, device: .pad).columns == 6)
    }
}
