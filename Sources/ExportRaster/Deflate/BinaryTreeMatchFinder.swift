/// Match finder of the near-optimal levels 10–12: one binary search tree per four-byte hash,
/// plus a table of the last position of each three-byte hash.
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
/// Tables: `roots` (`1 << rootBits` entries) and `recent` (`1 << recentBits`) live in the
/// encoder's head table, the two children of each window slot (`position & 0x7FFF`) in its
/// previous table (``childCount`` entries); -1 marks an empty entry. Positions are offsets into
/// `base`, so the encoder's window slide and reset treat every entry alike.
struct BinaryTreeMatchFinder {
    /// log2 of the number of trees.
    static let rootBits = 16
    /// log2 of the number of three-byte hash entries.
    static let recentBits = 15
    /// Entries of the encoder's head table this finder uses.
    static let headCount = 1 << rootBits + 1 << recentBits
    /// Entries of the encoder's previous table this finder uses: two children per window slot.
    static let childCount = 2 * MatchFinder.windowSize
    /// Positions closer than this to the end of the input are neither searched nor added.
    static let minimumRoom = 5

    let base: UnsafePointer<UInt8>
    /// One past the last readable byte; matches never extend beyond it.
    let end: Int
    let roots: UnsafeMutablePointer<Int32>
    let recent: UnsafeMutablePointer<Int32>
    let children: UnsafeMutablePointer<Int32>

    /// Views the encoder's tables of `finder` with the layout above.
    init(_ finder: MatchFinder) {
        base = finder.base
        end = finder.end
        roots = finder.head
        recent = finder.head + (1 << BinaryTreeMatchFinder.rootBits)
        children = finder.previous
    }

    /// Adds `position` to its tree and, when `record` is set, appends to `lengths` and
    /// `distances` each match that is longer than all nearer ones, clipped to `clip` bytes
    /// (lengths then grow as distances grow: a tree's nodes are newer than the nodes below them,
    /// so the walk meets them nearest first). Walks at most `depth` nodes and stops at a match of
    /// `nice` bytes. Returns the longest match length seen, before clipping (2 when none).
    ///
    /// Requires `end - position >= minimumRoom`; `clip` is at least 1.
    /// - Complexity: O(depth · match length / 8).
    @inline(__always)
    func advance(
        _ position: Int, clip: Int, nice: Int, depth: Int, record: Bool,
        lengths: inout [UInt16], distances: inout [UInt16]
    ) -> Int {
        let limit = min(MatchFinder.maxMatch, end &- position)
        let nice = min(nice, limit)
        let word = base.loadHalfWord(at: position)
        // Nodes at or below `lowest` are outside the window (or empty, -1).
        let lowest = max(position &- MatchFinder.windowSize, -1)
        let here = Int32(truncatingIfNeeded: position)
        let recentSlot = Int(truncatingIfNeeded: ((word & 0xFF_FFFF) &* 0x1E35_A7BD) &>> UInt32(32 - Self.recentBits))
        let rootSlot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) &>> UInt32(32 - Self.rootBits))
        let recentCandidate = Int(recent[recentSlot])
        recent[recentSlot] = here
        var node = Int(roots[rootSlot])
        roots[rootSlot] = here

        var best = 2
        var recorded = 2
        // A three-byte match from `recent`, recorded before the first tree match unless that one
        // is nearer, which makes it worthless (0 when none).
        var three = 0
        if record && recentCandidate > lowest && clip >= 3
            && (base.loadHalfWord(at: recentCandidate) ^ word) & 0xFF_FFFF == 0
        {
            best = 3
            recorded = 3
            three = position &- recentCandidate
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
            if base[node &+ length] == base[position &+ length] {
                // Without recording, only whether the match reaches `nice` matters.
                length = base.matchLength(node, position, known: length &+ 1, limit: record ? limit : nice)
                if length > best {
                    best = length
                    let clipped = min(length, clip)
                    if record && clipped > recorded {
                        recorded = clipped
                        let distance = position &- node
                        if three > 0 && three < distance {
                            lengths.append(3)
                            distances.append(UInt16(truncatingIfNeeded: three))
                        }
                        three = 0
                        lengths.append(UInt16(truncatingIfNeeded: clipped))
                        distances.append(UInt16(truncatingIfNeeded: distance))
                    }
                    if length >= nice {
                        let nodeSlot = 2 &* (node & MatchFinder.windowMask)
                        children[lessSlot] = children[nodeSlot]
                        children[greaterSlot] = children[nodeSlot &+ 1]
                        return best
                    }
                }
            }
            // `length` < nice here (a match of nice bytes returned above).
            if base[node &+ length] < base[position &+ length] {
                children[lessSlot] = Int32(truncatingIfNeeded: node)
                lessSlot = 2 &* (node & MatchFinder.windowMask) &+ 1
                node = Int(children[lessSlot])
                lessLength = length
            } else {
                children[greaterSlot] = Int32(truncatingIfNeeded: node)
                greaterSlot = 2 &* (node & MatchFinder.windowMask)
                node = Int(children[greaterSlot])
                greaterLength = length
            }
            remaining &-= 1
        }
        children[lessSlot] = -1
        children[greaterSlot] = -1
        if three > 0 {
            lengths.append(3)
            distances.append(UInt16(truncatingIfNeeded: three))
        }
        return best
    }
}
