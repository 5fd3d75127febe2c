import TestSupport
import Testing

@testable import ExportRaster

/// Levels 4–9: lazy parsing over the eight-byte and four-byte hash chains. Expected values come
/// from ``Inflate`` (every output must decode to its input) and from the fixed Huffman code of
/// RFC 1951 §3.2.6, never from our own compressed bytes.
@Suite("Deflate lazy levels")
struct DeflateLazyTests {
    static let lazyLevels = Array(4...9)

    /// Inputs that stress the match finder: seeded random, text-like and structured data, runs of
    /// one byte and of two alternating bytes, and sizes past the 32 KiB window and 64 KiB.
    static func inputs(seed: UInt64) -> [(name: String, bytes: [UInt8])] {
        var random = SplitMix64(seed: seed)
        var rows: [UInt8] = []
        for row in 0..<400 {
            rows.append(0)
            for column in 0..<128 { rows.append((row / 8 * 31 + column / 3) & 4 == 0 ? 0x00 : 0xFF) }
        }
        return [
            ("random", random.bytes(5000)),
            ("text", random.text(70_000)),
            ("structured", random.structured(100_000)),
            ("run", [UInt8](repeating: 0x41, count: 70_000)),
            ("alternating", (0..<40_000).map { UInt8($0 & 1) }),
            ("rows", rows),
            (
                "text then repeat",
                {
                    let part = random.text(20_000)
                    return part + random.bytes(40_000) + part
                }()
            ),
            ("tiny", [1, 2, 3, 1, 2, 3, 1, 2, 3]),
        ]
    }

    @Test("seeded inputs round-trip at every lazy level", arguments: lazyLevels)
    func roundTrips(level: Int) throws {
        var compressor = Deflate.Compressor(level: level)
        for (name, input) in DeflateLazyTests.inputs(seed: UInt64(level)) {
            let packed = compressor.compress(input)
            #expect(try Inflate.decompress(packed) == input, "level \(level) \(name)")
        }
    }

    @Test("short inputs of every length up to 40 bytes round-trip", arguments: [4, 6, 9])
    func shortInputs(level: Int) throws {
        var random = SplitMix64(seed: 41)
        var compressor = Deflate.Compressor(level: level)
        for count in 0...40 {
            let input = (0..<count).map { _ in UInt8.random(in: 0...2, using: &random) }
            #expect(try Inflate.decompress(compressor.compress(input)) == input, "length \(count)")
        }
    }

    @Test("streams across window slides round-trip in any chunking", arguments: [4, 6, 9])
    func streaming(level: Int) throws {
        var random = SplitMix64(seed: 77)
        let input = random.structured(200_000) + random.text(150_000) + [UInt8](repeating: 7, count: 50_000)
        for chunk in [1000, 65_536, 300_000] {
            var stream = Deflate.Stream(level: level)
            var packed: [UInt8] = []
            for start in stride(from: 0, to: input.count, by: chunk) {
                packed += stream.feed(input[start..<min(start + chunk, input.count)])
            }
            packed += stream.finish()
            #expect(try Inflate.decompress(packed) == input, "chunk \(chunk)")
        }
    }

    @Test("a flushed stream decodes up to the flush point")
    func flush() throws {
        var random = SplitMix64(seed: 3)
        let first = random.text(30_000)
        let second = random.text(30_000)
        var stream = Deflate.Stream(level: 6)
        let head = stream.feed(first) + stream.flush()
        let packed = head + stream.feed(second) + stream.finish()
        #expect(try Inflate.decompress(packed) == first + second)
        var inflater = InflateStream()
        var seen: [UInt8] = []
        try inflater.feed(head) { seen += $0 }
        #expect(seen == first)
    }

    @Test("repeated text shrinks, and more so at higher lazy levels")
    func levelsOrder() throws {
        var random = SplitMix64(seed: 11)
        let input = random.text(120_000)
        let sizes = DeflateLazyTests.lazyLevels.map { Deflate.compress(input, level: $0).count }
        #expect(sizes.allSatisfy { $0 < input.count / 2 })
        #expect(sizes[5] <= sizes[0])
        #expect(sizes[2] <= Deflate.compress(input, level: 1).count)
    }

