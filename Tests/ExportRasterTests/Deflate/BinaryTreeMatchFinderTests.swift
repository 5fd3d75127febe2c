import TestSupport
import Testing

@testable import ExportRaster

/// The match finder of levels 10–12. Expected matches come from a brute-force search over every
/// earlier position, written out below, never from the tree itself.
@Suite("Deflate: binary-tree match finder")
struct BinaryTreeMatchFinderTests {
    /// Bytes over a small alphabet: every position has many earlier matches of varied lengths.
    static func smallAlphabet(_ count: Int, letters: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8(97 + Int.random(in: 0..<letters, using: &random)) }
    }

    /// For each position, the longest match length at the nearest distance that reaches it, by
    /// comparing against every earlier position in the window (lengths of 3 only count when the
    /// three-byte table can see them: at the nearest such position).
    static func bruteForceLongest(_ input: [UInt8], at position: Int, limit: Int) -> (length: Int, distance: Int) {
        var best = (length: 0, distance: 0)
        var distance = 1
        while distance <= min(position, MatchFinder.windowSize - 1) {
            var length = 0
            while length < limit && input[position - distance + length] == input[position + length] { length += 1 }
            if length > best.length { best = (length, distance) }
            distance += 1
        }
        return best
    }

    /// Runs the finder over `input` position by position (every position searched, as the
    /// optimal parser does outside long matches) and returns what it recorded for each.
    static func recorded(
        _ input: [UInt8], depth: Int, nice: Int
    ) -> [[(length: Int, distance: Int)]] {
        var head = [Int32](repeating: -1, count: BinaryTreeMatchFinder.headCount(bits: BinaryTreeMatchFinder.tableBits))
        var previous = [Int32](repeating: -1, count: BinaryTreeMatchFinder.childCount)
        var result: [[(length: Int, distance: Int)]] = []
        input.withElementHandle { bytes in
            withMutableElementHandles(&head, &previous) { head, previous in
                let trees = BinaryTreeMatchFinder(MatchFinder(input: bytes, head: head, previous: previous))
                // More than the room the parser keeps, to see that a search stays inside it.
                let room = BinaryTreeMatchFinder.recordRoom(depth: depth)
                var matches = [UInt32](repeating: 0, count: room + 300)
                for position in 0...(input.count - BinaryTreeMatchFinder.minimumRoom) {
                    var count = 0
                    matches.withMutableElementHandle { matches in
                        _ = trees.advance(
                            position, clip: input.count - position, nice: nice, depth: depth, record: true,
                            into: matches, count: &count)
                    }
                    #expect(count <= room, "position \(position)")
                    result.append(matches[0..<count].map { (Int($0 >> 16), Int($0 & 0xFFFF)) })
                }
            }
        }
        return result
    }

    @Test("every recorded match is real, and lengths and distances grow together")
    func recordedMatchesAreReal() {
        let input = Self.smallAlphabet(4000, letters: 3, seed: 11)
        for (position, matches) in Self.recorded(input, depth: 16, nice: 258).enumerated() {
            var lastLength = 2
            var lastDistance = 0
            for match in matches {
                #expect(match.length > lastLength && match.distance > lastDistance, "position \(position)")
                #expect(match.distance <= position)
                #expect(
                    Array(input[position..<position + match.length])
                        == Array(input[position - match.distance..<position - match.distance + match.length]),
                    "position \(position): \(match)")
                (lastLength, lastDistance) = (match.length, match.distance)
            }
        }
    }

    @Test("with an unbounded walk, the longest recorded match is the longest there is", arguments: [2, 4])
    func longestMatchIsFound(letters: Int) {
        let input = Self.smallAlphabet(3000, letters: letters, seed: UInt64(letters))
        let found = Self.recorded(input, depth: 100_000, nice: 258)
        for position in found.indices {
            let limit = min(MatchFinder.maxMatch, input.count - position)
            let expected = Self.bruteForceLongest(input, at: position, limit: limit)
            let longest = found[position].last?.length ?? 0
            // Matches of 4 bytes or more are all in the tree; a match of exactly 3 is seen only
            // when the three-byte table's last position holds it.
            if expected.length >= 4 {
                #expect(longest == expected.length, "position \(position)")
            } else {
                #expect(longest <= expected.length, "position \(position)")
            }
        }
    }

    @Test("matches stay within the window and the clip")
    func windowAndClip() throws {
        // A block of text repeated after more than a window: the copy is out of reach.
        let block = Self.smallAlphabet(1000, letters: 26, seed: 3)
        let filler = Self.smallAlphabet(MatchFinder.windowSize, letters: 2, seed: 4)
        let input = block + filler + block
        let found = Self.recorded(input, depth: 64, nice: 258)
        for (position, matches) in found.enumerated() {
            for match in matches { #expect(match.distance < MatchFinder.windowSize, "position \(position)") }
        }
        // Levels 10–12 still round-trip it, in one piece and streamed across window slides.
        for level in 10...12 {
            let packed = Deflate.compress(input, level: level)
            #expect(try Inflate.decompress(packed) == input)
            var stream = Deflate.Stream(level: level)
            var streamed: [UInt8] = []
            for start in stride(from: 0, to: input.count, by: 5000) {
                streamed += stream.feed(input[start..<min(start + 5000, input.count)])
            }
            streamed += stream.finish()
            #expect(try Inflate.decompress(streamed) == input, "level \(level)")
        }
    }

    @Test("long runs and repeated rows round-trip at levels 10–12 over several windows", arguments: 10...12)
    func repetitiveData(level: Int) throws {
        var input: [UInt8] = []
        var random = SplitMix64(seed: UInt64(level))
        let row = (0..<300).map { _ in UInt8.random(in: 0...3, using: &random) }
        for index in 0..<400 {
            input += index % 7 == 0 ? [UInt8](repeating: UInt8(index & 0xFF), count: 700) : row
        }
        let packed = Deflate.compress(input, level: level)
        #expect(try Inflate.decompress(packed) == input)
        #expect(packed.count < input.count / 20)
    }
}
