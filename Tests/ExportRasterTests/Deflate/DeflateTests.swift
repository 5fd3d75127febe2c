import TestSupport
import Testing

@testable import ExportRaster

@Suite("Deflate")
struct DeflateTests {
    @Test("seeded random, text-like and structured inputs round-trip at every level", arguments: Deflate.levels)
    func roundTrips(level: Int) throws {
        var random = SplitMix64(seed: UInt64(level) &* 7919)
        var compressor = Deflate.Compressor(level: level)
        for index in 0..<160 {
            let size = index < 10 ? index : Int.random(in: 0...3000, using: &random)
            let input: [UInt8] =
                switch index % 3 {
                case 0: random.bytes(size)
                case 1: random.text(size)
                default: random.structured(size)
                }
            let packed = compressor.compress(input)
            #expect(try Inflate.decompress(packed) == input, "level \(level) input \(index)")
        }
    }

    @Test(
        "a reused compressor writes what a new one writes, whatever it compressed before",
        arguments: Deflate.levels)
    func reusedCompressorForgetsEarlierInputs(level: Int) {
        var random = SplitMix64(seed: 4242 &+ UInt64(level))
        // A large input fills the tables well past what the small ones after it use; the text
        // repeats across inputs, so a position left over from an earlier input would be a
        // plausible candidate, and a larger input after the small ones finds its tables grown.
        let text = random.text(20_000)
        let inputs = [
            text, Array(text.prefix(700)), random.structured(5_000), Array(text.prefix(9_000)),
            random.bytes(300) + Array(text.prefix(3_000)), text,
        ]
        var compressor = Deflate.Compressor(level: level)
        for (index, input) in inputs.enumerated() {
            #expect(compressor.compress(input) == Deflate.compress(input, level: level), "input \(index)")
        }
    }

    @Test("larger inputs round-trip and compress better at higher levels")
    func largerInputs() throws {
        var random = SplitMix64(seed: 99)
        let input = random.text(200_000) + random.structured(100_000)
        var sizes: [Int: Int] = [:]
        for level in [0, 1, 4, 6, 9] {
            let packed = Deflate.compress(input, level: level)
            #expect(try Inflate.decompress(packed) == input)
            sizes[level] = packed.count
        }
        #expect(sizes[0]! > input.count)
        #expect(sizes[1]! < input.count / 2)
        #expect(sizes[6]! <= sizes[1]!)
        #expect(sizes[9]! <= sizes[6]!)
    }

    @Test("near-optimal parsing at levels 10–12 beats lazy matching on text")
    func optimalParsing() throws {
        var random = SplitMix64(seed: 1234)
        let input = random.text(40_000)
        let lazy = Deflate.compress(input, level: 9)
        let optimal = Deflate.compress(input, level: 12)
        #expect(optimal.count < lazy.count)
        #expect(Deflate.compress(input, level: 10).count <= lazy.count)
        #expect(try Inflate.decompress(optimal) == input)
    }

    @Test("incompressible data falls back to stored blocks: 5 bytes per block of at most 64 KiB")
    func incompressible() throws {
        var random = SplitMix64(seed: 5)
        let input = random.bytes(100_000)
        let packed = Deflate.compress(input, level: 6)
        #expect(packed.count <= input.count + 5 * (input.count / 16384 + 1))
        #expect(try Inflate.decompress(packed) == input)
    }

    @Test("long runs use matches of 258 bytes")
    func longRuns() throws {
        let input = [UInt8](repeating: 0x61, count: 100_000)
        let packed = Deflate.compress(input, level: 1)
        #expect(packed.count < 1000)
        #expect(try Inflate.decompress(packed) == input)
    }

    @Test("non-contiguous collections are accepted")
    func nonContiguous() throws {
        let input = (0..<5000).lazy.map { UInt8(truncatingIfNeeded: $0 % 251) }
        #expect(try Inflate.decompress(Deflate.compress(input, level: 6)) == Array(input))
    }

    @Test("empty input gives a two-byte final fixed block, as zlib writes")
    func empty() {
        #expect(Deflate.compress([], level: 6) == [0x03, 0x00])
        #expect(Deflate.compress([], level: 0) == [0x01, 0x00, 0x00, 0xFF, 0xFF])
    }

    @Test("length-limited Huffman codes stay within the limit and are complete")
    func lengthLimit() {
        // Fibonacci frequencies force depth 30 in an unrestricted Huffman tree.
        var frequencies = [UInt32](repeating: 0, count: 40)
        var a: UInt32 = 1
        var b: UInt32 = 1
        for index in frequencies.indices {
            frequencies[index] = a
            (a, b) = (b, a &+ b)
        }
        for limit in [7, 9, 15] {
            let lengths = HuffmanCode.lengths(Array(frequencies.prefix(limit == 7 ? 19 : 40)), limit: limit)
            #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
            let kraft = lengths.reduce(0) { $0 + (1 << (limit - Int($1))) }
            #expect(kraft == 1 << limit)
        }
    }

    @Test("streaming output equals a valid stream for every chunk size", arguments: [1, 7, 1000, 70_000])
    func streaming(chunk: Int) throws {
        var random = SplitMix64(seed: UInt64(chunk))
        let input = random.structured(chunk == 1 ? 5000 : 300_000)
        for level in [0, 2, 6] {
            var stream = Deflate.Stream(level: level)
            var packed: [UInt8] = []
            var offset = 0
            var flushes = 0
            while offset < input.count {
                let end = min(offset + chunk, input.count)
                packed += stream.feed(input[offset..<end])
                offset = end
                if offset % (chunk * 5) == 0 && flushes < 3 {
                    packed += stream.flush()
                    flushes += 1
                    // After a sync flush everything fed so far is decodable.
                    let prefix = packed + [0x03, 0x00]
                    #expect(try Inflate.decompress(prefix) == Array(input[..<offset]))
                }
            }
            packed += stream.finish()
            #expect(try Inflate.decompress(packed) == input, "level \(level) chunk \(chunk)")
        }
    }
}
