/// The Huffman tables of a dynamic block (RFC 1951 §3.2.7) and the code lengths they are read
/// from, kept by a decoder from one block to the next: ``Inflater/readDynamicTables(into:)``
/// rebuilds them in place, so a stream of many blocks allocates their storage once.
///
/// A new value holds no storage; the first dynamic block allocates it.
struct DynamicTables {
    /// The literal/length table of the last dynamic block read.
    var literal = HuffmanTable()
    /// The distance table of the last dynamic block read.
    var distance = HuffmanTable()
    /// The code-length code's table, needed only while the header is read.
    var codeLength = HuffmanTable()
    /// The literal/length and distance code lengths of the header, HLIT + HDIST of them.
    var lengths: [UInt8] = []
    /// The code-length code's lengths, in symbol order (0...18).
    var codeLengthLengths: [UInt8] = []

    /// Index bits of the code-length code's table: its codes have at most 7 bits (§3.2.7: their
    /// lengths take 3 bits), so the table has no sub-tables.
    static let codeLengthBits = 7

    /// Code lengths a header may declare: 286 literal/length and 30 distance codes.
    static let maximumLengths = 286 + 30

    /// Makes room for a header's lengths and sets the code-length code's lengths to zero: codes
    /// that HCLEN leaves out have none.
    /// - Complexity: O(1) once the storage exists.
    mutating func prepare() {
        if lengths.count < DynamicTables.maximumLengths {
            lengths = [UInt8](repeating: 0, count: DynamicTables.maximumLengths)
        }
        if codeLengthLengths.count == 19 {
            codeLengthLengths.withMutableElementHandle { $0.update(repeating: 0, in: 0..<19) }
        } else {
            codeLengthLengths = [UInt8](repeating: 0, count: 19)
        }
    }
}
