/// Match finder of the lazy levels 5–9 (and of level 4 on image rows): two sets of hash chains,
/// one over eight-byte and one over four-byte sequences.
///
/// RFC 1951 §4 suggests chains over three-byte sequences. On text such a chain holds every
/// earlier occurrence of the current word, and the few that continue with the same next word
/// sit far down it. The eight-byte chains hold only positions that share eight bytes, so a
/// short walk finds the long matches; the four-byte chains, walked only a few links, supply
/// matches of four to seven bytes. Matches of three bytes are not on any chain: their distance
/// usually costs about as much as the three literals they replace. Levels 7–9 keep the newest
/// position of each three-byte hash as well and fall back to it when a search finds nothing
/// longer (``threeByteMatch(at:_:minimum:limit:)``), for data whose literals are dear.
///
/// Images gain from three shortcuts. The distances of the last two matches (usually the row above) are
/// tried before any chain. A search at a run of one byte, such as a flat area of a filtered
/// image, treats each earlier run on its chain as one candidate (see
/// ``runCandidate(_:run:word:low:)``) instead of walking every position of it; inside long
/// matches such runs enter the chains only at their ends, and a position copied from the head
/// of its chain links past that head, so that a chain holds only the newest of identical rows.
///
/// The eight-byte links and the head tables live in the encoder's head table (`1 << hashBits`
/// entries, see ``LevelParameters/hashBits``): eight-byte heads in the first quarter, four-byte
/// heads in the second, eight-byte links in the third, three-byte heads in the fourth. The
/// four-byte links use the encoder's `previous` table. Links are indexed by `position & 0x7FFF`
/// and point to the preceding position with the same hash; -1 marks an empty slot. Positions
/// are offsets into `base`, so the encoder's window slide and reset treat every entry alike.
///
/// Reads and writes are unchecked: positions are below `end - 8` where a word is read (each
/// function states its requirement), and table slots come from a hash of at most the table's
/// bits or from `position & 0x7FFF`, inside the window-sized link tables.
///
/// The arithmetic run for every position or link is unchecked: the test that eight bytes
/// remain in ``insert(_:)`` and ``insertLong(_:)``, the offset of the walk's tail test, the
/// count of links left, and the eight-byte hash's conversion to `Int` (a product shifted right
/// by at least 49 bits). Every operand is an offset into the input or a count below it, so none
/// can overflow, and the checks of `+`, `-` and `Int(_:)` cost a branch each. The rest (a
/// candidate's length and distance, a search's set-up) stays checked. Without those checks
/// levels 5, 6 and 9 run 3.0%, 3.7% and 6.4% fewer instructions on the first 300 KB of each
/// peer-corpus file, with the same output (callgrind; ``HashChainMatchFinder`` takes level 4's
/// 3.4%). The branches were predicted: level 6's time over the corpus stayed the same within 1%
/// (six alternating runs).
struct ChainMatchFinder: PositionLinking {
    /// The input: history already seen, then the bytes to compress.
    let base: UnsafePointer<UInt8>
    /// One past the last readable byte; matches never extend beyond it.
    let end: Int
    /// Newest position of each eight-byte hash.
    let longHeads: UnsafeMutablePointer<Int32>
    /// Newest position of each four-byte hash.
    let heads: UnsafeMutablePointer<Int32>
    /// Eight-byte chain links, by window slot.
    let longPrevious: UnsafeMutablePointer<Int32>
    /// Newest position of each three-byte hash (no chains).
    let threeHeads: UnsafeMutablePointer<Int32>
    /// Whether ``insert(_:)`` keeps ``threeHeads`` and searches fall back to three-byte matches
    /// (``LevelParameters/findsThreeByteMatches``).
    let findsThreeByteMatches: Bool
    /// Four-byte chain links, by window slot.
    let previous: UnsafeMutablePointer<Int32>
    /// Shift that keeps the top bits of a four-byte hash product (eight-byte hashes take 32 more).
    /// Below 32 for every level's table (17 bits), so the hashes shift with `&>>`, without the
    /// over-wide test of `>>`: 1.7% to 4.6% fewer instructions per level-6 run (callgrind).
    let hashShift: UInt32

