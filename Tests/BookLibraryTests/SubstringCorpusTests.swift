import TestSupport
import Testing

@testable import BookLibrary

/// The word-at-a-time scans for one byte and for two, and the substring search built on them,
/// against plain loops.
@Suite("Substring corpus")
struct SubstringCorpusTests {
    /// The byte values the scans are tested on: zero, 0x01, 0x7F, 0x80 and 0xFF are the values a
    /// borrow or a sign bit could confuse.
    static let alphabet: [UInt8] = [0x00, 0x01, 0x61, 0x7F, 0x80, 0xFE, 0xFF]

    /// Up to 40 random bytes of ``alphabet``, and the same bytes as a slice of a larger buffer at a
    /// random offset, so that scanning the slice reads unaligned words.
    static func randomText(using generator: inout SplitMix64) -> (bytes: [UInt8], text: ArraySlice<UInt8>) {
        let length = Int(generator.next() % 41)
        let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        let padding = Int(generator.next() % 8)
        let buffer = [UInt8](repeating: 0x61, count: padding) + bytes
        return (bytes, buffer[padding...])
    }

    @Test("the word-at-a-time scan finds the first byte like a plain loop, at every start and alignment")
    func byteScan() {
        var generator = SplitMix64(seed: 0xB17E)
        for _ in 0..<400 {
            let (bytes, text) = Self.randomText(using: &generator)
            let length = bytes.count
            for target in Self.alphabet {
                for start in 0...length {
                    let expected = bytes[start...].firstIndex(of: target) ?? length
                    let found = TextHandle.withContiguousHandle(on: text) { $0.firstIndex(of: target, from: start) }
                    #expect(found == expected)
                }
            }
        }
    }

    @Test(
        "the word-at-a-time scan finds the first place holding two bytes like a plain loop, at every start and alignment"
    )
    func pairScan() {
        var generator = SplitMix64(seed: 0xB17E)
        for _ in 0..<300 {
            let (bytes, text) = Self.randomText(using: &generator)
            let length = bytes.count
            for _ in 0..<6 {
                let first = (byte: Self.alphabet[Int(generator.next() % 7)], distance: Int(generator.next() % 5))
                let second = (byte: Self.alphabet[Int(generator.next() % 7)], distance: Int(generator.next() % 5))
                let reach = max(first.distance, second.distance)
                for start in -1...length {
                    // The starts whose two places lie inside the bytes, from `start` on.
                    let low = max(start, 0)
                    let expected =
                        (low..<max(length - reach, low)).first {
                            bytes[$0 + first.distance] == first.byte && bytes[$0 + second.distance] == second.byte
                        } ?? length
                    let found = TextHandle.withContiguousHandle(on: text) {
                        $0.firstIndex(from: start, having: first, and: second)
                    }
                    #expect(found == expected, "\(bytes) from \(start), \(first), \(second)")
                }
            }
        }
    }

    @Test("marked books are exactly those whose live text contains the needle, through removals and a rebuild")
    func markMatches() {
        var generator = SplitMix64(seed: 0x5B57)
        let letters = Array("abcq ".utf8)
        func word(_ length: Int) -> [UInt8] {
            (0..<length).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }
        }
        for round in 0..<40 {
            var corpus = SubstringCorpus()
            var live: [Int32: [UInt8]] = [:]
            let slots = Int32(1 + generator.next() % 30)
            for slot in 0..<slots {
                // A title and an author, each ended by the field separator, as the index lays them out.
                let haystack =
                    word(Int(generator.next() % 12)) + [SearchIndex.fieldSeparator]
                    + word(Int(generator.next() % 6)) + [SearchIndex.fieldSeparator, SearchIndex.identifierSeparator]
                corpus.append(haystack, slot: slot)
                live[slot] = haystack
            }
            for slot in 0..<slots where generator.next() % 3 == 0 {
                corpus.remove(slot: slot)
                live[slot] = nil
                if generator.next() % 2 == 0 {
                    let haystack = word(Int(generator.next() % 10)) + [SearchIndex.fieldSeparator]
                    corpus.append(haystack, slot: slot)
                    live[slot] = haystack
                }
            }
            if round % 2 == 0 { corpus.rebuild() }
            for _ in 0..<30 {
                let needle = word(Int(1 + generator.next() % 6))
                var marks = [UInt8](repeating: 0, count: Int(slots))
                let count = corpus.markMatches(needle, into: &marks)
                let expected = (0..<slots).filter { slot in
                    guard let text = live[slot], text.count >= needle.count else { return false }
                    return (0...(text.count - needle.count)).contains {
                        text[$0..<$0 + needle.count].elementsEqual(needle)
                    }
                }
                #expect(marks.indices.filter { marks[$0] == 1 }.map(Int32.init) == expected, "needle \(needle)")
                #expect(count == expected.count)
            }
        }
    }

    @Test("a needle with a byte the corpus never held matches nothing")
    func absentByte() {
        var corpus = SubstringCorpus()
        corpus.append(Array("river stone".utf8), slot: 0)
        var marks: [UInt8] = [0]
        #expect(corpus.markMatches(Array("riverz".utf8), into: &marks) == 0)
        #expect(corpus.markMatches(Array("er st".utf8), into: &marks) == 1 && marks == [1])
    }
}
