/// The DEFLATE encoder core (RFC 1951): parses input into literals and matches, groups them into
/// blocks, and writes each block in whichever of the three block types (§3.2.3) is smallest.
///
/// Levels 1–3 find matches with a ``BucketTable`` (see ``parseGreedily(_:from:final:)``); levels
/// 4–12 with the hash chains of ``MatchFinder``. An encoder made with ``RepeatDistances`` looks
/// only at those distances instead (``parseRuns(_:from:final:distances:)``).
struct DeflateEncoder: Sendable {
    /// Symbols buffered before a flush at levels 1–9 and in the run-length parse.
    static let blockSymbolLimit = 1 << 15
    /// Symbols buffered before a flush at the near-optimal levels 10–12, which the block splitter
    /// may cut into up to 32 blocks (``splitDepth``). Against 2^15 (and at most 8 blocks), level
    /// 10's output on the peer corpus was 1,636 bytes (0.06%) smaller, from fewer block headers
    /// where the statistics do not change; at levels 1–3, which do not split, larger blocks came
    /// out larger.
    static let optimalBlockSymbolLimit = 1 << 17

    /// Symbols buffered before a flush: ``optimalBlockSymbolLimit`` at levels 10–12, else
    /// ``blockSymbolLimit``.
    var symbolLimit: Int { level >= 10 ? DeflateEncoder.optimalBlockSymbolLimit : DeflateEncoder.blockSymbolLimit }

    /// How many times the block splitter may halve a flush: as often as leaves at least four
    /// ``splitChunkSize`` chunks of a full flush per block, so 3 (up to 8 blocks) at levels 4–9
    /// and 5 (up to 32) at levels 10–12, whose flushes hold four times the symbols.
    var splitDepth: Int { (symbolLimit / (4 * DeflateEncoder.splitChunkSize)).trailingZeroBitCount }

    let level: Int
    /// What the input is tuned for (see ``LevelParameters/Tuning``).
    let tuning: LevelParameters.Tuning
    let parameters: LevelParameters
    /// The head and previous tables of levels 4–12, allocated on first use. Only their first
    /// ``headCount`` and ``previousCount`` entries are in use. Every entry from
    /// ``dirtyHeadCount`` (``dirtyPreviousCount``) on is -1: the finders write only entries in
    /// use, all of which ``encode(_:from:final:)`` marks dirty before the parse, and ``reset()``
    /// clears the dirty ones.
    private var head: [Int32] = []
    private var previous: [Int32] = []
    /// Entries of `head` and `previous` the current input uses (zero at levels 0–3 and for the
    /// run-length parse).
    private var headCount: Int
    private var previousCount: Int
    /// Entries at the front of `head` and `previous` that may hold positions since the last
    /// ``reset()``; only these are cleared, once per stream.
    private var dirtyHeadCount = 0
    private var dirtyPreviousCount = 0
    /// log2 of the head-table entries of the lazy levels: ``LevelParameters/hashBits``, or fewer
    /// after ``sizeTables(forInputCount:)`` for a small input.
    private(set) var tableBits: Int
    /// The hash table of levels 1–3.
    var buckets: BucketTable
    /// Buffered symbols of the block being built.
    var symbols: SymbolBuffer
    var writer = BitWriter()
    /// Levels 5 and 6 on general bytes: whether the stream's trial found the greedy parse
    /// smaller than the lazy one (``greedyParseIsSmaller(on:level:tuning:)``); `nil` until a
    /// trial ran, and for a stream whose first input was too small for one. Set to `false`, it
    /// keeps the lazy parse for a short input too (``chosenChainedParse``); ``encode(_:from:final:)``
    /// sets it so for a short input of fewer byte values than the short-input parse asks
    /// (``LevelParameters/ChainedSettings/minimumVariety``). ``reset()`` clears it.
    var prefersGreedyParse: Bool?
    /// Whether a flush may end several blocks where the symbol statistics change: levels 4 and
    /// up; the fast greedy levels 1–3 keep one block per flush.
    var splitsBlocks: Bool
    /// When set, the run-length parse at these distances replaces the level's match finder
    /// (``parseRuns(_:from:final:distances:)``); the level still decides block splitting.
    let repeats: RepeatDistances?
    /// When set, the stream is wanted only if it is shorter than this many bytes: a block that
    /// would take the output past it is not written, and the parse stops (see
    /// ``exceededLimit``). A caller that keeps the smaller of two streams gives the first one's
    /// size, and the second is abandoned as soon as it cannot win.
    var byteLimit: Int?
    /// Whether a block was left unwritten because of ``byteLimit``: the output is then cut short
    /// and the stream would not have been shorter than the limit.
    private(set) var exceededLimit = false
    /// The output so far at the end of each flush of the last stream: the input position the
    /// flush reached and the bits written by then, in order. Kept only when ``recordsPace``.
    private(set) var pace: [PaceMark] = []
    /// Whether ``pace`` is recorded.
    var recordsPace = false
    /// When set, a rival stream's ``pace`` over the same input: a flush (not the last) that
    /// leaves this stream more than ``paceMargin`` behind it, at the same input position, ends
    /// the stream as ``exceededLimit`` does.
    var rivalPace: [PaceMark]?

