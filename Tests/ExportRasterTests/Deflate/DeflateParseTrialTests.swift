import TestSupport
import Testing

@testable import ExportRaster

/// The trial by which levels 5 and 6 choose between their lazy parse and the greedy parse with
/// three-byte matches (``DeflateEncoder/greedyParseIsSmaller(on:level:tuning:)``). What the trial
/// predicts is checked against both parses of the whole input; every output is checked by
/// decoding it with ``Inflate``.
@Suite("Level 5 and 6 parse trial")
struct DeflateParseTrialTests {
    /// Records of four bytes: one of 64 random three-byte tags, then a random byte, as in rows
    /// of pixels whose fourth channel is noise. Tags repeat a few hundred bytes apart, and a repeat
    /// of four bytes is rare, so the matches worth taking are three bytes long.
    static func taggedRecords(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let tags = (0..<64).map { _ in random.bytes(3) }
        var result: [UInt8] = []
        result.reserveCapacity(count + 4)
        while result.count < count {
            result += tags[Int.random(in: 0..<tags.count, using: &random)]
            result += random.bytes(1)
        }
        return Array(result.prefix(count))
    }

    @Test("the trial picks the parse that is smaller on the whole input", arguments: [5, 6])
    func trialPredictsTheWholeInput(level: Int) throws {
        var random = SplitMix64(seed: 22)
        let inputs: [(name: String, bytes: [UInt8], greedyWins: Bool)] = [
            ("tagged records", DeflateParseTrialTests.taggedRecords(96 * 1024, seed: 5), true),
            ("text of long words", random.text(96 * 1024), false),
        ]
        for input in inputs {
            let chosen = input.bytes.withElementHandle {
                DeflateEncoder.greedyParseIsSmaller(on: $0, level: level, tuning: .general)
            }
            let greedy = DeflateEncoder.compressedInOneCall(input.bytes, level: level, greedy: true).bytes
            let lazy = DeflateEncoder.compressedInOneCall(input.bytes, level: level, greedy: false).bytes
            #expect(chosen == input.greedyWins, "\(input.name), level \(level)")
            #expect(
                (greedy.count < lazy.count) == input.greedyWins, "\(input.name): \(greedy.count) against \(lazy.count)")
            #expect(try Inflate.decompress(greedy) == input.bytes)
            #expect(try Inflate.decompress(lazy) == input.bytes)
        }
    }

    @Test("an input of the trial's minimum size at level 5 takes the parse the trial chose")
    func largeInputTakesTheChosenParse() throws {
        let input = DeflateParseTrialTests.taggedRecords(DeflateEncoder.parseTrialMinimum, seed: 9)
        let output = Deflate.compress(input, level: 5)
        #expect(output == DeflateEncoder.compressedInOneCall(input, level: 5, greedy: true).bytes)
        #expect(output != DeflateEncoder.compressedInOneCall(input, level: 5, greedy: false).bytes)
        #expect(try Inflate.decompress(output) == input)
    }

    @Test("smaller inputs, other levels and image rows run no trial; a reset forgets the choice")
    func whenTheTrialRuns() {
        let small = DeflateParseTrialTests.taggedRecords(64 * 1024, seed: 3)
        var encoder = DeflateEncoder(level: 5)
        small.withElementHandle { encoder.encode($0, from: 0, final: true) }
        #expect(encoder.prefersGreedyParse == nil)
        #expect(!encoder.usesChainedParse)
        // A forced choice holds until the reset.
        encoder.reset()
        encoder.prefersGreedyParse = true
        #expect(encoder.usesChainedParse && encoder.chosenChainedParse?.chainDepth == 16)
        encoder.reset()
        #expect(encoder.prefersGreedyParse == nil && !encoder.usesChainedParse)
        for level in [1, 4, 7, 8, 9, 10] {
            #expect(LevelParameters.forLevel(level).greedyAlternative == nil, "level \(level)")
        }
        for level in [5, 6] {
            #expect(LevelParameters.forLevel(level, tuning: .imageRows).greedyAlternative == nil)
            var rows = DeflateEncoder(level: level, tuning: .imageRows)
            rows.prefersGreedyParse = true
            #expect(!rows.usesChainedParse, "level \(level): image rows keep the lazy parse")
        }
    }
}
