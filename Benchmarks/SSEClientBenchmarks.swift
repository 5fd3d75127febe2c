import SSEClient

func registerSSEClientBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("sse.ceiling.newline-scan", bytes: 1 << 20) {
        var generator = SeededGenerator(seed: 0x55E0)
        let input = (0..<(1 << 20)).map { index in index % 100 == 99 ? 0x0A : UInt8(32 + generator.next() % 90) }
        return {
            var lines = 0
            input.withUnsafeBufferPointer { buffer in
                for byte in buffer where byte == 0x0A || byte == 0x0D { lines += 1 }
            }
            blackHole(lines)
        }
    }
}
