import TestSupport
import Testing

@testable import ExportRaster

/// The fast loop's sub-table paths: codes longer than the primary tables (11 bits for
/// literals/lengths, 8 for distances), on valid streams and on damaged ones, where the
/// whole-buffer decoder, its careful symbol-at-a-time path and the streaming decoder must agree.
@Suite("Inflate: long codes and sub-tables")
struct LongCodeFuzzTests {
    /// Bytes with a steep distribution (byte k about twice as rare as byte k - 1, for 20 bytes)
    /// and copies at many distances: Huffman codes up to 15 bits for literals, lengths and
    /// distances, so many symbols go through sub-tables.
    static func skewed(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            if bytes.count > 64 && Int.random(in: 0..<8, using: &random) == 0 {
                // A copy: length 3...40 from a distance spread over the window.
                let distance = min(
                    bytes.count, 1 << Int.random(in: 0...15, using: &random) + Int.random(in: 0...63, using: &random))
                let length = Int.random(in: 3...40, using: &random)
                for _ in 0..<length { bytes.append(bytes[bytes.count - distance]) }
            } else {
                var byte = 0
                while byte < 19 && Bool.random(using: &random) { byte += 1 }
                bytes.append(UInt8(byte * 13))
            }
        }
        return Array(bytes.prefix(count))
    }

    @Test("streams with codes past the primary tables decode whole and streamed", arguments: [1, 6, 9, 12])
    func longCodes(level: Int) throws {
        let input = Self.skewed(120_000, seed: UInt64(level))
        let packed = Deflate.compress(input, level: level)
        #expect(try Inflate.decompress(packed) == input)
        for chunk in [1, 13, 4096] {
            #expect(
                StreamingEquivalenceTests.streamed(packed, format: .deflate, chunk: chunk) == .success(input),
                "level \(level), chunks of \(chunk)")
        }
    }

    @Test("damaged streams with long codes fail or decode the same whole and streamed, never trap")
    func damagedLongCodes() throws {
        let input = Self.skewed(40_000, seed: 99)
        let packed = Deflate.compress(input, level: 6)
        var random = SplitMix64(seed: 4242)
        for trial in 0..<300 {
            var damaged = packed
            // One to four flipped bits anywhere after the first block header.
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 1..<damaged.count, using: &random)
                damaged[index] ^= 1 << UInt8.random(in: 0...7, using: &random)
            }
            let whole = StreamingEquivalenceTests.whole(damaged, format: .deflate)
            if case .success(let output) = whole { #expect(output.count <= 1 << 22) }
            for chunk in [7, 4096] {
                #expect(
                    StreamingEquivalenceTests.streamed(damaged, format: .deflate, chunk: chunk) == whole,
                    "trial \(trial), chunks of \(chunk)")
            }
        }
    }
}
