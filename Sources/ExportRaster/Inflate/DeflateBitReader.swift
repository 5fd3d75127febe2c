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
    /// distance code lengths with their repeat codes 16, 17 and 18.
    ///
    /// Header errors (too many codes, over-subscribed or incomplete codes, no end-of-block code)
    /// are reported at the header's first byte; a bad repeat at the byte of its code.
    mutating func readDynamicTables() throws(Failure) -> (literal: HuffmanTable, distance: HuffmanTable) {
        let headerOffset = byteOffset
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        if literalCount > 286 || distanceCount > 30 { throw Self.failure(.tooManyCodes(offset: headerOffset)) }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[DeflateTables.codeLengthOrder[index]] = UInt8(try bits(3))
        }
        let codeLengthTable = try Self.table(
            codeLengthLengths, primaryBits: 7, .codeLength, allowSingleCode: false, fullWidth: false, headerOffset)
        let total = literalCount + distanceCount
        // Filled in place: the zeros of repeat codes 17 and 18 are already there.
        var lengths = [UInt8](repeating: 0, count: total)
        var filled = 0
        while filled < total {
            let symbolOffset = byteOffset
            let symbol = HuffmanTable.value(try decodeEntry(codeLengthTable))
            switch symbol {
            case 16:
                if filled == 0 { throw Self.failure(.invalidRepeat(offset: symbolOffset)) }
                let count = 3 + (try bits(2))
                if filled + count > total { throw Self.failure(.invalidRepeat(offset: symbolOffset)) }
                let last = lengths[filled - 1]
                for index in filled..<filled + count { lengths[index] = last }
                filled += count
            case 17, 18:
                let count = symbol == 17 ? 3 + (try bits(3)) : 11 + (try bits(7))
                if filled + count > total { throw Self.failure(.invalidRepeat(offset: symbolOffset)) }
                filled += count
            default:
                lengths[filled] = UInt8(truncatingIfNeeded: symbol)
                filled += 1
            }
        }
        if lengths[256] == 0 { throw Self.failure(.missingEndOfBlock(offset: headerOffset)) }
        let literal = try Self.table(
            Array(lengths[0..<literalCount]), primaryBits: HuffmanFastLoop.literalTableBits, .literalLength,
            allowSingleCode: true, fullWidth: true, headerOffset)
        let distance = try Self.table(
            Array(lengths[literalCount...]), primaryBits: HuffmanFastLoop.distanceTableBits, .distance,
            allowSingleCode: true, fullWidth: true, headerOffset)
        return (literal, distance)
    }

    private static func table(
        _ lengths: [UInt8], primaryBits: Int, _ alphabet: HuffmanTable.Alphabet, allowSingleCode: Bool,
        fullWidth: Bool, _ headerOffset: Int
    ) throws(Failure) -> HuffmanTable {
        do {
            return try HuffmanTable(
                lengths: lengths, primaryBits: primaryBits, alphabet: alphabet, allowSingleCode: allowSingleCode,
                fullWidth: fullWidth)
        } catch .oversubscribed {
            throw failure(.oversubscribedCode(offset: headerOffset))
        } catch {
            throw failure(.incompleteCode(offset: headerOffset))
        }
    }
}
