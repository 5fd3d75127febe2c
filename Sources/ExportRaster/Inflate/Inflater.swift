/// The DEFLATE decoder state (RFC 1951 §3.2.3): a 64-bit bit reader over a borrowed input
/// buffer and a growable output buffer.
///
/// Huffman-coded blocks run in ``HuffmanFastLoop`` while input and output room allow; near the
/// end of the input (or of the output limit) they go on symbol by symbol through
/// ``DeflateBitReader``. Reading past the end of the input there supplies zero bytes and counts
/// them in `paddingBits`; any step that consumes one of those bits throws
/// ``InflateError/truncated(offset:)``.
struct Inflater: DeflateBitReader {
    private let input: ElementHandle<UInt8>
    private var cursor: BitCursor
    private var paddingBits = 0
    private var output: [UInt8] = []
    private var outputCount = 0
    private let limit: Int
    /// Room kept free at the end of `output` for one step of the fast loop.
    private static let slack = HuffmanFastLoop.outputMargin

    /// The tables of dynamic blocks, rebuilt in place for each one.
    private var dynamic = DynamicTables()

    /// The most output one input byte can give: a 258-byte match coded in two bits (RFC 1951
    /// §3.2.5), so the first buffer never passes what the input could produce.
    private static let maximumRatio = 1032

    /// The output index at which the fast loop pauses once, so that a buffer sized by a guess
    /// can grow to the ratio seen so far while it holds little to copy; 0 when there is no such
    /// pause (the size was known, or the pause is past).
    private var checkpoint = 0

    /// The share of a guessed first buffer that is decoded before the ratio seen so far decides
    /// its size: 1/8, so that growing copies an eighth of the buffer at most.
    private static let checkpointShift = 3

    /// The smallest guessed buffer that pauses at a checkpoint: copying a smaller one whole
    /// costs little, and the ratio of its first eighth is a poorer guess (the blank top rows of
    /// an image compress far better than the rest), which would allocate far more than needed.
    private static let checkpointCapacity = 1 << 17

    /// A decoder of the stream at `start`, whose output buffer starts with room for
    /// `expectedSize` bytes, as far as the limit and the input's most possible output allow: a
    /// caller that knows the size (an image's rows, gzip's ISIZE) passes it so the buffer is
    /// allocated once; a wrong size costs a regrowth, never output past `limit`.
    ///
    /// With `sizeIsGuess`, the size is only a guess from the input's size: the decoder then
    /// checks the ratio once an eighth of the buffer is written and grows it then if the whole
    /// input would pass it (highly compressed data, such as image rows that mostly repeat),
    /// copying an eighth of the buffer instead of all of it.
    init(input: ElementHandle<UInt8>, from start: Int, limit: Int, expectedSize: Int, sizeIsGuess: Bool = false) {
        self.input = input
        cursor = BitCursor(position: start)
        self.limit = limit
        let (possible, overflow) = max(input.count - start, 0).multipliedReportingOverflow(by: Inflater.maximumRatio)
        let capacity = min(max(expectedSize, 1024), limit, overflow ? Int.max : possible + 1024)
        output = Inflater.buffer(count: capacity + Inflater.slack, copying: [])
        if sizeIsGuess && capacity >= Inflater.checkpointCapacity && capacity < limit {
            checkpoint = capacity >> Inflater.checkpointShift
        }
    }

    /// A reader for a dynamic block's header only (``InflateStream`` reads headers through it):
    /// it has no output buffer and may produce no output.
    init(headerAt start: Int, in input: ElementHandle<UInt8>) {
        self.input = input
        cursor = BitCursor(position: start)
        limit = 0
    }

    /// Byte offset of the next unread bit.
    var byteOffset: Int { ((cursor.position * 8 + paddingBits) - cursor.bitCount) / 8 }

    /// Bit position of the next unread bit; real input only, as consuming padding throws.
    var bitPosition: Int { (cursor.position * 8 + paddingBits) - cursor.bitCount }

