extension DeflateEncoder {
    /// Level 4 on general bytes, and levels 5 and 6 on general bytes where their trial chooses it
    /// (``greedyParseIsSmaller(on:level:tuning:)``, with the settings of
    /// ``LevelParameters/greedyAlternative``): at each position, take the longest match the
    /// ``HashChainMatchFinder`` finds if ``MatchWorth`` says it saves bits, else a literal (greedy
    /// parsing, as zlib's and libdeflate's fast levels), and add every position of a match to the
    /// tables.
    ///
    /// Levels 5 and 6 on general bytes of at most 16 KiB compressed in one call parse lazily
    /// here (``LevelParameters/shortInputParse``, as libdeflate's lazy levels do): a match
    /// shorter than its ``LevelParameters/ChainedSettings/lazyLength`` waits while the next
    /// position is searched, and gives way to a longer match found there when ``MatchWorth``
    /// says that saves more than the literal it costs. On the first 8 KiB of each peer-corpus
    /// file this took 29% and 27% of the instructions off levels 5 and 6 (per call, callgrind),
    /// with 1.4% and 0.9% less output in total: 2% and 1% less on the text reference, 5% less on
    /// the photograph `path`'s rows. The level's own lazy parse stays ahead only where the
    /// data repeats at long lengths, found through its recent distances: the generated icon
    /// rows, compressed as general bytes, came out 117 → 171 bytes at level 5 and a 256 px
    /// icon's rows 35 → 39.
    /// Level 6 parses image rows of at most 16 KiB here too when they hold many byte values,
    /// with deeper chains (see ``LevelParameters/shortInputParse``).
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
        let settings =
            chosenChainedParse ?? .init(chainDepth: parameters.chainDepth, niceLength: parameters.niceLength)
        if settings.lazyLength > 0 {
            parseChained(finder, input, from: start, final: final, settings: settings, LazyLookAhead.self)
        } else {
            parseChained(finder, input, from: start, final: final, settings: settings, NoLookAhead.self)
        }
    }

    /// ``parseChained(_:_:from:final:)`` with `settings`, specialized once with lazy matching and
    /// once without (`LookAhead`). With one loop for both that tests the settings at each match,
    /// level 4 ran 3.6% more instructions on the peer corpus's `standards` text and 1.0% more
    /// over the corpus; specialized, 0.36% and 0.35% more than before lazy matching was added,
    /// with the same output (callgrind).
    @inline(never)
    private mutating func parseChained<LookAhead: ChainedLookAhead>(
        _ finder: MatchFinder, _ input: ElementHandle<UInt8>, from start: Int, final: Bool,
        settings: LevelParameters.ChainedSettings, _: LookAhead.Type
    ) {
        let lazy = LookAhead.isLazy
        let chains = HashChainMatchFinder(finder, hashBits: tableBits)
        let end = chains.end
        let base = chains.base
        let depth = settings.chainDepth
        let nice = settings.niceLength
        let lazyLength = settings.lazyLength
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
            // Parse until the next observation or the block's end is due. A step appends one
            // item, or with lazy matching a match and the literals it displaced, never more items
            // than the bytes it passes; so the count passes `due` by less than a match.
            let due = symbolsDue(observed: observed)
            symbols.appendUnchecked(room: min(due + (lazy ? MatchFinder.maxMatch : 0), end - position)) { out in
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
                    var (length, distance) = chains.longestMatch(
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
                    if lazy && length < lazyLength {
                        let taken = chains.lazyMatch(
                            at: position, length: length, distance: distance, lazyLength: lazyLength, depth: depth,
                            nice: nice, worth: worth)
                        while position < taken.position {
                            out.literal(base[position], at: count)
                            count &+= 1
                            position += 1
                        }
                        (length, distance) = (taken.length, taken.distance)
                        // Positions below `taken.inserted` are already in the tables.
                        chains.insert(taken.inserted..<position + length)
                    } else {
                        chains.insert(position + 1..<position + length)
                    }
                    out.match(length: length, distance: distance, at: count)
                    count &+= 1
                    worth.count(matchStart: base[position])
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

/// Whether the parse over four-byte chains looks one position ahead before it takes a match, as
/// a type, so that ``DeflateEncoder/parseChained(_:_:from:final:)`` compiles a loop for each.
protocol ChainedLookAhead {
    /// Whether a match shorter than the settings' lazy length waits for the next position.
    static var isLazy: Bool { get }
}

/// Lazy matching: levels 5 and 6 on short inputs (``LevelParameters/shortInputParse``).
enum LazyLookAhead: ChainedLookAhead {
    static var isLazy: Bool { true }
}

/// Greedy matching: level 4, and levels 5 and 6 where their trial chose it.
enum NoLookAhead: ChainedLookAhead {
    static var isLazy: Bool { false }
}
