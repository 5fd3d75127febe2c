/// The compressor of ``PNG/EncodingOptions/Compression/pixelRuns``: a zlib stream (RFC 1950) of
/// one DEFLATE block (RFC 1951) whose only matches repeat the pixel to the left.
///
/// Filtered scanlines arrive one at a time (``append(_:count:)``). The first pass parses each row
/// while it is still in cache: a pixel equal to the one before it starts a run, which becomes one
/// match at distance `bytesPerPixel` covering whole pixels (at least the three bytes of §3.2.5,
/// at most 258); every other byte is a literal. The literal bytes are copied out in order, each
/// match is recorded as a token with the count of literals before it, and the Adler-32 of the row
/// is added. ``finish()`` then counts the symbols, builds the block's Huffman codes from those
/// counts (dynamic, §3.2.7, or the fixed code of §3.2.6 when that is smaller, as on tiny
/// images), and in a second pass writes the bits from the tokens through a 64-bit bit buffer.
///
/// With the Up filter, flat areas and rows equal to the row above become runs of zero pixels, so
/// this one distance finds most of what an icon repeats, at a small, fixed cost per pixel and no
/// hash tables. This is the approach of fpng (R. Geldreich, 2021), but with codes built from each
/// image's own counts rather than fixed trained tables.
struct PixelRunDeflate {
    /// The match distance: the bytes of one pixel, 1...4 (1 for depths below 8, PNG §9.2).
    let bytesPerPixel: Int
    /// The bytes the rows may hold in all: the bound the buffers are sized by.
    private let byteCount: Int
    /// The bytes of the rows appended so far.
    private var consumed = 0
    /// Every literal byte in stream order, then slack for word stores.
    private var literals: [UInt8]
    /// Literal bytes in ``literals``.
    private var literalCount = 0
    /// ``literalCount`` when the last token was recorded.
    private var literalsAtLastToken = 0
    /// One per match: the literals written before it since the previous token, shifted left 16,
    /// ORed with the match length (3...258). ``finish()`` adds one token of length 0 for the
    /// trailing literals.
    private var tokens: [UInt64]
    /// Tokens recorded in ``tokens``.
    private var tokenCount = 0
    /// `matchLengths[n]`: the number of matches of `n` bytes.
    private var matchLengths = [UInt32](repeating: 0, count: 259)
    /// The running Adler-32 sums (RFC 1950 §8.2) of the rows appended so far.
    private var adler: (a: UInt32, b: UInt32) = (1, 0)

    /// Slack bytes ``append(_:count:)`` needs after a row, for its word loads, and that
    /// ``literals`` keeps after the bound, for word stores.
    static let slack = 8

    /// A compressor for rows that hold at most `byteCount` bytes in all, filter-type bytes
    /// included.
    ///
    /// - Precondition: `bytesPerPixel` is in 1...4 and `byteCount >= 0`.
    /// - Complexity: O(1); the buffers are allocated but not filled.
    init(bytesPerPixel: Int, byteCount: Int) {
        precondition((1...4).contains(bytesPerPixel) && byteCount >= 0, "pixel size or byte count out of range")
        self.bytesPerPixel = bytesPerPixel
        self.byteCount = byteCount
        // Every byte written to either buffer is set before it is read.
        literals = [UInt8](unfilledCount: byteCount + Self.slack)
        // Each match covers at least three bytes; one more token holds the trailing literals.
        tokens = [UInt64](unfilledCount: byteCount / 3 + 1)
    }

    /// Parses one filtered scanline: `row[0]` is its filter type, `row[1..<count]` its filtered
    /// bytes.
    ///
    /// - Precondition: `count - 1` is a positive multiple of ``bytesPerPixel``; `row` holds at
    ///   least ``slack`` readable bytes after `count` (the parse loads whole words there, and
    ///   never lets their bytes count); the rows appended so far, this one included, hold at most
    ///   the `byteCount` of ``init(bytesPerPixel:byteCount:)``.
    /// - Complexity: O(`count`).
    mutating func append(_ row: ElementHandle<UInt8>, count: Int) {
        precondition(
            count > bytesPerPixel && (count - 1) % bytesPerPixel == 0 && row.count >= count + Self.slack
                && consumed + count <= byteCount,
            "a row of partial pixels, without slack, or beyond the bound")
        consumed += count
        adler = Adler32.wide(adler.a, adler.b, row.slice(0..<count))
        // A literal constant per call, so each copy divides by a constant.
        switch bytesPerPixel {
        case 4: parse(row, count: count, bytesPerPixel: 4)
        case 3: parse(row, count: count, bytesPerPixel: 3)
        case 2: parse(row, count: count, bytesPerPixel: 2)
        default: parse(row, count: count, bytesPerPixel: 1)
        }
    }

