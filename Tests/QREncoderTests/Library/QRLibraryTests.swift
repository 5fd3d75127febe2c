import Foundation
import Testing

@testable import QREncoder

/// A library of six records made at known instants, one minute apart from `march14`.
func sampleLibrary() throws -> QRLibrary {
    var library = QRLibrary()
    let rows: [(String, String, [String])] = [
        ("Home Wi-Fi", "WIFI:T:WPA;S:Home;P:secret123;;", ["home"]),
        ("Café menu", "https://example.com/menus/lunch.pdf", ["food", "Work"]),
        ("Item 10", "text ten", ["Work"]),
        ("item 2", "text two", ["work", "Übung"]),
        ("Jane Doe", "MECARD:N:Doe,Jane;;", []),
        ("Tip jar", "https://venmo.com/u/jane-doe", ["ubung"]),
    ]
    for (index, row) in rows.enumerated() {
        try library.add(title: row.0, data: row.1, tags: row.2, at: march14 + Double(index * 60))
    }
    return library
}

@Suite("QRLibrary")
struct QRLibraryTests {
    @Test("add uses the defaults and refuses duplicate ids and invalid records, leaving the library as it was")
    func add() throws {
        var library = QRLibrary(defaults: .init(errorCorrection: .high, sizePx: 1_024, brightnessBoost: false))
        let record = try library.add(title: "A", data: "x", at: march14)
        #expect(record.errorCorrection == .high && record.sizePx == 1_024 && !record.brightnessBoostDefault)
        let before = library
        #expect(throws: QRLibraryError.duplicateID(record.id)) { try library.add(record) }
        #expect(throws: QRLibraryError.self) { try library.add(title: "", data: "x") }
        #expect(library == before && library.count == 1 && library[record.id] == record)
        #expect(throws: QRLibraryError.duplicateID(record.id)) { try QRLibrary(records: [record, record]) }
    }

