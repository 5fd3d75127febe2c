/// A careful, symbol-at-a-time view of DEFLATE bits (RFC 1951 §3.1.1: least significant bit
/// first), shared by the whole-buffer ``Inflater`` and the streaming ``InflateStream``.
///
/// The two readers differ in what running out of input means: the whole-buffer reader throws
/// ``InflateError/truncated(offset:)``, the streaming reader asks for more input and retries the
/// step. Everything above the bits (the dynamic-table header, a literal/length/distance triple)
/// is read once, here, so both decoders report the same errors at the same byte offsets.
protocol DeflateBitReader {
    /// What the reader throws: an ``InflateError``, or a request for more input.
    associatedtype Failure: Error

    /// Byte offset of the next unread bit, as errors report it.
    var byteOffset: Int { get }

    /// Reads `count` bits (0...16) as an integer, first bit least significant.
    mutating func bits(_ count: Int) throws(Failure) -> Int

    /// Reads one Huffman code and returns its table entry (``HuffmanTable``). A bit pattern the
    /// table leaves unassigned is ``InflateError/invalidCode(offset:)`` at the code's first byte
    /// when 15 bits (the longest code) are present, and a lack of input otherwise.
    mutating func decodeEntry(_ table: HuffmanTable) throws(Failure) -> UInt32

    /// Wraps a decoding error in the reader's failure type.
    static func failure(_ error: InflateError) -> Failure
}

/// One step of a Huffman-coded block (RFC 1951 §3.2.5).
enum DeflateSymbol: Equatable {
    case literal(UInt8)
    case endOfBlock
    /// Copy `length` bytes from `distance` back; not yet checked against the output so far.
    case match(length: Int, distance: Int)
}

extension DeflateBitReader {
    /// Reads one literal, end-of-block, or (length, distance) pair with its extra bits, from
    /// tables of the ``HuffmanTable/Alphabet/literalLength`` and ``HuffmanTable/Alphabet/distance``
    /// alphabets (which hold no entry for the reserved symbols 286, 287, 30 and 31).
    mutating func readSymbol(literal: HuffmanTable, distance: HuffmanTable) throws(Failure) -> DeflateSymbol {
        let entry = try decodeEntry(literal)
        if entry & HuffmanTable.literalFlag != 0 { return .literal(UInt8(truncatingIfNeeded: entry >> 16)) }
        if entry & HuffmanTable.exceptionalFlag != 0 { return .endOfBlock }
        let length = HuffmanTable.value(entry) + (try bits(HuffmanTable.extraBits(entry)))
        let distanceEntry = try decodeEntry(distance)
        let matchDistance = HuffmanTable.value(distanceEntry) + (try bits(HuffmanTable.extraBits(distanceEntry)))
        return .match(length: length, distance: matchDistance)
    }

    /// RFC 1951 §3.2.7: HLIT, HDIST and HCLEN, the code-length code, then the literal/length and
    /// distance code lengths with their repeat codes 16, 17 and 18; rebuilds the tables of
    /// `tables` in place for them.
    ///
    /// Header errors (too many codes, over-subscribed or incomplete codes, no end-of-block code)
    /// are reported at the header's first byte; a bad repeat at the byte of its code. After an
    /// error the tables hold no block's code and must be read again before use.
    /// - Complexity: O(HLIT + HDIST + 2^11), allocating nothing once `tables` has its storage.
    mutating func readDynamicTables(into tables: inout DynamicTables) throws(Failure) {
        let headerOffset = byteOffset
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        if literalCount > 286 || distanceCount > 30 { throw Self.failure(.tooManyCodes(offset: headerOffset)) }
        tables.prepare()
        for index in 0..<codeLengthCount {
            tables.codeLengthLengths[DeflateTables.codeLengthOrder[index]] = UInt8(try bits(3))
        }
        try Self.build(
            &tables.codeLength, tables.codeLengthLengths, 0..<19, primaryBits: 7, .codeLength, allowSingleCode: false,
            fullWidth: false, headerOffset)
        let total = literalCount + distanceCount
        var filled = 0
        while filled < total {
            let symbolOffset = byteOffset
            let symbol = HuffmanTable.value(try decodeEntry(tables.codeLength))
            switch symbol {
            case 16:
                if filled == 0 { throw Self.failure(.invalidRepeat(offset: symbolOffset)) }
                let count = 3 + (try bits(2))
                if filled + count > total { throw Self.failure(.invalidRepeat(offset: symbolOffset)) }
                let last = tables.lengths[filled - 1]
                for index in filled..<filled + count { tables.lengths[index] = last }
                filled += count
            case 17, 18:
                let count = symbol == 17 ? 3 + (try bits(3)) : 11 + (try bits(7))
                if filled + count > total { throw Self.failure(.invalidRepeat(offset: symbolOffset)) }
                for index in filled..<filled + count { tables.lengths[index] = 0 }
                filled += count
            default:
                tables.lengths[filled] = UInt8(truncatingIfNeeded: symbol)
                filled += 1
            }
        }
        if tables.lengths[256] == 0 { throw Self.failure(.missingEndOfBlock(offset: headerOffset)) }
        try Self.build(
            &tables.literal, tables.lengths, 0..<literalCount, primaryBits: HuffmanFastLoop.literalTableBits,
            .literalLength, allowSingleCode: true, fullWidth: true, headerOffset)
        try Self.build(
            &tables.distance, tables.lengths, literalCount..<total, primaryBits: HuffmanFastLoop.distanceTableBits,
            .distance, allowSingleCode: true, fullWidth: true, headerOffset)
    }

    /// Rebuilds `table` for `lengths[range]`, turning a build error into the header's error.
    private static func build(
        _ table: inout HuffmanTable, _ lengths: [UInt8], _ range: Range<Int>, primaryBits: Int,
        _ alphabet: HuffmanTable.Alphabet, allowSingleCode: Bool, fullWidth: Bool, _ headerOffset: Int
    ) throws(Failure) {
        let error: HuffmanTable.BuildError? = lengths.withElementHandle { lengths in
            do throws(HuffmanTable.BuildError) {
                try table.rebuild(
                    lengths: lengths.slice(range), primaryBits: primaryBits, alphabet: alphabet,
                    allowSingleCode: allowSingleCode, fullWidth: fullWidth)
                return nil
            } catch {
                return error
            }
        }
        switch error {
        case nil: return
        case .oversubscribed: throw failure(.oversubscribedCode(offset: headerOffset))
        case .incomplete: throw failure(.incompleteCode(offset: headerOffset))
        }
    }
}
