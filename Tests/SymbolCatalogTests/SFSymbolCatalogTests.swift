import Foundation
import Testing

@testable import SymbolCatalog

@Suite("SFSymbolCatalog")
struct SFSymbolCatalogTests {
    let catalog = SFSymbolCatalog.bundled

    @Test("holds the 7,006 current names of SF Symbols 7.2")
    func counts() {
        #expect(catalog.version == "7.2")
        #expect(catalog.count == 7_006)
        #expect(catalog.renames.count == 938)
    }

    @Test("matches symbols.json name by name: availability, categories and keywords", .enabled(if: DataFiles.shouldRun))
    func matchesDerivedFile() throws {
        #expect(DataFiles.symbols.count == catalog.count)
        for (row, symbol) in zip(DataFiles.symbols, catalog.symbols) {
            let name = try #require(row["name"] as? String)
            #expect(symbol.name == name)
            let introduced = try #require(row["introduced"] as? [String: String])
            #expect(symbol.availability.iOS == OSVersion(introduced["iOS"] ?? ""))
            #expect(symbol.availability.watchOS == OSVersion(introduced["watchOS"] ?? ""))
            #expect(symbol.availability.tvOS == OSVersion(introduced["tvOS"] ?? ""))
            #expect(symbol.availability.visionOS == OSVersion(introduced["visionOS"] ?? ""))
            let macOS = try #require(OSVersion(introduced["macOS"] ?? ""))
            #expect(symbol.availability.macOS == max(macOS, OSVersion(11, 0)))
            let keys = try #require(row["categories"] as? [String])
            #expect(Set(symbol.categories.map(\.key)) == Set(keys.filter { !SymbolCategory.pseudoKeys.contains($0) }))
            #expect(symbol.isMulticolor == keys.contains("multicolor"))
            #expect(symbol.supportsVariableColor == keys.contains("variable"))
            #expect(symbol.isNew == keys.contains("whatsnew"))
            #expect(Set(symbol.keywords) == Set(row["keywords"] as? [String] ?? []))
        }
    }

    @Test("matches aliases.json rename by rename", .enabled(if: DataFiles.shouldRun))
    func matchesAliases() throws {
        #expect(DataFiles.aliases.count == catalog.renames.count)
        let byOld = Dictionary(uniqueKeysWithValues: catalog.renames.map { ($0.oldName, $0) })
        for row in DataFiles.aliases {
            let old = try #require(row["old"] as? String)
            let rename = try #require(byOld[old])
            #expect(rename.newName == row["new"] as? String)
            let introduced = row["introduced"] as? [String: String]
            #expect(rename.oldAvailability?.iOS == introduced.flatMap { OSVersion($0["iOS"] ?? "") })
        }
    }

    @Test(
        "flags restricted symbols with Apple's note, as the primary file lists them", .enabled(if: DataFiles.shouldRun))
    func restricted() throws {
        let notes = try #require(DataFiles.primary["restrictedSymbols"] as? [String: String])
        let current = catalog.symbols.filter(\.isRestricted)
        #expect(current.count == 577)
        for symbol in current { #expect(notes[symbol.name] == symbol.restriction) }
    }

    @Test(
        "spot facts from SOURCE.md and Apple's release table",
        arguments: [
            ("heart.fill", 13, 0), ("document", 18, 0), ("microphone", 18, 0), ("square.and.arrow.up", 13, 0),
            ("pointer.arrow", 26, 0),
        ])
    func spotFacts(name: String, major: Int, minor: Int) throws {
        let symbol = try #require(catalog[name])
        #expect(symbol.availability.iOS == OSVersion(major, minor))
        #expect(symbol.availability.macOS >= Availability.appKitFloor)
    }

    @Test("keeps renames both ways: old names resolve to current ones, current ones list their old names")
    func renameGraph() throws {
        #expect(catalog["doc"] == nil)
        #expect(catalog.currentName(for: "doc") == "document")
        #expect(catalog.currentName(for: "mic") == "microphone")
        #expect(catalog.currentName(for: "volume") == "speaker")
        #expect(catalog.currentName(for: "heart") == "heart")
        #expect(catalog.currentName(for: "no.such.symbol") == nil)
        let pointer = try #require(catalog["pointer.arrow"])
        #expect(pointer.previousNames.contains("cursorarrow"))
        let legacy = try #require(catalog.renames.first { $0.oldName == "volume" })
        #expect(legacy.oldAvailability == nil)
    }

    @Test("groups localized variants under their base symbol and keeps them out of the current list")
    func localized() throws {
        let base = try #require(catalog["character.book.closed"])
        #expect(base.localizedVariants.contains("character.book.closed.ar"))
        let variant = try #require(catalog["character.book.closed.ar"])
        #expect(variant.localizedBase == "character.book.closed")
        #expect(!catalog.symbols.contains { $0.isLocalizedVariant })
        #expect(catalog.localizedVariants.allSatisfy { catalog[$0.localizedBase ?? ""] != nil })
    }

    @Test("lists 489 symbols without any Apple category, as SOURCE.md counts")
    func uncategorized() {
        #expect(
            catalog.symbols.filter {
                $0.categories.isEmpty && !$0.isMulticolor && !$0.supportsVariableColor && !$0.isNew
            }.count == 489)
        let noCategory = catalog.symbols.filter { $0.categories.isEmpty }
        #expect(noCategory.count == 7_006 - 6_138)
    }