    /// The bits a stream had written when its flushes reached an input position.
    struct PaceMark: Sendable {
        var position: Int
        var bits: Int
    }

    /// An encoder for `level`; `repeats` selects the run-length parse, and `tuning` the lazy
    /// levels' settings (``LevelParameters/forLevel(_:tuning:)``).
    init(level: Int, repeats: RepeatDistances? = nil, tuning: LevelParameters.Tuning = .general) {
        self.level = level
        self.repeats = level > 0 ? repeats : nil
        self.tuning = tuning
        splitsBlocks = level >= 4
        parameters = LevelParameters.forLevel(max(level, 1), tuning: tuning)
        let chained = level >= 4 && repeats == nil
        let optimal = level >= 10
        let bits = optimal ? BinaryTreeMatchFinder.tableBits : parameters.hashBits
        tableBits = bits
        headCount = chained ? (optimal ? BinaryTreeMatchFinder.headCount(bits: bits) : 1 << bits) : 0
        previousCount = chained ? (optimal ? BinaryTreeMatchFinder.childCount : MatchFinder.windowSize) : 0
        buckets = BucketTable(level: chained || repeats != nil ? 0 : level)
        // The symbol storage grows to what the input needs (see ``encode(_:from:final:)``).
        symbols = SymbolBuffer(capacity: 0)
    }

    /// Forgets all history so the encoder can start a new, independent stream.
    ///
    /// - Complexity: O(table entries used since the last reset), so that compressing many small
    ///   inputs with one encoder does not clear tables sized for large ones.
    mutating func reset() {
        DeflateEncoder.fill(&head, count: dirtyHeadCount)
        DeflateEncoder.fill(&previous, count: dirtyPreviousCount)
        (dirtyHeadCount, dirtyPreviousCount) = (0, 0)
        buckets.forgetHistory()
        symbols.removeAll()
        writer.reset()
        exceededLimit = false
        prefersGreedyParse = nil
        pace.removeAll(keepingCapacity: true)
    }

