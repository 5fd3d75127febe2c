import Testing

@testable import SymbolCatalog

@Suite("Search by former names and SFSafeSymbols case names")
struct SearchByNameTests {
    let catalog = SFSymbolCatalog.bundled

    @Test("finds pointer.arrow first for cursorarrow and says it matched the name renamed in 7.0")
    func cursorarrow() throws {
        let first = try #require(catalog.search("cursorarrow", limit: 5).first)
        #expect(first.name == "pointer.arrow")
        // pointer.arrow is an SF Symbols 2025 name (iOS 26.0): 2025 − 2018 = SF Symbols 7.
        #expect(first.searchMatch?.formerName?.name == "cursorarrow")
        #expect(first.searchMatch?.formerName?.renamedIn.release == "2025")
        #expect(first.searchMatch?.formerName?.renamedInVersion == "7.0")
        #expect(first.searchMatch?.safeSymbolCaseName == nil)
    }

    @Test("finds heart.fill for its SFSafeSymbols case name, as typed or pasted from code")
    func heartFill() {
        for query in ["heartFill", ".heartFill", "SFSymbol.heartFill", "  heartFill\n"] {
            let first = catalog.search(query, limit: 5).first
            #expect(first?.name == "heart.fill", "\(query)")
            #expect(first?.searchMatch == Symbol.SearchMatch(safeSymbolCaseName: "heartFill"), "\(query)")
        }
        // Lowercase run-together names find the symbol too, but are not case names.
        let lower = catalog.search("heartfill", limit: 1).first
        #expect(lower?.name == "heart.fill" && lower?.searchMatch == nil)
    }

    @Test(
        "reads SFSafeSymbols' published case names and its keyword escape",
        arguments: [
            ("_0Circle", "0.circle", "_0Circle"), ("_00CircleFill", "00.circle.fill", "_00CircleFill"),
            ("_1Magnifyingglass", "1.magnifyingglass", "_1Magnifyingglass"), ("`return`", "return", nil),
            ("squareGrid2x2", "square.grid.2x2", "squareGrid2x2"),
        ] as [(String, String, String?)])
    func publishedCases(query: String, name: String, caseName: String?) {
        let first = catalog.search(query, limit: 1).first
        #expect(first?.name == name)
        #expect(first?.searchMatch?.safeSymbolCaseName == caseName)
    }

    @Test("finds every current symbol first for its SFSafeSymbols case name")
    func everyCaseName() {
        var misses: [String] = []
        for symbol in catalog.symbols {
            let caseName = SymbolCode.safeSymbolCaseName(for: symbol.name)
            let first = catalog.search(caseName, limit: 1).first
            if first?.name != symbol.name { misses.append("\(caseName) → \(first?.name ?? "nothing")") }
        }
        #expect(catalog.symbols.count == 7_006)
        #expect(misses.isEmpty, "\(misses.prefix(20))")
    }

    /// Apple's rename table read from the shared data folder (independent of the library), each old
    /// name with the end of its chain; `nil` ends for the three two-name cycles.
    static func chains() -> [(old: String, end: String?, released: Bool)] {
        var table: [String: String] = [:]
        var released: Set<String> = []
        for row in DataFiles.aliases {
            guard let old = row["old"] as? String, let new = row["new"] as? String else { continue }
            table[old] = new
            if row["introduced"] is [String: Any] { released.insert(old) }
        }
        return table.keys.sorted().map { old in
            var name = old
            var hops = 0
            while let next = table[name], hops < 8 {
                name = next
                hops += 1
            }
            return (old, table[name] == nil ? name : nil, released.contains(old))
        }
    }

    @Test("finds the end of the rename chain first for every one of Apple's 938 former names")
    func everyFormerName() throws {
        try #require(DataFiles.shouldRun, "the shared SF Symbols data folder is needed for this cross-check")
        let chains = Self.chains()
        #expect(chains.count == 938)
        // phone.arrow.right.fill ↔ phone.fill.arrow.right and two more pairs rename each other.
        #expect(chains.filter { $0.end == nil }.count == 6)
        var misses: [String] = []
        for chain in chains {
            guard let end = chain.end else { continue }
            let first = catalog.searchResults(chain.old, filter: SymbolSearchFilter(includingLocalized: true), limit: 1)
                .symbols.first
            if first?.name != end || first?.searchMatch?.formerName?.name != chain.old {
                misses.append("\(chain.old) → \(first?.name ?? "nothing")")
            }
        }
        #expect(misses.isEmpty, "\(misses.prefix(20))")
    }

    @Test("finds the current symbol for the deprecated SFSafeSymbols case of every released former name")
    func everyFormerCaseName() throws {
        try #require(DataFiles.shouldRun, "the shared SF Symbols data folder is needed for this cross-check")
        var misses: [String] = []
        var checked = 0
        for chain in Self.chains() where chain.released {
            // SFSafeSymbols has cases for released, non-localized names only.
            guard let end = chain.end, catalog[end]?.isLocalizedVariant == false else { continue }
            let caseName = SymbolCode.safeSymbolCaseName(for: chain.old)
            let first = catalog.search(caseName, limit: 1).first
            checked += 1
            if first?.name != end || first?.searchMatch?.formerName?.name != chain.old {
                misses.append("\(caseName) → \(first?.name ?? "nothing")")
            }
        }
        #expect(checked > 700)
        #expect(misses.isEmpty, "\(misses.prefix(20))")
    }

