import TestSupport
import Testing

@testable import ExportRaster

/// Splits `bytes` at seeded random points into pieces of 0 bytes, 1 byte, a few bytes or a few
/// KiB, so that every field and every limit sees its bytes arrive in many different ways.
func randomSplits(_ bytes: [UInt8], using random: inout SplitMix64) -> [ArraySlice<UInt8>] {
    var pieces: [ArraySlice<UInt8>] = []
    var start = 0
    // Some splittings are all 1-byte pieces; the others mix every size.
    let allSingleBytes = Int.random(in: 0..<4, using: &random) == 0
    while start < bytes.count {
        let size: Int
        if allSingleBytes {
            size = 1
        } else {
            size =
                switch Int.random(in: 0..<8, using: &random) {
                case 0: 0
                case 1, 2, 3: 1
                case 4, 5: Int.random(in: 2...16, using: &random)
                case 6: Int.random(in: 17...300, using: &random)
                default: Int.random(in: 301...5000, using: &random)
                }
        }
        let end = min(start + size, bytes.count)
        pieces.append(bytes[start..<end])
        start = end
    }
    return pieces
}

/// Property: a decoder's result (its output, or its error with the error's offset) depends only on
/// the bytes, never on how they are split into chunks. Inputs, damage, limits and splits are drawn
/// from a seeded generator, so a failure names the round that reproduces it.
@Suite("Streaming decoders: the same result however the input is split")
struct RandomSplitTests {
    static let formats: [InflateStream.Format] = [.deflate, .zlib, .gzip]

    /// Decodes `pieces` with a fresh stream: the concatenated output, or the first error.
    static func streamed(
        _ pieces: [ArraySlice<UInt8>], format: InflateStream.Format, options: Inflate.Options
    ) -> Result<[UInt8], InflateError> {
        Result { () throws(InflateError) in
            var stream = InflateStream(format: format, options: options)
            var output: [UInt8] = []
            for piece in pieces { output += try stream.feed(piece) }
            try stream.finish()
            return output
        }
    }

    /// The whole-buffer decoder for `format`.
    static func whole(
        _ packed: [UInt8], format: InflateStream.Format, options: Inflate.Options
    ) -> Result<[UInt8], InflateError> {
        Result { () throws(InflateError) in
            switch format {
            case .deflate: try Inflate.decompress(packed, options: options)
            case .zlib: try Zlib.decompress(packed, options: options)
            case .gzip: try Gzip.decompress(packed, options: options)
            }
        }
    }

    /// A seeded stream in `format`: intact, cut short, with a byte flipped, or with bytes after
    /// its end, decoded with an output limit below, at, or above the output's size.
    static func hostileCase(
        round: Int, format: InflateStream.Format, using random: inout SplitMix64
    ) -> (packed: [UInt8], options: Inflate.Options, label: String) {
        let size = [0, 1, 40, 700, 20_000, 90_000][round % 6]
        let input =
            switch Int.random(in: 0..<3, using: &random) {
            case 0: random.text(size)
            case 1: random.structured(size)
            default: random.bytes(size)
            }
        let level = Int.random(in: 0...9, using: &random)
        var packed: [UInt8] =
            switch format {
            case .deflate: Deflate.compress(input, level: level)
            case .zlib: Zlib.compress(input, level: level)
            case .gzip: Gzip.compress(input, level: level)
            }
        var label = "round \(round), \(format), \(size) bytes at level \(level)"
        switch Int.random(in: 0..<4, using: &random) {
        case 1 where !packed.isEmpty:
            let cut = Int.random(in: 0..<packed.count, using: &random)
            packed.removeSubrange(cut...)
            label += ", cut at \(cut)"
        case 2 where !packed.isEmpty:
            let index = Int.random(in: 0..<packed.count, using: &random)
            let mask = UInt8.random(in: 1...255, using: &random)
            packed[index] ^= mask
            label += ", byte \(index) xor \(mask)"
        case 3:
            packed += random.bytes(Int.random(in: 1...20, using: &random))
            label += ", trailing bytes"
        default: break
        }
        let limit =
            switch Int.random(in: 0..<4, using: &random) {
            case 0: max(0, input.count - Int.random(in: 1...max(1, input.count), using: &random))
            case 1: input.count
            default: Int.max
            }
        label += ", limit \(limit)"
        return (packed, Inflate.Options(outputLimit: limit), label)
    }