    @Test("edit validates, bumps updatedAt and keeps the old record on failure")
    func edit() throws {
        var library = try sampleLibrary()
        let id = library.records[0].id
        let edited = try library.edit(id, at: march14 + 3_600) {
            $0.title = "Office Wi-Fi"
            $0.tags.append("Home")
            $0.sizePx = 256
        }
        #expect(edited.title == "Office Wi-Fi" && edited.tags == ["home"] && edited.updatedAt == march14 + 3_600)
        let before = library
        #expect(throws: QRLibraryError.invalidField(field: "sizePx", reason: "300 is not 256, 512 or 1024")) {
            try library.edit(id) { $0.sizePx = 300 }
        }
        #expect(throws: QRLibraryError.self) { try library.edit(id) { $0.expiresAt = march14 - 1 } }
        #expect(library == before)
        #expect(library.records(matching: .init(text: "office")).map(\.id) == [id])
        #expect(throws: QRLibraryError.recordNotFound(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)) {
            try library.edit(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!) { _ in }
        }
    }

    @Test("delete, toggle favorite and record use")
    func mutations() throws {
        var library = try sampleLibrary()
        let ids = library.records.map(\.id)
        #expect(try library.toggleFavorite(ids[1], at: march14 + 999) == true)
        #expect(library[ids[1]]?.updatedAt == march14 + 999)
        #expect(try library.toggleFavorite(ids[1], at: march14 + 999) == false)
        #expect(library[ids[1]]?.updatedAt == march14 + 1_000)
        try library.delete(ids[2])
        #expect(library.count == 5 && library[ids[2]] == nil && library[ids[3]]?.title == "item 2")
        #expect(throws: QRLibraryError.recordNotFound(id: ids[2])) { try library.delete(ids[2]) }
        #expect(throws: QRLibraryError.recordNotFound(id: ids[2])) { try library.recordUse(ids[2]) }
        #expect(try library.recordUse(ids[5], at: march14 + 7_200).scanCount == 1)
        #expect(library.records.map(\.id) == [ids[0], ids[1], ids[3], ids[4], ids[5]])
    }

    @Test("search is case- and diacritic-insensitive, multi-word, over title, data and tags")
    func search() throws {
        let library = try sampleLibrary()
        func titles(_ text: String) -> Set<String> {
            Set(library.records(matching: .init(text: text)).map(\.title))
        }
        #expect(titles("CAFE") == ["Café menu"])
        #expect(titles("cafe lunch.pdf") == ["Café menu"])
        #expect(titles("wi-fi") == ["Home Wi-Fi"])
        #expect(titles("secret123") == ["Home Wi-Fi"])
        #expect(titles("ubung") == ["item 2", "Tip jar"])
        #expect(titles("work ITEM") == ["Item 10", "item 2"])
        #expect(titles("home nothing") == [])
        #expect(titles("   ").count == 6)
    }

    @Test("filters by kind, tag, favorite and status")
    func filters() throws {
        var library = try sampleLibrary()
        let ids = library.records.map(\.id)
        try library.toggleFavorite(ids[4], at: march14 + 500)
        try library.edit(ids[3], at: march14 + 500) { $0.expiresAt = march14 + 600 }
        try library.edit(ids[2], at: march14 + 500) { $0.oneTimeUse = true }
        try library.recordUse(ids[2], at: march14 + 550)
        let later = march14 + 700
        #expect(
            library.records(matching: .init(kinds: [.wifi, .contact]), at: later).map(\.title).sorted() == [
                "Home Wi-Fi", "Jane Doe",
            ])
        #expect(library.records(matching: .init(kinds: [.file])).map(\.title) == ["Café menu"])
        #expect(library.records(matching: .init(tag: "WORK"), at: later).count == 3)
        #expect(library.records(matching: .init(favoritesOnly: true)).map(\.id) == [ids[4]])
        #expect(library.records(matching: .init(status: .expired), at: later).map(\.id) == [ids[3]])
        #expect(library.records(matching: .init(status: .used), at: later).map(\.id) == [ids[2]])
        #expect(library.records(matching: .init(status: .active), at: later).count == 4)
        #expect(library.favorites().map(\.id) == [ids[4]])
    }

    @Test("sorts by last use, creation, title and scan count, and reversed")
    func sorts() throws {
        var library = try sampleLibrary()
        let ids = library.records.map(\.id)
        try library.recordUse(ids[0], at: march14 + 5_000)
        try library.recordUse(ids[0], at: march14 + 5_001)
        try library.recordUse(ids[3], at: march14 + 6_000)
        func order(_ sort: QRLibrary.Sort, reversed: Bool = false) -> [String] {
            library.records(matching: .init(sort: sort, reversed: reversed)).map(\.title)
        }
        #expect(order(.lastUsed) == ["item 2", "Home Wi-Fi", "Tip jar", "Jane Doe", "Item 10", "Café menu"])
        #expect(order(.created) == ["Tip jar", "Jane Doe", "item 2", "Item 10", "Café menu", "Home Wi-Fi"])
        #expect(order(.title) == ["Café menu", "Home Wi-Fi", "item 2", "Item 10", "Jane Doe", "Tip jar"])
        #expect(order(.title, reversed: true) == order(.title).reversed())
        // Ties in scan count fall back to the exact title.
        #expect(order(.scanCount) == ["Home Wi-Fi", "item 2", "Café menu", "Item 10", "Jane Doe", "Tip jar"])
        #expect(library.recent(limit: 2).map(\.title) == ["item 2", "Home Wi-Fi"])
        #expect(library.recent(limit: -1).isEmpty)
    }

    @Test("previous and next within the current result, for the fullscreen swipe")
    func neighbours() throws {
        let library = try sampleLibrary()
        let results = library.records(matching: .init(text: "item", sort: .title))
        #expect(results.map(\.title) == ["item 2", "Item 10"])
        #expect(results.next(after: results[0].id)?.title == "Item 10")
        #expect(results.previous(before: results[1].id)?.title == "item 2")
        #expect(results.previous(before: results[0].id) == nil && results.next(after: results[1].id) == nil)
        #expect(results.next(after: library.records[0].id) == nil)
    }

    @Test("tags with counts merge spellings that differ in case or diacritics")
    func tagCounts() throws {
        let counts = try sampleLibrary().tagCounts()
        #expect(
            counts == [
                .init(tag: "food", count: 1), .init(tag: "home", count: 1), .init(tag: "Übung", count: 2),
                .init(tag: "Work", count: 3),
            ])
    }

    @Test("each error description names the field, id, status or path at fault")
    func errorDescriptions() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let cases: [(QRLibraryError, [String])] = [
            (
                .invalidField(field: "records[2].sizePx", reason: "700 is not 256, 512 or 1024"),
                ["records[2].sizePx", "700"]
            ),
            (.recordNotFound(id: id), [id.uuidString]),
            (.duplicateID(id), [id.uuidString]),
            (.notActive(id: id, status: .expired), [id.uuidString, "expired"]),
            (.fileFailed(operation: "rename", path: "/tmp/codes.json", code: 28), ["rename", "/tmp/codes.json", "28"]),
        ]
        for (error, fragments) in cases {
            for fragment in fragments {
                #expect(error.description.contains(fragment), "\(error.description) does not name \(fragment)")
            }
        }
    }
}
