import TestSupport
import Testing

@testable import ExportRaster

@Suite("DynamicHeader")
struct DynamicHeaderTests {
    /// Code lengths shaped like real blocks: long zero runs (past 138, the longest symbol 18
    /// covers), runs of one non-zero length (past 6, the longest symbol 16 covers), short runs,
    /// and runs that cross from the literal/length lengths into the distance lengths.
    static func lengths(seed: UInt64) -> (literal: [UInt8], distance: [UInt8]) {
        var random = SplitMix64(seed: seed)
        var all: [UInt8] = []
        while all.count < 316 {
            let value = UInt8.random(in: 0...3, using: &random) == 0 ? 0 : UInt8.random(in: 1...15, using: &random)
            let run =
                switch UInt8.random(in: 0...3, using: &random) {
                case 0: Int.random(in: 1...2, using: &random)
                case 1: Int.random(in: 3...12, using: &random)
                case 2: Int.random(in: 13...40, using: &random)
                default: Int.random(in: 130...200, using: &random)
                }
            all += repeatElement(value, count: min(run, 316 - all.count))
        }
        return (Array(all[0..<286]), Array(all[286...]))
    }

    /// Decodes a header as RFC 1951 §3.2.7 describes it, with a bit-at-a-time reader and a
    /// canonical code (§3.2.2) searched length by length: the literal/length and distance
    /// lengths it carries, each padded with zeros to 286 and 30.
    static func decode(_ bytes: [UInt8]) -> (literal: [UInt8], distance: [UInt8])? {
        var position = 0
        func bits(_ count: Int) -> Int? {
            var value = 0
            for index in 0..<count {
                guard position / 8 < bytes.count else { return nil }
                value |= Int(bytes[position / 8] >> (position % 8) & 1) << index
                position += 1
            }
            return value
        }
        guard let hlit = bits(5), let hdist = bits(5), let hclen = bits(4) else { return nil }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<hclen + 4 {
            guard let length = bits(3) else { return nil }
            codeLengthLengths[order[index]] = length
        }
        // Canonical codes: for each length, the first code, then symbols in order.
        var codes: [Int: (code: Int, length: Int)] = [:]
        var code = 0
        for length in 1...7 {
            for symbol in 0..<19 where codeLengthLengths[symbol] == length {
                codes[symbol] = (code, length)
                code += 1
            }
            code <<= 1
        }
        var lengths: [UInt8] = []
        let total = hlit + 257 + hdist + 1
        while lengths.count < total {
            // Read a code most significant bit first, one bit at a time, until it names a symbol.
            var value = 0
            var found: Int?
            for length in 1...7 {
                guard let bit = bits(1) else { return nil }
                value = value << 1 | bit
                found = codes.first { $0.value.code == value && $0.value.length == length }?.key
                if found != nil { break }
            }
            guard let symbol = found else { return nil }
            switch symbol {
            case 16:
                guard let last = lengths.last, let extra = bits(2) else { return nil }
                lengths += repeatElement(last, count: 3 + extra)
            case 17:
                guard let extra = bits(3) else { return nil }
                lengths += repeatElement(0, count: 3 + extra)
            case 18:
                guard let extra = bits(7) else { return nil }
                lengths += repeatElement(0, count: 11 + extra)
            default:
                lengths.append(UInt8(symbol))
            }
        }
        guard lengths.count == total else { return nil }
        let literal = Array(lengths[0..<hlit + 257]) + repeatElement(0, count: 286 - (hlit + 257))
        let distance = Array(lengths[(hlit + 257)...]) + repeatElement(0, count: 30 - (hdist + 1))
        return (literal, distance)
    }

    @Test("a header carries its lengths back through a decoder written from §3.2.7", arguments: 0..<24)
    func decodesToItsLengths(seed: Int) throws {
        let (literal, distance) = Self.lengths(seed: UInt64(seed) &* 6151)
        let header = DynamicHeader(literalLengths: literal, distanceLengths: distance)
        var writer = BitWriter()
        header.write(to: &writer)
        writer.alignToByte()
        let decoded = try #require(Self.decode(writer.bytes), "seed \(seed)")
        #expect(decoded.literal == literal, "seed \(seed)")
        #expect(decoded.distance == distance, "seed \(seed)")
    }

    @Test("the size a header reports is the size it writes", arguments: 0..<24)
    func bitCountMatchesWrite(seed: Int) {
        let (literal, distance) = Self.lengths(seed: UInt64(seed) &* 7013)
        let header = DynamicHeader(literalLengths: literal, distanceLengths: distance)
        var writer = BitWriter()
        header.write(to: &writer)
        #expect(header.bitCount == writer.bitCount, "seed \(seed)")
    }

    @Test("trailing zero lengths are dropped down to 257 literal/length and 1 distance lengths")
    func trailingZeros() throws {
        let literal = [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 0, count: 142)
        let distance = [UInt8](repeating: 0, count: 30)
        let header = DynamicHeader(literalLengths: literal, distanceLengths: distance)
        var writer = BitWriter()
        header.write(to: &writer)
        writer.alignToByte()
        // HLIT and HDIST are the first ten bits: counts of 257 and 1.
        let bytes = writer.bytes
        #expect(bytes[0] & 0x1F == 0)
        let distanceCount: Int = (Int(bytes[0]) >> 5 | Int(bytes[1]) << 3) & 0x1F
        #expect(distanceCount == 0)
        let decoded = try #require(Self.decode(bytes))
        #expect(decoded.literal == literal && decoded.distance == distance)
    }
}