    /// A finder over the input and tables of `finder`, laid out as above; `hashBits` is the log2
    /// of the whole head table. A table smaller than a window's links serves only an input that
    /// it holds a link for every position of (see ``DeflateEncoder/sizeTables(forInputCount:)``).
    /// The finder is valid as long as the handles of `finder`.
    ///
    /// This finder keeps raw pointers, taken from the handles of ``MatchFinder``, as a handle type
    /// of its own: with its input and tables read through the handles, the lazy parse ran 0.7% to
    /// 1.8% more instructions at level 6 on image rows (callgrind, `deflate.level6.*`).
    ///
    /// Not marked for inlining: inlined into the lazy parse, it cost that loop about 3% more
    /// instructions at level 6 (the register allocation of the whole loop changes).
    ///
    /// - Precondition: the input is not empty; `finder.head` has at least `1 << hashBits`
    ///   entries; its third quarter and `finder.previous` each hold a slot for every position of
    ///   the window or, when it is shorter, of the input.
    init(_ finder: MatchFinder, hashBits: Int, findsThreeByteMatches: Bool = false) {
        let quarter = 1 << (hashBits - 2)
        let slots = min(MatchFinder.windowSize, finder.end)
        precondition(
            finder.end > 0 && finder.head.count >= 4 * quarter && quarter >= slots
                && finder.previous.count >= slots,
            "the link tables must hold a slot for every position of the window")
        base = UnsafePointer(finder.input.firstElementAddress)
        end = finder.end
        let head = finder.head.readOnly.firstElementAddress
        longHeads = head
        heads = head + quarter
        longPrevious = head + 2 * quarter
        threeHeads = head + 3 * quarter
        self.findsThreeByteMatches = findsThreeByteMatches
        previous = finder.previous.readOnly.firstElementAddress
        hashShift = UInt32(34 - hashBits)
    }

    /// Positions at the end of a run of one byte inside a long match that enter the eight-byte
    /// chains (besides its first).
    static let runTail = 16

    /// Links that passing over a whole earlier run counts for in the chain depth.
    static let runCost = 8

