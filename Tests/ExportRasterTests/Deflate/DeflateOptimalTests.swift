import TestSupport
import Testing

@testable import ExportRaster

@Suite("Deflate near-optimal levels")
struct DeflateOptimalTests {
    /// Filtered rows of a noisy photo: small differences around zero, so a literal costs about
    /// three bits and short matches are everywhere but seldom pay. Parsing from the fixed code's
    /// costs (8 bits a literal) used to settle on taking them and came out larger than level 9.
    static func noisyRows(_ count: Int) -> [UInt8] {
        var random = SplitMix64(seed: 2024)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: Int.random(in: -3...3, using: &random)) }
    }

    /// Rows of an icon-like image: runs of a few colours, each row close to the one above.
    static func iconRows(width: Int, height: Int) -> [UInt8] {
        var random = SplitMix64(seed: 77)
        var rows: [UInt8] = []
        var row = [UInt8](repeating: 0, count: width * 4)
        for _ in 0..<height {
            let start = Int.random(in: 0..<width, using: &random) * 4
            let length = Int.random(in: 0...(width / 4), using: &random) * 4
            let colour = [UInt8.random(in: 0...255, using: &random), 40, 200, 255]
            for offset in stride(from: start, to: min(row.count, start + length), by: 4) {
                row.replaceSubrange(offset..<offset + 4, with: colour)
            }
            rows.append(2)  // the PNG "up" filter byte; the rows themselves are not filtered
            rows += row
        }
        return rows
    }

    @Test("levels 10–12 are no larger than level 9 where literals are cheap", arguments: [10, 11, 12])
    func noisyData(level: Int) throws {
        let input = Self.noisyRows(150_000)
        let lazy = Deflate.compress(input, level: 9)
        let optimal = Deflate.compress(input, level: level)
        #expect(optimal.count <= lazy.count, "level \(level): \(optimal.count) vs level 9: \(lazy.count)")
        #expect(try Inflate.decompress(optimal) == input)
    }

    /// Over 131,072 symbols (``DeflateEncoder/optimalBlockSymbolLimit``), so a block is flushed
    /// while a segment's path is being appended, and the byte limit is checked there.
    @Test("levels 10–12 stop at a byte limit reached inside a segment", arguments: [10, 12])
    func byteLimitInsideSegment(level: Int) throws {
        let input = Self.noisyRows(150_000)
        var compressor = Deflate.Compressor(level: level)
        let whole = compressor.compress(input)
        #expect(try Inflate.decompress(whole) == input)
        #expect(compressor.compress(input, shorterThan: whole.count / 2) == nil)
        #expect(compressor.compress(input, shorterThan: whole.count) == nil)
        #expect(compressor.compress(input, shorterThan: whole.count + 1) == whole)
    }

    @Test("levels 10–12 are no larger than level 9 on image rows with long runs", arguments: [10, 11, 12])
    func imageRows(level: Int) throws {
        let input = Self.iconRows(width: 256, height: 300)
        let lazy = Deflate.compress(input, level: 9)
        let optimal = Deflate.compress(input, level: level)
        #expect(optimal.count <= lazy.count, "level \(level): \(optimal.count) vs level 9: \(lazy.count)")
        #expect(try Inflate.decompress(optimal) == input)
    }

    /// Random bytes with copies of earlier stretches of them, one each just shorter than, as
    /// long as and longer than the level's skip and nice lengths, and the 258-byte maximum.
    @Test("levels 10–12 code repeats around their skip length as matches", arguments: [10, 11, 12])
    func repeatsAroundSkipLength(level: Int) throws {
        let parameters = LevelParameters.forLevel(level)
        var random = SplitMix64(seed: UInt64(level))
        var input: [UInt8] = []
        var randomCount = 0
        for length in [parameters.skipLength, parameters.niceLength, 258, 600] {
            for variant in [length - 1, length, length + 1] {
                let fresh = (0..<700).map { _ in UInt8.random(in: 0...255, using: &random) }
                input += fresh
                randomCount += fresh.count
                // A copy of the fresh bytes, and the start of it again at another distance.
                input += fresh.prefix(min(variant, fresh.count))
                input += fresh.prefix(40)
            }
        }
        let compressed = Deflate.compress(input, level: level)
        #expect(try Inflate.decompress(compressed) == input)
        // Random bytes cannot be coded in fewer bits than they have; every copy takes a few bytes
        // as matches. Coded as literals, the copies alone would add over 3,700 bytes.
        #expect(compressed.count < randomCount + 200, "level \(level): \(compressed.count) bytes")
    }

    /// Stretches of text, noise and icon rows taking turns: at level 10 about 148,000 symbols in
    /// 9 blocks, so more than one flush of these levels (2^17 symbols) and more blocks than the
    /// 8 a flush of levels 4–9 may end in.
    @Test("levels 10–12 round-trip data whose character changes, and beat level 9 on it", arguments: [10, 11, 12])
    func changingData(level: Int) throws {
        var random = SplitMix64(seed: 31)
        let rows = Self.iconRows(width: 64, height: 40)
        var input: [UInt8] = []
        for stretch in 0..<24 {
            switch stretch % 3 {
            case 0: input += random.text(10_000)
            case 1: input += Self.noisyRows(18_000)
            default: input += rows
            }
        }
        let lazy = Deflate.compress(input, level: 9)
        let optimal = Deflate.compress(input, level: level)
        #expect(try Inflate.decompress(optimal) == input)
        #expect(optimal.count <= lazy.count, "level \(level): \(optimal.count) vs level 9: \(lazy.count)")
    }

    @Test("a cost model's path bits are the bits of its own code")
    func pathBits() {
        let text = Array("abracadabra abracadabra abracadabra".utf8)
        // "abracadabra " as literals, then a 23-byte match at distance 12.
        let path: [UInt32] = text[0..<12].map { UInt32($0) } + [UInt32(23) << 16 | UInt32(12 - 1)]
        let model = text.withElementHandle { CostModel(path: path, bytes: $0) }
        var expected = 0
        for byte in text[0..<12] { expected += Int(model.literal[Int(byte)]) }
        expected += Int(model.length[23]) + Int(model.distance[DeflateTables.distanceCode(of: 12)])
        #expect(model.pathBits == expected)
        // Length 23 is code 269 with 2 extra bits; distance 12 is code 6 with 2 extra bits.
        #expect(model.length[23] >= 2 && model.distance[DeflateTables.distanceCode(of: 12)] >= 2)
    }
}
