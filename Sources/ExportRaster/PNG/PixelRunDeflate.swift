/// The compressor of ``PNG/EncodingOptions/Compression/pixelRuns``: a zlib stream (RFC 1950) of
/// one DEFLATE block (RFC 1951) whose only matches repeat the pixel to the left.
///
/// Each filtered scanline is parsed the same way (``parse(_:count:bytesPerPixel:into:)``):
/// the filter type and the first pixel are literals; a pixel equal to the one before it starts a
/// run, which becomes one match at distance `bytesPerPixel` covering whole pixels (at least the
/// three bytes of §3.2.5, at most 258); every other pixel is literal.
///
/// Two passes use that parse. The first (``count(_:count:)``) only counts the symbols, on every
/// row of a small image and on a sample of the rows of a large one. ``beginBlock(sampling:)`` builds
/// the block's Huffman codes from those counts: dynamic (§3.2.7), or, from exact counts, the
/// fixed code of §3.2.6 when that is smaller, as on tiny images. The second pass
/// (``encode(_:count:)``) parses every row again and writes its symbols at once through a 64-bit
/// bit buffer, while the row is still in cache; no literal or token is stored in between.
///
/// With the Up filter, flat areas and rows equal to the row above become runs of zero pixels, so
/// this one distance finds most of what an icon repeats, at a small, fixed cost per pixel and no
/// hash tables. This is the approach of fpng (R. Geldreich, 2021), with codes built from each
/// image's own counts rather than fixed trained tables.
struct PixelRunDeflate {
    /// The match distance: the bytes of one pixel, 1...4 (1 for depths below 8, PNG §9.2).
    let bytesPerPixel: Int
    /// Counts of literal bytes by their position in the pixel (`literalCounts[k * 256 + byte]`
    /// for byte `k` of a pixel, the filter type counted with byte 0), so that a run of one value
    /// does not wait on the previous increment of the same counter.
    private var literalCounts = [UInt32](repeating: 0, count: 4 * 256)
    /// `matchLengths[n]`: the number of matches of `n` bytes counted.
    private var matchLengths = [UInt32](repeating: 0, count: 259)
    /// The codes, once ``beginBlock(sampling:)`` has built them.
    private var block: PixelRunBlock?
    /// The stream so far.
    private var writer = BitWriter()
    /// The running Adler-32 sums (RFC 1950 §8.2) of the rows encoded so far.
    private var adler: (a: UInt32, b: UInt32) = (1, 0)

    /// Readable bytes ``count(_:count:)`` and ``encode(_:count:)`` need after a row, for their
    /// word loads.
    static let slack = 8

    /// The longest code the literal/length code may use: four literals of at most 14 bits fit,
    /// with up to 7 pending bits, in the 64-bit bit buffer between flushes.
    static let codeLengthLimit = 14

    /// A compressor for rows of `bytesPerPixel`-byte pixels.
    ///
    /// - Precondition: `bytesPerPixel` is in 1...4.
    init(bytesPerPixel: Int) {
        precondition((1...4).contains(bytesPerPixel), "pixel size out of range")
        self.bytesPerPixel = bytesPerPixel
    }

    /// The first pass: counts the symbols of one filtered scanline, `row[0]` its filter type and
    /// `row[1..<count]` its filtered bytes.
    ///
    /// - Precondition: `count - 1` is a positive multiple of ``bytesPerPixel``, `row` holds at
    ///   least ``slack`` readable bytes after `count`, and ``beginBlock(sampling:)`` has not run.
    /// - Complexity: O(`count`).
    mutating func count(_ row: ElementHandle<UInt8>, count: Int) {
        Self.checkRow(row, count: count, bytesPerPixel: bytesPerPixel)
        precondition(block == nil, "counting after the codes were built")
        withMutableElementHandles(&literalCounts, &matchLengths) { literals, lengths in
            // A literal constant per call, so each copy divides by a constant.
            switch bytesPerPixel {
            case 4:
                var counter = PixelRunCounter(literals: literals, lengths: lengths, bytesPerPixel: 4)
                Self.parse(row, count: count, bytesPerPixel: 4, into: &counter)
            case 3:
                var counter = PixelRunCounter(literals: literals, lengths: lengths, bytesPerPixel: 3)
                Self.parse(row, count: count, bytesPerPixel: 3, into: &counter)
            case 2:
                var counter = PixelRunCounter(literals: literals, lengths: lengths, bytesPerPixel: 2)
                Self.parse(row, count: count, bytesPerPixel: 2, into: &counter)
            default:
                var counter = PixelRunCounter(literals: literals, lengths: lengths, bytesPerPixel: 1)
                Self.parse(row, count: count, bytesPerPixel: 1, into: &counter)
            }
        }
    }