    /// Sizes the tables of levels 4–12 to an input of `count` bytes that is compressed whole,
    /// from position 0, right after ``reset()``: its positions lie below `count`, so the links
    /// (two children per position at levels 10–12) need `min(count, 32768)` slots. At levels
    /// 4–9 a head table of four entries per position keeps each chain about as free of other
    /// hashes as the full table does for a window of input; at levels 10–12, two trees and two
    /// three-byte buckets per position, at least 2^10 of each. Without this, levels 10–12
    /// cleared their full tables (1 MiB) for every input, and ran at 0.42–0.47 of libdeflate's
    /// speed on 64 bytes. Every input of 32 KiB or more keeps the level's full tables. Levels
    /// 1–3 use four bucket slots per position, at most their full table
    /// (``BucketTable/size(forInputCount:)``). Calling it with a stream's history in the tables
    /// is a programmer error.
    /// - Complexity: O(1); the tables are allocated and cleared on use.
    mutating func sizeTables(forInputCount count: Int) {
        precondition(dirtyHeadCount == 0 && dirtyPreviousCount == 0, "sizeTables(forInputCount:) after input")
        buckets.size(forInputCount: count)
        guard level >= 4 && repeats == nil else { return }
        let positions = max(count, 1)
        let positionBits = Int.bitWidth - (positions - 1).leadingZeroBitCount
        if level >= 10 {
            let bits = min(BinaryTreeMatchFinder.tableBits, max(10, positionBits + 1))
            tableBits = bits
            headCount = BinaryTreeMatchFinder.headCount(bits: bits)
            previousCount = 2 * min(MatchFinder.windowSize, positions)
            return
        }
        // At least 2^12 head entries, so that the four-byte and eight-byte heads get 2^10 each.
        let bits = min(parameters.hashBits, max(12, positionBits + 2))
        tableBits = bits
        headCount = 1 << bits
        previousCount = min(MatchFinder.windowSize, positions)
    }

    /// Sets `table[0..<count]` to -1, without growing the table.
    private static func fill(_ table: inout [Int32], count: Int) {
        let cleared = min(count, table.count)
        table.withMutableElementHandle { $0.update(repeating: -1, in: 0..<cleared) }
    }

    /// Grows `table` with -1 entries to at least `count` entries. Its entries past the dirty ones
    /// are -1 already (see ``head``), so, unlike a fill, this leaves the table as it is when it
    /// is long enough: a stream's tables are cleared once, by ``reset()``, not a second time on
    /// first use. For 8 KiB at level 6, that second clear was 128 KiB of head table and 32 KiB
    /// of links for every input.
    /// - Complexity: O(entries added).
    private static func extend(_ table: inout [Int32], to count: Int) {
        if table.count < count { table.append(contentsOf: repeatElement(-1, count: count - table.count)) }
    }

    /// Moves every stored position `shift` bytes back (a multiple of the window size), dropping
    /// positions that fall off the start.
    mutating func slide(by shift: Int) {
        let amount = Int32(truncatingIfNeeded: shift)
        for index in 0..<dirtyHeadCount { head[index] = head[index] >= amount ? head[index] - amount : -1 }
        for index in 0..<dirtyPreviousCount {
            previous[index] = previous[index] >= amount ? previous[index] - amount : -1
        }
        buckets.slide(by: shift)
    }

    /// Encodes `input[start...]`, using `input[..<start]` as history already seen by the match
    /// finder. Ends with a block boundary; the last block has BFINAL set when `final` is true.
    mutating func encode(_ input: ElementHandle<UInt8>, from start: Int, final: Bool) {
        guard level > 0 else {
            writeStored(input, from: start, to: input.count, final: final)
            return
        }
        guard input.count > start else {
            flushBlock(input, from: start, to: input.count, final: final)
            return
        }
        if let repeats {
            parseRuns(input, from: start, final: final, distances: repeats)
            return
        }
        guard level >= 4 else {
            parseGreedily(input, from: start, final: final)
            return
        }
        if start == 0 && prefersGreedyParse == nil && parameters.greedyAlternative != nil
            && input.count >= DeflateEncoder.parseTrialMinimum
        {
            prefersGreedyParse = DeflateEncoder.greedyParseIsSmaller(on: input, level: level, tuning: tuning)
        }
        // A short-input parse that asks for a variety of byte values gives way to the lazy one
        // on an input without it.
        if start == 0, let minimum = chosenChainedParse?.minimumVariety, minimum > 0,
            BucketTable.Variety(of: input, from: 0).count < minimum
        {
            prefersGreedyParse = false
        }
        // One item per byte at most, and at most a block's worth before a flush.
        symbols.reserve(min(symbolLimit + 1, input.count - start + 1))
        // Positions up to `input.count` land in the tables in use (see `sizeTables`).
        precondition(
            previousCount >= min(MatchFinder.windowSize, input.count) || level >= 10,
            "the previous table must hold a slot for every position of the window")
        if dirtyHeadCount < headCount {
            DeflateEncoder.extend(&head, to: headCount)
            dirtyHeadCount = headCount
        }
        if dirtyPreviousCount < previousCount {
            DeflateEncoder.extend(&previous, to: previousCount)
            dirtyPreviousCount = previousCount
        }
        var head = self.head
        var previous = self.previous
        self.head = []
        self.previous = []
        withMutableElementHandles(&head, &previous) { head, previous in
            let finder = MatchFinder(input: input, head: head, previous: previous)
            if level >= 10 {
                parseOptimally(finder, from: start, final: final)
            } else if usesChainedParse {
                parseChained(finder, input, from: start, final: final)
            } else {
                parseLazily(finder, input, from: start, final: final)
            }
        }
        self.head = head
        self.previous = previous
    }

