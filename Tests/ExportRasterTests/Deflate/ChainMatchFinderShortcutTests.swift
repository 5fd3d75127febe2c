import TestSupport
import Testing

@testable import ExportRaster

/// The image shortcuts of the lazy levels' match finder: recent distances, runs of one byte and
/// copied rows. Expected matches are read off the constructed inputs; compressed outputs are
/// checked only by decoding them with ``Inflate``.
@Suite("Chain match finder shortcuts")
struct ChainMatchFinderShortcutTests {
    @Test("recent distances keep the last two different ones")
    func recentDistances() {
        var recent = ChainMatchFinder.RecentDistances()
        recent.use(129)
        recent.use(129)
        #expect(recent.last == 129 && recent.before == 0)
        recent.use(7)
        #expect(recent.last == 7 && recent.before == 129)
        recent.use(129)
        #expect(recent.last == 129 && recent.before == 7)
    }

    @Test("a recent distance is found without walking any chain")
    func recentDistanceFirst() {
        let phrase = Array("compression window ".utf8)
        let filler = Array("0123456789abcdefghij".utf8)
        let input = phrase + filler + phrase + Array("!!!!!!!!".utf8)
        let position = phrase.count + filler.count
        var recent = ChainMatchFinder.RecentDistances()
        recent.use(position)
        let found = withChainFinder(input) { chains in
            chains.insert(0..<position)
            return chains.longestMatch(
                at: position, chains.insert(position), longDepth: 0, depth: 0, nice: 258, minimum: 2,
                worth: MatchWorth(), recent: recent)
        }
        #expect(found.length == phrase.count)
        #expect(found.distance == position)
    }

    @Test("an earlier run of one byte costs one candidate, the one whose run ends in step")
    func runsAreSkipped() {
        // A run of 50 zeros then 2, 7, 7, 7 recurs after a longer run of zeros: a walk of 16
        // links would stay inside the longer run, while each run counts as one candidate.
        let pattern = [UInt8](repeating: 0, count: 50) + [2, 7, 7, 7]
        let longer = [UInt8](repeating: 0, count: 200)
        let input = [9] + pattern + [5] + longer + [6] + pattern + [UInt8](repeating: 8, count: 8)
        let position = input.count - pattern.count - 8
        let found = withChainFinder(input) { chains in
            chains.insert(0..<position)
            return chains.longestMatch(
                at: position, chains.insert(position), longDepth: 2 * ChainMatchFinder.runCost, depth: 8,
                nice: 258, minimum: 2, worth: MatchWorth())
        }
        #expect(found.length == pattern.count)
        #expect(found.distance == position - 1)
    }

    @Test("run candidates: the one whose run ends in step, and the run's first position")
    func runCandidate() {
        let input = [1] + [UInt8](repeating: 0, count: 30) + [3] + [UInt8](repeating: 0, count: 40)
        withChainFinder(input) { chains in
            // Candidate 20 lies in the run 1..<31; a run of 12 zeros ends in step at 31 − 12 = 19.
            let inStep = chains.runCandidate(20, run: 12, word: 0, low: 0)
            #expect(inStep.candidate == 19 && inStep.start == 1)
            // A run of 20 zeros would have to start at 11: 20 is that far from the run's end
            // only at candidate 11, so candidate 15 points there.
            let earlier = chains.runCandidate(15, run: 20, word: 0, low: 0)
            #expect(earlier.candidate == 11 && earlier.start == 1)
            // No position of the run is followed by 35 zeros.
            #expect(chains.runCandidate(20, run: 35, word: 0, low: 0).candidate == -1)
        }
    }

    /// Rows of a flat image with sparse steps, most rows repeating the one above: runs of
    /// zeros, copies at the row distance, and rows that differ in a few bytes.
    static func imageRows(seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var rows: [UInt8] = []
        var row = [UInt8](repeating: 0, count: 1025)
        for _ in 0..<96 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                for _ in 0..<6 {
                    row[Int.random(in: 1..<1025, using: &random)] = UInt8.random(in: 0...3, using: &random)
                }
            }
            rows += row
        }
        return rows
    }

    @Test("image-like rows round-trip at every lazy level", arguments: Array(4...9))
    func imageRowsRoundTrip(level: Int) throws {
        let input = ChainMatchFinderShortcutTests.imageRows(seed: UInt64(level))
        let packed = Deflate.compress(input, level: level)
        #expect(try Inflate.decompress(packed) == input)
        #expect(packed.count < input.count / 20)
    }
}
