/// A careful, symbol-at-a-time view of DEFLATE bits (RFC 1951 §3.1.1: least significant bit
/// first), shared by the whole-buffer ``Inflater`` and the streaming ``InflateStream``.
///
/// The two readers differ in what running out of input means: the whole-buffer reader throws
/// ``InflateError/truncated(offset:)``, the streaming reader asks for more input and retries the
/// step. A literal/length/distance triple is read once, here, and a dynamic block's header once,
/// in ``Inflater/readDynamicTables(into:)`` (the streaming reader reads headers through an
/// ``Inflater`` over the bytes at hand), so both decoders report the same errors at the same byte
/// offsets.
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
        if entry & HuffmanTable.exceptionalFlag != 0 && entry & HuffmanTable.pendingExtraFlag == 0 {
            return .endOfBlock
        }
        let length = HuffmanTable.value(entry) + (try bits(HuffmanTable.extraBits(entry)))
        let distanceEntry = try decodeEntry(distance)
        let matchDistance = HuffmanTable.value(distanceEntry) + (try bits(HuffmanTable.extraBits(distanceEntry)))
        return .match(length: length, distance: matchDistance)
    }
}
