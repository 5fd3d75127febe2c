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
}