    /// The first pass over one row (see ``append(_:count:)``, whose precondition holds): the
    /// filter type and the first pixel are literals; then each pixel equal to the one before it
    /// starts a match that runs over every following byte equal to the byte one pixel back,
    /// found eight bytes at a time and cut to whole pixels and to 258 bytes; any other pixel is
    /// literal.
    ///
    /// - Complexity: O(`count`).
    @inline(__always)
    private mutating func parse(_ row: ElementHandle<UInt8>, count: Int, bytesPerPixel: Int) {
        let pixelMask: UInt32 = bytesPerPixel == 4 ? .max : (1 << (8 * UInt32(bytesPerPixel))) - 1
        // Whole pixels, and at least the three bytes DEFLATE's shortest match needs.
        let minimum = (3 + bytesPerPixel - 1) / bytesPerPixel * bytesPerPixel
        let maximum = 258 / bytesPerPixel * bytesPerPixel
        var literalCount = self.literalCount
        var last = literalsAtLastToken
        var tokenCount = self.tokenCount
        withMutableElementHandles(&literals, &tokens, &matchLengths) { literals, tokens, matchLengths in
            // Unchecked below. Reads: a word loaded at a position below `count` ends before
            // `count + slack`, inside `row`, and a position one pixel back is at least 1.
            // Writes: `literalCount` stays below the bytes consumed, at most `byteCount`, so a word
            // stored there ends inside the `byteCount + slack` literals; `tokenCount` counts
            // matches of at least three bytes each, below `byteCount / 3 + 1`; a match length is
            // at most 258.
            literals.store(littleEndian: row.littleEndian(UInt64.self, unchecked: 0), unchecked: literalCount)
            literalCount += 1 + bytesPerPixel
            var index = 1 + bytesPerPixel
            while index < count {
                let pixel = row.littleEndian(UInt32.self, unchecked: index)
                let left = row.littleEndian(UInt32.self, unchecked: index - bytesPerPixel)
                var run = 0
                if (pixel ^ left) & pixelMask == 0 {
                    let limit = min(maximum, count - index)
                    while true {
                        let difference =
                            row.littleEndian(UInt64.self, unchecked: index + run)
                            ^ row.littleEndian(UInt64.self, unchecked: index + run - bytesPerPixel)
                        if difference != 0 {
                            // Little-endian: the lowest set bit is in the first differing byte.
                            run += difference.trailingZeroBitCount >> 3
                            break
                        }
                        run += 8
                        if run >= limit { break }
                    }
                    run = min(run, limit)
                    run -= run % bytesPerPixel
                }
                if run < minimum {
                    literals.store(littleEndian: pixel, unchecked: literalCount)
                    literalCount += bytesPerPixel
                    index += bytesPerPixel
                } else {
                    tokens[unchecked: tokenCount] = UInt64(literalCount - last) << 16 | UInt64(run)
                    tokenCount += 1
                    last = literalCount
                    matchLengths[unchecked: run] += 1
                    index += run
                }
            }
        }
        self.literalCount = literalCount
        literalsAtLastToken = last
        self.tokenCount = tokenCount
    }

