import TestSupport
import Testing

@testable import ExportRaster

/// The pieces of the lazy parser: the eight-byte/four-byte chain match finder and the bit
/// estimate that decides which matches are worth taking.
@Suite("Deflate lazy match finding")
struct DeflateLazyMatchTests {
    @Test("finds the longest earlier copy and its distance")
    func findsCopy() {
        let phrase = Array("compression window ".utf8)
        let filler = Array("0123456789abcdefghij".utf8)
        let input = phrase + filler + phrase + Array("!!!!!!!!".utf8)
        let found = withChainFinder(input) { chains in
            chains.insert(0..<(phrase.count + filler.count))
            let position = phrase.count + filler.count
            return chains.longestMatch(
                at: position, chains.insert(position), longDepth: 16, depth: 8, nice: 258, minimum: 2,
                worth: MatchWorth())
        }
        #expect(found.length == phrase.count)
        #expect(found.distance == phrase.count + filler.count)
    }

    @Test("finds four- to seven-byte matches on the four-byte chains")
    func findsShortMatch() {
        let input = Array("abcdeXYZW12345abcdeQQQQQQQQ".utf8)
        let found = withChainFinder(input) { chains in
            chains.insert(0..<14)
            return chains.longestMatch(
                at: 14, chains.insert(14), longDepth: 16, depth: 8, nice: 258, minimum: 2, worth: MatchWorth())
        }
        #expect(found.length == 5)
        #expect(found.distance == 14)
    }

    @Test("reports nothing when no match beats the minimum")
    func nothingBetter() {
        let input = Array("abcdefgh-abcdefgh-".utf8)
        let found = withChainFinder(input) { chains in
            chains.insert(0..<9)
            return chains.longestMatch(
                at: 9, chains.insert(9), longDepth: 16, depth: 8, nice: 258, minimum: 9, worth: MatchWorth())
        }
        #expect(found.length == 0)
    }

    @Test("stops at the nice length and never reads past the end")
    func niceAndEnd() {
        let input = [UInt8](repeating: 9, count: 300)
        let found = withChainFinder(input) { chains in
            _ = chains.insert(0)
            return chains.longestMatch(
                at: 1, chains.insert(1), longDepth: 16, depth: 8, nice: 20, minimum: 2, worth: MatchWorth())
        }
        #expect(found.distance == 1)
        #expect(found.length >= 20)
        let atEnd = withChainFinder(input) { chains in
            chains.insert(0..<290)
            return chains.longestMatch(
                at: 290, chains.insert(290), longDepth: 16, depth: 8, nice: 258, minimum: 2, worth: MatchWorth())
        }
        #expect(atEnd.length == 10)
    }

    @Test("level 5 searches on past a 16-byte match to a longer one farther back")
    func levelFiveNiceLength() {
        // A 38-byte phrase, then its first 20 bytes with a different ending, then the phrase
        // again: the nearest candidate matches 20 bytes, the farther one all 38.
        let phrase = Array("<span class=\"section\"><a href=\"ch09.en".utf8)
        let input = phrase + Array("~~~~".utf8) + phrase[..<20] + Array("#########".utf8) + phrase + Array("!!".utf8)
        let position = input.count - 2 - phrase.count
        func search(_ level: Int) -> (length: Int, distance: Int) {
            let parameters = LevelParameters.forLevel(level)
            return withChainFinder(input) { chains in
                chains.insert(0..<position)
                return chains.longestMatch(
                    at: position, chains.insert(position), longDepth: parameters.chainDepth,
                    depth: parameters.shortChainDepth, nice: parameters.niceLength, minimum: 2, worth: MatchWorth())
            }
        }
        #expect(search(5) == (phrase.count, position))
    }

    @Test("falls back to a three-byte match only when asked, within the window, below a minimum of 3")
    func threeByteFallback() {
        // "abc" recurs at 9 followed by another byte: no four-byte candidate, one of three bytes.
        let input = Array("abcXYZWVUabcQRSTUVWX".utf8)
        func search(three: Bool, minimum: Int) -> (length: Int, distance: Int) {
            withChainFinder(input, findsThreeByteMatches: three) { chains in
                chains.insert(0..<9)
                return chains.longestMatch(
                    at: 9, chains.insert(9), longDepth: 16, depth: 8, nice: 258, minimum: minimum,
                    worth: MatchWorth())
            }
        }
        #expect(search(three: true, minimum: 2) == (3, 9))
        #expect(search(three: false, minimum: 2) == (0, 0))
        #expect(search(three: true, minimum: 3) == (0, 0))
        // The same three bytes a whole window and two bytes back (RFC 1951 §2: 32,768 at most).
        let far = Array("abc".utf8) + [UInt8](repeating: 0x7A, count: 32_767) + Array("abcQ".utf8)
        let outside = withChainFinder(far, findsThreeByteMatches: true) { chains in
            chains.insert(0..<32_770)
            return chains.longestMatch(
                at: 32_770, chains.insert(32_770), longDepth: 16, depth: 8, nice: 258, minimum: 2,
                worth: MatchWorth())
        }
        #expect(outside == (0, 0))
    }