    /// Builds the block's codes from the counts and writes the zlib header and the block header.
    ///
    /// `sampling` above 1 says the counts cover about one row in `sampling`: then every literal
    /// and every match length the parse can produce gets a code, and the block is dynamic; from
    /// exact counts, the fixed code is used when it makes the block smaller. The writer reserves
    /// room for the block as the counts predict it, so that it does not grow by copying.
    /// - Complexity: O(286 log 286), plus the reservation.
    mutating func beginBlock(sampling: Int) {
        let sampled = sampling > 1
        var counts = [UInt32](repeating: 0, count: 286)
        for byte in 0..<256 {
            counts[byte] =
                literalCounts[byte] + literalCounts[256 + byte] + literalCounts[512 + byte] + literalCounts[768 + byte]
                + (sampled ? 1 : 0)
        }
        counts[256] = 1
        var matches = 0
        var extraBits = 0
        let (minimum, maximum) = Self.matchRange(bytesPerPixel: bytesPerPixel)
        for length in stride(from: minimum, through: maximum, by: bytesPerPixel) {
            let found = matchLengths[length] + (sampled ? 1 : 0)
            guard found > 0 else { continue }
            let code = Int(DeflateTables.lengthCode[length - 3])
            counts[257 + code] += found
            matches += Int(found)
            extraBits += Int(found) * Int(DeflateTables.lengthExtra[code])
        }
        let block = PixelRunBlock(
            literalLength: counts, matches: matches, extraBits: extraBits, distanceCode: bytesPerPixel - 1,
            allowFixed: !sampled, lengths: stride(from: minimum, through: maximum, by: bytesPerPixel))
        writer.reserve(block.symbolBits / 8 * sampling + 1024)
        for byte in Zlib.header(level: 1) { writer.write(UInt32(byte), width: 8) }
        writer.write(1, width: 1)
        if let header = block.header {
            writer.write(2, width: 2)
            header.write(to: &writer)
        } else {
            writer.write(1, width: 2)
        }
        self.block = block
    }

    /// The second pass: adds one filtered scanline (laid out as for ``count(_:count:)``) to the
    /// Adler-32, parses it and writes its symbols.
    ///
    /// Four literals go between flushes (4 × ``codeLengthLimit`` bits plus at most 7 pending fit
    /// the 64-bit register); a match is one table entry of length code, extra bits and distance
    /// code (at most 14 + 5 + 5 bits).
    /// - Precondition: as for ``count(_:count:)``, and ``beginBlock(sampling:)`` has run.
    /// - Complexity: O(`count`).
    mutating func encode(_ row: ElementHandle<UInt8>, count: Int) {
        Self.checkRow(row, count: count, bytesPerPixel: bytesPerPixel)
        guard let block else { preconditionFailure("encoding before the codes were built") }
        adler = Adler32.wide(adler.a, adler.b, row.slice(0..<count))
        let bytesPerPixel = bytesPerPixel
        // Every literal byte costs at most 14 bits and every match (three bytes or more) at most
        // 24, so the row's symbols fit in `count × 14 / 8` bytes; the margin covers the last
        // whole-word store.
        writer.withCursor(capacity: count * 2 + 16) { cursor in
            withElementHandles(block.literalTable, block.matchTable) { literal, match in
                switch bytesPerPixel {
                case 4:
                    var emitter = PixelRunEmitter(cursor: cursor, literal: literal, match: match, bytesPerPixel: 4)
                    Self.parse(row, count: count, bytesPerPixel: 4, into: &emitter)
                    cursor = emitter.cursor
                case 3:
                    var emitter = PixelRunEmitter(cursor: cursor, literal: literal, match: match, bytesPerPixel: 3)
                    Self.parse(row, count: count, bytesPerPixel: 3, into: &emitter)
                    cursor = emitter.cursor
                case 2:
                    var emitter = PixelRunEmitter(cursor: cursor, literal: literal, match: match, bytesPerPixel: 2)
                    Self.parse(row, count: count, bytesPerPixel: 2, into: &emitter)
                    cursor = emitter.cursor
                default:
                    var emitter = PixelRunEmitter(cursor: cursor, literal: literal, match: match, bytesPerPixel: 1)
                    Self.parse(row, count: count, bytesPerPixel: 1, into: &emitter)
                    cursor = emitter.cursor
                }
            }
        }
    }

