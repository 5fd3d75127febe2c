/// Hash-chain match finder over a raw input buffer (RFC 1951 §4: "the compressor uses a chained
/// hash table to find duplicated strings, using a hash function that operates on 3-byte
/// sequences").
///
/// `head[h]` is the most recent position whose three bytes hash to `h`, and
/// `previous[p & 0x7FFF]` the position before `p` on the same chain; -1 marks an empty slot.
/// Positions are offsets into `base`. All pointers are borrowed for the duration of one parse.
struct MatchFinder {
    static let windowSize = 32768
    static let windowMask = 32767
    static let maxMatch = 258

    let base: UnsafePointer<UInt8>
    /// One past the last readable byte; matches never extend beyond it.
    let end: Int
    let head: UnsafeMutablePointer<Int32>
    let previous: UnsafeMutablePointer<Int32>
    let hashShift: UInt32

    /// Multiplicative hash of the three bytes at `offset`. Requires `offset + 4 <= end`.
    @inline(__always)
    func hash(at offset: Int) -> Int {
        Int(((base.loadHalfWord(at: offset) & 0xFF_FFFF) &* 0x1E35_A7BD) >> hashShift)
    }

    /// Links `position` into its chain and returns the previous chain head (or -1).
    /// Requires `position + 4 <= end`.
    @inline(__always)
    func insert(_ position: Int) -> Int {
        let h = hash(at: position)
        let candidate = head[h]
        head[h] = Int32(truncatingIfNeeded: position)
        previous[position & MatchFinder.windowMask] = candidate
        return Int(candidate)
    }

    /// The longest match for `position` that is longer than `minimum`, following the chain from
    /// `candidate` for at most `chain` links; stops early at `nice` bytes. Returns length 0 when
    /// nothing beats `minimum`.
    @inline(__always)
    func longestMatch(
        at position: Int, candidate: Int, chain: Int, nice: Int, minimum: Int
    ) -> (length: Int, distance: Int) {
        let limit = min(MatchFinder.maxMatch, end - position)
        var best = minimum
        var bestDistance = 0
        guard best < limit else { return (0, 0) }
        walkChain(at: position, from: candidate, chain: chain, nice: nice, limit: limit, longerThan: best) {
            (best, bestDistance) = ($0, $1)
        }
        return bestDistance == 0 ? (0, 0) : (best, bestDistance)
    }

    /// Appends every match for `position` that is longer than all closer ones (so lengths grow as
    /// distances grow), at most `limit` bytes long, following at most `chain` links.
    @inline(__always)
    func collectMatches(
        at position: Int, candidate: Int, chain: Int, nice: Int, limit: Int,
        lengths: inout [UInt16], distances: inout [UInt16]
    ) {
        guard limit >= 3 else { return }
        walkChain(at: position, from: candidate, chain: chain, nice: nice, limit: limit, longerThan: 2) {
            lengths.append(UInt16($0))
            distances.append(UInt16($1))
        }
    }

    /// Follows the chain from `candidate` for at most `chain` links, within the window, and calls
    /// `found` with the length and distance of each match for `position` that is longer than
    /// every earlier one (and than `minimum`), so lengths grow as distances grow; stops after a
    /// match of `nice` or `limit` bytes. `limit` is at most the bytes left from `position`.
    ///
    /// - Complexity: O(`chain` × `limit`).
    @inline(__always)
    private func walkChain(
        at position: Int, from candidate: Int, chain: Int, nice: Int, limit: Int, longerThan minimum: Int,
        _ found: (_ length: Int, _ distance: Int) -> Void
    ) {
        var best = minimum
        let oldest = position - MatchFinder.windowSize
        var candidate = candidate
        var remaining = chain
        while candidate >= 0 && candidate >= oldest && remaining > 0 {
            if base[candidate + best] == base[position + best] {
                let length = base.matchLength(candidate, position, limit: limit)
                if length > best {
                    best = length
                    found(length, position - candidate)
                    if length >= nice || length == limit { return }
                }
            }
            let next = Int(previous[candidate & MatchFinder.windowMask])
            // Chains only go back in time; anything else is a slot reused by a newer position.
            if next >= candidate { return }
            candidate = next
            remaining -= 1
        }
    }
}