    /// Whether the encoder parses over a ``HashChainMatchFinder``
    /// (``parseChained(_:_:from:final:)``): a chained level (4–9) whose settings are not lazy
    /// (``LevelParameters/lazy``), which is level 4 on general bytes, or level 5 or 6 with a
    /// ``chosenChainedParse``. Image rows otherwise keep the lazy parse, whose recent distances
    /// and run shortcuts find the row above. For a short input whose byte values are counted
    /// (``LevelParameters/ChainedSettings/minimumVariety``), this is settled by
    /// ``encode(_:from:final:)``.
    var usesChainedParse: Bool { (4...9).contains(level) && (!parameters.lazy || chosenChainedParse != nil) }

    /// The settings of the parse over four-byte chains where it replaces a lazy level's parse
    /// for this stream, else `nil`: the greedy one where the stream's trial chose it
    /// (``LevelParameters/greedyAlternative``, ``prefersGreedyParse``), and the lazy one for an
    /// input whose tables ``sizeTables(forInputCount:)`` sized below the level's, at most 16 KiB
    /// compressed in one call (``LevelParameters/shortInputParse``).
    var chosenChainedParse: LevelParameters.ChainedSettings? {
        switch prefersGreedyParse {
        case true?: parameters.greedyAlternative
        case false?: nil
        case nil: tableBits < parameters.hashBits ? parameters.shortInputParse : nil
        }
    }

    @inline(__always)
    mutating func emitLiteral(_ byte: UInt8) {
        symbols.appendLiteral(byte)
    }

    /// Writes `input[from..<to]` as stored blocks of at most 65,535 bytes (§3.2.4).
    mutating func writeStored(_ input: ElementHandle<UInt8>, from start: Int, to end: Int, final: Bool) {
        var position = start
        repeat {
            let count = min(65535, end - position)
            let last = final && position + count == end
            writer.write(last ? 1 : 0, width: 3)
            writer.alignToByte()
            writer.write(UInt32(count) | UInt32(~count & 0xFFFF) << 16, width: 32)
            writer.appendAligned(input.slice(position..<position + count))
            position += count
        } while position < end
    }

