/// Match finder of level 4 on general bytes, and of levels 5 and 6 on general bytes where they
/// parse over it (``DeflateEncoder/chosenChainedParse``): one set of hash chains over four-byte
/// sequences, and the newest position of each three-byte sequence.
///
/// This is the hash-chain design of RFC 1951 §4, as zlib and libdeflate's greedy levels use it,
/// without the eight-byte chains, recent distances and run shortcuts of ``ChainMatchFinder``:
/// a position costs two hashes, two head updates and one link, and a search tries the three-byte
/// candidate, then walks the four-byte chain nearest first. On a photograph's filtered rows,
/// where most positions match only three or four bytes, those shortcuts cost more than they
/// find (see ``DeflateEncoder/parseChained(_:_:from:final:)``).
///
/// The heads live in the encoder's head table (`1 << hashBits` entries): four-byte heads in the
/// first half, three-byte heads in the third quarter. The links use the encoder's `previous`
/// table, indexed by `position & 0x7FFF`; -1 marks an empty slot. Positions are offsets into
/// `base`, so the encoder's window slide and reset treat every entry alike.
///
/// Reads and writes are unchecked. A search follows a candidate only while it lies in
/// `max(position - 32768, 0)..<position` (one unsigned comparison), so every read of four bytes
/// at a candidate lies before the same read at `position`, which the caller keeps inside the
/// input; matches never extend past `end`. Table slots come from a hash of fewer bits than the
/// table's part, or from `position & 0x7FFF`, inside the window-sized link table. As in
/// ``ChainMatchFinder``, the arithmetic run for every link is unchecked (the window test, the
/// offset of the tail test and the count of links left): level 4 runs 3.4% fewer instructions
/// on the peer corpus, with the same output.
struct HashChainMatchFinder: PositionLinking {
    /// The input: history already seen, then the bytes to compress.
    let base: UnsafePointer<UInt8>
    /// One past the last readable byte; matches never extend beyond it.
    let end: Int
    /// Newest position of each four-byte hash.
    let heads: UnsafeMutablePointer<Int32>
    /// Newest position of each three-byte hash.
    let threeHeads: UnsafeMutablePointer<Int32>
    /// Four-byte chain links, by window slot.
    let links: UnsafeMutablePointer<Int32>
    /// Shift that keeps the top `hashBits - 1` bits of a four-byte hash product; three-byte
    /// hashes keep one bit fewer.
    let shift: UInt32

    /// A finder over the input and tables of `finder`, laid out as above; `hashBits` is the log2
    /// of the whole head table. The finder is valid as long as the handles of `finder`.
    ///
    /// - Precondition: the input is not empty; `finder.head` has at least `1 << hashBits`
    ///   entries (`hashBits` from 4 to 32); `finder.previous` holds a slot for every position of
    ///   the window or, when it is shorter, of the input.
    init(_ finder: MatchFinder, hashBits: Int) {
        precondition(
            finder.end > 0 && (4...32).contains(hashBits) && finder.head.count >= 1 << hashBits
                && finder.previous.count >= min(MatchFinder.windowSize, finder.end),
            "the head table must hold 2^hashBits entries, and the links a slot for every position of the window")
        base = UnsafePointer(finder.input.firstElementAddress)
        end = finder.end
        let head = finder.head.readOnly.firstElementAddress
        heads = head
        threeHeads = head + (1 << (hashBits - 1))
        links = finder.previous.readOnly.firstElementAddress
        shift = UInt32(33 - hashBits)
    }

    /// The heads a position's four-byte chain and three-byte hash had before it was inserted
    /// (-1 when none).
    struct Candidates {
        var chain: Int
        var three: Int
    }

    /// Links `position` into its four-byte chain and makes it the newest of its three-byte hash;
    /// returns the heads they had. Requires `position + 4 <= end`.
    @inline(__always)
    func insert(_ position: Int) -> Candidates {
        let word = base.halfWord(at: position)
        let h4 = Int((word &* MatchFinder.hashMultiplier) &>> shift)
        // The three bytes moved to the top, so that the product's top bits depend on them alone.
        let h3 = Int(((word &<< 8) &* MatchFinder.hashMultiplier) &>> (shift &+ 1))
        let here = Int32(truncatingIfNeeded: position)
        let chain = heads[h4]
        heads[h4] = here
        links[position & MatchFinder.windowMask] = chain
        let three = threeHeads[h3]
        threeHeads[h3] = here
        return Candidates(chain: Int(chain), three: Int(three))
    }

