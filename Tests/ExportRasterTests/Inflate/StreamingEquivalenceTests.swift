import TestSupport
import Testing

@testable import ExportRaster

/// The streaming decoder against the whole-buffer one on every stream written by zlib: the same
/// output in any chunking, and the same error at the same byte when a stream is cut or damaged.
@Suite("InflateStream: same results as whole-buffer inflate")
struct StreamingEquivalenceTests {
    static let chunkSizes = [1, 2, 3, 7, 64, 4096, Int.max]

    /// The fixture's compressed bytes, its format, and the bytes it must decode to.
    static func load(_ name: String) throws -> (packed: [UInt8], format: InflateStream.Format, expected: [UInt8]) {
        let entry = try #require(FixtureTests.manifest.first { $0.compressed == name })
        let original = try fixture(entry.original)
        let packed = try fixture(entry.compressed)
        return switch entry.format {
        case "deflate": (packed, .deflate, original)
        case "zlib": (packed, .zlib, original)
        case "gzip": (packed, .gzip, original)
        default: (packed, .gzip, original + original)
        }
    }

    static func whole(_ packed: [UInt8], format: InflateStream.Format) -> Result<[UInt8], InflateError> {
        let options = Inflate.Options(outputLimit: 1 << 22)
        return Result { () throws(InflateError) in
            switch format {
            case .deflate: try Inflate.decompress(packed, options: options)
            case .zlib: try Zlib.decompress(packed, options: options)
            case .gzip: try Gzip.decompress(packed, options: options)
            }
        }
    }

    static func streamed(_ packed: [UInt8], format: InflateStream.Format, chunk: Int) -> Result<[UInt8], InflateError> {
        Result { () throws(InflateError) in
            try InflateStreamTests.streamed(
                packed, format: format, chunk: min(chunk, max(packed.count, 1)), options: .init(outputLimit: 1 << 22))
        }
    }

    @Test(
        "every stream decodes to its original in chunks of 1, 2, 3, 7, 64, 4096 bytes and whole",
        arguments: FixtureTests.manifest.map(\.compressed))
    func chunkings(name: String) throws {
        let (packed, format, expected) = try StreamingEquivalenceTests.load(name)
        for chunk in StreamingEquivalenceTests.chunkSizes {
            let result = StreamingEquivalenceTests.streamed(packed, format: format, chunk: chunk)
            #expect(result == .success(expected), "\(name) in chunks of \(chunk)")
        }
    }

    @Test(
        "cut and damaged streams give the whole-buffer result when streamed",
        arguments: FixtureTests.manifest.map(\.compressed))
    func damage(name: String) throws {
        let (packed, format, _) = try StreamingEquivalenceTests.load(name)
        guard !packed.isEmpty else { return }
        var random = SplitMix64(seed: UInt64(packed.count) &* 0x9E37_79B9 ^ UInt64(name.utf8.count))
        var variants: [(label: String, bytes: [UInt8])] = []
        // Cuts: near the start, near the end (inside the last symbols and the trailer), and spread.
        var cuts = Set((0..<min(6, packed.count)).map { $0 } + (1...8).map { max(0, packed.count - $0) })
        for _ in 0..<4 { cuts.insert(Int.random(in: 0..<packed.count, using: &random)) }
        for cut in cuts.sorted() { variants.append(("cut at \(cut)", Array(packed[..<cut]))) }
        for _ in 0..<12 {
            let index = Int.random(in: 0..<packed.count, using: &random)
            let mask = UInt8.random(in: 1...255, using: &random)
            var bad = packed
            bad[index] ^= mask
            variants.append(("byte \(index) xor \(mask)", bad))
        }
        for (number, variant) in variants.enumerated() {
            let chunk = StreamingEquivalenceTests.chunkSizes[number % StreamingEquivalenceTests.chunkSizes.count]
            let expected = StreamingEquivalenceTests.whole(variant.bytes, format: format)
            let actual = StreamingEquivalenceTests.streamed(variant.bytes, format: format, chunk: chunk)
            #expect(actual == expected, "\(name), \(variant.label), chunks of \(chunk)")
        }
    }

    @Test("reserved fixed-code symbols are invalid codes at their byte in both modes")
    func reservedFixedSymbols() {
        // A fixed block with literal 'a' (00110000 + 0x61 - 0 = 10010001) then symbol 286
        // (11000110), or a length code 257 (0000001) with distance code 30 (11110).
        func block(_ codes: [(UInt32, Int)]) -> [UInt8] {
            var writer = BitWriter()
            writer.write(0b011, width: 3)
            for (code, width) in codes {
                // Huffman codes go most significant bit first (RFC 1951 §3.1.1).
                var reversed: UInt32 = 0
                for bit in 0..<width { reversed |= (code >> UInt32(bit) & 1) << UInt32(width - 1 - bit) }
                writer.write(reversed, width: width)
            }
            // Enough zero bits after it that the whole-buffer decoder takes its fast loop.
            for _ in 0..<6 { writer.write(0, width: 16) }
            writer.alignToByte()
            return writer.bytes
        }
        let literal286 = block([(0b1001_0001, 8), (0b1100_0110, 8)])
        let distance30 = block([(0b1001_0001, 8), (0b000_0001, 7), (0b11110, 5)])
        for (packed, offset) in [(literal286, 1), (distance30, 2)] {
            #expect(throws: InflateError.invalidCode(offset: offset)) { try Inflate.decompress(packed) }
            for chunk in [1, 3, packed.count] {
                #expect(throws: InflateError.invalidCode(offset: offset)) {
                    try InflateStreamTests.streamed(packed, format: .deflate, chunk: chunk)
                }
            }
        }
    }

    @Test("matches copy the bytes distance back, overlapping ones repeating them, for distances 1...40")
    func shortDistances() throws {
        // The expected bytes follow the definition of §3.2.3 one byte at a time.
        var buffer = [UInt8](repeating: 0, count: 40 + 258 + HuffmanFastLoop.outputMargin)
        for distance in 1...40 {
            for length in 3...258 {
                for index in buffer.indices { buffer[index] = UInt8(truncatingIfNeeded: index &* 37 &+ 11) }
                var expected = buffer
                for index in 40..<40 + length { expected[index] = expected[index - distance] }
                buffer.withMutableElementHandle { out in
                    HuffmanFastLoop.copyMatch(to: out.place(at: 40), distance: distance, length: length)
                }
                #expect(
                    buffer[..<(16 + length)] == expected[..<(16 + length)], "distance \(distance), length \(length)")
            }
        }
    }
}