    /// Writes the buffered symbols, which encode `input[from..<to]`, as one or more blocks, each
    /// of the cheapest type: stored, fixed Huffman or dynamic Huffman (exact bit counts, §3.2.3).
    ///
    /// Block splitting (levels 4–12): the symbols are cut into chunks; where the literal/length and distance
    /// statistics before and after a chunk boundary differ enough that two Huffman codes are
    /// estimated to beat one, the exact sizes decide, and the split is kept only when it is
    /// smaller. Each part may split again, up to 8 blocks per flush at levels 4–9 and 32 at
    /// levels 10–12 (``splitDepth``).
    ///
    /// With a ``byteLimit``, a block that would bring the stream to the limit is not written, and
    /// neither is anything after it (``exceededLimit``).
    mutating func flushBlock(_ input: ElementHandle<UInt8>, from start: Int, to end: Int, final: Bool) {
        guard !exceededLimit else {
            symbols.removeAll()
            return
        }
        // A flush of one chunk's symbols or fewer has no boundary to cut at: its histograms would
        // go unused.
        let chunks =
            splitsBlocks && symbols.count > DeflateEncoder.splitChunkSize
            ? BlockChunks(symbols, size: DeflateEncoder.splitChunkSize) : nil
        // The blocks to write: the chunk each ends at, and the plan the split search made for it.
        var blocks: [(end: Int, plan: BlockPlan?)] = []
        if let chunks, chunks.count >= 2 {
            split(chunks, 0..<chunks.count, plan: nil, depth: splitDepth, bitOffset: writer.bitCount, into: &blocks)
        }
        if blocks.count <= 1 {
            let plan: BlockPlan
            if let known = blocks.first?.plan {
                // The chunks' histograms and bytes add up to the buffer's, so a plan the split
                // search made for the whole range is this one.
                plan = known.starting(atBitOffset: writer.bitCount)
            } else {
                var literal = symbols.literalFrequencies
                literal[256] += 1
                plan = BlockPlan(
                    literal: literal, distance: symbols.distanceFrequencies, byteCount: end - start,
                    bitOffset: writer.bitCount)
            }
            if passesLimit(plan) { return }
            write(plan, input, symbols: 0..<symbols.count, bytes: start..<end, final: final)
        } else if let chunks {
            var byteStart = start
            var chunkStart = 0
            for (index, block) in blocks.enumerated() {
                let range = chunkStart..<block.end
                let byteEnd = byteStart + chunks.byteCount(range)
                let plan =
                    block.plan?.starting(atBitOffset: writer.bitCount)
                    ?? chunks.plan(range, bitOffset: writer.bitCount)
                if passesLimit(plan) { return }
                write(
                    plan, input, symbols: chunks.symbolRange(range), bytes: byteStart..<byteEnd,
                    final: final && index == blocks.count - 1)
                (byteStart, chunkStart) = (byteEnd, block.end)
            }
        }
        symbols.removeAll()
        if recordsPace { pace.append(PaceMark(position: end, bits: writer.bitCount)) }
        if let rivalPace, !final, DeflateEncoder.fallsBehind(writer.bitCount, at: end, rival: rivalPace) {
            exceededLimit = true
        }
    }

    /// How far, in sixteenths, a stream may fall behind its rival's pace before it is abandoned.
    ///
    /// PNG encoding compresses each filtered image twice, with the level's parse and the
    /// run-length parse, and keeps the smaller. The second stream used to be abandoned only once
    /// it reached the first one's whole size, near the end of the image; paced by the first, it
    /// stops at the first flush where it is more than a sixteenth behind. On the peer corpus's
    /// images that took 13% to 16% of the instructions off the encodes of three 256 px icons, 8%
    /// and 3% off two more, and 23% and 24% off the photograph `path` and the wallpaper, with
    /// every file the same (callgrind; with a thirty-second, `path` −26% and one more icon −3%,
    /// also the same files).
    static let paceMargin = 1

    /// Whether `bits` written by input position `position` exceed, by more than ``paceMargin``
    /// sixteenths, what the `rival` had written by then, interpolated linearly between its marks
    /// (from 0 bits at position 0). False past the rival's last mark.
    /// - Complexity: O(rival marks).
    static func fallsBehind(_ bits: Int, at position: Int, rival: [PaceMark]) -> Bool {
        var before = PaceMark(position: 0, bits: 0)
        for mark in rival {
            if mark.position >= position {
                let span = mark.position - before.position
                let rivalBits =
                    span == 0
                    ? mark.bits : before.bits + (mark.bits - before.bits) * (position - before.position) / span
                return bits * 16 > rivalBits * (16 + paceMargin)
            }
            before = mark
        }
        return false
    }

    /// Symbols per chunk when looking for block boundaries.
    static let splitChunkSize = 1024

    /// Whether writing `plan` next would make the stream at least ``byteLimit`` bytes long;
    /// if so, marks the limit exceeded and drops the buffered symbols, so that nothing more is
    /// written. Exact: a stream of `b` bits takes `⌈b / 8⌉` bytes, and every later block only
    /// adds bits, so the finished stream could not be shorter than the limit.
    /// - Complexity: O(1).
    private mutating func passesLimit(_ plan: BlockPlan) -> Bool {
        guard let byteLimit, writer.bitCount + plan.bits > 8 * (byteLimit - 1) else { return false }
        exceededLimit = true
        symbols.removeAll()
        return true
    }

