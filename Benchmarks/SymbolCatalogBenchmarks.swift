import SymbolCatalog

/// Queries a designer types, used by the search benchmarks.
private let shortQueries = [
    "love", "trash", "upload", "gear", "cloud", "bell", "star", "lock", "mic", "car", "home", "pin",
]
private let longQueries = [
    "magnifying glass", "square and arrow up", "person crop circle", "arrow up right", "heart circle fill",
    "cloud sun rain", "trash can", "speaker wave", "battery charging", "play rectangle",
]
private let typoQueries = ["hart", "trahs", "settigns", "magnifyingglas", "envelop", "calender", "clok", "persn"]

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
        { blackHole(try? SFSymbolCatalog.decodeBundled()) }
    }
    registry.add("symbols.load+index", items: 1) {
        {
            let catalog = try? SFSymbolCatalog.decodeBundled()
            catalog?.prepareSearchIndex()
            blackHole(catalog)
        }
    }
    registry.add("symbols.memory.estimate", items: 1) {
        let catalog = SFSymbolCatalog.bundled
        catalog.prepareSearchIndex()
        standardError("    catalog + index memory estimate: \(catalog.estimatedMemoryBytes) bytes")
        return { blackHole(catalog.estimatedMemoryBytes) }
    }
    addSearch(&registry, "symbols.search.short", shortQueries) { $0.search($1, limit: 50) }
    addSearch(&registry, "symbols.search.long", longQueries) { $0.search($1, limit: 50) }
    addSearch(&registry, "symbols.search.typo", typoQueries) { $0.search($1, limit: 50) }
    addSearch(&registry, "symbols.search.filtered", shortQueries + longQueries) {
        $0.search($1, in: .arrows, availableOn: .iOS(15, 0), excludingRestricted: true, limit: 50)
    }
    addSearch(&registry, "symbols.search.empty", [""]) { $0.search($1, limit: 50) }
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
        var generator = SeededGenerator(seed: 42)
        let order = (0..<1_024).map { _ in queries[Int(generator.next() % UInt64(queries.count))] }
        var position = 0
        return {
            blackHole(run(catalog, order[position & 1_023]))
            position += 1
        }
    }
}