    /// The zlib stream: everything written, the end-of-block code, and the Adler-32.
    ///
    /// - Precondition: ``beginBlock(sampling:)`` has run.
    /// - Complexity: O(output) for the copy out of the writer.
    mutating func finish() -> [UInt8] {
        guard let block else { preconditionFailure("finishing before the codes were built") }
        writer.write(block.endOfBlock & 0xFFFF, width: Int(block.endOfBlock >> 16))
        writer.alignToByte()
        var stream = writer.takeBytes()
        stream.append(bigEndian: adler.b << 16 | adler.a)
        return stream
    }

    /// The shortest and longest match in bytes for `bytesPerPixel`: whole pixels, at least the
    /// three bytes and at most the 258 bytes of RFC 1951 §3.2.5.
    static func matchRange(bytesPerPixel: Int) -> (minimum: Int, maximum: Int) {
        ((3 + bytesPerPixel - 1) / bytesPerPixel * bytesPerPixel, 258 / bytesPerPixel * bytesPerPixel)
    }

    /// Checks the layout ``count(_:count:)`` and ``encode(_:count:)`` require of a row.
    @inline(__always)
    private static func checkRow(_ row: ElementHandle<UInt8>, count: Int, bytesPerPixel: Int) {
        precondition(
            count > bytesPerPixel && (count - 1) % bytesPerPixel == 0 && row.count >= count + slack,
            "a row of partial pixels or without slack")
    }

    /// Parses one row (see ``count(_:count:)``, whose layout holds) into `sink`: its filter type
    /// `row[0]`, then each literal pixel (its bytes in the low bits of the word, higher bits
    /// unspecified above `bytesPerPixel` bytes) and each match length, in stream order.
    ///
    /// A pixel equal to the one before it starts a match that runs over every following byte
    /// equal to the byte one pixel back, found eight bytes at a time, then cut to whole pixels
    /// and to 258 bytes; a run shorter than the shortest match stays literal.
    /// - Complexity: O(`count`).
    @inline(__always)
    static func parse<Sink: PixelRunSink>(
        _ row: ElementHandle<UInt8>, count: Int, bytesPerPixel: Int, into sink: inout Sink
    ) {
        let pixelMask: UInt32 = bytesPerPixel == 4 ? .max : (1 << (8 * UInt32(bytesPerPixel))) - 1
        let (minimum, maximum) = matchRange(bytesPerPixel: bytesPerPixel)
        // Unchecked below: a word loaded at a position below `count` ends before
        // `count + slack`, inside `row`, and a position one pixel back is at least 1.
        sink.filterType(row[unchecked: 0])
        sink.pixel(row.littleEndian(UInt32.self, unchecked: 1))
        var index = 1 + bytesPerPixel
        while index < count {
            let word = row.littleEndian(UInt32.self, unchecked: index)
            let left = row.littleEndian(UInt32.self, unchecked: index - bytesPerPixel)
            var run = 0
            if (word ^ left) & pixelMask == 0 {
                let limit = min(maximum, count - index)
                while true {
                    // Sixteen bytes per step; a second word past `limit` may be read (within the
                    // slack when the first ends the row) but the run is cut to `limit` below.
                    let first =
                        row.littleEndian(UInt64.self, unchecked: index + run)
                        ^ row.littleEndian(UInt64.self, unchecked: index + run - bytesPerPixel)
                    if first != 0 {
                        // Little-endian: the lowest set bit is in the first differing byte.
                        run += first.trailingZeroBitCount >> 3
                        break
                    }
                    if run + 8 >= limit {
                        run += 8
                        break
                    }
                    let second =
                        row.littleEndian(UInt64.self, unchecked: index + run + 8)
                        ^ row.littleEndian(UInt64.self, unchecked: index + run + 8 - bytesPerPixel)
                    if second != 0 {
                        run += 8 + second.trailingZeroBitCount >> 3
                        break
                    }
                    run += 16
                    if run >= limit { break }
                }
                run = min(run, limit)
                run -= run % bytesPerPixel
            }
            if run < minimum {
                sink.pixel(word)
                index += bytesPerPixel
            } else {
                sink.match(run)
                index += run
            }
        }
    }
}