    /// The zlib stream of every row appended: header, one final block of the smaller of the
    /// dynamic and fixed codes, and the Adler-32.
    ///
    /// - Complexity: O(literals + matches), plus O(286 log 286) for the codes.
    mutating func finish() -> [UInt8] {
        // `tokens` has room for this last token: see `init`.
        tokens[tokenCount] = UInt64(literalCount - literalsAtLastToken) << 16
        tokenCount += 1
        literalsAtLastToken = literalCount
        let counts = symbolCounts()
        let plan = PixelRunBlock(counts: counts, distanceCode: bytesPerPixel - 1)
        var writer = BitWriter()
        for byte in Zlib.header(level: 1) { writer.write(UInt32(byte), width: 8) }
        writer.write(1, width: 1)
        if let header = plan.header {
            writer.write(2, width: 2)
            header.write(to: &writer)
        } else {
            writer.write(1, width: 2)
        }
        writeSymbols(plan, to: &writer)
        writer.alignToByte()
        var stream = writer.takeBytes()
        stream.append(bigEndian: adler.b << 16 | adler.a)
        return stream
    }

    /// The literal/length counts (286, end-of-block included) and the number of matches.
    ///
    /// Literal bytes are counted in four interleaved tables, so that runs of one byte value do
    /// not wait on the previous increment of the same counter.
    /// - Complexity: O(literals).
    private func symbolCounts() -> (literalLength: [UInt32], matches: Int, extraBits: Int) {
        var tables = [UInt32](repeating: 0, count: 4 * 256)
        tables.withMutableElementHandle { tables in
            literals.withElementHandle { literals in
                var index = 0
                // Unchecked: `index + 3 < literalCount`, within the literals, and a byte plus a
                // multiple of 256 below 1024 indexes the tables.
                while index + 4 <= literalCount {
                    tables[unchecked: Int(literals[unchecked: index])] += 1
                    tables[unchecked: 256 + Int(literals[unchecked: index + 1])] += 1
                    tables[unchecked: 512 + Int(literals[unchecked: index + 2])] += 1
                    tables[unchecked: 768 + Int(literals[unchecked: index + 3])] += 1
                    index += 4
                }
                while index < literalCount {
                    tables[unchecked: Int(literals[unchecked: index])] += 1
                    index += 1
                }
            }
        }
        var counts = [UInt32](repeating: 0, count: 286)
        for byte in 0..<256 {
            counts[byte] = tables[byte] + tables[256 + byte] + tables[512 + byte] + tables[768 + byte]
        }
        counts[256] = 1
        var matches = 0
        var extraBits = 0
        for length in 3...258 where matchLengths[length] > 0 {
            let code = Int(DeflateTables.lengthCode[length - 3])
            counts[257 + code] += matchLengths[length]
            matches += Int(matchLengths[length])
            extraBits += Int(matchLengths[length]) * Int(DeflateTables.lengthExtra[code])
        }
        return (counts, matches, extraBits)
    }

    /// The second pass: every token's literals, then its match, in `plan`'s codes, and the
    /// end-of-block code.
    ///
    /// Literal bytes go three at a time between flushes (3 × 15 bits plus at most 7 pending fit
    /// the 64-bit register); a match is one precomputed entry of length code, extra bits and
    /// distance code (at most 15 + 5 + 5 bits). The final token's length 0 has an empty entry.
    /// - Complexity: O(literals + tokens).
    private func writeSymbols(_ plan: PixelRunBlock, to writer: inout BitWriter) {
        let literalTable = plan.literalTable
        let matchTable = plan.matchTable
        // The exact size of the symbols, plus a margin for the last whole-word store.
        let capacity = plan.symbolBits / 8 + 16
        writer.withCursor(capacity: capacity) { cursor in
            withElementHandles(literals, tokens, literalTable, matchTable) {
                literals, tokens, literalTable, matchTable in
                var position = 0
                // Unchecked: tokens below `tokenCount`; their literal counts sum to
                // `literalCount`, so `position` stays within the literals; a byte indexes the
                // 256-entry literal table and a length (0...258) the 259-entry match table. The
                // cursor holds at most 7 bits after each flush.
                for token in 0..<tokenCount {
                    let value = tokens[unchecked: token]
                    let end = position + Int(value >> 16)
                    while position + 3 <= end {
                        for offset in 0..<3 {
                            let entry = literalTable[unchecked: Int(literals[unchecked: position + offset])]
                            cursor.add(UInt64(entry & 0xFFFF), width: Int(entry >> 16))
                        }
                        cursor.flush()
                        position += 3
                    }
                    while position < end {
                        let entry = literalTable[unchecked: Int(literals[unchecked: position])]
                        cursor.add(UInt64(entry & 0xFFFF), width: Int(entry >> 16))
                        position += 1
                    }
                    let match = matchTable[unchecked: Int(value & 0xFFFF)]
                    cursor.add(match & 0xFFFF_FFFF, width: Int(match >> 32))
                    cursor.flush()
                }
                cursor.add(UInt64(plan.endOfBlock & 0xFFFF), width: Int(plan.endOfBlock >> 16))
                cursor.flush()
            }
        }
    }
}

