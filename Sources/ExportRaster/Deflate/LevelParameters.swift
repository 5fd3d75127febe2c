/// Match-finder settings for one compression level.
struct LevelParameters: Sendable {
    /// Longest hash chain walked per search.
    var chainDepth: Int
    /// A match this long ends the search at once.
    var niceLength: Int
    /// Lazy parsing: no second search once the pending match is this long.
    var lazyLength: Int
    /// Lazy parsing: with a pending match this long, search only a quarter of the chain.
    var goodLength: Int
    /// Levels 4–9: whether to defer each match by one byte to look for a longer one (RFC 1951
    /// §4, ``DeflateEncoder/parseLazily(_:_:from:final:)``); if not, the parse is greedy over
    /// four-byte chains (``DeflateEncoder/parseChained(_:_:from:final:)``).
    var lazy: Bool
    /// log2 of the head table's size. The lazy levels keep several tables in it (see
    /// ``ChainMatchFinder``).
    var hashBits: Int
    /// Lazy levels: links walked on the four-byte chains when the eight-byte chains found no
    /// match of eight bytes (``chainDepth`` is the depth of the eight-byte chains).
    var shortChainDepth: Int = 8
    /// Lazy levels: links walked on the eight-byte chains once the parser has emitted
    /// ``DeflateEncoder/literalRun`` literals in a row.
    var literalRunDepth: Int = 2
    /// Lazy levels: whether long runs of literals are searched ever more sparsely
    /// (``DeflateEncoder/skipAfter``). Off at levels 8 and 9, which trade speed for size.
    var thinsLiteralRuns = true
    /// Lazy levels with a nice length below 258 (4–6): every how many positions inside a long
    /// match, before the last ``DeflateEncoder/longMatchTail`` that always enter, a position
    /// enters the eight-byte chains (0: none). See ``DeflateEncoder/parseLazily(_:_:from:final:)``.
    var longMatchStride = 0
    /// Lazy levels: whether a search that finds no match of four bytes looks for one of three
    /// (``ChainMatchFinder/threeByteMatch(at:_:minimum:limit:)``). On at levels 7–9: it took
    /// 0.9% off the output of levels 8 and 9 on the peer corpus (2% off a photograph's rows) for
    /// 3% to 8% of their speed. Level 7 takes it with a quarter of its former chain depth. At
    /// levels 4–6 it cost 7% to 17% of the speed, which they lack, and with shallower chains
    /// level 6 came out no faster than without it.
    var findsThreeByteMatches = false
    /// Levels 5 and 6 on general bytes: the chain depth and nice length of the greedy parse over
    /// four-byte chains with three-byte matches (``DeflateEncoder/parseChained(_:_:from:final:)``)
    /// that replaces the lazy parse on a large input where a trial finds it smaller
    /// (``DeflateEncoder/greedyParseIsSmaller(on:level:tuning:)``); `nil` where the level's
    /// parse is fixed.
    var greedyAlternative: ChainedSettings?
    /// Levels 5 and 6 on general bytes, and level 6 on image rows: the settings of the lazy
    /// parse over four-byte chains with three-byte matches
    /// (``DeflateEncoder/parseChained(_:_:from:final:)``) that replaces the level's lazy parse
    /// for an input of at most 16 KiB compressed in one call, whose tables
    /// ``DeflateEncoder/sizeTables(forInputCount:)`` sizes to it, when the input has at least
    /// ``ChainedSettings/minimumVariety`` byte values; `nil` where the level's parse is fixed.
    ///
    /// On image rows (the PNG encoder's default level) it walks 100 links, and only on rows of
    /// 80 byte values or more (``BucketTable/Variety``, in their first 4 KiB), the count from
    /// which libdeflate takes three-byte matches (`choose_min_match_len`). Such rows, as of
    /// shaded icons, repeat in short pieces, which the chained parse finds in fewer
    /// instructions; rows of fewer values, as of flat-coloured icons drawn from vectors, repeat
    /// in long runs that the lazy parse's recent distances and run shortcuts find for less. On
    /// the peer corpus's ten real icons of 16 to 48 px (100 to 233 values) the default PNG
    /// encode runs 9.3% fewer instructions in total, 2.5% to 16.7% per icon (callgrind), and
    /// writes 0.3% less, none of them more than 0.5% larger (a 48 px icon, 3,470 → 3,486 bytes,
    /// still below Pillow's 3,517). Without the gate the benchmark's generated icons of 24 to
    /// 48 px (43 to 73 values) ran 9% to 27% more instructions. With libdeflate's 35 links, or
    /// with 64, a 48 px gray-and-alpha icon, already larger than Pillow's, grew 0.5%.
    var shortInputParse: ChainedSettings?
    /// Near-optimal levels: positions inside a match at least this long are added to the trees
    /// but not searched, so the shortest path takes that match whole or leaves it at its start.
    /// Below the nice length it bounds the work on repetitive data, where every position of a
    /// long match would otherwise record dozens of matches and the shortest path would weigh up
    /// to 96 lengths of each.
    var skipLength = MatchFinder.maxMatch
    /// Near-optimal levels: log2 of the segment the shortest path is found for at once, each
    /// from the cost model its predecessor ended with. Shorter segments follow changing data
    /// more closely; longer ones give the model more symbols to learn from.
    var segmentBits = 16
    /// Near-optimal levels: shortest-path passes per starting cost model.
    var optimalPasses = 0
    /// Near-optimal levels: starting cost models tried (the previous segment's, then one from the
    /// segment's byte histogram; see ``DeflateEncoder/parseOptimally(_:from:final:)``).
    var optimalStarts = 1