/// What ``PixelRunDeflate/parse(_:count:bytesPerPixel:into:)`` reports a row's symbols to. The
/// parse is generic over it and inlined, so each sink's state stays in registers.
protocol PixelRunSink {
    /// The row's filter-type byte, a literal.
    mutating func filterType(_ byte: UInt8)
    /// A literal pixel: its bytes in the low bits of `word`, first byte lowest.
    mutating func pixel(_ word: UInt32)
    /// A match of `length` bytes at a distance of one pixel.
    mutating func match(_ length: Int)
}

/// The counting pass's sink: literal bytes counted by their position in the pixel, matches by
/// length (see ``PixelRunDeflate``).
struct PixelRunCounter: PixelRunSink {
    /// `literals[k * 256 + byte]`: literal `byte` at position `k` of a pixel (1024 entries).
    let literals: MutableElementHandle<UInt32>
    /// `lengths[n]`: matches of `n` bytes (259 entries).
    let lengths: MutableElementHandle<UInt32>
    /// The bytes of a pixel, 1...4.
    let bytesPerPixel: Int

    /// Counts the filter type with the pixels' first bytes.
    @inline(__always)
    mutating func filterType(_ byte: UInt8) {
        // Unchecked: a byte is below 256.
        literals[unchecked: Int(byte)] += 1
    }

    /// Counts each of the pixel's ``bytesPerPixel`` bytes in the table of its position.
    @inline(__always)
    mutating func pixel(_ word: UInt32) {
        // Unchecked: a byte plus a multiple of 256 below 1024.
        literals[unchecked: Int(word & 0xFF)] += 1
        if bytesPerPixel > 1 { literals[unchecked: 256 + Int(word &>> 8 & 0xFF)] += 1 }
        if bytesPerPixel > 2 { literals[unchecked: 512 + Int(word &>> 16 & 0xFF)] += 1 }
        if bytesPerPixel > 3 { literals[unchecked: 768 + Int(word &>> 24)] += 1 }
    }

    /// Counts one match of `length` bytes.
    @inline(__always)
    mutating func match(_ length: Int) {
        // Unchecked: the parse's matches are at most 258 bytes.
        lengths[unchecked: length] += 1
    }
}

/// The encoding pass's sink: writes each symbol's code through the bit cursor.
///
/// Four literals go between flushes (4 × ``PixelRunDeflate/codeLengthLimit`` bits plus at most
/// 7 pending fit the 64-bit register); a match is one table entry of length code, extra bits and
/// distance code (at most 14 + 5 + 5 bits).
struct PixelRunEmitter: PixelRunSink {
    /// The bit cursor, holding at most 7 bits between symbols.
    var cursor: BitWriteCursor
    /// The block's ``PixelRunBlock/literalTable``.
    let literal: ElementHandle<UInt32>
    /// The block's ``PixelRunBlock/matchTable``.
    let match: ElementHandle<UInt64>
    /// The bytes of a pixel, 1...4.
    let bytesPerPixel: Int

    /// Adds the code of literal `byte`.
    @inline(__always)
    private mutating func add(_ byte: UInt32) {
        // Unchecked: a byte indexes the 256-entry literal table.
        let entry = literal[unchecked: Int(byte)]
        cursor.add(UInt64(entry & 0xFFFF), width: Int(entry &>> 16))
    }

    /// Writes the filter type's code.
    @inline(__always)
    mutating func filterType(_ byte: UInt8) {
        add(UInt32(byte))
        cursor.flush()
    }

    /// Writes the codes of the pixel's ``bytesPerPixel`` bytes.
    @inline(__always)
    mutating func pixel(_ word: UInt32) {
        add(word & 0xFF)
        if bytesPerPixel > 1 { add(word &>> 8 & 0xFF) }
        if bytesPerPixel > 2 { add(word &>> 16 & 0xFF) }
        if bytesPerPixel > 3 { add(word &>> 24) }
        cursor.flush()
    }

    /// Writes a match of `length` bytes.
    @inline(__always)
    mutating func match(_ length: Int) {
        // Unchecked: a match length (at most 258) indexes the 259-entry match table.
        let entry = self.match[unchecked: length]
        cursor.add(entry & 0xFFFF_FFFF, width: Int(entry &>> 32))
        cursor.flush()
    }
}

