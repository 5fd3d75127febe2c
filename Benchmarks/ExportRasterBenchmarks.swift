import ExportRaster

func registerExportRasterBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("crc32.1MiB", bytes: 1 << 20) {
        var generator = SeededGenerator(seed: 0xC8C3_2000)
        let input = generator.bytes(1 << 20)
        return { blackHole(CRC32.checksum(input)) }
    }
}