    /// The settings of a parse over four-byte chains (``greedyAlternative``,
    /// ``shortInputParse``).
    struct ChainedSettings: Sendable {
        /// Links of the four-byte chain walked per search.
        var chainDepth: Int
        /// A match this long ends the search at once.
        var niceLength: Int
        /// A match shorter than this waits while the next position is searched, and gives way
        /// to a longer one found there (lazy matching); 0 takes every match found (greedy).
        var lazyLength = 0
        /// ``shortInputParse``: the fewest distinct byte values (``BucketTable/Variety``) an
        /// input needs for the parse to replace the level's; 0 for any input.
        var minimumVariety = 0
    }

    /// What a stream holds, as far as the lazy levels' settings care.
    enum Tuning: Sendable {
        /// Any bytes: text, archives, the streams of a PDF.
        case general
        /// The filtered rows of an image (PNG §7.3, §9), as zlib's `Z_FILTERED` strategy is for.
        /// Their matches sit at a few distances (a pixel back, a row back) and a lazy match often
        /// pays only after a long one, so levels 4–6 and 8 search deeper, and levels 4–6 defer
        /// longer matches, than for ``general`` bytes.
        case imageRows
    }

    /// The settings of `level` (1...12) for data of `tuning`; only levels 4, 5, 6 and 8 differ
    /// between the two tunings.
    static func forLevel(_ level: Int, tuning: Tuning = .general) -> LevelParameters {
        let rows = tuning == .imageRows
        return switch level {
        case 1: .init(chainDepth: 4, niceLength: 8, lazyLength: 4, goodLength: 4, lazy: false, hashBits: 14)
        case 2: .init(chainDepth: 8, niceLength: 16, lazyLength: 5, goodLength: 4, lazy: false, hashBits: 14)
        case 3: .init(chainDepth: 32, niceLength: 32, lazyLength: 6, goodLength: 4, lazy: false, hashBits: 14)
        // Levels 4–7 are set against libdeflate's same levels on the peer corpus
        // (`Benchmarks/Peers/compare_flate.py`): output no larger in total, as fast as the parser
        // allows. Level 7 walks 32 links (was 128) and falls back to three-byte matches: its
        // output went from 0.999 to 0.992 of libdeflate's level 7 and its speed from 0.94 to 1.08.
        //
        // For general bytes, levels 4–6 defer only matches shorter than 5, 6 and 8 bytes (were 8,
        // 16 and 16), and level 6 walks 16 eight-byte links (was 32): 3.7%, 9.9% and 9.8% fewer
        // instructions on the peer corpus (callgrind), level 6 about 15% faster in time, for
        // totals of 0.996, 0.998 and 0.999 of libdeflate's (were 0.993 each). Image rows keep the
        // former settings: with the new ones, the peer icons' PNG files came out 0.6% larger.
        // Three-byte matches at levels 4–6 took 0.7% to 1.3% more off the corpus (3% off a
        // photograph's rows) but cost level 4 about 15% of its time, for 0.7% fewer instructions
        // (the extra table's misses).
        //
        // Level 5 ends a search at 30 bytes for general bytes, libdeflate's nice length there (was
        // 16): at 16 it took the nearest 16-byte match where a farther one ran on, and the HTML
        // reference came out 5.5% larger than libdeflate's. At 30 the peer corpus came out 3,344
        // bytes (0.12%) smaller, the HTML reference 1.6% smaller, in the same time within 0.2%.
        //
        // Levels 5 and 6 on general bytes enter every fourth position inside a long match into
        // the eight-byte chains (were none but the last 16): a later copy of the inside of a long
        // match whose source has left the window is then found. The HTML reference came out 1.1%
        // and 1.7% smaller (1.038 → 1.026 and 1.042 → 1.024 of libdeflate's), the peer corpus
        // 1,058 and 1,311 bytes smaller, in the same total time (six alternating runs; generated
        // icon rows, which run at 2.5 times libdeflate's speed, took 38% longer). Entering those
        // positions into the four-byte chains as well took another 0.7% off the HTML reference for
        // 2% more total time at level 5 (7% more on the HTML reference); letting a search go on
        // to the eight-byte chains when no recent position shares its first four bytes cost 5.5%
        // (10% on the photograph `path`). The image-row settings keep none: they were not tried
        // with it, and the generated icon rows, compressed as general bytes, came out 1% larger
        // at level 6.
        //
        // Levels 5 and 6 on general bytes take level 4's greedy parse instead, walking 16 and 32
        // links with libdeflate's nice lengths for them, where a trial on samples of a large input
        // finds it smaller (``DeflateEncoder/greedyParseIsSmaller(on:level:tuning:)``): the
        // photograph `path` came out 1.001 of libdeflate's size at both levels (was 1.033 and
        // 1.027) in 54% and 52% of the instructions (callgrind).
        //
        // Level 4 on general bytes is a greedy parse over four-byte chains
        // (``DeflateEncoder/parseChained(_:_:from:final:)``): `chainDepth` links walked, and
        // `niceLength`, as libdeflate's greedy level 4 (which walks 16). With 16 links the
        // output was 0.5% smaller over the peer corpus for 10% more time; with 8, 0.8% larger than
        // with 12, and larger than libdeflate's.
        case 4 where !rows:
            .init(chainDepth: 12, niceLength: 30, lazyLength: 5, goodLength: 8, lazy: false, hashBits: 17)
        case 4:
            .init(
                chainDepth: 4, niceLength: 16, lazyLength: 8, goodLength: 8, lazy: true, hashBits: 17,
                shortChainDepth: 1, literalRunDepth: 1)
        case 5:
            .init(
                chainDepth: 8, niceLength: rows ? 16 : 30, lazyLength: rows ? 16 : 6, goodLength: 8, lazy: true,
                hashBits: 17, shortChainDepth: 2, literalRunDepth: 1, longMatchStride: rows ? 0 : 4,
                greedyAlternative: rows ? nil : .init(chainDepth: 16, niceLength: 30),
                shortInputParse: rows ? nil : .init(chainDepth: 16, niceLength: 30, lazyLength: 30))
        case 6:
            .init(
                chainDepth: rows ? 32 : 16, niceLength: 64, lazyLength: rows ? 16 : 8, goodLength: 8, lazy: true,
                hashBits: 17, shortChainDepth: 4, literalRunDepth: 2, longMatchStride: rows ? 0 : 4,
                greedyAlternative: rows ? nil : .init(chainDepth: 32, niceLength: 64),
                shortInputParse: rows
                    ? .init(chainDepth: 100, niceLength: 65, lazyLength: 65, minimumVariety: 80)
                    : .init(chainDepth: 35, niceLength: 65, lazyLength: 65))
        case 7:
            .init(
                chainDepth: 32, niceLength: 258, lazyLength: 32, goodLength: 16, lazy: true, hashBits: 17,
                shortChainDepth: 8, literalRunDepth: 4, findsThreeByteMatches: true)
        // Level 8 walks 128 eight-byte links for general bytes (was 1,024): 23% fewer instructions
        // and about 30% faster on the peer corpus (0.89–0.99 → 1.14–1.33 of libdeflate's speed
        // in back-to-back runs), for a total of 0.990 of libdeflate's size (was 0.987). Image rows
        // keep 1,024. Level 7 with shorter lazy matching and half its links ran 14% fewer
        // instructions but no faster in time, and stays as it is.
        case 8:
            .init(
                chainDepth: rows ? 1024 : 128, niceLength: 258, lazyLength: 258, goodLength: 32, lazy: true,
                hashBits: 17, shortChainDepth: 32, literalRunDepth: 16, thinsLiteralRuns: false,
                findsThreeByteMatches: true)
        case 9:
            .init(
                chainDepth: 1536, niceLength: 258, lazyLength: 258, goodLength: 64, lazy: true, hashBits: 17,
                shortChainDepth: 64, literalRunDepth: 48, thinsLiteralRuns: false, findsThreeByteMatches: true)
        // Levels 10–12: `chainDepth` is the depth of the binary-tree walk (see
        // ``BinaryTreeMatchFinder``), `niceLength` ends it; positions inside a match of
        // `skipLength` bytes are not searched. `hashBits` is unused there. Level 12 walks 300
        // nodes, as libdeflate's level 12 does: against 128, it took 3% off generated icon rows at
        // the same speed over the peer corpus; more passes (8) made it slower by half for under
        // 0.1%. Level 11 stops searching inside matches of 150 bytes (was 258) and walks 100
        // nodes (was 64): 47% fewer instructions on the HTML reference, 22% on generated icon
        // rows (callgrind), and a smaller total. Level 10 stops inside matches of 96 bytes (was
        // 128), walks 40 nodes (was 24) and finds its paths for 32 KiB at a time (was 64 KiB;
        // with 16 KiB its total was 148 bytes smaller still, but on data whose character changes
        // every 10 to 14 KiB it came out larger than level 9). These settings and the longer
        // flushes of these levels (``DeflateEncoder/optimalBlockSymbolLimit``) took 3,682, 1,706
        // and 1,754 bytes off the corpus totals of levels 10, 11 and 12.
        //
        // Level 11 ends a walk at libdeflate's nice length for it, 150 bytes (was 258): on
        // repetitive data its walks stopped only at 258 bytes, after measuring long matches at
        // every node. Over the first 300 KB of each peer-corpus file that is 14% fewer
        // instructions (24% on generated icon rows, 18% on real icon rows; callgrind) and 7% less
        // time (four alternating rounds), for a total of 0.9997 of libdeflate's size (was 0.9990).
        // Starting its paths from one cost model instead of two made it larger than libdeflate's.
        // Level 10 ends its walks at 96 bytes, its skip length (was 128): 3.5% fewer instructions
        // (15% on generated icon rows, 6% on real ones), for a total of 0.9967 of libdeflate's
        // size (was 0.9962). At libdeflate's 75 (5.4% fewer) it came out larger than level 9 on
        // icon rows with long runs.
        case 10:
            .init(
                chainDepth: 40, niceLength: 96, lazyLength: 258, goodLength: 258, lazy: true, hashBits: 16,
                skipLength: 96, segmentBits: 15, optimalPasses: 2, optimalStarts: 1)
        case 11:
            .init(
                chainDepth: 100, niceLength: 150, lazyLength: 258, goodLength: 258, lazy: true, hashBits: 16,
                skipLength: 150, optimalPasses: 2, optimalStarts: 2)
        default:
            .init(
                chainDepth: 300, niceLength: 258, lazyLength: 258, goodLength: 258, lazy: true, hashBits: 16,
                optimalPasses: 4, optimalStarts: 2)
        }
    }
}
