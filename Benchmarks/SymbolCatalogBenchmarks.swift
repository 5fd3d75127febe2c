import SymbolCatalog

func registerSymbolCatalogBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("symbols.osversion.parse", items: 1_000) {
        let texts = (0..<1_000).map { "\($0 % 27).\($0 % 7)" }
        return {
            var count = 0
            for text in texts where OSVersion(text) != nil { count += 1 }
            blackHole(count)
        }
    }
}
