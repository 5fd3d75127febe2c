extension Deflate {
    /// The fewest bytes that any raw DEFLATE stream (RFC 1951) of data holding `distinctValues`
    /// different byte values can take, whatever the encoder, its parse and its blocks: at least
    /// 189/31 bits (about 6.1) per value, rounded up to whole bytes.
    ///
    /// A match copies bytes that came before it, so the first occurrence of each byte value is a
    /// literal. Say a block holds `k` of these first occurrences (§3.2.3):
    /// - stored, it takes 35 bits and 8 per byte: at least 8 bits per value;
    /// - with the fixed code (§3.2.6), each literal takes 8 or 9 bits: at least 8 per value;
    /// - with a dynamic code (§3.2.7), its header takes at least 29 bits (3 of block header, 14
    ///   for HLIT, HDIST and HCLEN, 3 for each of at least four code-length code lengths), and the
    ///   `k` literals and the end-of-block symbol are `k + 1` symbols of one prefix code that each
    ///   occur, whose lengths sum to at least those of the balanced code by the Kraft inequality:
    ///   `(k + 1)·d + 2·(k + 1 − 2^d)` for `d = ⌊log2(k + 1)⌋`.
    ///
    /// Per value, the dynamic block's least is `(29 + 160) / 31` bits, at `k = 31`, below the 8
    /// of the other types; every block of the stream takes at least that per value it introduces.
    ///
    /// An encoder that must beat a known size can skip a candidate whose bound already reaches
    /// it: the PNG encoder does so for an image's palette data against its data without a
    /// palette, and the bound is what makes that skip exact.
    /// - Complexity: O(1).
    static func minimumStreamBytes(distinctValues: Int) -> Int {
        let bitsPerValue = (numerator: 189, denominator: 31)
        return (max(distinctValues, 0) * bitsPerValue.numerator + 8 * bitsPerValue.denominator - 1)
            / (8 * bitsPerValue.denominator)
    }
}