    @Test("levels 4–7 thin runs of literals except in one-call inputs of 2 to 16 KiB; 8 and 9 never")
    func thinningBySize() {
        // Tables of 14 to 16 bits (sizeTables: ⌈log2 count⌉ + 2) mark inputs of 2,049 to 16,384
        // bytes; a stream's encoder keeps the level's full tables.
        let cases = [(1_000, true), (2_048, true), (2_049, false), (16_384, false), (16_385, true), (100_000, true)]
        for level in DeflateLazyTests.lazyLevels {
            for (count, thins) in cases {
                var encoder = DeflateEncoder(level: level)
                encoder.sizeTables(forInputCount: count)
                #expect(encoder.thinsLiteralRuns == (thins && level <= 7), "level \(level), \(count) bytes")
            }
            #expect(DeflateEncoder(level: level).thinsLiteralRuns == (level <= 7), "level \(level), stream")
        }
    }

    @Test("levels 5 and 6 find a copy of the inside of a long match whose source left the window")
    func insideLongMatch() throws {
        // Random `phrase`, its copy after 20 KB of text (one long match), and after 20 KB more
        // 160 bytes from the middle of the phrase: only the copy is still in the window, and the
        // parse enters only every fourth position inside a long match into the eight-byte chains
        // (``LevelParameters/longMatchStride``). A search goes on to those chains only when a
        // recent position shares its first four bytes, so the four-byte pieces the copy may
        // start with come just before it, each followed by text.
        var random = SplitMix64(seed: 41)
        let phrase = random.bytes(300)
        var hints: [UInt8] = []
        for offset in 100..<104 { hints += phrase[offset..<offset + 4] + random.text(40) }
        let prefix = phrase + random.text(20_000) + phrase + random.text(20_000) + hints
        let input = prefix + phrase[100..<260]
        let control = prefix + random.bytes(160)
        for level in [5, 6] {
            let packed = Deflate.compress(input, level: level)
            let unmatched = Deflate.compress(control, level: level)
            #expect(try Inflate.decompress(packed) == input)
            // As literals the 160 random bytes cost about as many; as a match, a few.
            #expect(packed.count + 100 < unmatched.count, "level \(level): \(packed.count) vs \(unmatched.count)")
        }
    }

    @Test("a long run of one byte costs a few bytes per 258-byte match")
    func longRun() throws {
        let input = [UInt8](repeating: 0, count: 258 * 1000)
        for level in DeflateLazyTests.lazyLevels {
            let packed = Deflate.compress(input, level: level)
            // 1000 matches of length 258 at distance 1; each is at most a few bits under any code.
            #expect(packed.count < 600, "level \(level): \(packed.count) bytes")
            #expect(try Inflate.decompress(packed) == input)
        }
    }

    @Test("rows of random modules at level 6 stay within 10% of level 12")
    func randomModuleRows() throws {
        // 64 rows of 64 random black or white modules, each row repeated 8 times, one byte per
        // module after a filter byte of 0: a QR code 8 pixels a module, packed one bit per pixel.
        var random = SplitMix64(seed: 5)
        var input: [UInt8] = []
        for _ in 0..<64 {
            let row: [UInt8] = [0] + (0..<64).map { _ in Bool.random(using: &random) ? 0xFF : 0x00 }
            for _ in 0..<8 { input += row }
        }
        let six = Deflate.compress(input, level: 6)
        let twelve = Deflate.compress(input, level: 12)
        #expect(try Inflate.decompress(six) == input)
        // Level 12 parses near-optimally. Level 6 pricing literals by the literals it had emitted
        // settled on far matches here and came out 21% larger than level 12.
        #expect(six.count * 10 <= twelve.count * 11, "level 6: \(six.count), level 12: \(twelve.count)")
    }
}
