import SSEClient
import TestSupport

/// Event-stream inputs, built deterministically.
enum SSEBenchmarkInputs {
    static let size = 1 << 20

    /// Random printable ASCII that never contains CR, LF or a colon.
    static func text(_ count: Int, using generator: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in
            let byte = UInt8(0x20 + generator.next() % 0x5E)
            return byte == 0x3A ? 0x2E : byte
        }
    }

    /// 100-byte events: `data: ` + 92 characters + two LFs.
    static func singleLine(lineEnd: [UInt8] = [0x0A]) -> [UInt8] {
        var generator = SplitMix64(seed: 0x55E1)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 128)
        let payload = 100 - 6 - 2 * lineEnd.count
        while bytes.count < size {
            bytes += Array("data: ".utf8) + text(payload, using: &generator) + lineEnd + lineEnd
        }
        return bytes
    }

    /// Events with `id`, `event` and three `data` lines.
    static func multiField() -> [UInt8] {
        var generator = SplitMix64(seed: 0x55E2)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 256)
        var id = 0
        while bytes.count < size {
            id += 1
            bytes += Array("id: \(id)\nevent: progress\n".utf8)
            for _ in 0..<3 { bytes += Array("data: ".utf8) + text(40, using: &generator) + [0x0A] }
            bytes.append(0x0A)
        }
        return bytes
    }

    /// One 8 MiB data line.
    static func hugeLine() -> [UInt8] {
        var generator = SplitMix64(seed: 0x55E3)
        return Array("data: ".utf8) + text(8 << 20, using: &generator) + [0x0A, 0x0A]
    }
}

/// Parses `input` in chunks of `chunkSize` bytes with a fresh parser.
private func parseInChunks(_ input: [UInt8], chunkSize: Int) throws -> Int {
    var parser = SSEParser()
    var events = 0
    var start = 0
    while start < input.count {
        let end = min(input.count, start + chunkSize)
        events += try parser.parse(input[start..<end]).count
        start = end
    }
    return events
}

/// Counts CR and LF bytes; kept out of line so that each call really reads the buffer.
@inline(never)
private func countLineBreaks(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var lineBreaks = 0
    for byte in buffer where byte == 0x0A || byte == 0x0D { lineBreaks &+= 1 }
    return lineBreaks
}

func registerSSEClientBenchmarks(_ registry: inout BenchmarkRegistry) {
    let inputs: [(name: String, make: () -> [UInt8])] = [
        ("single-line", { SSEBenchmarkInputs.singleLine() }),
        ("multi-field", SSEBenchmarkInputs.multiField),
        ("crlf", { SSEBenchmarkInputs.singleLine(lineEnd: [0x0D, 0x0A]) }),
        ("huge-line", SSEBenchmarkInputs.hugeLine),
    ]
    for input in inputs {
        registry.addInput("sse.\(input.name).txt", make: input.make)
        let bytes = input.name == "huge-line" ? (8 << 20) + 8 : SSEBenchmarkInputs.size
        for chunkSize in [1460, 64 << 10] {
            let suffix = chunkSize == 1460 ? "" : ".64k-chunks"
            registry.add("sse.parse.\(input.name)\(suffix)", bytes: bytes) {
                let data = input.make()
                return { blackHole(try parseInChunks(data, chunkSize: chunkSize)) }
            }
        }
    }

    // The physical ceiling: one pass that finds every CR and LF of the single-line input, with no
    // parsing. The count goes to `blackHole`, so the scan cannot be removed.
    registry.add("sse.ceiling.newline-scan", bytes: SSEBenchmarkInputs.size) {
        let data = SSEBenchmarkInputs.singleLine()
        return { blackHole(data.withUnsafeBufferPointer(countLineBreaks)) }
    }
}
