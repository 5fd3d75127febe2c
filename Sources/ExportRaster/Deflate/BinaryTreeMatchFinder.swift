/// Match finder of the near-optimal levels 10–12: one binary search tree per four-byte hash,
/// plus a table of the last two positions of each three-byte hash.
///
/// The tree of a hash holds the earlier positions (within the 32 KiB window of RFC 1951 §2)
/// whose first four bytes share it, ordered by the strings that start there. Each new position
/// becomes the root: the walk from the old root splits the tree into the nodes whose strings are
/// less and greater than the new one, and hangs them below it. Every node met on the way shares
/// a longer or equal prefix with the new string than any node off the path (the "lexicographic
/// neighbours" property), so one walk yields the longest match at every length, nearest first,
/// in a few dozen steps where a hash chain over a repetitive image walks thousands. The known
/// common prefix of the two sides (`lessLength`, `greaterLength`) lets each comparison start past
/// bytes already known to be equal.
///
/// A match as long as `nice` ends the walk at once: the matched node's subtrees become the new
/// root's, since the two strings are (nearly) the same. The tree order then rests on at most
/// `nice` compared bytes: a later walk may miss a match, never report a wrong one, as every
/// reported length comes from comparing the bytes.
///
/// Tables: `roots` (2^bits entries) and `recent` (two entries per each of 2^bits buckets) live in the
/// encoder's head table, the two children of each window slot (`position & 0x7FFF`) in its
/// previous table (``childCount`` entries); -1 marks an empty entry. Positions are offsets into
/// `input`, so the encoder's window slide and reset treat every entry alike.
struct BinaryTreeMatchFinder {
    /// log2 of the number of trees, and of three-byte hash buckets, for an input of a window or
    /// more; a shorter input compressed whole gets fewer (see
    /// ``DeflateEncoder/sizeTables(forInputCount:)``).
    ///
    /// A bucket keeps the two newest positions of its hashes, as libdeflate's does. With one
    /// position in each of 2^15 buckets, the near-optimal levels made 0.4% more output on the
    /// peer corpus's photograph rows than libdeflate's same levels; with two in each of 2^16,
    /// 0.3% less (level 10 on those rows 1,134,915 → 1,125,108 bytes; level 12 1,133,169 →
    /// 1,124,912), and levels 10–12 went from 1.000–1.002 to 0.996–0.999 of libdeflate's corpus
    /// totals, for 0.4% to 1.2% more instructions.
    static let tableBits = 16
    /// Entries of the encoder's head table this finder uses with tables of `bits` bits: the
    /// roots, then two positions per three-byte bucket.
    static func headCount(bits: Int) -> Int { 3 << bits }
    /// Entries of the encoder's previous table this finder uses: two children per window slot.
    static let childCount = 2 * MatchFinder.windowSize
    /// Positions closer than this to the end of the input are neither searched nor added.
    static let minimumRoom = 5

    /// The input: history already seen, then the bytes to compress.
    let input: ElementHandle<UInt8>
    /// One past the last readable byte; matches never extend beyond it.
    let end: Int
    /// Root node of each four-byte hash's tree.
    let roots: MutableElementHandle<Int32>
    /// The two newest positions of each three-byte hash, newest first.
    let recent: MutableElementHandle<Int32>
    /// Two children per window slot: the less and the greater subtree.
    let children: MutableElementHandle<Int32>
    /// Shift that keeps the top `bits` bits of a 32-bit hash product.
    let hashShift: UInt32

    /// A finder over the input and tables of `finder`, laid out as above, valid as long as the
    /// handles of `finder`.
    ///
    /// Not marked for inlining, like ``ChainMatchFinder/init(_:hashBits:)``.
    ///
    /// - Precondition: the input is not empty; `bits` is 1...16; `finder.head` has at least
    ///   ``headCount(bits:)`` entries, and `finder.previous` two per position of the window or,
    ///   when the input is shorter, of the input.
    init(_ finder: MatchFinder, bits: Int = BinaryTreeMatchFinder.tableBits) {
        precondition(
            finder.end > 0 && (1...BinaryTreeMatchFinder.tableBits).contains(bits)
                && finder.head.count >= BinaryTreeMatchFinder.headCount(bits: bits)
                && finder.previous.count >= 2 * min(MatchFinder.windowSize, finder.end),
            "the tables must hold every tree, three-byte hash and window slot")
        input = finder.input
        end = finder.end
        roots = finder.head.slice(0..<1 << bits)
        recent = finder.head.slice(1 << bits..<BinaryTreeMatchFinder.headCount(bits: bits))
        children = finder.previous
        hashShift = UInt32(32 - bits)
    }

