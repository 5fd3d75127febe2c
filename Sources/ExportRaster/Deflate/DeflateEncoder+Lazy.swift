extension DeflateEncoder {
    /// Levels 4–9: before taking a match, look one byte further for a better one (RFC 1951 §4,
    /// "lazy matching").
    ///
    /// Matches are weighed by the bits they are estimated to save (``MatchWorth``): a match
    /// is taken only if it saves any, and a match found one byte later replaces the pending one
    /// only if it saves more than the pending one plus the literal it costs. After a long run
    /// of literals only every other position is searched. Every position is entered into the
    /// match finder's tables once, in order.
    /// - Complexity: O(n · chain depth of the level).
    mutating func parseLazily(
        _ finder: MatchFinder, _ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool
    ) {
        let chains = ChainMatchFinder(finder, hashBits: parameters.hashBits)
        let end = chains.end
        let base = chains.base
        let parameters = self.parameters
        let longDepth = parameters.chainDepth
        let depth = parameters.shortChainDepth
        let nice = parameters.niceLength
        var worth = MatchWorth()
        var position = start
        var blockStart = start
        // Literals since the last match; after long runs of them, only every other position is
        // searched (all are still entered into the tables).
        var misses = 0
        // Symbols before `observed` have been counted by `worth`.
        var observed = symbols.count
        while position + 4 <= end {
            if misses >= DeflateEncoder.skipAfter && misses & 1 == 1 {
                _ = chains.insert(position)
                emitLiteral(base[position])
                position += 1
                misses += 1
                continue
            }
            var (length, distance) = chains.longestMatch(
                at: position, chains.insert(position), longDepth: longDepth, depth: depth, nice: nice,
                minimum: worth.floor - 1, worth: worth)
            if length < 3 || !worth.accepts(length, distance) {
                emitLiteral(base[position])
                position += 1
                misses += 1
            } else {
                misses = 0
                // Positions below `inserted` are already in the tables.
                var inserted = position + 1
                while length < parameters.lazyLength && position + 5 <= end {
                    let next = position + 1
                    let nextCandidates = chains.insert(next)
                    inserted = next + 1
                    let nextDepth = length >= parameters.goodLength ? longDepth >> 2 : longDepth
                    let (nextLength, nextDistance) = chains.longestMatch(
                        at: next, nextCandidates, longDepth: nextDepth, depth: depth, nice: nice, minimum: length,
                        worth: worth)
                    if nextLength > length
                        && worth.gain(nextLength, nextDistance) - worth.literalBits > worth.gain(length, distance)
                    {
                        emitLiteral(base[position])
                        position = next
                        (length, distance) = (nextLength, nextDistance)
                        continue
                    }
                    break
                }
                emitMatch(length: length, distance: distance)
                if length >= DeflateEncoder.longMatch {
                    chains.insertInside(inserted..<position + length)
                } else {
                    chains.insert(inserted..<position + length)
                }
                position += length
            }
            if symbols.count - observed >= MatchWorth.observeInterval {
                symbols.withItems(from: observed) { worth.observe($0) }
                observed = symbols.count
            }
            if symbols.count >= DeflateEncoder.blockSymbolLimit {
                symbols.withItems(from: observed) { worth.observe($0) }
                observed = 0
                flushBlock(input, from: blockStart, to: position, final: false)
                blockStart = position
            }
        }
        while position < end {
            emitLiteral(base[position])
            position += 1
        }
        flushBlock(input, from: blockStart, to: end, final: final)
    }
}

extension DeflateEncoder {
    /// Literals in a row after which the lazy parser searches only every other position.
    static let skipAfter = 16
    /// Matches at least this long enter their inner positions into the eight-byte chains only.
    static let longMatch = 32
}
