import Foundation
import TestSupport
import Testing

@testable import SymbolCatalog

/// The query set in `Tests/Fixtures/SymbolCatalog/search-queries.tsv`, shared with the benchmark.
enum SearchQuerySet {
    struct Entry: Sendable {
        var kind: String
        var query: String
        var expected: String
        var reason: String
    }

    static let kinds = ["everyday", "former", "case", "exact", "typo"]

    static let entries: [Entry] = {
        let url = TestEnvironment.fixture("SymbolCatalog/search-queries.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { return nil }
            return Entry(kind: fields[0], query: fields[1], expected: fields[2], reason: fields[3])
        }
    }()

    /// SFSafeSymbols' generator rule, restated from its `String.toPropertyName`
    /// (SymbolsGenerator/Sources/SymbolsGenerator/Helpers/StringExtension.swift): `return`, `repeat`
    /// and `case` are wrapped in backticks; a leading digit gets an underscore; every character after a
    /// dot is uppercased and every other one lowercased; dots are dropped.
    static func sfSafeSymbolsCaseName(_ name: String) -> String {
        if ["return", "repeat", "case"].contains(name) { return "`\(name)`" }
        var output = name.first?.isNumber == true ? "_" : ""
        var capitalizeNext = false
        for character in name {
            if character == "." {
                capitalizeNext = true
            } else {
                output += capitalizeNext ? character.uppercased() : character.lowercased()
                capitalizeNext = false
            }
        }
        return output
    }

    /// Follows `aliases.json` (read independently of the library) from an old name to its end.
    static func aliasTarget(_ name: String, in aliases: [String: String]) -> String? {
        var current = name
        var hops = 0
        while let next = aliases[current], hops < 8 {
            current = next
            hops += 1
        }
        return hops == 0 ? nil : current
    }

    static var aliases: [String: String] {
        var table: [String: String] = [:]
        for row in DataFiles.aliases {
            if let old = row["old"] as? String, let new = row["new"] as? String { table[old] = new }
        }
        return table
    }
}

@Suite("Search query set")
struct SearchQuerySetTests {
    let catalog = SFSymbolCatalog.bundled

    @Test("has twenty or more queries of every kind, each expecting a current name")
    func wellFormed() {
        let entries = SearchQuerySet.entries
        for kind in SearchQuerySet.kinds {
            #expect(entries.filter { $0.kind == kind }.count >= 15, "\(kind)")
        }
        #expect(entries.allSatisfy { SearchQuerySet.kinds.contains($0.kind) })
        for entry in entries {
            let symbol = catalog[entry.expected]
            #expect(symbol != nil && symbol?.isLocalizedVariant == false, "\(entry.expected)")
        }
    }

    @Test("expects the end of the former name's rename chain, read from aliases.json")
    func formerExpectations() throws {
        try #require(DataFiles.shouldRun, "the shared SF Symbols data folder is needed for this cross-check")
        let aliases = SearchQuerySet.aliases
        for entry in SearchQuerySet.entries where entry.kind == "former" {
            let name = entry.query.split(separator: " ").joined(separator: ".")
            #expect(SearchQuerySet.aliasTarget(name, in: aliases) == entry.expected, "\(entry.query)")
        }
    }

    @Test("expects the name whose SFSafeSymbols case the query spells, or the current name of that former name")
    func caseExpectations() throws {
        let aliases = DataFiles.shouldRun ? SearchQuerySet.aliases : [:]
        for entry in SearchQuerySet.entries where entry.kind == "case" {
            var spelled = Substring(entry.query)
            for prefix in ["SFSymbol.", "."] where spelled.hasPrefix(prefix) {
                spelled = spelled.dropFirst(prefix.count)
            }
            if SearchQuerySet.sfSafeSymbolsCaseName(entry.expected) == spelled { continue }
            // A deprecated case: some former name of the expected symbol spells it.
            try #require(DataFiles.shouldRun, "\(entry.query) needs aliases.json")
            let former = aliases.keys.filter {
                SearchQuerySet.sfSafeSymbolsCaseName($0) == spelled
                    && SearchQuerySet.aliasTarget($0, in: aliases) == entry.expected
            }
            #expect(former.count == 1, "\(entry.query)")
        }
    }

    @Test("expects the name an exact query spells with dots, spaces, quotes or none")
    func exactExpectations() {
        for entry in SearchQuerySet.entries where entry.kind == "exact" {
            let bare = entry.query.filter { $0 != "\"" }
            let spellings = [
                bare, bare.split(separator: " ").joined(separator: "."), bare.split(separator: " ").joined(),
            ]
            let dotless = entry.expected.filter { $0 != "." }
            #expect(spellings.contains(entry.expected) || spellings.contains(dotless), "\(entry.query)")
        }
    }

    /// The share of queries whose expected symbol is among the first five results.
    static func hitRate(_ entries: [SearchQuerySet.Entry], in catalog: SFSymbolCatalog) -> (Double, [String]) {
        var misses: [String] = []
        for entry in entries
        where !catalog.search(entry.query, limit: 5).contains(where: {
            $0.name == entry.expected || $0.currentName == entry.expected
        }) {
            misses.append("\(entry.kind): \(entry.query) → \(entry.expected)")
        }
        return (Double(entries.count - misses.count) / Double(max(entries.count, 1)), misses)
    }

    @Test("finds the expected symbol in the top five for at least 95% of the set and 90% of each kind")
    func topFive() {
        let entries = SearchQuerySet.entries
        let (rate, misses) = Self.hitRate(entries, in: catalog)
        print("query set top-5 hit rate: \(Int((rate * 1000).rounded()) / 10)% of \(entries.count); misses: \(misses)")
        #expect(rate >= 0.95, "misses: \(misses)")
        for kind in SearchQuerySet.kinds {
            let (kindRate, kindMisses) = Self.hitRate(entries.filter { $0.kind == kind }, in: catalog)
            #expect(kindRate >= 0.90, "\(kind) misses: \(kindMisses)")
        }
    }
}
