extension DeflateEncoder {
    /// Levels 5–9, and level 4 on image rows: before taking a match, look one byte further for a
    /// better one (RFC 1951 §4, "lazy matching").
    ///
    /// Matches are weighed by the bits they are estimated to save (``MatchWorth``): a match
    /// is taken only if it saves any, and a match found one byte later replaces the pending one
    /// only if it saves more than the pending one plus the literal it costs. Each search first
    /// tries the distances of the last two matches (``ChainMatchFinder/RecentDistances``).
    ///
    /// After ``literalRun`` literals in a row a search walks only the first
    /// ``LevelParameters/literalRunDepth`` links of the eight-byte chain: where the data has just
    /// failed to match, a long match far back is rare, and the nearest candidates come first. On
    /// rows of random black-and-white modules, coded mostly as literals, this more than halves
    /// the time at level 6 for under 0.1% more output. At levels 4–7, after a long run of
    /// literals the searches also thin out (``skipAfter``): the positions passed over enter only
    /// the eight-byte chains. Levels 8 and 9 search every position
    /// (``LevelParameters/thinsLiteralRuns``): on the peer corpus that makes their output 0.6%
    /// smaller, for about a tenth of their speed; so do levels 4–7 on inputs of 2 to 16 KiB
    /// compressed in one call (``thinsLiteralRuns``).
    /// Inside a long match positions enter only the eight-byte chains too, and at levels 4–6
    /// (nice length below 258) only the last ``longMatchTail`` of them and, for general bytes at
    /// levels 5 and 6, every fourth before those (``LevelParameters/longMatchStride``). All other
    /// positions enter both chains, once and in order.
    ///
    /// Symbols are written through ``SymbolBuffer/appendUnchecked(room:_:)``, in runs that end
    /// where the next ``MatchWorth/observe(_:)`` or block end is due, as with checked appends one
    /// at a time: that saves 0.9% to 12.9% of the instructions at levels 4 and 6 (callgrind,
    /// generated inputs and the peer corpus's real files; level 9 icon rows +0.8%).
    /// - Complexity: O(n · chain depth of the level).
    mutating func parseLazily(
        _ finder: MatchFinder, _ input: ElementHandle<UInt8>, from start: Int, final: Bool
    ) {
        let chains = ChainMatchFinder(
            finder, hashBits: tableBits, findsThreeByteMatches: parameters.findsThreeByteMatches)
        let end = chains.end
        let base = chains.base
        let parameters = self.parameters
        let depth = parameters.shortChainDepth
        let longDepth = parameters.chainDepth
        let runDepth = parameters.literalRunDepth
        let good = parameters.goodLength
        let nice = parameters.niceLength
        let lazyLength = parameters.lazyLength
        let skimsLongMatches = nice < MatchFinder.maxMatch
        let sampleStride = skimsLongMatches ? parameters.longMatchStride : 0
        let thinsLiteralRuns = self.thinsLiteralRuns
        var worth = MatchWorth()
        var position = start
        var blockStart = start
        // Literals since the last match; after long runs of them, positions are searched ever
        // more sparsely (see ``DeflateEncoder/skipAfter``).
        var misses = 0
        // Positions still to pass without a search.
        var skip = 0
        var recent = ChainMatchFinder.RecentDistances()
        // Symbols before `observed` have been counted by `worth`.
        var observed = symbols.count
        while position + 4 <= end {
            // Parse until the next observation or the block's end is due, writing the symbols
            // through an unchecked appender. The count is checked after each search, as in the
            // steps between searches it cannot pass `due` by more than ``maximumSkip`` literals;
            // a search appends a match and the literals it displaced (under 258); and no step
            // appends more items than bytes remain.
            let due = symbolsDue(observed: observed)
            let room = min(due + DeflateEncoder.maximumSkip + MatchFinder.maxMatch, end - position)
            symbols.appendUnchecked(room: room) { out in
                var count = 0
                while position + 4 <= end {
                    if skip > 0 {
                        // Inside a long run of literals: enter the position on the eight-byte
                        // chains only (a later copy of these bytes is still found), and do not
                        // search.
                        chains.insertLong(position)
                        out.literal(base[position], at: count)
                        count &+= 1
                        position += 1
                        misses += 1
                        skip -= 1
                        continue
                    }
                    var (length, distance) = chains.longestMatch(
                        at: position, chains.insert(position),
                        longDepth: misses >= DeflateEncoder.literalRun ? runDepth : longDepth,
                        depth: depth, nice: nice, minimum: worth.floor - 1, worth: worth, recent: recent)
                    if length < 3 || !worth.accepts(length, distance) {
                        out.literal(base[position], at: count)
                        count &+= 1
                        position += 1
                        misses += 1
                        if thinsLiteralRuns && misses >= DeflateEncoder.skipAfter {
                            skip = min(1 + (misses - DeflateEncoder.skipAfter) >> 4, DeflateEncoder.maximumSkip)
                        }
                        if count >= due { break }
                        continue
                    }
                    misses = 0
                    // Positions below `inserted` are already in the tables.
                    var inserted = position + 1
                    while length < lazyLength && position + 5 <= end {
                        let next = position + 1
                        let nextCandidates = chains.insert(next)
                        inserted = next + 1
                        let nextDepth = length >= good ? longDepth >> 2 : longDepth
                        let (nextLength, nextDistance) = chains.longestMatch(
                            at: next, nextCandidates, longDepth: nextDepth, depth: depth, nice: nice, minimum: length,
                            worth: worth, recent: recent)
                        if worth.prefers(nextLength, nextDistance, over: length, distance) {
                            out.literal(base[position], at: count)
                            count &+= 1
                            position = next
                            (length, distance) = (nextLength, nextDistance)
                            continue
                        }
                        break
                    }
                    out.match(length: length, distance: distance, at: count)
                    count &+= 1
                    worth.count(matchStart: base[position])
                    recent.use(distance)
                    if length >= DeflateEncoder.longMatch {
                        // The fast levels enter only the end of a long match: its source is found
                        // again through the recent distances or its own chain entries.
                        let from =
                            skimsLongMatches
                            ? max(inserted, position + length - DeflateEncoder.longMatchTail) : inserted
                        if sampleStride > 0 {
                            chains.insertLong(every: sampleStride, in: inserted..<from)
                        }
                        chains.insertInside(from..<position + length, distance: distance)
                    } else {
                        chains.insert(inserted..<position + length)
                    }
                    position += length
                    if count >= due { break }
                }
                return count
            }
            guard endRun(at: position, input, worth: &worth, observed: &observed, blockStart: &blockStart) else {
                return
            }
        }
        finishParse(input, from: position, blockStart: blockStart, final: final)
    }
}