    @Test("reports the release of the first replacement for a chain of renames")
    func chainRelease() throws {
        // dot.circle → smallcircle.fill.circle (a 2019 name) → smallcircle.filled.circle (2021).
        let first = try #require(catalog.search("dot.circle", limit: 1).first)
        #expect(first.name == "smallcircle.filled.circle")
        #expect(first.searchMatch?.formerName?.renamedIn.release == "2019")
        #expect(first.searchMatch?.formerName?.renamedInVersion == "1.0")
        let volume = try #require(catalog.search("volume 3", limit: 1).first)
        #expect(volume.name == "speaker.wave.3" && volume.searchMatch?.formerName?.name == "volume.3")
    }

    @Test("names the former name a partial query matched when the current name lacks the word")
    func partialFormerName() throws {
        let hits = catalog.search("cursor", limit: 10)
        let pointer = try #require(hits.first { $0.name == "pointer.arrow" })
        #expect(pointer.searchMatch?.formerName?.name == "cursorarrow")
        // microphone.fill contains "mic", so nothing needs explaining.
        let mic = catalog.search("mic", limit: 10)
        #expect(mic.first?.name == "microphone" && mic.first?.searchMatch?.formerName?.name == "mic")
        #expect(mic.first { $0.name == "microphone.fill" }?.searchMatch == nil)
        #expect(catalog.search("heart", limit: 10).allSatisfy { $0.searchMatch == nil })
    }

    @Test("offers a former name under the deployment target and still says what matched")
    func formerNameOnOlderTarget() throws {
        let first = try #require(catalog.search("cursorarrow", availableOn: .iOS(17, 0), limit: 1).first)
        #expect(first.name == "cursorarrow")
        #expect(first.currentName == "pointer.arrow")
        #expect(first.searchMatch?.formerName?.name == "cursorarrow")
    }

    @Test("finds nothing through a rename cycle that ends at no current name")
    func cycle() {
        let hits = catalog.search("phone.arrow.right.fill", limit: 5)
        #expect(!hits.contains { $0.searchMatch?.formerName?.name == "phone.arrow.right.fill" })
        let lookup = catalog.index.nameLookup
        let unresolved = lookup.renameTargets.indices.filter { lookup.entry(forRename: $0) == nil }
        #expect(unresolved.map { catalog.renames[$0].oldName }.contains("phone.fill.arrow.right"))
    }

    @Test("resolves synonym targets Apple renamed, and every target is a current or former name")
    func synonymTargets() {
        for (word, targets) in Synonyms.table {
            for target in targets {
                #expect(catalog[target] != nil || catalog.currentName(for: target) != nil, "\(word) → \(target)")
            }
        }
        // "copy" lists doc.on.doc, now document.on.document.
        #expect(catalog.search("copy", limit: 3).first?.name == "document.on.document")
    }

    @Test(
        "finds everyday words through the synonym table, also misspelled or as two words",
        arguments: [
            ("lightning", "bolt"), ("lightening", "bolt"), ("log out", "rectangle.portrait.and.arrow.right"),
            ("logout", "rectangle.portrait.and.arrow.right"), ("colour", "paintpalette"), ("hashtag", "number"),
            ("dark mode", "circle.lefthalf.filled"), ("database", "cylinder"),
        ])
    func synonyms(query: String, expected: String) {
        #expect(catalog.search(query, limit: 1).first?.name == expected)
    }

    @Test(
        "numbers the SF Symbols release from Apple's year keys",
        arguments: [
            ("2019", "1.0"), ("2019.1", "1.1"), ("2023.2", "5.2"), ("2025", "7.0"), ("2025.1", "7.1"), ("beta", "beta"),
        ])
    func renamedInVersion(release: String, version: String) throws {
        let availability = try #require(catalog["heart"]?.availability)
        var renamedIn = availability
        renamedIn.release = release
        #expect(Symbol.FormerName(name: "x", renamedIn: renamedIn).renamedInVersion == version)
    }

    @Test("splits queries at separators and drops quotes around words")
    func queryWords() {
        let query = SearchQuery(" \"heart.fill\",`return`\t'star' ")
        #expect(query.words == ["heart.fill", "return", "star"])
        #expect(query.dottedName == "heart.fill.return.star")
        #expect(SearchQuery("SFSymbol.heartFill").token == "heartFill")
        #expect(SearchQuery("_0Circle").token == "0Circle" && SearchQuery("_0Circle").isCamelCase)
        #expect(SearchQuery("qr code").token == "qrcode" && !SearchQuery("qr code").isCamelCase)
        #expect(SearchQuery("\"\" ``").isEmpty)
        #expect(SearchQuery.caseNameToken(of: "return") == "return")
    }
}
