import TestSupport
import Testing

@testable import ExportRaster

@Suite("Deflate: block splitting")
struct BlockSplittingTests {
    static func compress(_ input: [UInt8], level: Int, splitting: Bool) -> [UInt8] {
        var encoder = DeflateEncoder(level: level)
        encoder.splitsBlocks = splitting
        input.withElementHandle { encoder.encode($0, from: 0, final: true) }
        encoder.writer.alignToByte()
        return encoder.writer.takeBytes()
    }

    /// Text, then bytes from a disjoint alphabet, then text again: three regions whose literal
    /// statistics differ, so separate Huffman codes pay.
    static func shiftingInput(seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let high = (0..<6000).map { _ in UInt8.random(in: 128...159, using: &random) }
        let digits = (0..<6000).map { _ in UInt8.random(in: 48...57, using: &random) }
        return random.text(6000) + high + digits + random.text(3000)
    }

    @Test("splitting where the statistics shift makes the stream smaller", arguments: [1, 4, 6, 9, 11])
    func shiftingStatistics(level: Int) throws {
        let input = BlockSplittingTests.shiftingInput(seed: UInt64(level))
        let split = BlockSplittingTests.compress(input, level: level, splitting: true)
        let single = BlockSplittingTests.compress(input, level: level, splitting: false)
        #expect(split.count < single.count)
        #expect(try Inflate.decompress(split) == input)
        // The public API splits from level 4 on; the greedy levels keep one block per flush.
        #expect(Deflate.compress(input, level: level) == (level >= 4 ? split : single))
    }

    @Test("splitting never makes a stream larger", arguments: Array(1...12))
    func neverLarger(level: Int) throws {
        var random = SplitMix64(seed: 0x5B1 + UInt64(level))
        let inputs = [
            random.text(20_000), random.structured(50_000), random.bytes(5000),
            [UInt8](repeating: 9, count: 3000) + random.bytes(3000), BlockSplittingTests.shiftingInput(seed: 3),
        ]
        for input in inputs {
            let split = BlockSplittingTests.compress(input, level: level, splitting: true)
            #expect(split.count <= BlockSplittingTests.compress(input, level: level, splitting: false).count)
            #expect(try Inflate.decompress(split) == input)
        }
    }

    @Test("the logarithm estimate stays within 0.01 of exact powers of two and their midpoints")
    func logarithm() {
        for exponent in 0..<20 {
            let power = Double(1 << exponent)
            #expect(abs(BlockChunks.log2Estimate(power) - Double(exponent)) < 0.01)
            // log2(1.5) = 0.5849625...
            #expect(abs(BlockChunks.log2Estimate(power * 1.5) - (Double(exponent) + 0.584_962_5)) < 0.01)
        }
    }

    @Test("the estimate with its table of c · log2 c is the estimate computed term by term")
    func weightedLogTable() {
        var random = SplitMix64(seed: 0xE57)
        for largest in [3, 4095, 4096, 70_000] as [UInt32] {
            // 286 literal/length and 30 distance counts, about a third of them unused.
            let histogram = (0..<316).map { _ in
                UInt32.random(in: 0...2, using: &random) == 0 ? 0 : UInt32.random(in: 1...largest, using: &random)
            }
            func part(_ range: Range<Int>) -> Double {
                var (total, weighted, used) = (0.0, 0.0, 0.0)
                for symbol in range where histogram[symbol] > 0 {
                    let frequency = Double(histogram[symbol])
                    total += frequency
                    weighted += frequency * BlockChunks.log2Estimate(frequency)
                    used += 1
                }
                return total > 0 ? total * BlockChunks.log2Estimate(total) - weighted + 4 * used : 0
            }
            #expect(BlockChunks.estimatedBits(histogram) == part(0..<286) + part(286..<316), "largest \(largest)")
        }
    }

    @Test("a plan moved to another bit offset is the plan made there", arguments: [0, 3, 5, 7, 8, 13])
    func movedPlan(offset: Int) {
        var random = SplitMix64(seed: 0x9A1 + UInt64(offset))
        // Random bytes (a stored block wins, and its padding depends on the offset), text-like
        // counts (dynamic) and a few symbols (fixed).
        let histograms: [[UInt32]] = [
            (0..<286).map { $0 < 256 ? 1 : 0 },
            (0..<286).map { $0 < 256 ? UInt32.random(in: 0...40, using: &random) : ($0 < 270 ? 5 : 0) },
            (0..<286).map { $0 == 65 || $0 == 66 ? 3 : 0 },
        ]
        for var literal in histograms {
            literal[256] += 1
            let distance = (0..<30).map { _ in UInt32.random(in: 0...3, using: &random) }
            let byteCount = literal[0..<256].reduce(0) { $0 + Int($1) } + 20 * Int(literal[257...].reduce(0, +))
            let planned = BlockPlan(literal: literal, distance: distance, byteCount: byteCount, bitOffset: 0)
            let moved = planned.starting(atBitOffset: offset)
            let fresh = BlockPlan(literal: literal, distance: distance, byteCount: byteCount, bitOffset: offset)
            #expect(moved.bits == fresh.bits)
            #expect(Self.kindName(moved.kind) == Self.kindName(fresh.kind))
            #expect(moved.literalLengths == fresh.literalLengths && moved.distanceLengths == fresh.distanceLengths)
        }
    }

    static func kindName(_ kind: BlockPlan.Kind) -> String {
        switch kind {
        case .stored: "stored"
        case .fixed: "fixed"
        case .dynamic: "dynamic"
        }
    }

    @Test("a stream wanted shorter than a limit is the whole stream or nothing", arguments: [0, 1, 4, 6, 9, 12])
    func byteLimit(level: Int) {
        var random = SplitMix64(seed: 0x11A + UInt64(level))
        // One block, and (over 32 K symbols) several: the limit is checked before each block. The
        // near-optimal levels take the small inputs only, for time.
        var inputs = [random.text(3000), random.bytes(500)]
        if level < 10 { inputs.append(random.structured(120_000) + random.bytes(40_000)) }
        // The level's own parse, and the run-length parse of PNG rows.
        let repeats: [RepeatDistances?] = [nil, RepeatDistances(bytesPerPixel: 4, rowBytes: 1025)]
        for input in inputs {
            for distances in repeats {
                var compressor = Deflate.Compressor(level: level, repeats: distances)
                let whole = compressor.compress(input)
                for limit in [1, whole.count / 3, whole.count - 1, whole.count, whole.count + 1, .max] {
                    let limited = compressor.compress(input, shorterThan: limit)
                    #expect(limited == (whole.count < limit ? whole : nil), "limit \(limit) of \(whole.count)")
                }
                // The compressor is as good as new after a stream it gave up on.
                #expect(compressor.compress(input) == whole)
            }
        }
    }
}
