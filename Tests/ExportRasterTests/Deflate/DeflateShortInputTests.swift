import TestSupport
import Testing

@testable import ExportRaster

/// Levels 5 and 6 on general bytes, and level 6 on image rows of many byte values, of at most
/// 16 KiB compressed in one call: the lazy parse over four-byte chains
/// (``LevelParameters/shortInputParse``) replaces the level's own lazy parse. Every output is
/// checked by decoding it with ``Inflate``.
@Suite("Levels 5 and 6 on short inputs")
struct DeflateShortInputTests {
    /// Units of 16 random bytes `s`, each first seen as two pieces, `s[0..<4]` and `s[1...]`,
    /// each followed by a byte that breaks the match, then whole. Where `s` recurs, a greedy
    /// parse takes the four bytes `s[0..<4]` and then `s[4...]`; a lazy one sees that the next
    /// position starts the 15 bytes `s[1...]`, and takes a literal and that match.
    static func lazyTraps(_ units: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var result: [UInt8] = []
        for _ in 0..<units {
            let unit = random.bytes(16)
            result += unit[0..<4] + [unit[4] ^ 0x80]
            result += unit[1...] + [unit[0] ^ 0x80]
            result += random.bytes(8)
            result += unit
        }
        return result
    }

    @Test("inputs of at most 16 KiB take the lazy parse over four-byte chains", arguments: [5, 6])
    func shortInputsTakeTheChainedParse(level: Int) throws {
        var random = SplitMix64(seed: 56)
        let settings = try #require(LevelParameters.forLevel(level).shortInputParse)
        #expect(settings.lazyLength == settings.niceLength)
        for count in [64, 1024, 8 * 1024, 16 * 1024] {
            let input = random.text(count)
            let short = DeflateEncoder.compressedInOneCall(input, level: level)
            #expect(short.chained, "\(count) bytes")
            #expect(Deflate.compress(input, level: level) == short.bytes, "\(count) bytes")
            #expect(try Inflate.decompress(short.bytes) == input)
        }
        // One byte more keeps the level's full tables and its own lazy parse.
        let longer = random.text(16 * 1024 + 1)
        let long = DeflateEncoder.compressedInOneCall(longer, level: level)
        #expect(!long.chained)
        #expect(try Inflate.decompress(long.bytes) == longer)
    }

    /// Filtered rows of a `size` × `size` RGBA icon (a filter-type byte, then the row): a
    /// gradient, with a noisy disc when `shaded`, as the shading of a drawn icon gives; without
    /// it, few byte values, as a flat-coloured icon drawn from vectors has.
    static func iconRows(size: Int, shaded: Bool, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var rows: [UInt8] = []
        for y in 0..<size {
            rows.append(1)
            for x in 0..<size {
                let inside = (x - size / 2) * (x - size / 2) + (y - size / 2) * (y - size / 2) < size * size / 8
                let noise = shaded && inside ? random.bytes(1)[0] : 0
                rows += [UInt8(x % 3) &+ noise, UInt8(y % 2), noise >> 1, inside ? 0 : 1]
            }
        }
        return rows
    }

    @Test("level 6 takes the chained parse for short image rows of many byte values only")
    func shortImageRows() throws {
        let settings = try #require(LevelParameters.forLevel(6, tuning: .imageRows).shortInputParse)
        #expect(settings.minimumVariety == 80 && settings.chainDepth == 100)
        #expect(LevelParameters.forLevel(6).shortInputParse?.minimumVariety == 0)
        let shaded = DeflateShortInputTests.iconRows(size: 48, shaded: true, seed: 48)
        let flat = DeflateShortInputTests.iconRows(size: 48, shaded: false, seed: 48)
        let values = { (bytes: [UInt8]) in bytes.withElementHandle { BucketTable.Variety(of: $0, from: 0).count } }
        #expect(values(shaded) >= 80 && values(flat) < 80, "\(values(shaded)) and \(values(flat)) values")
        for (rows, chained) in [(shaded, true), (flat, false)] {
            #expect(rows.count <= 16 * 1024)
            let short = DeflateEncoder.compressedInOneCall(rows, level: 6, tuning: .imageRows)
            #expect(short.chained == chained)
            var compressor = Deflate.Compressor(level: 6, tuning: .imageRows)
            #expect(compressor.compress(rows) == short.bytes)
            #expect(try Inflate.decompress(short.bytes) == rows)
            // The lazy parse, forced, gives the flat rows' stream.
            let lazy = DeflateEncoder.compressedInOneCall(rows, level: 6, tuning: .imageRows, greedy: false)
            #expect(!lazy.chained && (lazy.bytes == short.bytes) == !chained)
        }
        // Rows of more than 16 KiB keep the level's full tables and its own lazy parse.
        let longer = shaded + shaded
        let long = DeflateEncoder.compressedInOneCall(longer, level: 6, tuning: .imageRows)
        #expect(!long.chained)
        #expect(try Inflate.decompress(long.bytes) == longer)
    }

    @Test("a match waits for a longer one at the next position", arguments: [5, 6])
    func lazyMatching(level: Int) throws {
        let input = DeflateShortInputTests.lazyTraps(300, seed: 7)
        #expect(input.count <= 16 * 1024)
        let lazy = DeflateEncoder.compressedInOneCall(input, level: level)
        // The same chains, depth and nice length, greedy: the level's greedy alternative at level
        // 5 has them, at level 6 they differ (32 links, 64 bytes) but find the same matches here.
        let greedy = DeflateEncoder.compressedInOneCall(input, level: level, greedy: true)
        #expect(lazy.chained && greedy.chained)
        // A literal and one match against two matches, in a stream of mostly random literals:
        // 8,841 against 8,931 bytes when written; at least 0.5% smaller.
        #expect(
            lazy.bytes.count * 200 < greedy.bytes.count * 199, "\(lazy.bytes.count) against \(greedy.bytes.count)")
        #expect(try Inflate.decompress(lazy.bytes) == input)
        #expect(try Inflate.decompress(greedy.bytes) == input)
    }

    @Test("a forced lazy parse, level 5's image rows and other levels keep their parse")
    func otherStreamsKeepTheirParse() throws {
        var random = SplitMix64(seed: 57)
        let input = random.text(4096)
        for level in [5, 6] {
            let forced = DeflateEncoder.compressedInOneCall(input, level: level, greedy: false)
            #expect(!forced.chained, "level \(level)")
            #expect(try Inflate.decompress(forced.bytes) == input)
            if level == 5 {
                #expect(LevelParameters.forLevel(level, tuning: .imageRows).shortInputParse == nil)
                let rows = DeflateEncoder.compressedInOneCall(input, level: level, tuning: .imageRows)
                #expect(!rows.chained, "level 5: image rows keep the lazy parse")
            }
            // A stream whose tables keep the level's size (no sizing to one input) does too.
            var stream = DeflateEncoder(level: level)
            #expect(!stream.usesChainedParse)
            input.withElementHandle { stream.encode($0, from: 0, final: true) }
            #expect(!stream.usesChainedParse)
        }
        for level in [1, 4, 7, 8, 9, 10] {
            #expect(LevelParameters.forLevel(level).shortInputParse == nil, "level \(level)")
        }
        // Level 4 parses greedily over the same chains with its own settings.
        var four = DeflateEncoder(level: 4)
        four.sizeTables(forInputCount: input.count)
        #expect(four.usesChainedParse && four.chosenChainedParse == nil)
    }
}