    @Test("keeping the three-byte table changes no match of four bytes or more")
    func threeByteTableLeavesChains() {
        // Words from a small vocabulary: matches of every length at every distance, over more
        // than a window, so that the link slots wrap.
        var random = SplitMix64(seed: 30)
        let words = ["deflate", "window", "the", "of", "match", "chain", "hash", "bits", "a", "code"]
        var input: [UInt8] = []
        while input.count < 40_000 { input += Array((words.randomElement(using: &random) ?? "").utf8) + [0x20] }
        func matches(three: Bool) -> [Int] {
            withChainFinder(input, findsThreeByteMatches: three) { chains in
                var found: [Int] = []
                for position in 0..<input.count - 8 {
                    let match = chains.longestMatch(
                        at: position, chains.insert(position), longDepth: 8, depth: 4, nice: 258, minimum: 2,
                        worth: MatchWorth())
                    found.append(match.length >= 4 ? match.length << 16 | match.distance : 0)
                }
                return found
            }
        }
        let with = matches(three: true)
        let without = matches(three: false)
        #expect(with == without)
        #expect(with.filter { $0 != 0 }.count > 30_000)
    }

    @Test("before any statistics, matches are priced by the fixed code of RFC 1951 §3.2.6")
    func fixedCodePrices() {
        let worth = MatchWorth()
        // Literals 0–143 are 8 bits; length 3 is symbol 257 (7 bits, no extra); distance 1 is
        // code 0 (5 bits, no extra). In 1/16 bit: 3 · 8 − 7 − 5 = 12 bits.
        #expect(worth.gain(3, 1) == 12 * 16)
        // Length 258 is symbol 285 (8 bits, no extra); distance 32768 is code 29 (5 bits + 13 extra).
        #expect(worth.gain(258, 32768) == (258 * 8 - 8 - 18) * 16)
        #expect(worth.accepts(3, 1))
    }

    @Test("when literals are cheap, short far matches stop being worth taking")
    func cheapLiterals() {
        var worth = MatchWorth()
        for index in 0..<20_000 {
            worth.count(index % 3 == 0 ? 0xFF : 0x00)
            if index % 50 == 0 { worth.count(length: 200, distance: 129) }
        }
        #expect(!worth.accepts(4, 30_000))
        #expect(worth.accepts(200, 129))
        #expect(worth.floor > 3)
    }

    @Test("when literals are costly, short matches at a common distance stay worth taking")
    func costlyLiterals() {
        var worth = MatchWorth()
        var random = SplitMix64(seed: 8)
        for index in 0..<20_000 {
            worth.count(UInt8.random(in: 0...255, using: &random))
            if index % 20 == 0 { worth.count(length: 5, distance: 100) }
        }
        // Literals cost about 8 bits; the length-5 and distance codes about 4.4 and 0 bits, plus
        // 5 extra distance bits (RFC 1951 §3.2.5).
        #expect(worth.accepts(5, 100))
        #expect(worth.floor <= 4)
        #expect(!worth.accepts(3, 30_000))
    }

    @Test("a literal costs the average Huffman code length of the bytes met")
    func literalPriceIsHuffmanLength() {
        var worth = MatchWorth()
        for index in 0..<8_192 { worth.count(index % 2 == 0 ? 0x00 : 0xFF) }
        // Two bytes of half the input each, and the end-of-block symbol: a Huffman code gives
        // them 1, 2 and 2 bits (RFC 1951 §3.2.2), so a literal costs 1.5 bits, not their entropy
        // of 1 bit. In 1/16 bit: 24.
        #expect(worth.literalBits == 24)
    }

    @Test("many matches do not make literals look dear")
    func matchesLeaveLiteralPrice() {
        var worth = MatchWorth()
        for index in 0..<20_000 {
            let byte: UInt8 = index % 2 == 0 ? 0x00 : 0xFF
            if index % 5 == 0 {
                worth.count(byte)
            } else {
                worth.count(matchStart: byte)
                worth.count(length: 10, distance: 20_000)
            }
        }
        // The bytes met are still half 0x00 and half 0xFF: 1.5 bits a literal. Priced from the
        // emitted literals alone (a fifth of the symbols), a literal would cost about 3.3 bits.
        #expect(worth.literalBits == 24)
        // Eight literals cost 12 bits; a match 20,000 bytes back needs 12 extra distance bits
        // alone (code 28, RFC 1951 §3.2.5), plus its length and distance codes.
        #expect(!worth.accepts(8, 20_000))
        #expect(worth.accepts(40, 20_000))
    }
}
