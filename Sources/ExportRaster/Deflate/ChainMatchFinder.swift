/// Match finder of the lazy levels 4–9: two sets of hash chains, one over eight-byte and one
/// over four-byte sequences.
///
/// RFC 1951 §4 suggests chains over three-byte sequences. On text such a chain holds every
/// earlier occurrence of the current word, and the few that continue with the same next word
/// sit far down it. The eight-byte chains hold only positions that share eight bytes, so a
/// short walk finds the long matches; the four-byte chains, walked only a few links, supply
/// matches of four to seven bytes. Matches of three bytes are not searched: their distance
/// usually costs about as much as the three literals they replace.
///
/// The eight-byte links and both head tables live in the encoder's head table
/// (`1 << hashBits` entries, see ``LevelParameters/hashBits``): eight-byte heads in the first
/// quarter, four-byte heads in the second, eight-byte links in the second half. The four-byte
/// links use the encoder's `previous` table. Links are indexed by `position & 0x7FFF` and point
/// to the preceding position with the same hash; -1 marks an empty slot. Positions are offsets
/// into `base`, so the encoder's window slide and reset treat every entry alike.
struct ChainMatchFinder {
    let base: UnsafePointer<UInt8>
    /// One past the last readable byte; matches never extend beyond it.
    let end: Int
    let longHeads: UnsafeMutablePointer<Int32>
    let heads: UnsafeMutablePointer<Int32>
    let longPrevious: UnsafeMutablePointer<Int32>
    let previous: UnsafeMutablePointer<Int32>
    let hashShift: UInt32

    /// Views the tables of `finder` with the layout above; `hashBits` is the log2 of the whole
    /// head table.
    init(_ finder: MatchFinder, hashBits: Int) {
        base = finder.base
        end = finder.end
        let quarter = 1 << (hashBits - 2)
        precondition(2 * quarter >= MatchFinder.windowSize, "the head table's second half must hold a window of links")
        longHeads = finder.head
        heads = finder.head + quarter
        longPrevious = finder.head + 2 * quarter
        previous = finder.previous
        hashShift = UInt32(34 - hashBits)
    }

    @inline(__always)
    func load32(_ offset: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self))
    }

    @inline(__always)
    func load64(_ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// Links `position` into its chains. Returns the previous heads of its eight-byte and
    /// four-byte chains (each -1 when none; the eight-byte chain only when eight bytes remain).
    /// Requires `position + 4 <= end`.
    @inline(__always)
    func insert(_ position: Int) -> Candidates {
        let word = load32(position)
        let h4 = Int((word &* 0x1E35_A7BD) >> hashShift)
        let slot = position & MatchFinder.windowMask
        let here = Int32(truncatingIfNeeded: position)
        var long: Int32 = -1
        if position + 8 <= end {
            let h8 = Int((load64(position) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(hashShift + 32))
            long = longHeads[h8]
            longHeads[h8] = here
            longPrevious[slot] = long
        }
        let chain = heads[h4]
        heads[h4] = here
        previous[slot] = chain
        return Candidates(long: Int(long), chain: Int(chain))
    }

    /// The first candidates of each table for one position, as ``insert(_:)`` returns them.
    struct Candidates {
        var long: Int
        var chain: Int
    }

    /// Inserts every position of `range` whose four bytes lie before `end`.
    @inline(__always)
    func insert(_ range: Range<Int>) {
        var position = range.lowerBound
        let stop = min(range.upperBound, end - 3)
        while position < stop {
            _ = insert(position)
            position += 1
        }
    }

    /// Inserts the positions of `range`, which lie inside a long match, into the eight-byte
    /// chains only: on data with long matches (image rows, runs) a later match of four to seven
    /// bytes is found as well at a position outside any match, and the four-byte insertions
    /// would cost more than they find.
    @inline(__always)
    func insertInside(_ range: Range<Int>) {
        var position = range.lowerBound
        let stop = min(range.upperBound, end - 7)
        while position < stop {
            let h8 = Int((load64(position) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(hashShift + 32))
            longPrevious[position & MatchFinder.windowMask] = longHeads[h8]
            longHeads[h8] = Int32(truncatingIfNeeded: position)
            position += 1
        }
    }

    /// Number of equal bytes at `older` and `newer`, at most `limit`; compares eight bytes a step.
    /// Requires `older < newer` and `newer + limit <= end`.
    @inline(__always)
    func matchLength(_ older: Int, _ newer: Int, limit: Int) -> Int {
        var length = 0
        while length + 8 <= limit {
            let difference = load64(older + length) ^ load64(newer + length)
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit && base[older + length] == base[newer + length] { length += 1 }
        return length
    }

    /// The best match at `position` longer than `minimum` (at least 3): follows the
    /// eight-byte chain for at most `longDepth` links, then, unless that found eight bytes or
    /// more, the four-byte chain for at most `depth` links. Stops at `nice` bytes. Candidates
    /// come nearest first; a longer match farther away wins only when `worth` estimates that it
    /// saves more bits. Returns length 0 when nothing beats `minimum`, and at once when the
    /// four-byte chain holds no position within the window.
    ///
    /// Each candidate is first tested on the four bytes that would end a longer match and on
    /// its first four bytes, so most candidates cost two loads and compares.
    /// - Complexity: O((longDepth + depth) · match length / 8).
    @inline(__always)
    func longestMatch(
        at position: Int, _ candidates: Candidates, longDepth: Int, depth: Int, nice: Int, minimum: Int,
        worth: borrowing MatchWorth
    ) -> (length: Int, distance: Int) {
        let limit = min(MatchFinder.maxMatch, end - position)
        var best = max(minimum, 3)
        guard best < limit else { return (0, 0) }
        var bestDistance = 0
        var bestGain = Int.min
        var oldest = position - MatchFinder.windowSize
        // No recent position shares the four-byte hash: almost surely no match (positions
        // inside long matches are only on the eight-byte chains; missing those costs little).
        guard candidates.chain >= oldest else { return (0, 0) }
        let head = load32(position)
        var tail = load32(position + best - 3)
        var candidate = candidates.long
        var remaining = longDepth
        var links = longPrevious
        var pass = 0
        while true {
            while candidate >= oldest && candidate >= 0 && remaining > 0 {
                if load32(candidate + best - 3) == tail && load32(candidate) == head {
                    let length = 4 + matchLength(candidate + 4, position + 4, limit: limit - 4)
                    if length > best {
                        let gain = worth.gain(length, position - candidate)
                        if gain > bestGain {
                            (best, bestDistance, bestGain) = (length, position - candidate, gain)
                            if length >= nice || length == limit { return (best, bestDistance) }
                            tail = load32(position + best - 3)
                        }
                    }
                }
                let next = Int(links[candidate & MatchFinder.windowMask])
                // Chains only go back in time; anything else is a slot reused by a newer position.
                if next >= candidate { break }
                candidate = next
                remaining -= 1
            }
            pass += 1
            if pass == 2 || best >= 8 { break }
            // Matches shorter than eight bytes are worth taking only up to a distance.
            oldest = max(oldest, position - worth.shortReach)
            candidate = candidates.chain
            remaining = depth
            links = previous
        }
        return bestDistance == 0 ? (0, 0) : (best, bestDistance)
    }
}