    /// Appends the blocks that `chunks[range]` is best written as: the chunk each ends at, and the
    /// plan the search made for it (nil when it made none), which assumes the block starts where
    /// the blocks before it would end if none of them were split further. `known` is the plan of
    /// `range` as one block, when the caller made it.
    ///
    /// Each plan is made once: a part's plan, made to weigh the cut that produced it, is the
    /// whole-range plan of the part's own search and the plan its block is written with (moved
    /// to where the block really starts). Before, the search planned each part again and the
    /// writer planned every block again, each plan three Huffman code constructions: on the
    /// rows of 256 px icons at level 6 that was a tenth of a PNG encode's instructions.
    /// - Complexity: O(depth · (chunks · 316 + plans)), at most 3 levels.
    private func split(
        _ chunks: BlockChunks, _ range: Range<Int>, plan known: BlockPlan?, depth: Int, bitOffset: Int,
        into blocks: inout [(end: Int, plan: BlockPlan?)]
    ) {
        guard depth > 0, range.count >= 2, let cut = chunks.bestCut(range) else {
            blocks.append((range.upperBound, known))
            return
        }
        let whole = known ?? chunks.plan(range, bitOffset: bitOffset)
        let left = chunks.plan(range.lowerBound..<cut, bitOffset: bitOffset)
        let right = chunks.plan(cut..<range.upperBound, bitOffset: bitOffset + left.bits)
        guard left.bits + right.bits < whole.bits else {
            blocks.append((range.upperBound, whole))
            return
        }
        split(chunks, range.lowerBound..<cut, plan: left, depth: depth - 1, bitOffset: bitOffset, into: &blocks)
        split(
            chunks, cut..<range.upperBound, plan: right, depth: depth - 1, bitOffset: bitOffset + left.bits,
            into: &blocks)
    }

    private mutating func write(
        _ plan: BlockPlan, _ input: ElementHandle<UInt8>, symbols range: Range<Int>, bytes: Range<Int>,
        final: Bool
    ) {
        switch plan.kind {
        case .stored:
            writeStored(input, from: bytes.lowerBound, to: bytes.upperBound, final: final)
        case .fixed:
            writer.write(final ? 0b011 : 0b010, width: 3)
            writeSymbols(
                range, literalLengths: DeflateTables.fixedLiteralLengths,
                distanceLengths: DeflateTables.fixedDistanceLengths)
        case .dynamic(let header):
            writer.write(final ? 0b101 : 0b100, width: 3)
            header.write(to: &writer)
            writeSymbols(range, literalLengths: plan.literalLengths, distanceLengths: plan.distanceLengths)
        }
    }

    /// Writes the items `range` of the symbol buffer and the end-of-block code with the given
    /// code lengths (§3.2.5), one whole-word store per symbol.
    private mutating func writeSymbols(_ range: Range<Int>, literalLengths: [UInt8], distanceLengths: [UInt8]) {
        let codes = BlockCodes(literalLengths: literalLengths, distanceLengths: distanceLengths)
        let symbols = self.symbols
        // A literal takes at most 15 bits, a match at most 15 + 5 + 15 + 13 = 48 bits.
        writer.withCursor(capacity: range.count * 6 + 8) { cursor in
            symbols.withItems { items in
                codes.withTables { literalLength, distance in
                    cursor = DeflateEncoder.write(
                        items, range, literalLength: literalLength, distance: distance, cursor: cursor)
                }
            }
        }
    }