/// The codes of one ``PixelRunDeflate`` block: the dynamic codes built from the symbol counts
/// (RFC 1951 §3.2.7), or the fixed codes (§3.2.6) when they make the block smaller, with the
/// tables the second pass writes from.
struct PixelRunBlock {
    /// The dynamic header, or `nil` for the fixed codes.
    let header: DynamicHeader?
    /// The bits of the counted symbols in the chosen code, header excluded.
    let symbolBits: Int
    /// `literalTable[byte]`: the reversed code of the literal in the low 16 bits, its length above.
    let literalTable: [UInt32]
    /// `matchTable[n]`: for a match of `n` bytes, the length code, its extra bits and the distance
    /// code as one run of bits in the low 32 bits, their total width above; filled for the
    /// lengths the parse can produce, zero for the others.
    let matchTable: [UInt64]
    /// The end-of-block code, laid out as a ``literalTable`` entry.
    let endOfBlock: UInt32

    /// The smaller block for the literal/length counts `literalLength` (286, end-of-block
    /// included), whose `matches` all use distance code `distanceCode` and whose length codes
    /// carry `extraBits` in all; the fixed code is considered only when `allowFixed`. `lengths`
    /// are the match lengths the parse can produce.
    ///
    /// - Complexity: O(286 log 286) for the dynamic code, O(`lengths`) for the match table.
    init(
        literalLength: [UInt32], matches: Int, extraBits: Int, distanceCode: Int, allowFixed: Bool,
        lengths matchLengths: some Sequence<Int>
    ) {
        precondition(literalLength.count == 286, "one count per literal/length symbol")
        var distanceCounts = [UInt32](repeating: 0, count: 30)
        distanceCounts[distanceCode] = UInt32(matches)
        let literalLengths = HuffmanCode.lengths(literalLength, limit: PixelRunDeflate.codeLengthLimit)
        let distanceLengths = HuffmanCode.lengths(distanceCounts, limit: 15)
        let dynamicHeader = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)
        var dynamicBits = extraBits + matches * Int(distanceLengths[distanceCode])
        var fixedBits = extraBits + matches * 5
        withElementHandles(literalLength, literalLengths, DeflateTables.fixedLiteralLengths) { counts, dynamic, fixed in
            // Unchecked: all three hold at least 286 entries (the precondition, the code of the
            // same counts, and the 288 fixed lengths).
            for symbol in 0..<286 {
                let count = Int(counts[unchecked: symbol])
                dynamicBits += count * Int(dynamic[unchecked: symbol])
                fixedBits += count * Int(fixed[unchecked: symbol])
            }
        }
        let lengths: (literal: [UInt8], distance: [UInt8])
        if allowFixed && fixedBits <= dynamicBits + dynamicHeader.bitCount {
            (header, symbolBits) = (nil, fixedBits)
            lengths = (DeflateTables.fixedLiteralLengths, DeflateTables.fixedDistanceLengths)
        } else {
            (header, symbolBits) = (dynamicHeader, dynamicBits)
            lengths = (literalLengths, distanceLengths)
        }
        let literalCodes = HuffmanCode.reversedCodes(lengths.literal)
        let distanceBits = UInt64(HuffmanCode.reversedCodes(lengths.distance)[distanceCode])
        let distanceWidth = UInt64(lengths.distance[distanceCode])
        // Every entry is written: the 256 literals, and the match lengths below.
        var literalTable = [UInt32](unfilledCount: 256)
        var matchTable = [UInt64](repeating: 0, count: 259)
        endOfBlock = literalCodes[256] | UInt32(lengths.literal[256]) << 16
        withMutableElementHandles(&literalTable, &matchTable) { literalTable, matchTable in
            withElementHandles(literalCodes, lengths.literal, DeflateTables.lengthCode) { codes, widths, lengthCodes in
                // Unchecked: both codes of at least 286 symbols; a literal is below 256; a match
                // length is 3...258, its code below 29 and its symbol below 286.
                for byte in 0..<256 {
                    literalTable[unchecked: byte] = codes[unchecked: byte] | UInt32(widths[unchecked: byte]) << 16
                }
                for length in matchLengths {
                    precondition((3...258).contains(length), "a match length of RFC 1951 §3.2.5")
                    let code = Int(lengthCodes[unchecked: length - 3])
                    let symbol = 257 + code
                    let codeWidth = UInt64(widths[unchecked: symbol])
                    let extraWidth = UInt64(DeflateTables.lengthExtra[code])
                    let extra = UInt64(length - Int(DeflateTables.lengthBase[code]))
                    let bits =
                        UInt64(codes[unchecked: symbol]) | extra << codeWidth | distanceBits << (codeWidth + extraWidth)
                    matchTable[length] = bits | (codeWidth + extraWidth + distanceWidth) << 32
                }
            }
        }
        self.literalTable = literalTable
        self.matchTable = matchTable
    }
}