    /// Offset just past the last byte any consumed bit came from.
    var endOffset: Int { ((cursor.position * 8 + paddingBits) - cursor.bitCount + 7) / 8 }

    /// Decodes blocks until the one with BFINAL set; returns the output.
    mutating func run() throws(InflateError) -> [UInt8] {
        var final = false
        while !final {
            let blockOffset = byteOffset
            final = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(literal: .fixedLiteral, distance: .fixedDistance)
            case 2:
                // Taken out while in use, so that rebuilding finds its storage unshared.
                var tables = DynamicTables()
                swap(&tables, &dynamic)
                try readDynamicTables(into: &tables)
                try huffmanBlock(literal: tables.literal, distance: tables.distance)
                swap(&tables, &dynamic)
            default: throw .invalidBlockType(offset: blockOffset)
            }
        }
        output.removeLast(output.count - outputCount)
        return output
    }

    // MARK: Bits

    static func failure(_ error: InflateError) -> InflateError { error }

    @inline(__always)
    private mutating func refill() {
        if cursor.position + 8 <= input.count {
            // Unchecked: the test above keeps the word inside the input.
            let word = input.littleEndian(UInt64.self, unchecked: cursor.position)
            cursor.bitBuffer |= word << UInt64(cursor.bitCount)
            cursor.position += (63 - cursor.bitCount) >> 3
            cursor.bitCount |= 56
        } else {
            while cursor.bitCount <= 56 {
                if cursor.position < input.count {
                    // Unchecked: the test above keeps the byte inside the input.
                    cursor.bitBuffer |= UInt64(input[unchecked: cursor.position]) << UInt64(cursor.bitCount)
                    cursor.position += 1
                } else {
                    paddingBits += 8
                }
                cursor.bitCount += 8
            }
        }
    }

    @inline(__always)
    private mutating func consume(_ count: Int) throws(InflateError) {
        cursor.bitBuffer >>= UInt64(count)
        cursor.bitCount -= count
        if cursor.bitCount < paddingBits { throw .truncated(offset: input.count) }
    }

    mutating func bits(_ count: Int) throws(InflateError) -> Int {
        if cursor.bitCount < count { refill() }
        let value = Int(cursor.bitBuffer & ((1 << UInt64(count)) - 1))
        try consume(count)
        return value
    }

    mutating func decodeEntry(_ table: HuffmanTable) throws(InflateError) -> UInt32 {
        if cursor.bitCount < 15 { refill() }
        let (entry, length) = table.lookup(cursor.bitBuffer)
        if length == 0 {
            // Zero bits past the end may complete no code although real input would.
            if cursor.bitCount - paddingBits < 15 { throw .truncated(offset: input.count) }
            throw .invalidCode(offset: byteOffset)
        }
        try consume(length)
        return entry
    }

    // MARK: Dynamic block header

    /// RFC 1951 §3.2.7: HLIT, HDIST and HCLEN, the code-length code, then the literal/length and
    /// distance code lengths with their repeat codes 16, 17 and 18; rebuilds the tables of
    /// `tables` in place for them.
    ///
    /// Header errors (too many codes, over-subscribed or incomplete codes, no end-of-block code)
    /// are reported at the header's first byte; a bad repeat at the byte of its code. After an
    /// error the tables hold no block's code and must be read again before use.
    /// - Complexity: O(HLIT + HDIST + 2^11), allocating nothing once `tables` has its storage.
    mutating func readDynamicTables(into tables: inout DynamicTables) throws(InflateError) {
        let headerOffset = byteOffset
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        if literalCount > 286 || distanceCount > 30 { throw .tooManyCodes(offset: headerOffset) }
        tables.prepare()
        for index in 0..<codeLengthCount {
            tables.codeLengthLengths[DeflateTables.codeLengthOrder[index]] = UInt8(try bits(3))
        }
        // Full width: every one of the 2^7 indices holds an entry, so a code is one lookup.
        try Inflater.build(
            &tables.codeLength, tables.codeLengthLengths, 0..<19, primaryBits: DynamicTables.codeLengthBits,
            .codeLength, allowSingleCode: false, fullWidth: true, headerOffset)
        let total = literalCount + distanceCount
        let codeLength = tables.codeLength
        let failure = tables.lengths.withMutableElementHandle { lengths in
            codeLength.entries.withElementHandle { codes in readCodeLengths(total, codes: codes, into: lengths) }
        }
        if let failure { throw failure }
        if tables.lengths[256] == 0 { throw .missingEndOfBlock(offset: headerOffset) }
        // The bits left in the buffer bound what the literal table will decode. (A stream's
        // header reader sees only the bytes at hand: fed in small pieces, a stream pairs fewer
        // literals and decodes the same.)
        let inputBits = (input.count - cursor.position) * 8 + cursor.bitCount
        try Inflater.build(
            &tables.literal, tables.lengths, 0..<literalCount, primaryBits: HuffmanFastLoop.literalTableBits,
            .literalLength, allowSingleCode: true, fullWidth: true, inputBits: inputBits, headerOffset)
        try Inflater.build(
            &tables.distance, tables.lengths, literalCount..<total, primaryBits: HuffmanFastLoop.distanceTableBits,
            .distance, allowSingleCode: true, fullWidth: true, headerOffset)
    }

    /// Reads `count` code lengths (§3.2.7) into `lengths` with the code-length code's entries
    /// `codes`: a complete code of at most 7 bits, built full width, so each symbol is one direct
    /// lookup with no sub-table and no invalid pattern. One refill gives the 14 bits that a code
    /// and its extra bits take at most, so a symbol needs one test of the bit count, as
    /// libdeflate's header reader does. Returns the first error, in the order the careful reader
    /// meets them: a truncation where the bits run out, a repeat with nothing before it or past
    /// `count`.
    ///
    /// - Precondition: `codes` holds 2^7 entries and `count <= lengths.count`.
    /// - Complexity: O(`count`).
    private mutating func readCodeLengths(
        _ count: Int, codes: ElementHandle<UInt32>, into lengths: MutableElementHandle<UInt8>
    ) -> InflateError? {
        precondition(codes.count >= 1 << DynamicTables.codeLengthBits && count <= lengths.count, "a full-width code")
        let mask: UInt64 = (1 << UInt64(DynamicTables.codeLengthBits)) - 1
        var filled = 0
        while filled < count {
            if cursor.bitCount < 14 { refill() }
            // Unchecked: the index is below 2^7, the table's size.
            let entry = codes[unchecked: Int(truncatingIfNeeded: cursor.bitBuffer & mask)]
            let codeBits = Int(entry & 0xFF)
            cursor.bitBuffer &>>= UInt64(codeBits)
            cursor.bitCount &-= codeBits
            if cursor.bitCount < paddingBits { return .truncated(offset: input.count) }
            let symbol = Int(entry >> 16)
            if symbol < 16 {
                // Unchecked: filled < count <= lengths.count.
                lengths[unchecked: filled] = UInt8(truncatingIfNeeded: symbol)
                filled &+= 1
                continue
            }
            let value: UInt8
            let extraBits: Int
            let base: Int
            switch symbol {
            case 16:
                if filled == 0 { return .invalidRepeat(offset: (bitPosition - codeBits) / 8) }
                (value, extraBits, base) = (lengths[unchecked: filled - 1], 2, 3)
            case 17: (value, extraBits, base) = (0, 3, 3)
            default: (value, extraBits, base) = (0, 7, 11)
            }
            // The refill above left at least 14 - codeBits bits for these.
            let repeats = base + Int(truncatingIfNeeded: cursor.bitBuffer & ((1 << UInt64(extraBits)) - 1))
            cursor.bitBuffer &>>= UInt64(extraBits)
            cursor.bitCount &-= extraBits
            if cursor.bitCount < paddingBits { return .truncated(offset: input.count) }
            if filled + repeats > count { return .invalidRepeat(offset: (bitPosition - codeBits - extraBits) / 8) }
            lengths.update(repeating: value, in: filled..<filled + repeats)
            filled += repeats
        }
        return nil
    }

    /// Rebuilds `table` for `lengths[range]`, turning a build error into the header's error.
    private static func build(
        _ table: inout HuffmanTable, _ lengths: [UInt8], _ range: Range<Int>, primaryBits: Int,
        _ alphabet: HuffmanTable.Alphabet, allowSingleCode: Bool, fullWidth: Bool, inputBits: Int = .max,
        _ headerOffset: Int
    ) throws(InflateError) {
        let error: HuffmanTable.BuildError? = lengths.withElementHandle { lengths in
            do throws(HuffmanTable.BuildError) {
                try table.rebuild(
                    lengths: lengths.slice(range), primaryBits: primaryBits, alphabet: alphabet,
                    allowSingleCode: allowSingleCode, fullWidth: fullWidth, inputBits: inputBits)
                return nil
            } catch {
                return error
            }
        }
        switch error {
        case nil: return
        case .oversubscribed: throw .oversubscribedCode(offset: headerOffset)
        case .incomplete: throw .incompleteCode(offset: headerOffset)
        }
    }

    // MARK: Output

    /// Checks that `count` more bytes stay within the limit, then makes room for them.
    private mutating func reserve(_ count: Int) throws(InflateError) {
        if outputCount + count > limit { throw .outputLimitExceeded(limit: limit) }
        ensureCapacity(count)
    }

    /// Grows the buffer so `count` more bytes plus the copy slack fit, and stays near the limit;
    /// the limit itself is enforced per symbol. The buffer grows to what the whole input would
    /// give at the ratio so far (plus an eighth), at least twice and at most 16 times its
    /// size: highly compressed input, such as rows of an image that mostly repeat, then grows
    /// once or twice instead of doubling from a small start, while a stream whose ratio drops
    /// later cannot make the buffer much larger than what it has already produced.
    private mutating func ensureCapacity(_ count: Int) {
        let needed = outputCount + count + Inflater.slack
        if needed > output.count { grow(toAtLeast: needed, by: 2) }
    }

    /// At the checkpoint: grows the buffer now, while it holds an eighth of its size, if the
    /// ratio so far projects more output than it can take (to the projection, as
    /// ``ensureCapacity(_:)`` would later, but from the current size up).
    private mutating func passCheckpoint() {
        checkpoint = 0
        if projectedSize() > output.count - Inflater.slack { grow(toAtLeast: output.count, by: 1) }
    }

    /// What the whole input would give at the ratio of output to input so far, plus an eighth.
    private func projectedSize() -> Int {
        let ratio = outputCount / max(cursor.position, 1)
        let (projected, overflow) = ratio.multipliedReportingOverflow(by: input.count)
        return overflow || projected > Int.max / 2 ? Int.max / 2 : projected + projected / 8
    }

    /// Moves the output to a buffer of at least `needed` bytes, sized by ``projectedSize()``
    /// between `factor` and 16 times the current size, and at most near the limit.
    private mutating func grow(toAtLeast needed: Int, by factor: Int) {
        let ceiling = limit > Int.max / 2 ? Int.max / 2 : limit + 2 * Inflater.slack
        let target = min(max(output.count * factor, projectedSize()), output.count * 16)
        let grown = max(needed, min(target, ceiling))
        let written = outputCount
        output = Inflater.buffer(count: grown, copying: output[..<written])
    }

    /// A buffer of `count` bytes that starts with `prefix`; the rest is left as allocated, not
    /// zero-filled. That is safe because the decoder reads only bytes it has written: a match
    /// reaches back at most `outputCount` bytes (checked per symbol), the fast loop's overrun
    /// past a match's end is overwritten before it counts, and `run()` cuts the buffer to
    /// `outputCount`. Skipping the fill saves a pass over memory as large as the output, and the
    /// prefix moves in one bulk copy.
    /// - Complexity: O(prefix.count).
    static func buffer(count: Int, copying prefix: ArraySlice<UInt8>) -> [UInt8] {
        precondition(prefix.count <= count, "the prefix fits the buffer")
        var buffer = [UInt8](unfilledCount: count)
        prefix.withByteHandle { source in buffer.withMutableElementHandle { $0.copy(source, to: 0) } }
        return buffer
    }

    // MARK: Blocks

    /// §3.2.4: skip to a byte boundary, read LEN and NLEN, copy LEN bytes.
    private mutating func storedBlock() throws(InflateError) {
        try consume(cursor.bitCount % 8)
        let headerOffset = byteOffset
        let length = try bits(16)
        let complement = try bits(16)
        if length != ~complement & 0xFFFF { throw .storedLengthMismatch(offset: headerOffset) }
        // Rewind the reader to the byte boundary; the bit buffer holds whole bytes only.
        let position = byteOffset
        cursor = BitCursor(position: position)
        paddingBits = 0
        if position + length > input.count {
            // Errors come in stream order, as ``InflateStream`` meets them whatever the chunking:
            // a block cut short first passes the output limit if the bytes that arrived pass it.
            if input.count - position > limit - outputCount { throw .outputLimitExceeded(limit: limit) }
            throw .truncated(offset: input.count)
        }
        try reserve(length)
        let bytes = input.slice(position..<position + length)
        let written = outputCount
        output.withMutableElementHandle { $0.copy(bytes, to: written) }
        outputCount += length
        cursor.position += length
    }

    /// §3.2.5: decode literals and (length, distance) pairs until end-of-block: in the fast loop
    /// while it can run, else one careful symbol at a time.
    private mutating func huffmanBlock(literal: HuffmanTable, distance: HuffmanTable) throws(InflateError) {
        while true {
            if paddingBits == 0 && cursor.position + HuffmanFastLoop.inputMargin <= input.count {
                if checkpoint > 0 && outputCount >= checkpoint { passCheckpoint() }
                ensureCapacity(Inflater.slack)
                let status = fastLoop(literal: literal, distance: distance)
                // The loop's last step may pass the limit, into the buffer's slack: the careful
                // reader would have refused that step.
                if outputCount > limit { throw .outputLimitExceeded(limit: limit) }
                switch status {
                case .endOfBlock: return
                case .failure(let error): throw error
                case .needMore: break
                }
            }
            switch try readSymbol(literal: literal, distance: distance) {
            case .literal(let byte):
                try reserve(1)
                output[outputCount] = byte
                outputCount += 1
            case .endOfBlock:
                return
            case .match(let length, let distance):
                if distance > outputCount {
                    throw .distanceTooFarBack(offset: byteOffset, distance: distance, available: outputCount)
                }
                try reserve(length)
                for index in outputCount..<outputCount + length { output[index] = output[index - distance] }
                outputCount += length
            }
        }
    }

    /// Runs ``HuffmanFastLoop`` over the input and the output buffer, stopping `slack` bytes
    /// before the buffer's end, at the output limit, and at the checkpoint.
    ///
    /// The loop stops after the step that reaches the limit, which may pass it by a match (at
    /// most 258 bytes, inside the slack); the caller then reports the limit exceeded, as the
    /// careful reader would have at that step. Stopping 258 bytes short instead sent the last
    /// 258 bytes of every image's rows (the PNG decoder's limit is their exact size) through the
    /// careful reader: a quarter of a 16 × 16 icon's output, and over a third of the
    /// instructions to decode it.
    private mutating func fastLoop(literal: HuffmanTable, distance: HuffmanTable) -> HuffmanFastLoop.Stop {
        var buffer = output
        output = []
        defer { output = buffer }
        let stop = min(buffer.count - Inflater.slack, limit, checkpoint > outputCount ? checkpoint : .max)
        let input = self.input
        return HuffmanFastLoop.run(
            input: input, cursor: &cursor, literal: literal, distance: distance, output: &buffer,
            count: &outputCount, stop: stop, windowStart: 0)
    }
}