extension DeflateEncoder {
    /// Literals in a row after which the lazy parser walks only
    /// ``LevelParameters/literalRunDepth`` links of the eight-byte chains.
    static let literalRun = 2
    /// Literals in a row after which the lazy parser stops searching every position: it then
    /// passes one position between searches, one more for every further 16 literals, at most
    /// ``maximumSkip``.
    static let skipAfter = 16
    /// Most positions passed between two searches in a run of literals.
    static let maximumSkip = 7

    /// Whether the lazy parse thins long runs of literals (``skipAfter``): as the level says
    /// (``LevelParameters/thinsLiteralRuns``), except for an input of 2 to 16 KiB compressed in
    /// one call, whose tables are sized to it with 14 to 16 bits (``sizeTables(forInputCount:)``),
    /// such as the image data of a 32 to 64 px icon.
    ///
    /// Searching every position of those took 0.1% to 1.8% off the PNG encodes of the peer
    /// corpus's 32 and 48 px icons (and brought the 32 px `access` icon under Pillow's size) for
    /// 0.3% to 6.5% more instructions; below 2 KiB it cost 11% to 27% for at most one byte
    /// (callgrind, default options).
    var thinsLiteralRuns: Bool {
        parameters.thinsLiteralRuns && !(tableBits >= 14 && tableBits < parameters.hashBits)
    }

    /// Matches at least this long enter their inner positions into the eight-byte chains only;
    /// at levels whose nice length is below the longest match (4–6), only their last
    /// ``longMatchTail`` positions.
    static let longMatch = 32
    /// Positions at the end of a long match that levels 4–6 enter into the eight-byte chains.
    static let longMatchTail = 16
}