/// The codes of one ``PixelRunDeflate`` block: the dynamic codes built from the symbol counts
/// (RFC 1951 §3.2.7), or the fixed codes (§3.2.6) when they make the block smaller, with the
/// tables the second pass writes from.
struct PixelRunBlock {
    /// The dynamic header, or `nil` for the fixed codes.
    let header: DynamicHeader?
    /// The size of the block's symbols in bits, without the header.
    let symbolBits: Int
    /// `literalTable[byte]`: the reversed code of the literal in the low 16 bits, its length above.
    let literalTable: [UInt32]
    /// `matchTable[n]`: for a match of `n` bytes (3...258), the length code, its extra bits and
    /// the distance code as one run of bits in the low 32 bits, their total width above; zero
    /// for other `n`.
    let matchTable: [UInt64]
    /// The end-of-block code, laid out as a ``literalTable`` entry.
    let endOfBlock: UInt32

    /// The smaller block for `counts`, whose matches all use distance code `distanceCode`.
    ///
    /// - Complexity: O(286 log 286) for the dynamic code, O(259) for the tables.
    init(counts: (literalLength: [UInt32], matches: Int, extraBits: Int), distanceCode: Int) {
        var distanceCounts = [UInt32](repeating: 0, count: 30)
        distanceCounts[distanceCode] = UInt32(counts.matches)
        let literalLengths = HuffmanCode.lengths(counts.literalLength, limit: 15)
        let distanceLengths = HuffmanCode.lengths(distanceCounts, limit: 15)
        let dynamicHeader = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)
        var dynamicBits = counts.extraBits + counts.matches * Int(distanceLengths[distanceCode])
        var fixedBits = counts.extraBits + counts.matches * 5
        for symbol in 0..<286 {
            let count = Int(counts.literalLength[symbol])
            dynamicBits += count * Int(literalLengths[symbol])
            fixedBits += count * Int(DeflateTables.fixedLiteralLengths[symbol])
        }
        let lengths: (literal: [UInt8], distance: [UInt8])
        if fixedBits <= dynamicBits + dynamicHeader.bitCount {
            (header, symbolBits) = (nil, fixedBits)
            lengths = (DeflateTables.fixedLiteralLengths, DeflateTables.fixedDistanceLengths)
        } else {
            (header, symbolBits) = (dynamicHeader, dynamicBits)
            lengths = (literalLengths, distanceLengths)
        }
        let literalCodes = HuffmanCode.reversedCodes(lengths.literal)
        let distanceBits = UInt64(HuffmanCode.reversedCodes(lengths.distance)[distanceCode])
        let distanceWidth = UInt64(lengths.distance[distanceCode])
        literalTable = (0..<256).map { literalCodes[$0] | UInt32(lengths.literal[$0]) << 16 }
        endOfBlock = literalCodes[256] | UInt32(lengths.literal[256]) << 16
        var matchTable = [UInt64](repeating: 0, count: 259)
        for length in 3...258 {
            let code = Int(DeflateTables.lengthCode[length - 3])
            let symbol = 257 + code
            let codeWidth = UInt64(lengths.literal[symbol])
            let extraWidth = UInt64(DeflateTables.lengthExtra[code])
            let extra = UInt64(length - Int(DeflateTables.lengthBase[code]))
            let bits =
                UInt64(literalCodes[symbol]) | extra << codeWidth | distanceBits << (codeWidth + extraWidth)
            matchTable[length] = bits | (codeWidth + extraWidth + distanceWidth) << 32
        }
        self.matchTable = matchTable
    }
}
