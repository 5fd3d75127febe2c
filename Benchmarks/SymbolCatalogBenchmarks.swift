import Foundation
import SymbolCatalog
import TestSupport

/// Queries a designer types, used by the search benchmarks.
private let shortQueries = [
    "love", "trash", "upload", "gear", "cloud", "bell", "star", "lock", "mic", "car", "home", "pin",
]
private let longQueries = [
    "magnifying glass", "square and arrow up", "person crop circle", "arrow up right", "heart circle fill",
    "cloud sun rain", "trash can", "speaker wave", "battery charging", "play rectangle",
]
private let typoQueries = ["hart", "trahs", "settigns", "magnifyingglas", "envelop", "calender", "clok", "persn"]
/// Former names and SFSafeSymbols case names, as developers paste them from older code.
private let formerQueries = [
    "cursorarrow", "doc.text", "mic", "cursorarrow.rays", "speedometer", "volume.3", "gobackward", "doc.on.doc",
]
private let caseNameQueries = [
    "heartFill", ".trashFill", "SFSymbol.gearshape2", "_0Circle", "arrowUpLeftAndArrowDownRight", "cursorarrowRays",
    "squareAndArrowUp", "personCropCircle",
]

/// One row of `Tests/Fixtures/SymbolCatalog/search-queries.tsv`: kind, query, expected name.
private struct QuerySetEntry {
    var kind: String
    var query: String
    var expected: String
}

/// Reads the search query set shared with the tests (see HowRankingWorks.md, "Measuring it").
///
/// - Throws: `BenchmarkSetUpError` when the file cannot be read (the benchmark runs from a checkout
///   that has `Tests/Fixtures`) or holds no query.
private func loadQuerySet() throws -> [QuerySetEntry] {
    let url = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Fixtures/SymbolCatalog/search-queries.tsv")
    let text: String
    do {
        text = try String(contentsOf: url, encoding: .utf8)
    } catch {
        throw BenchmarkSetUpError(
            "cannot read the query set \(url.path) (run from a checkout that has Tests/Fixtures): \(error)")
    }
    let entries = text.split(separator: "\n").compactMap { line -> QuerySetEntry? in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard !line.hasPrefix("#"), fields.count == 4 else { return nil }
        return QuerySetEntry(kind: fields[0], query: fields[1], expected: fields[2])
    }
    guard !entries.isEmpty else { throw BenchmarkSetUpError("the query set \(url.path) holds no query") }
    return entries
}

/// Query → intended symbol pairs for the hit-rate benchmark (a subset of the test table).
private let benchmarkCases: [(String, String)] = [
    ("love", "heart"), ("upload", "square.and.arrow.up"), ("trash can", "trash"), ("garbage", "trash"),
    ("cog", "gearshape"), ("settings", "gearshape"), ("email", "envelope"), ("chat", "bubble.left"),
    ("done", "checkmark"), ("magnifying glass", "magnifyingglass"), ("glass", "magnifyingglass"), ("hart", "heart"),
    ("home", "house"), ("profile", "person.crop.circle"), ("warning", "exclamationmark.triangle"),
    ("refresh", "arrow.clockwise"), ("attachment", "paperclip"), ("menu", "line.3.horizontal"), ("fire", "flame"),
    ("calender", "calendar"), ("settigns", "gearshape"), ("shopping", "cart"), ("money", "dollarsign"),
    ("password", "lock"), ("idea", "lightbulb"),
]

func registerSymbolCatalogBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("symbols.osversion.parse", items: 1_000) {
        let texts = (0..<1_000).map { "\($0 % 27).\($0 % 7)" }
        return {
            var count = 0
            for text in texts where OSVersion(text) != nil { count += 1 }
            blackHole(count)
        }
    }
    registry.add("symbols.load", items: 1) {
        { blackHole(try SFSymbolCatalog.decodeBundled()) }
    }
    registry.add("symbols.load+index", items: 1) {
        {
            let catalog = try SFSymbolCatalog.decodeBundled()
            catalog.prepareSearchIndex()
            blackHole(catalog)
        }
    }
    // Memory is not a time: `Benchmarks --probe symbols-memory` measures it in a fresh process.
    registry.addProbe("symbols-memory") { _ in
        // The peak from here on: otherwise any larger transient of the process's start-up hides
        // the catalog's peak, and the growth reads 0.
        _ = ResidentMemory.resetPeak()
        let before = ResidentMemory.now()
        let catalog = SFSymbolCatalog.bundled
        catalog.prepareSearchIndex()
        blackHole(catalog.search("heart", limit: 1))
        let after = ResidentMemory.now()
        print("symbols-memory resident-growth \(after.current - before.current)")
        print("symbols-memory peak-growth \(after.peak - before.peak)")
        print("symbols-memory estimate \(catalog.estimatedMemoryBytes)")
        return 0
    }
    addSearch(&registry, "symbols.search.short", shortQueries) { $0.search($1, limit: 50) }
    addSearch(&registry, "symbols.search.long", longQueries) { $0.search($1, limit: 50) }
    addSearch(&registry, "symbols.search.typo", typoQueries) { $0.search($1, limit: 50) }
    addSearch(&registry, "symbols.search.filtered", shortQueries + longQueries) {
        $0.search($1, in: .arrows, availableOn: .iOS(15, 0), excludingRestricted: true, limit: 50)
    }
    addSearch(&registry, "symbols.search.empty", [""]) { $0.search($1, limit: 50) }
    addSearch(&registry, "symbols.search.former", formerQueries) { $0.search($1, limit: 50) }
    addSearch(&registry, "symbols.search.casename", caseNameQueries) { $0.search($1, limit: 50) }
    registry.add("symbols.search.queryset", items: 1) {
        let querySet = try loadQuerySet()
        let catalog = SFSymbolCatalog.bundled
        catalog.prepareSearchIndex()
        var lines: [String] = []
        var hits = 0
        for kind in ["everyday", "former", "case", "exact", "typo"] {
            let entries = querySet.filter { $0.kind == kind }
            let found = entries.filter { entry in
                catalog.search(entry.query, limit: 5).contains {
                    $0.name == entry.expected || $0.currentName == entry.expected
                }
            }
            hits += found.count
            lines.append("\(kind) \(found.count)/\(entries.count)")
        }
        let rate = Double(hits) / Double(querySet.count) * 100
        standardError(
            "    top-5 hit rate: \(hits) of \(querySet.count) (\(Int(rate.rounded()))%): "
                + lines.joined(separator: ", "))
        let queries = querySet.map(\.query)
        var position = 0
        return {
            blackHole(catalog.search(queries[position % queries.count], limit: 50))
            position += 1
        }
    }
    registry.add("symbols.search.top5", items: benchmarkCases.count) {
        let catalog = SFSymbolCatalog.bundled
        let hits = benchmarkCases.filter { query, expected in
            catalog.search(query, limit: 5).contains { $0.name == expected }
        }
        standardError("    top-5 hit rate: \(hits.count) of \(benchmarkCases.count)")
        return {
            for (query, _) in benchmarkCases { blackHole(catalog.search(query, limit: 5)) }
        }
    }
}

/// Registers one benchmark per query set; each iteration runs a single query (cycling through the
/// set) so the harness's p99 is the p99 of one query.
private func addSearch(
    _ registry: inout BenchmarkRegistry, _ name: String, _ queries: [String],
    _ run: @escaping @Sendable (SFSymbolCatalog, String) -> [Symbol]
) {
    registry.add(name, items: 1) {
        let catalog = SFSymbolCatalog.bundled
        catalog.prepareSearchIndex()
        var generator = SplitMix64(seed: 42)
        let order = (0..<1_024).map { _ in queries[Int(generator.next() % UInt64(queries.count))] }
        var position = 0
        return {
            blackHole(run(catalog, order[position & 1_023]))
            position += 1
        }
    }
}
