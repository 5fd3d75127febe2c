import Foundation
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
        #expect(throws: SymbolLibraryError.indexOutOfRange(index: 5, count: 2)) { try copy.move(from: 5, to: 0) }
        #expect(throws: SymbolLibraryError.indexOutOfRange(index: 9, count: 2)) { try copy.move(from: 0, to: 9) }
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
        let missing = UUID()
        #expect(throws: SymbolLibraryError.unknownCollection(missing.uuidString)) {
            var copy = collections
            try copy.delete(missing)
        }
        #expect(throws: SymbolLibraryError.unknownCollection(missing.uuidString)) {
            try collections.exportList(missing)
        }
        #expect(throws: SymbolLibraryError.unknownCollection(missing.uuidString)) {
            var copy = collections
            try copy.add("x", to: missing)
        }
        #expect(throws: SymbolLibraryError.emptyName) {
            var copy = collections
            try copy.create(named: " \n")
        }
        #expect(throws: SymbolLibraryError.emptyName) {
            var copy = collections
            try copy.rename(missing, to: "")
        }
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
            named: "Icons", id: UUID(uuidString: "7E57C0DE-0000-4000-8000-000000000001") ?? UUID())
        try library.collections.add("star", to: id)
        library.settings.gridColumns = .fixed(4)
        library.settings.exportScales = [.x2, .x3]
        return library
    }

    @Test("round-trips through versioned JSON and a file")
    func roundTrip() throws {
        let library = try sample()
        let json = String(decoding: try library.encoded(), as: UTF8.self)
        #expect(json.contains("\"version\" : 2"))
        #expect(try SymbolLibrary(json: try library.encoded()) == library)
        let url = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try library.save(to: url)
        try library.save(to: url)
        #expect(try SymbolLibrary(contentsOf: url) == library)
    }

    @Test("migrates the hand-written version 1 document")
    func migration() throws {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        url.appendPathComponent("Fixtures/SymbolCatalog/library-v1.json")
        let migrated = Date(timeIntervalSince1970: 1_800_000_000)
        let library = try SymbolLibrary(contentsOf: url, migrationDate: migrated)
        #expect(library.favorites.entries.map(\.name) == ["heart.fill", "star", "trash"])
        #expect(library.favorites.entries.allSatisfy { $0.addedAt == migrated })
        #expect(library.collections.collections.map(\.name) == ["Actions", "Tab Bar"])
        #expect(library.collections.collections[1].symbols == ["house", "magnifyingglass", "person.crop.circle"])
        #expect(library.settings.targetIOS == OSVersion(16, 4))
        #expect(library.settings.gridColumns == .automatic)
    }

    @Test(
        "rejects unreadable, future and invalid documents",
        arguments: [
            ("{}", SymbolLibraryError.malformedDocument("no format version")),
            ("[1, 2]", .malformedDocument("no format version")),
            (#"{"version": 3}"#, .unsupportedVersion(3)),
            (#"{"version": 1}"#, .malformedDocument("not a version 1 library")),
            (#"{"version": 2, "favorites": 5}"#, .malformedDocument("not a version 2 library")),
            (
                #"{"version": 1, "favorites": [], "collections": {}, "targetIOS": "x"}"#,
                .invalidValue(field: "targetIOS", value: "x")
            ),
        ])
    func rejects(json: String, error: SymbolLibraryError) {
        #expect(throws: error) { try SymbolLibrary(json: Data(json.utf8)) }
        #expect(!error.description.isEmpty)
    }

    @Test("validates settings ranges")
    func settings() throws {
        var settings = LibrarySettings()
        try settings.validate()
        settings.gridColumns = .fixed(7)
        #expect(throws: SymbolLibraryError.invalidValue(field: "gridColumns", value: "7")) { try settings.validate() }
        settings.gridColumns = .fixed(6)
        settings.symbolSize = 4
        #expect(throws: SymbolLibraryError.invalidValue(field: "symbolSize", value: "4.0")) { try settings.validate() }
        settings.symbolSize = 40
        settings.exportScales = []
        #expect(throws: SymbolLibraryError.invalidValue(field: "exportScales", value: "[]")) { try settings.validate() }
        var library = SymbolLibrary()
        library.settings.symbolSize = 500
        #expect(throws: SymbolLibraryError.invalidValue(field: "symbolSize", value: "500.0")) {
            try SymbolLibrary(json: try library.encoded())
        }
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
            #expect(throws: (any Error).self) { try SymbolLibrary.writeAtomically(data, to: url, interruptAfter: cut) }
            #expect(try SymbolLibrary(contentsOf: url) == original)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["library.json"])
        let fresh = folder.appendingPathComponent("new.json")
        #expect(throws: (any Error).self) { try SymbolLibrary.writeAtomically(data, to: fresh, interruptAfter: 3) }
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
