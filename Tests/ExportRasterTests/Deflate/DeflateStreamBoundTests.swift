import TestSupport
import Testing

@testable import ExportRaster

/// ``Deflate/minimumStreamBytes(distinctValues:)``: no DEFLATE stream of data holding `k` byte
/// values is shorter, checked against the block costs of RFC 1951 and against real streams.
@Suite("DEFLATE stream lower bound")
struct DeflateStreamBoundTests {
    @Test("every block type spends at least 189/31 bits per byte value it introduces")
    func perBlockCosts() {
        var least = (bits: Int.max, values: 0)
        for values in 1...256 {
            // RFC 1951 §3.2.7: 3 block header bits, HLIT, HDIST and HCLEN (14 bits), and at
            // least four 3-bit code-length code lengths, then the literals and end-of-block, each
            // once: the least code length sum of a prefix code over them (equal weights).
            let dynamic = 29 + HuffmanCodeTests.optimalCost(of: [Int](repeating: 1, count: values + 1))
            // §3.2.6: literals take 8 or 9 bits; §3.2.4: a stored byte takes 8.
            let fixedOrStored = 8 * values
            #expect(31 * min(dynamic, fixedOrStored) >= 189 * values, "\(values) values")
            if dynamic * least.values < least.bits * values { least = (dynamic, values) }
        }
        // The bound is the dynamic block's least, reached at 31 values: 29 + 32 × 5 bits.
        #expect(least.bits == 189 && least.values == 31)
        #expect(Deflate.minimumStreamBytes(distinctValues: 0) == 0)
        #expect(Deflate.minimumStreamBytes(distinctValues: 31) == 24)  // 189 bits
        #expect(Deflate.minimumStreamBytes(distinctValues: 256) == 196)  // 1,560.8 bits
    }

    @Test("no level compresses data of k byte values below the bound", arguments: [1, 2, 31, 100, 256])
    func streamsRespectTheBound(values: Int) throws {
        var random = SplitMix64(seed: 0xB0_0D + UInt64(values))
        // Every value once, in a shuffled order, then repeats of short pieces: matches to take.
        var data = (0..<values).map { UInt8($0) }.shuffled(using: &random)
        for _ in 0..<64 {
            let start = Int.random(in: 0..<data.count, using: &random)
            data += data[start..<min(data.count, start + 12)]
        }
        let bound = Deflate.minimumStreamBytes(distinctValues: values)
        for level in Deflate.levels {
            let stream = Deflate.compress(data, level: level)
            #expect(stream.count >= bound, "level \(level): \(stream.count) bytes")
            #expect(try Inflate.decompress(stream) == data)
        }
    }
}