    @Test(
        "inflate streams give the same output or error in random splits as in one piece and as the whole-buffer decoder",
        arguments: formats)
    func inflateStreams(format: InflateStream.Format) {
        var random = SplitMix64(seed: 0x5B11_7000 ^ UInt64(RandomSplitTests.formats.firstIndex(of: format) ?? 0))
        for round in 0..<180 {
            let (packed, options, label) = RandomSplitTests.hostileCase(round: round, format: format, using: &random)
            let expected = RandomSplitTests.whole(packed, format: format, options: options)
            let onePiece = RandomSplitTests.streamed([packed[...]], format: format, options: options)
            #expect(onePiece == expected, "\(label), one piece")
            for split in 0..<3 {
                let pieces = randomSplits(packed, using: &random)
                let result = RandomSplitTests.streamed(pieces, format: format, options: options)
                #expect(result == expected, "\(label), split \(split) into \(pieces.map(\.count))")
            }
        }
    }

    @Test("the output limit is enforced at the same byte whether the output comes in one chunk or many")
    func outputLimitInRandomSplits() {
        var random = SplitMix64(seed: 0x1_0017)
        // 1 MiB of zeros deflates to about a kilobyte: one chunk of input produces all of it.
        let bomb = Deflate.compress([UInt8](repeating: 0, count: 1 << 20), level: 9)
        for limit in [0, 1, 65_535, 65_536, 65_537, (1 << 20) - 1] {
            let options = Inflate.Options(outputLimit: limit)
            let expected = Result<[UInt8], InflateError>.failure(.outputLimitExceeded(limit: limit))
            #expect(RandomSplitTests.streamed([bomb[...]], format: .deflate, options: options) == expected)
            for _ in 0..<4 {
                let pieces = randomSplits(bomb, using: &random)
                #expect(
                    RandomSplitTests.streamed(pieces, format: .deflate, options: options) == expected,
                    "limit \(limit), pieces \(pieces.map(\.count))")
            }
        }
        let exact = Inflate.Options(outputLimit: 1 << 20)
        let pieces = randomSplits(bomb, using: &random)
        #expect(
            RandomSplitTests.streamed(pieces, format: .deflate, options: exact)
                == .success([UInt8](repeating: 0, count: 1 << 20)))
    }

    @Test(
        "a stored block cut short is over the limit when the bytes that arrived are, else truncated",
        arguments: [(arrived: 60, limit: 50), (arrived: 40, limit: 50), (arrived: 50, limit: 50)])
    func cutStoredBlock(arrived: Int, limit: Int) {
        // RFC 1951 §3.2.4: BFINAL = 1, BTYPE = 00, then LEN = 100 and NLEN = ~LEN, little-endian.
        let packed = [0x01, 100, 0, 0x9B, 0xFF] + [UInt8](repeating: 0x2A, count: arrived)
        let options = Inflate.Options(outputLimit: limit)
        let expected: Result<[UInt8], InflateError> =
            arrived > limit ? .failure(.outputLimitExceeded(limit: limit)) : .failure(.truncated(offset: 5 + arrived))
        #expect(RandomSplitTests.whole(packed, format: .deflate, options: options) == expected)
        #expect(RandomSplitTests.streamed([packed[...]], format: .deflate, options: options) == expected)
        #expect(RandomSplitTests.streamed(packed.map { [$0][...] }, format: .deflate, options: options) == expected)
    }
}
