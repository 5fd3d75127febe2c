extension DeflateEncoder {
    /// Level 4 on general bytes, and levels 5 and 6 on general bytes where their trial chooses it
    /// (``greedyParseIsSmaller(on:level:tuning:)``, with the settings of
    /// ``LevelParameters/greedyAlternative``): at each position, take the longest match the
    /// ``HashChainMatchFinder`` finds if ``MatchWorth`` says it saves bits, else a literal (greedy
    /// parsing, as zlib's and libdeflate's fast levels), and add every position of a match to the
    /// tables.
    ///
    /// This replaced the lazy parse at this level. On the peer corpus
    /// (`Benchmarks/Peers/compare_flate.py`) the lazy parse's output was 0.996 of libdeflate's
    /// level 4 in total, but 1.030 on a photograph's rows (`real-photo-path.rows`), where it
    /// found no three-byte matches and walked one four-byte link, at about 200 instructions a
    /// byte. This parse takes three-byte matches and walks 12 links: its output is 0.997 of
    /// libdeflate's in total and 0.98 on those rows, in 18% less time over the corpus (the sum of
    /// the fastest of five alternating runs per file) and 33% less on those rows.
    ///
    /// Long runs of literals are searched ever more sparsely, as in the lazy parse
    /// (``thinsLiteralRuns``, ``skipAfter``), and the positions passed over enter no table: on
    /// the generated photo rows that halved the time, for 0.15% more output over the corpus
    /// (measured with 16 links).
    /// - Complexity: O(n · chain depth of the level).
    mutating func parseChained(_ finder: MatchFinder, _ input: ElementHandle<UInt8>, from start: Int, final: Bool) {
        let chains = HashChainMatchFinder(finder, hashBits: tableBits)
        let end = chains.end
        let base = chains.base
        let greedy = chosenGreedyParse ?? .init(chainDepth: parameters.chainDepth, niceLength: parameters.niceLength)
        let depth = greedy.chainDepth
        let nice = greedy.niceLength
        let thinsLiteralRuns = self.thinsLiteralRuns
        var worth = MatchWorth()
        var position = start
        var blockStart = start
        // Literals since the last match, and positions still to pass without a search.
        var misses = 0
        var skip = 0
        // Symbols before `observed` have been counted by `worth`.
        var observed = symbols.count
        while position + 4 <= end {
            // Parse until the next observation or the block's end is due; each step appends one
            // item, so `due` items fit.
            let due = symbolsDue(observed: observed)
            symbols.appendUnchecked(room: min(due, end - position)) { out in
                var count = 0
                while position + 4 <= end && count < due {
                    if skip > 0 {
                        out.literal(base[position], at: count)
                        count &+= 1
                        position += 1
                        misses += 1
                        skip -= 1
                        continue
                    }
                    let (length, distance) = chains.longestMatch(
                        at: position, chains.insert(position), depth: depth, nice: nice)
                    if length < 3 || !worth.accepts(length, distance) {
                        out.literal(base[position], at: count)
                        count &+= 1
                        position += 1
                        misses += 1
                        if thinsLiteralRuns && misses >= DeflateEncoder.skipAfter {
                            skip = min(1 + (misses - DeflateEncoder.skipAfter) >> 4, DeflateEncoder.maximumSkip)
                        }
                        continue
                    }
                    misses = 0
                    out.match(length: length, distance: distance, at: count)
                    count &+= 1
                    worth.count(matchStart: base[position])
                    chains.insert(position + 1..<position + length)
                    position += length
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