    @Test(
        "gives uncategorized symbols a topic by name",
        arguments: [
            ("square.and.arrow.up", BrowsingCategory.arrows), ("heart.fill", .healthAndFitness),
            ("cloud.sun.rain", .weather), ("person.crop.circle", .humanAndBody), ("trash", .objectsAndTools),
            ("car.fill", .transportation), ("gamecontroller", .gaming), ("cart", .commerce),
            ("textformat", .textAndMedia), ("pencil", .editing), ("function", .mathAndScience),
            ("circle", .shapes), ("leaf", .nature), ("envelope", .communication),
        ])
    func browsing(name: String, category: BrowsingCategory) throws {
        let symbol = try #require(catalog[name])
        #expect(symbol.browsingCategories.contains(category))
        #expect(symbol.browsingCategories.contains(.all))
        #expect(catalog.symbols(in: category).contains { $0.name == name })
    }

    @Test("leaves few symbols only under All Symbols")
    func fewOnlyInAll() {
        let onlyAll = catalog.symbols.filter { $0.browsingCategories == [.all] }
        #expect(onlyAll.count < 40)
        #expect(BrowsingCategory.allCases.count == 15)
        #expect(BrowsingCategory.objectsAndTools.label == "Objects & Tools")
        #expect(BrowsingCategory.forAppleCategory("automotive") == .transportation)
        #expect(BrowsingCategory.forAppleCategory("multicolor") == nil)
    }

    @Test("decodes a fresh copy equal to the shared one and reports its memory estimate")
    func decode() throws {
        let copy = try SFSymbolCatalog.decodeBundled()
        #expect(copy.symbols == catalog.symbols)
        #expect(catalog.estimatedMemoryBytes > 1_000_000)
        #expect(catalog.estimatedMemoryBytes < 8_000_000)
    }
}

@Suite("Catalog encoding")
struct CatalogEncodingTests {
    static let release = "2019 13.0 10.15 13.0 6.0 1.0"

    func decode(
        releases: String = release, categories: String = "shapes|Shapes|square", keywords: String = "love",
        restrictions: String = "Only Apple.", symbols: String, renames: String = ""
    ) throws -> SFSymbolCatalog {
        try SFSymbolCatalog(
            version: "test", releases: releases, categories: categories, keywords: keywords,
            restrictions: restrictions, symbols: symbols, renames: renames)
    }

    @Test("decodes a small hand-written table")
    func decodes() throws {
        let catalog = try decode(
            symbols: "heart|0|1|0|0\nheart.ar|0|0||0|l", renames: "old.heart|heart|0\nolder|heart|-")
        let heart = try #require(catalog["heart"])
        #expect(heart.categories.map(\.label) == ["Shapes"])
        #expect(heart.keywords == ["love"])
        #expect(heart.restriction == "Only Apple.")
        #expect(heart.availability.macOS == OSVersion(11, 0))
        #expect(heart.localizedVariants == ["heart.ar"])
        #expect(heart.previousNames == ["old.heart", "older"])
        #expect(catalog.renames.first?.oldAvailability?.iOS == OSVersion(13, 0))
    }

    @Test(
        "rejects malformed lines with their section, line number and reason",
        arguments: [
            ("releases", "2019 13.0", "heart|0|0||", "", "expected a key and 5 versions"),
            ("symbols", release, "heart|0|0|", "", "expected 5 or 6 fields"),
            ("symbols", release, "heart|x|0||", "", "release index is not a number"),
            ("symbols", release, "heart|0|zz||", "", "category mask is not hexadecimal"),
            ("symbols", release, "heart|0|2||", "", "unknown category bit"),
            ("symbols", release, "heart|0|0|a|", "", "keyword index is not a number"),
            ("symbols", release, "heart|0|0|9|", "", "keyword index 9 is out of range"),
            ("symbols", release, "heart|0|0||x", "", "restriction index is not a number"),
            ("symbols", release, "heart|0|0||9", "", "restriction index 9 is out of range"),
            ("renames", release, "heart|0|0||", "old|heart", "expected old|new|release"),
            ("renames", release, "heart|0|0||", "old|heart|x", "release index is not a number"),
            ("renames", release, "heart|0|0||", "old|heart|7", "release index 7 is out of range"),
        ])
    func rejects(section: String, releases: String, symbols: String, renames: String, reason: String) {
        let error = SymbolCatalogError.malformedLine(section: section, line: 1, reason: reason)
        #expect(throws: error) { try decode(releases: releases, symbols: symbols, renames: renames) }
        #expect(error.description == "Line 1 of the \(section) table is malformed: \(reason).")
    }

    @Test("rejects an unknown release index and a malformed category line")
    func otherErrors() {
        #expect(throws: SymbolCatalogError.unknownRelease(symbol: "heart", release: "4")) {
            try decode(symbols: "heart|4|0||")
        }
        #expect(
            throws: SymbolCatalogError.malformedLine(section: "categories", line: 1, reason: "expected key|label|icon")
        ) {
            try decode(categories: "shapes", symbols: "heart|0|0||")
        }
        #expect(SymbolCatalogError.missingFile("a.plist").description.contains("a.plist"))
        #expect(SymbolCatalogError.malformedFile(file: "a.plist", reason: "bad").description.contains("bad"))
        #expect(SymbolCatalogError.unknownRelease(symbol: "x", release: "9").description.contains("release 9"))
    }
}
