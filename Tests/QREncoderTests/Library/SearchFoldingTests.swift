import Testing

@testable import QREncoder

@Suite("Search folding")
struct SearchFoldingTests {
    @Test(
        "folding removes case and diacritics",
        arguments: [
            ("Crème Brûlée", "creme brulee"), ("ÅNGSTRÖM", "angstrom"), ("Việt Nam", "viet nam"),
            ("e\u{301}te\u{301}", "ete"), ("Straße", "strasse"), ("Łódź Øresund", "lodz oresund"), ("ΆΣΤΡΟ", "αστρο"),
            ("がぎ", "かき"), ("İstanbul", "istanbul"), ("ﬁle", "file"), ("tab\there", "tab here"), ("ABC-123", "abc-123"),
        ])
    func fold(text: String, folded: String) {
        #expect(String(decoding: SearchFolding.fold(text), as: UTF8.self) == folded)
    }

    @Test("every table entry is canonically equivalent to its base plus combining marks")
    func tableAgainstStandardLibrary() {
        // Swift's String equality is canonical equivalence (Unicode §3.7), an independent check
        // of the generated table: the composed scalar must equal its base followed by some
        // nonspacing marks, and no table entry may map a scalar to itself.
        let marks = (0x300...0x36F).compactMap(Unicode.Scalar.init)
        var checked = 0
        let table = SearchFolding.diacriticBases
        for pair in stride(from: 0, to: table.count, by: 2) {
            guard let composed = Unicode.Scalar(table[pair]), let base = Unicode.Scalar(table[pair + 1]) else {
                Issue.record("not a scalar at \(pair)")
                continue
            }
            #expect(composed != base)
            if pair > 0 { #expect(table[pair - 2] < table[pair]) }
            // Entries with one mark from the Combining Diacritical Marks block are checked exactly.
            if let mark = marks.first(where: { String(composed) == String(base) + String($0) }) {
                #expect(mark.properties.generalCategory == .nonspacingMark)
                checked += 1
            }
        }
        #expect(checked > 400)
    }

    @Test("title keys order numbers by value, ignore punctuation runs and put spaces first")
    func sortKeys() {
        let titles = ["Item 10", "item 2", "Item-2b", "Éclair", "Zebra", "Ålesund", "Ωmega", "  ", "1 first"]
        let sorted = titles.sorted { SearchFolding.sortKey($0).lexicographicallyPrecedes(SearchFolding.sortKey($1)) }
        #expect(sorted == ["  ", "1 first", "Ålesund", "Éclair", "item 2", "Item-2b", "Item 10", "Zebra", "Ωmega"])
        #expect(SearchFolding.sortKey("a007") == SearchFolding.sortKey("a7"))
        #expect(SearchFolding.sortKey("a — b") == SearchFolding.sortKey("a, b"))
    }

    @Test("substring search over folded bytes")
    func contains() {
        let hay = SearchFolding.fold("Home Wi-Fi\nWIFI:S:Home")
        #expect(SearchFolding.contains(hay, Array("wi-fi".utf8)))
        #expect(SearchFolding.contains(hay, []))
        #expect(!SearchFolding.contains(hay, Array("office".utf8)))
        #expect(!SearchFolding.contains(Array("ab".utf8), Array("abc".utf8)))
        #expect(SearchFolding.words("  Café   wifi ") == [Array("cafe".utf8), Array("wifi".utf8)])
    }
}