    /// The eight-byte chain of the eight bytes `word`.
    @inline(__always)
    func hash8(_ word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(hashShift &+ 32))
    }

    /// Links `position` into its chains and, when ``findsThreeByteMatches``, makes it the newest
    /// of its three-byte hash. Returns the previous heads of its eight-byte and four-byte chains
    /// and of its three-byte hash (each -1 when none; the eight-byte chain only when eight bytes
    /// remain, the three-byte hash only when kept). Requires `position + 4 <= end`.
    @inline(__always)
    func insert(_ position: Int) -> Candidates {
        let word = base.halfWord(at: position)
        let h4 = Int((word &* MatchFinder.hashMultiplier) &>> hashShift)
        let slot = position & MatchFinder.windowMask
        let here = Int32(truncatingIfNeeded: position)
        var long: Int32 = -1
        if position &+ 8 <= end {
            let h8 = hash8(base.word(at: position))
            long = longHeads[h8]
            longHeads[h8] = here
            longPrevious[slot] = long
        }
        let chain = heads[h4]
        heads[h4] = here
        previous[slot] = chain
        var three: Int32 = -1
        if findsThreeByteMatches {
            let h3 = Int(((word & 0xFF_FFFF) &* MatchFinder.hashMultiplier) &>> hashShift)
            three = threeHeads[h3]
            threeHeads[h3] = here
        }
        return Candidates(long: Int(long), chain: Int(chain), three: Int(three))
    }

    /// The distances of the last two different matches taken (0 when none): in images, most
    /// often the row above.
    struct RecentDistances {
        var last = 0
        var before = 0

        /// Records the distance of a match just taken.
        @inline(__always)
        mutating func use(_ distance: Int) {
            if distance != last { (before, last) = (last, distance) }
        }
    }

    /// The first candidates of each table for one position, as ``insert(_:)`` returns them.
    struct Candidates {
        var long: Int
        var chain: Int
        var three: Int
    }

    /// Links `position` into its eight-byte chain only, if eight bytes remain.
    @inline(__always)
    func insertLong(_ position: Int) {
        guard position &+ 8 <= end else { return }
        let h8 = hash8(base.word(at: position))
        longPrevious[position & MatchFinder.windowMask] = longHeads[h8]
        longHeads[h8] = Int32(truncatingIfNeeded: position)
    }

    /// Links every `stride`-th position of `range`, from its first, into the eight-byte chains
    /// (those with eight bytes left), in order: positions inside a long match that the parse
    /// would otherwise leave out (see ``DeflateEncoder/parseLazily(_:_:from:final:)``).
    /// - Precondition: `stride` is positive.
    /// - Complexity: O(range.count / stride).
    @inline(__always)
    func insertLong(every stride: Int, in range: Range<Int>) {
        var position = range.lowerBound
        while position < range.upperBound {
            insertLong(position)
            position &+= stride
        }
    }

    /// Inserts the positions of `range`, which lie inside a long match at `distance`, into the
    /// eight-byte chains only: on data with long matches (image rows, runs) a later match of four
    /// to seven bytes is found as well at a position outside any match, and the four-byte
    /// insertions would cost more than they find.
    ///
    /// Of a run of one byte (each position with the same eight bytes as the one before) only the
    /// first and the last ``runTail`` positions are linked; a position whose chain head is the
    /// position it was copied from is linked past it (``link(_:after:distance:)``).
    /// - Complexity: O(range.count).
    @inline(__always)
    func insertInside(_ range: Range<Int>, distance: Int) {
        var position = range.lowerBound
        let stop = min(range.upperBound, end - 7)
        guard position < stop else { return }
        var word = base.word(at: position)
        var h8 = hash8(word)
        longPrevious[position & MatchFinder.windowMask] = link(position, after: longHeads[h8], distance: distance)
        position += 1
        while position < stop {
            let next = base.word(at: position)
            if next == word {
                // A run of one byte: every position up to `last` has the same eight bytes as
                // the one before. Only the first and the last few go on the chain: a search
                // inside a run finds the rest by arithmetic (see ``longestMatch``).
                let last =
                    position + base.matchLength(position + 6, position + 7, limit: stop - 1 - position)
                let kept = max(position, last - ChainMatchFinder.runTail + 1)
                longPrevious[kept & MatchFinder.windowMask] = Int32(truncatingIfNeeded: position - 1)
                var inner = kept + 1
                while inner <= last {
                    longPrevious[inner & MatchFinder.windowMask] = Int32(truncatingIfNeeded: inner - 1)
                    inner += 1
                }
                position = last
            } else {
                longHeads[h8] = Int32(truncatingIfNeeded: position - 1)
                word = next
                h8 = hash8(word)
                longPrevious[position & MatchFinder.windowMask] =
                    link(position, after: longHeads[h8], distance: distance)
            }
            position += 1
        }
        longHeads[h8] = Int32(truncatingIfNeeded: position - 1)
    }

    /// The eight-byte link of `position`, a copy of the bytes `distance` back, whose chain head
    /// is `head`: when the head is the position it was copied from, the link passes over it to
    /// its own predecessor, so that a chain holds only the newest of several copies.
    @inline(__always)
    func link(_ position: Int, after head: Int32, distance: Int) -> Int32 {
        guard Int(head) == position - distance else { return head }
        return longPrevious[(position - distance) & MatchFinder.windowMask]
    }

    /// The best match at `position` longer than `minimum` (at least 3): tries the `recent`
    /// distances, then follows the eight-byte chain for at most `longDepth` links, then, unless
    /// that found eight bytes or more, the four-byte chain for at most `depth` links. Stops at
    /// `nice` bytes; when a recent distance reaches `nice`, only nearer candidates are tried.
    /// Chain candidates come nearest first; a longer match farther away wins only when `worth`
    /// estimates that it saves more bits. Returns length 0 when nothing beats `minimum`, and at
    /// once when the four-byte chain holds no position within the window.
    ///
    /// Each candidate is first tested on the four bytes that would end a longer match and on
    /// its first four bytes, so most candidates cost two loads and compares. When `position`
    /// starts a run of one byte, an earlier run on the eight-byte chain costs one candidate
    /// (``runCandidate(_:run:word:low:)``) and ``runCost`` links.
    ///
    /// Never inlined: the lazy parse runs faster calling it than with it inlined into its loop,
    /// where the loop's stores and loads of values it could not keep in registers rose with it.
    /// Called, it takes 0.9% to 1.7% more instructions at levels 4, 6 and 9 on the peer corpus
    /// (callgrind), but 3% to 5% less time (the sum over the files of the minimum of alternating
    /// runs), up to 11% less on generated rows.
    /// - Complexity: O((longDepth + depth) · match length / 8).
    @inline(never)
    func longestMatch(
        at position: Int, _ candidates: Candidates, longDepth: Int, depth: Int, nice: Int, minimum: Int,
        worth: borrowing MatchWorth, recent: RecentDistances = RecentDistances()
    ) -> (length: Int, distance: Int) {
        let limit = min(MatchFinder.maxMatch, end - position)
        var best = max(minimum, 3)
        guard best < limit else { return (0, 0) }
        var bestDistance = 0
        var bestGain = Int.min
        var oldest = position - MatchFinder.windowSize
        // No recent position shares the four-byte hash: almost surely no match of four bytes
        // (positions inside long matches are only on the eight-byte chains; missing those costs
        // little).
        guard candidates.chain >= oldest else {
            return threeByteMatch(at: position, candidates.three, minimum: minimum, limit: limit)
        }
        let head = base.halfWord(at: position)
        // The recent distances first: in images, most often the row above.
        let recentMatch = longestRecent(at: position, head: head, recent: recent, limit: limit)
        let floor = best
        if recentMatch.length > best && (recentMatch.length >= nice || recentMatch.length == limit) {
            // Only a nearer candidate that reaches as far can do better.
            oldest = position - recentMatch.distance + 1
            best = recentMatch.length - 1
        }
        var tail = base.halfWord(at: position &+ best &- 3)
        var candidate = candidates.long
        // A run of one byte at `position`, at least 8 and shorter than `limit`: `run` bytes,
        // else 0. (`word` is read only when eight bytes remain, and only for a walk of the
        // eight-byte chain.)
        var word: UInt64 = 0
        var run = 0
        if limit >= 8 && candidate >= max(oldest, 0) {
            word = base.word(at: position)
            if word == UInt64(truncatingIfNeeded: head & 0xFF) &* 0x0101_0101_0101_0101 {
                run = 8 + base.matchLength(position + 7, position + 8, limit: limit - 8)
            }
        }
        var skipsRuns = run > 0 && run < limit
        var remaining = longDepth
        var links = longPrevious
        var pass = 0
        while true {
            while candidate >= oldest && candidate >= 0 && remaining > 0 {
                // The position whose link leads on, and the links that step counts for.
                var from = candidate
                var cost = 1
                if skipsRuns && base.word(at: candidate) == word {
                    (candidate, from) = runCandidate(candidate, run: run, word: word, low: max(oldest, 0))
                    cost = ChainMatchFinder.runCost
                }
                if candidate >= 0 && base.halfWord(at: candidate &+ best &- 3) == tail
                    && base.halfWord(at: candidate) == head
                {
                    let length = 4 + base.matchLength(candidate + 4, position + 4, limit: limit - 4)
                    if length > best {
                        let gain = worth.gain(length, position - candidate)
                        if gain > bestGain {
                            (best, bestDistance, bestGain) = (length, position - candidate, gain)
                            if length >= nice || length == limit { return (best, bestDistance) }
                            tail = base.halfWord(at: position &+ best &- 3)
                        }
                    }
                }
                let next = Int(links[from & MatchFinder.windowMask])
                // Chains only go back in time; anything else is a slot reused by a newer position.
                if next >= from { break }
                candidate = next
                remaining &-= cost
            }
            pass += 1
            if pass == 2 || best >= 8 { break }
            // Matches shorter than eight bytes are worth taking only up to a distance.
            oldest = max(oldest, position - worth.shortReach)
            skipsRuns = false
            candidate = candidates.chain
            remaining = depth
            links = previous
        }
        if recentMatch.length > floor
            && (bestDistance == 0 || worth.gain(recentMatch.length, recentMatch.distance) > bestGain)
        {
            return recentMatch
        }
        guard bestDistance != 0 else {
            return threeByteMatch(at: position, candidates.three, minimum: minimum, limit: limit)
        }
        return (best, bestDistance)
    }

    /// The match at `candidate`, the newest earlier position with the three-byte hash of
    /// `position`, when it lies in the window, shares the three bytes there and is longer than
    /// `minimum` (below 3; ``MatchWorth/floor`` is 3 only where literals are dear); else length 0.
    ///
    /// The chains hold positions by four and eight bytes, so a search finds no match of three
    /// bytes without this table; the parse takes it only when ``MatchWorth`` says it saves bits.
    /// On the rows of a real photograph (the first 300 KB of the peer corpus's `path`),
    /// libdeflate's level 6 codes a quarter of its matches with three bytes, at distances of a
    /// few hundred to a few thousand bytes, where a literal costs about eight bits; without them
    /// our output there was 3% larger than libdeflate's.
    /// - Complexity: O(1), or O(limit / 8) when the fourth byte matches too.
    @inline(__always)
    func threeByteMatch(at position: Int, _ candidate: Int, minimum: Int, limit: Int) -> (length: Int, distance: Int) {
        // `candidate` is -1 (empty, or the table is not kept) or an earlier position.
        let distance = position - candidate
        guard minimum < 3 && candidate >= 0 && distance <= MatchFinder.windowSize,
            (base.halfWord(at: candidate) ^ base.halfWord(at: position)) & 0xFF_FFFF == 0
        else { return (0, 0) }
        return (3 + base.matchLength(candidate + 3, position + 3, limit: limit - 3), distance)
    }

    /// For a `candidate` inside an earlier run of the byte that fills `word`, when `position`
    /// starts a run of that byte `run` bytes long (8 ≤ `run` < the match limit): every candidate
    /// in that run matches exactly as far as its run, or as `run`, reaches, except the one whose
    /// run ends `run` bytes on, which may match further. Returns that candidate (or the nearest
    /// one of the run when all reach `run`; -1 when none lies in the run) and the run's first
    /// position (not below `low`), whose link leaves the run.
    /// - Complexity: O(run length / 8).
    @inline(never)
    func runCandidate(_ candidate: Int, run: Int, word: UInt64, low: Int) -> (candidate: Int, start: Int) {
        var start = candidate
        while start - 8 >= low && base.word(at: start - 8) == word { start -= 8 }
        if start - 8 >= low {
            // The bytes equal to the run's byte at the top of the eight below `start`.
            start -= (base.word(at: start - 8) ^ word).leadingZeroBitCount >> 3
        } else {
            while start > low && base[start - 1] == UInt8(truncatingIfNeeded: word) { start -= 1 }
        }
        // Bytes of the run from `candidate` on, at most `run + 1`.
        let reach = 8 + base.matchLength(candidate + 7, candidate + 8, limit: min(run + 1, end - candidate) - 8)
        let aligned = reach > run ? candidate : candidate + reach - run
        return (aligned >= start ? aligned : -1, start)
    }

    /// The longer of the matches at the two recent distances, at most `limit` (4 or more)
    /// bytes (length 0 when neither shares the four bytes `head` at `position`).
    ///
    /// Only the test of the first four bytes is inlined into the search; the rare hits are
    /// measured out of line (``extendRecent(at:last:before:limit:)``), so that the chain walk
    /// stays small enough to be inlined. Together with reading the run at `position` only for a
    /// walk of the eight-byte chain, this made the lazy parse run 4.5% to 6.3% fewer
    /// instructions at level 6 on the peer corpus's real files and the generated text, icon and
    /// QR inputs (callgrind; the generated photo +0.2%). On the rows of a real photograph about
    /// one search in 450 hits a recent distance.
    /// - Complexity: O(1) without a hit; O(limit / 8) with one.
    @inline(__always)
    func longestRecent(
        at position: Int, head: UInt32, recent: RecentDistances, limit: Int
    ) -> (length: Int, distance: Int) {
        // A distance is usable when it is 1...min(position, window) (0 is "none"): one unsigned
        // comparison each.
        let reach = UInt(min(position, MatchFinder.windowSize))
        let last =
            UInt(bitPattern: recent.last &- 1) < reach && base.halfWord(at: position - recent.last) == head
            ? recent.last : 0
        let before =
            UInt(bitPattern: recent.before &- 1) < reach && base.halfWord(at: position - recent.before) == head
            ? recent.before : 0
        guard last | before != 0 else { return (0, 0) }
        return extendRecent(at: position, last: last, before: before, limit: limit)
    }

    /// The longer of the matches at the distances `last` and `before` (each 0 when its first four
    /// bytes differ), at most `limit` bytes; the first wins a tie.
    /// - Complexity: O(limit / 8).
    @inline(never)
    func extendRecent(at position: Int, last: Int, before: Int, limit: Int) -> (length: Int, distance: Int) {
        let lastLength = last == 0 ? 0 : 4 + base.matchLength(position - last + 4, position + 4, limit: limit - 4)
        let beforeLength =
            before == 0 ? 0 : 4 + base.matchLength(position - before + 4, position + 4, limit: limit - 4)
        return beforeLength > lastLength ? (beforeLength, before) : (lastLength, last)
    }
}
