import DesignTokens

func registerDesignTokensBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("tokens.contrast.pairs", items: 1_000) {
        var generator = SeededGenerator(seed: 0xC010)
        let colors = (0..<1_001).map { _ in
            RGBColor(red: Double(generator.next() % 256) / 255, green: Double(generator.next() % 256) / 255, blue: Double(generator.next() % 256) / 255)
        }
        return {
            var total = 0.0
            for i in 0..<1_000 { total += colors[i].contrastRatio(against: colors[i + 1]) }
            blackHole(total)
        }
    }
}