    /// The longest match at `position`, nearest first among equals: the three-byte candidate,
    /// then at most `depth` links of the four-byte chain, stopping at `nice` bytes. Returns
    /// length 0 when no match of three bytes or more lies in the window. Requires
    /// `position + 4 <= end`.
    ///
    /// The walk first looks for a candidate that shares the four bytes at `position`; after that,
    /// each candidate is tested on the four bytes that would end a longer match before its first
    /// four, so most candidates cost two loads and compares.
    /// - Complexity: O(depth · match length / 8).
    @inline(__always)
    func longestMatch(at position: Int, _ candidates: Candidates, depth: Int, nice: Int) -> (length: Int, distance: Int)
    {
        let limit = min(MatchFinder.maxMatch, end - position)
        let low = max(position - MatchFinder.windowSize, 0)
        // A candidate is usable when it lies in `low..<position`: `candidate - low` below `span`.
        let span = UInt(bitPattern: position - low)
        let head = base.halfWord(at: position)
        var best = 0
        var bestDistance = 0
        let three = candidates.three
        if UInt(bitPattern: three &- low) < span && (base.halfWord(at: three) ^ head) & 0xFF_FFFF == 0 {
            (best, bestDistance) = (3, position - three)
        }
        // `limit` is at least 4: four bytes are readable at `position`.
        var candidate = candidates.chain
        var remaining = depth
        // The first candidate that shares four bytes.
        while true {
            guard UInt(bitPattern: candidate &- low) < span && remaining > 0 else { return (best, bestDistance) }
            if base.halfWord(at: candidate) == head { break }
            candidate = Int(links[candidate & MatchFinder.windowMask])
            remaining &-= 1
        }
        best = 4 + base.matchLength(candidate + 4, position + 4, limit: limit - 4)
        bestDistance = position - candidate
        guard best < nice && best < limit else { return (best, bestDistance) }
        var tail = base.halfWord(at: position &+ best &- 3)
        while true {
            candidate = Int(links[candidate & MatchFinder.windowMask])
            remaining &-= 1
            guard UInt(bitPattern: candidate &- low) < span && remaining > 0 else { break }
            if base.halfWord(at: candidate &+ best &- 3) == tail && base.halfWord(at: candidate) == head {
                let length = 4 + base.matchLength(candidate + 4, position + 4, limit: limit - 4)
                if length > best {
                    (best, bestDistance) = (length, position - candidate)
                    if best >= nice || best == limit { break }
                    tail = base.halfWord(at: position &+ best &- 3)
                }
            }
        }
        return (best, bestDistance)
    }

    /// Lazy matching (RFC 1951 §4) after a match of `length` bytes at `distance` found at
    /// `position`: while the match is shorter than `lazyLength`, inserts the next position and
    /// searches it (`depth`, `nice`), and moves on to the match found there when `worth`
    /// prefers it (``MatchWorth/prefers(_:_:over:_:)``). Returns the position of the
    /// match taken, which follows the literals passed over, the match, and the position below
    /// which every position is in the tables. Requires `position + 4 <= end`.
    /// - Complexity: O(passed positions · depth · match length / 8).
    func lazyMatch(
        at position: Int, length: Int, distance: Int, lazyLength: Int, depth: Int, nice: Int,
        worth: borrowing MatchWorth
    ) -> (position: Int, length: Int, distance: Int, inserted: Int) {
        var (position, length, distance) = (position, length, distance)
        var inserted = position + 1
        while length < lazyLength && position + 5 <= end {
            let next = position + 1
            let nextCandidates = insert(next)
            inserted = next + 1
            let (nextLength, nextDistance) = longestMatch(at: next, nextCandidates, depth: depth, nice: nice)
            guard worth.prefers(nextLength, nextDistance, over: length, distance) else { break }
            (position, length, distance) = (next, nextLength, nextDistance)
        }
        return (position, length, distance, inserted)
    }
}