    /// Adds `position` to its tree and, when `record` is set, writes to `matches` from index
    /// `count` on each match that is longer than all nearer ones, clipped to `clip` bytes, as
    /// `length << 16 | distance` (``match(length:distance:)``), and advances `count` past them.
    /// Lengths then grow as distances grow: a tree's nodes are newer than the nodes below them,
    /// so the walk meets them nearest first. Walks at most `depth` nodes and stops at a match of
    /// `nice` bytes. Returns the longest match length seen, before clipping (2 when none).
    ///
    /// The matches are written unchecked, into room the caller keeps (``recordRoom(depth:)``):
    /// with two arrays grown one append at a time, the appends' uniqueness and capacity checks
    /// were a tenth of the instructions of a level-10 compression.
    ///
    /// Requires `end - position >= minimumRoom`; `clip` is at least 1; with `record` set,
    /// `matches` has at least ``recordRoom(depth:)`` entries from `count` on.
    /// - Complexity: O(depth · match length / 8).
    @inline(__always)
    func advance(
        _ position: Int, clip: Int, nice: Int, depth: Int, record: Bool,
        into matches: MutableElementHandle<UInt32>, count: inout Int
    ) -> Int {
        let limit = min(MatchFinder.maxMatch, end &- position)
        let nice = min(nice, limit)
        let word = input.littleEndian(UInt32.self, unchecked: position)
        // Nodes at or below `lowest` are outside the window (or empty, -1).
        let lowest = max(position &- MatchFinder.windowSize, -1)
        let here = Int32(truncatingIfNeeded: position)
        let recentSlot =
            2 &* Int(truncatingIfNeeded: ((word & 0xFF_FFFF) &* MatchFinder.hashMultiplier) &>> hashShift)
        let rootSlot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) &>> hashShift)
        // The bucket's two newest positions, newest first; this position becomes the newest.
        let newest = Int(recent[unchecked: recentSlot])
        let older = Int(recent[unchecked: recentSlot &+ 1])
        recent[unchecked: recentSlot] = here
        recent[unchecked: recentSlot &+ 1] = Int32(truncatingIfNeeded: newest)
        var node = Int(roots[unchecked: rootSlot])
        roots[unchecked: rootSlot] = here

        var best = 2
        var recorded = 2
        // A three-byte match from the newer of the bucket's positions that starts with the same
        // three bytes, recorded before the first tree match unless that one is nearer, which
        // makes it worthless (0 when none). A position in the window lies at least 5 bytes
        // before `end`, like this one, so its word is readable.
        var three = 0
        if record && clip >= 3 {
            @inline(__always)
            func startsAlike(_ candidate: Int) -> Bool {
                candidate > lowest && (input.littleEndian(UInt32.self, unchecked: candidate) ^ word) & 0xFF_FFFF == 0
            }
            if startsAlike(newest) {
                three = position &- newest
            } else if startsAlike(older) {
                three = position &- older
            }
            if three > 0 { (best, recorded) = (3, 3) }
        }
        // Where the next node less than, or greater than, the new string is to be linked.
        var lessSlot = 2 &* (position & MatchFinder.windowMask)
        var greaterSlot = lessSlot &+ 1
        var lessLength = 0
        var greaterLength = 0
        var remaining = depth
        while node > lowest && remaining > 0 {
            // Both sides share `length` bytes with the new string, so this node does too.
            var length = min(lessLength, greaterLength)
            // `length` < nice <= limit: every byte read below lies before `end`.
            if input[unchecked: node &+ length] == input[unchecked: position &+ length] {
                // Without recording, only whether the match reaches `nice` matters.
                length = input.matchLength(node, position, known: length &+ 1, limit: record ? limit : nice)
                if length > best {
                    best = length
                    let clipped = min(length, clip)
                    if record && clipped > recorded {
                        recorded = clipped
                        let distance = position &- node
                        if three > 0 && three < distance {
                            matches[unchecked: count] = Self.match(length: 3, distance: three)
                            count &+= 1
                        }
                        three = 0
                        matches[unchecked: count] = Self.match(length: clipped, distance: distance)
                        count &+= 1
                    }
                    if length >= nice {
                        let nodeSlot = 2 &* (node & MatchFinder.windowMask)
                        children[unchecked: lessSlot] = children[unchecked: nodeSlot]
                        children[unchecked: greaterSlot] = children[unchecked: nodeSlot &+ 1]
                        return best
                    }
                }
            }
            // `length` < nice here (a match of nice bytes returned above).
            if input[unchecked: node &+ length] < input[unchecked: position &+ length] {
                children[unchecked: lessSlot] = Int32(truncatingIfNeeded: node)
                lessSlot = 2 &* (node & MatchFinder.windowMask) &+ 1
                node = Int(children[unchecked: lessSlot])
                lessLength = length
            } else {
                children[unchecked: greaterSlot] = Int32(truncatingIfNeeded: node)
                greaterSlot = 2 &* (node & MatchFinder.windowMask)
                node = Int(children[unchecked: greaterSlot])
                greaterLength = length
            }
            remaining &-= 1
        }
        children[unchecked: lessSlot] = -1
        children[unchecked: greaterSlot] = -1
        if three > 0 {
            matches[unchecked: count] = Self.match(length: 3, distance: three)
            count &+= 1
        }
        return best
    }

    /// Entries one recording ``advance`` may write: a three-byte match, and at most one match per
    /// node walked, each longer than the last (so at most 256, of 3 to 258 bytes).
    static func recordRoom(depth: Int) -> Int { min(depth, 256) + 1 }

    /// A recorded match: the length (3...258) above bit 16, the distance (1...32,768) below.
    @inline(__always)
    static func match(length: Int, distance: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: length) &<< 16 | UInt32(truncatingIfNeeded: distance)
    }
}