    /// The loop of ``writeSymbols(_:literalLengths:distanceLengths:)``, with the cursor in a
    /// local variable so that it stays in registers. Literals and matches take the same
    /// branch-free path: a literal's distance part looks up an entry of zero bits.
    ///
    /// The table reads are unchecked: an item's index has nine bits and the literal/length table
    /// 513 entries; its distance code plus one has five bits and is at most 30 (the encoder writes
    /// only codes 0...29), within the 31-entry distance table.
    private static func write(
        _ items: ElementHandle<UInt32>, _ range: Range<Int>, literalLength: ElementHandle<UInt32>,
        distance: ElementHandle<UInt32>, cursor start: BitWriteCursor
    ) -> BitWriteCursor {
        precondition(range.lowerBound >= 0 && range.upperBound <= items.count, "symbol range out of range")
        precondition(literalLength.count == 513 && distance.count == 31, "block code tables have fixed sizes")
        var cursor = start
        for index in range {
            let item = items[unchecked: index]
            let entry = literalLength[unchecked: SymbolBuffer.index(item)]
            // Entry 0, for literals, has no bits; their extra value (bits 14 up) is zero too.
            let distanceEntry = distance[unchecked: SymbolBuffer.distanceCodePlusOne(item)]
            let codeWidth = UInt64(distanceEntry &>> 16 & 0xFF)
            let distanceBits = UInt64(distanceEntry & 0xFFFF) | UInt64(item &>> 14) &<< codeWidth
            let entryWidth = UInt64(entry &>> 24)
            cursor.add(
                UInt64(entry & 0xFF_FFFF) | distanceBits &<< entryWidth,
                width: Int(truncatingIfNeeded: entryWidth &+ UInt64(distanceEntry &>> 24)))
            cursor.flush()
        }
        let endOfBlock = literalLength[unchecked: 512]
        cursor.add(UInt64(endOfBlock & 0xFF_FFFF), width: Int(endOfBlock >> 24))
        cursor.flush()
        return cursor
    }
}

/// The codes of one Huffman block fused with their extra bits, for ``DeflateEncoder``'s
/// symbol writer (RFC 1951 §3.2.5).
struct BlockCodes {
    /// Indexed by a ``SymbolBuffer`` item's index, as `bits | width << 24`: a literal's code, or
    /// a match length's code followed by its extra bits. Entry 512 is the end-of-block code.
    private var literalLength: [UInt32]
    /// Entry 0 is zero (no bits), for literals; entry `code + 1` is `bits | width << 16 |
    /// (width + extra width) << 24` for each distance code.
    private var distance: [UInt32]

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        precondition(literalLengths.count >= 286 && distanceLengths.count >= 30, "one length per symbol")
        let literalCodes = HuffmanCode.reversedCodes(literalLengths)
        let distanceCodes = HuffmanCode.reversedCodes(distanceLengths)
        // Written through handles: one uniqueness check per table, not one per entry.
        literalLength = [UInt32](repeating: 0, count: 513)
        literalLength.withMutableElementHandle { table in
            for symbol in 0..<256 {
                table[symbol] = literalCodes[symbol] | UInt32(literalLengths[symbol]) << 24
            }
            table[512] = literalCodes[256] | UInt32(literalLengths[256]) << 24
            for code in 0..<29 {
                let bits = literalCodes[257 + code]
                let width = UInt32(literalLengths[257 + code])
                let packedWidth = (width + UInt32(DeflateTables.lengthExtra[code])) << 24
                let lengths = DeflateTables.lengths(ofCode: code)
                for length in lengths {
                    table[253 + length] = bits | UInt32(length - lengths.lowerBound) << width | packedWidth
                }
            }
        }
        distance = [UInt32](repeating: 0, count: 31)
        distance.withMutableElementHandle { table in
            for code in 0..<30 {
                let width = UInt32(distanceLengths[code])
                table[code + 1] =
                    distanceCodes[code] | width << 16 | (width + UInt32(DeflateTables.distanceExtra[code])) << 24
            }
        }
    }

    /// Calls `body` with handles on the literal/length (513 entries) and distance (31 entries)
    /// tables.
    @inline(__always)
    func withTables<Result>(_ body: (ElementHandle<UInt32>, ElementHandle<UInt32>) -> Result) -> Result {
        withElementHandles(literalLength, distance, body)
    }
}
