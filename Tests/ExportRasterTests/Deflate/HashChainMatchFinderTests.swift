import TestSupport
import Testing

@testable import ExportRaster

/// Level 4's match finder and greedy parse. Expected matches come from a brute-force search over
/// the input or are read off constructed inputs; compressed outputs are checked only by decoding
/// them with ``Inflate``.
@Suite("Hash-chain match finder")
struct HashChainMatchFinderTests {
    /// The longest match at `position` among all earlier positions in the window, nearest first
    /// among equals, at most 258 bytes and not past the end (length 0 when none).
    func bruteForce(_ bytes: [UInt8], at position: Int) -> (length: Int, distance: Int) {
        let limit = min(MatchFinder.maxMatch, bytes.count - position)
        var best = (length: 0, distance: 0)
        bytes.withUnsafeBufferPointer { bytes in
            for distance in 1...min(position, MatchFinder.windowSize) {
                var length = 0
                while length < limit && bytes[position - distance + length] == bytes[position + length] { length += 1 }
                if length > best.length { best = (length, distance) }
            }
        }
        return best
    }

    @Test("with an unbounded walk, every match of four bytes or more is the longest and nearest there is")
    func agreesWithBruteForce() {
        // Four byte values make matches of every length common; past 32 KiB, the window bounds
        // the candidates.
        var random = SplitMix64(seed: 4)
        let bytes = (0..<34_000).map { _ in UInt8(truncatingIfNeeded: random.next() & 3) }
        var checked = 0
        var threes = 0
        var threesFound = 0
        withHashChainFinder(bytes) { chains in
            for position in 0..<bytes.count - 3 {
                let candidates = chains.insert(position)
                guard position % 97 == 0 && position > 0 else { continue }
                let found = chains.longestMatch(at: position, candidates, depth: .max, nice: 258)
                let expected = bruteForce(bytes, at: position)
                if expected.length >= 4 {
                    #expect(found.length == expected.length && found.distance == expected.distance, "at \(position)")
                    checked += 1
                } else if expected.length == 3 {
                    // The three-byte table keeps one position per hash: a match of three bytes, when
                    // reported, must be real, and with 64 sequences in 2^15 slots it nearly always is.
                    threes += 1
                    if found.length == 3 {
                        threesFound += 1
                        let source = position - found.distance
                        #expect(
                            found.distance <= MatchFinder.windowSize
                                && bytes[source..<source + 3] == bytes[position..<position + 3])
                    } else {
                        #expect(found.length == 0, "at \(position)")
                    }
                } else {
                    #expect(found.length == 0, "at \(position)")
                }
            }
        }
        #expect(checked > 250)
        #expect(threes > 0 && threesFound * 10 >= threes * 9, "\(threesFound) of \(threes)")
    }

    @Test("a match of three bytes is found only through the three-byte table")
    func threeByteMatch() {
        // "xyz" recurs with a different fourth byte; no four bytes repeat.
        let bytes = Array("xyz1abcdefghxyz2".utf8)
        let found = withHashChainFinder(bytes) { chains in
            chains.insert(0..<12)
            return chains.longestMatch(at: 12, chains.insert(12), depth: 16, nice: 258)
        }
        #expect(found.length == 3 && found.distance == 12)
    }

    @Test("the walk stops after depth links, nearest first")
    func depthLimit() {
        // A 12-byte phrase far back, then five copies of its first four bytes nearer.
        let phrase = Array("ABCDEFGHIJKL".utf8)
        var bytes = phrase
        for index in 0..<5 { bytes += Array("ABCD".utf8) + [UInt8(0x30 + index)] }
        let position = bytes.count
        bytes += phrase
        for depth in [1, 5, 6, 16] {
            let found = withHashChainFinder(bytes) { chains in
                chains.insert(0..<position)
                return chains.longestMatch(at: position, chains.insert(position), depth: depth, nice: 258)
            }
            if depth <= 5 {
                #expect(found.length == 4 && found.distance == 5, "depth \(depth)")
            } else {
                #expect(found.length == 12 && found.distance == position, "depth \(depth)")
            }
        }
    }

    @Test("a match of the nice length ends the walk")
    func niceLengthStops() {
        // A 40-byte copy far back and a 20-byte copy near: with nice 16 the near one is kept.
        let phrase = (0..<40).map { UInt8($0 + 0x40) }
        let bytes = phrase + Array(phrase[0..<20]) + [0] + phrase
        let position = 61
        for (nice, length, distance) in [(16, 20, 21), (30, 40, 61)] {
            let found = withHashChainFinder(bytes) { chains in
                chains.insert(0..<position)
                return chains.longestMatch(at: position, chains.insert(position), depth: 16, nice: nice)
            }
            #expect(found.length == length && found.distance == distance, "nice \(nice)")
        }
    }

    @Test("a match ends at the end of the input, and nothing outside the window is offered")
    func limits() {
        let phrase = Array("0123456789".utf8)
        let tail = withHashChainFinder(phrase + phrase[0..<6]) { chains in
            chains.insert(0..<10)
            return chains.longestMatch(at: 10, chains.insert(10), depth: 16, nice: 258)
        }
        #expect(tail.length == 6 && tail.distance == 10)
        // The phrase recurs exactly one window later plus one byte: out of reach.
        var random = SplitMix64(seed: 9)
        let filler = random.bytes(MatchFinder.windowSize + 1 - phrase.count)
        let bytes = phrase + filler + phrase
        let position = phrase.count + filler.count
        let far = withHashChainFinder(bytes) { chains in
            chains.insert(0..<position)
            return chains.longestMatch(at: position, chains.insert(position), depth: .max, nice: 258)
        }
        #expect(far.distance <= MatchFinder.windowSize)
        #expect(far.length < phrase.count)
    }

    @Test("level 4 parses general bytes greedily over the chains; image rows and other levels do not")
    func whoUsesIt() {
        #expect(DeflateEncoder(level: 4).usesChainedParse)
        #expect(!DeflateEncoder(level: 4, tuning: .imageRows).usesChainedParse)
        for level in [1, 3, 5, 6, 9, 10] { #expect(!DeflateEncoder(level: level).usesChainedParse, "level \(level)") }
    }

    @Test("level 4 takes matches of three bytes where they save bits")
    func threeByteMatchesPay() throws {
        // Random bytes in which every random three-byte group recurs two bytes later: no four
        // bytes repeat, so levels 1–3 find nothing, while each recurrence costs about 14 bits as
        // a match (RFC 1951 §3.2.5: length 3 is code 257, distance 5 is code 4 with one extra bit)
        // against about 24 as literals.
        var random = SplitMix64(seed: 3)
        var bytes: [UInt8] = []
        while bytes.count < 60_000 {
            let group = random.bytes(3)
            bytes += group + random.bytes(2) + group
        }
        let four = Deflate.compress(bytes, level: 4)
        let one = Deflate.compress(bytes, level: 1)
        #expect(try Inflate.decompress(four) == bytes)
        #expect(four.count * 10 < one.count * 9, "level 4: \(four.count), level 1: \(one.count)")
    }
}
