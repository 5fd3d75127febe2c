/// A table-driven canonical Huffman decoder (RFC 1951 §3.2.2).
///
/// The first `primaryBits` bits of input (least significant first, so the code appears
/// bit-reversed) index the primary table. Each entry is one of:
/// - a decoded value: `value << 16 | flags | length`, with the code length (1...15) in bits 0-7;
///   what the value and flags mean depends on the ``Alphabet``;
/// - a link to a sub-table for longer codes: `offset << 16 | 0x100 | subBits`;
/// - 0: no code has this prefix, or its symbol is one the format reserves.
///
/// A primary literal entry whose remaining bits hold a whole second literal code also carries
/// that literal: its code length in bits 12-15 and its byte in bits 24-31 (see
/// ``pairLiterals()``). A decoder that reads one symbol at a time consumes bits 0-7 and takes the
/// byte in bits 16-23, as for any literal, and never sees the second.
struct HuffmanTable: Sendable {
    private(set) var entries: [UInt32]
    let primaryBits: Int

    /// What the decoded values are. The literal/length and distance tables hold the base and
    /// extra-bit count of §3.2.5 directly, so decoding a match needs no second lookup.
    enum Alphabet {
        /// The code-length code of §3.2.7: the value is the symbol (0...18).
        case codeLength
        /// Literal/length symbols: a literal has ``literalFlag`` and the byte as value (and may
        /// carry a second literal, see ``HuffmanTable``); a length
        /// symbol (257...285) has ``lengthFlag``, the base length as value and the extra-bit count
        /// in bits 12-15; end-of-block (256) has ``endOfBlockFlag``. Symbols 286 and 287 are
        /// invalid.
        case literalLength
        /// Distance symbols 0...29: the base distance as value and the extra-bit count in bits
        /// 12-15. Symbols 30 and 31 are invalid.
        case distance
    }

    /// Marks a literal in a ``Alphabet/literalLength`` entry.
    static let literalFlag: UInt32 = 0x200
    /// Marks a length in a ``Alphabet/literalLength`` entry.
    static let lengthFlag: UInt32 = 0x400
    /// Marks end-of-block in a ``Alphabet/literalLength`` entry.
    static let endOfBlockFlag: UInt32 = 0x800
    /// Marks a link to a sub-table.
    static let linkFlag: UInt32 = 0x100

    /// The entry for `symbol` with a code of `length` bits in `alphabet`.
    private static func entry(_ symbol: Int, length: Int, _ alphabet: Alphabet) -> UInt32 {
        let length = UInt32(length)
        switch alphabet {
        case .codeLength:
            return UInt32(symbol) << 16 | length
        case .literalLength:
            if symbol < 256 { return UInt32(symbol) << 16 | literalFlag | length }
            if symbol == 256 { return 256 << 16 | endOfBlockFlag | length }
            if symbol > 285 { return 0 }
            let code = symbol - 257
            return UInt32(DeflateTables.lengthBase[code]) << 16 | UInt32(DeflateTables.lengthExtra[code]) << 12
                | lengthFlag | length
        case .distance:
            if symbol > 29 { return 0 }
            return UInt32(DeflateTables.distanceBase[symbol]) << 16 | UInt32(DeflateTables.distanceExtra[symbol]) << 12
                | length
        }
    }

    enum BuildError: Error {
        case oversubscribed
        case incomplete
    }

    /// Builds the table for `lengths` in `alphabet`. With `allowSingleCode`, an incomplete code is
    /// accepted when it has one one-bit code or no codes at all (RFC 1951 §3.2.7 allows a lone
    /// distance code); otherwise the code must be complete, as zlib requires. The reserved symbols
    /// of the fixed codes (§3.2.6: literal/length 286 and 287, distance 30 and 31) keep their bit
    /// patterns, so the codes stay complete, but decode as invalid.
    init(
        lengths: [UInt8], primaryBits maximumPrimary: Int, alphabet: Alphabet, allowSingleCode: Bool = true
    ) throws(BuildError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var left = 1
        var used = 0
        var maxLength = 0
        for bits in 1...15 {
            left <<= 1
            left -= counts[bits]
            if left < 0 { throw .oversubscribed }
            used += counts[bits]
            if counts[bits] > 0 { maxLength = bits }
        }
        if left > 0 && !(allowSingleCode && used <= 1 && maxLength <= 1) { throw .incomplete }

        let primaryBits = max(1, min(maximumPrimary, maxLength))
        self.primaryBits = primaryBits
        entries = [UInt32](repeating: 0, count: 1 << primaryBits)
        let codes = HuffmanCode.reversedCodes(lengths)

        // Sub-table size for each primary prefix of the longer codes.
        let mask = (1 << primaryBits) - 1
        if maxLength > primaryBits {
            var subBits = [UInt8](repeating: 0, count: 1 << primaryBits)
            for (symbol, length) in lengths.enumerated() where Int(length) > primaryBits {
                let prefix = Int(codes[symbol]) & mask
                subBits[prefix] = max(subBits[prefix], length - UInt8(primaryBits))
            }
            for prefix in 0..<(1 << primaryBits) where subBits[prefix] > 0 {
                entries[prefix] = UInt32(entries.count) << 16 | HuffmanTable.linkFlag | UInt32(subBits[prefix])
                entries.append(contentsOf: repeatElement(0, count: 1 << subBits[prefix]))
            }
        }
        // Every index below stays inside its table: a code's low `primaryBits` bits pick a primary
        // entry, and the sub-table a long code's prefix links to was sized for its longest code.
        entries.withUnsafeMutableBufferPointer { table in
            for (symbol, length) in lengths.enumerated() where length > 0 {
                let length = Int(length)
                let code = Int(codes[symbol])
                let entry = HuffmanTable.entry(symbol, length: length, alphabet)
                if length <= primaryBits {
                    var index = code
                    while index < 1 << primaryBits {
                        table[index] = entry
                        index += 1 << length
                    }
                } else {
                    let link = table[code & mask]
                    let offset = Int(link >> 16)
                    let width = Int(link & 0xFF)
                    var index = code >> primaryBits
                    while index < 1 << width {
                        table[offset + index] = entry
                        index += 1 << (length - primaryBits)
                    }
                }
            }
        }
        if alphabet == .literalLength { pairLiterals() }
    }

    /// Adds to each primary literal entry the literal that the rest of its index decodes to,
    /// when that index holds the whole second code: on data with short literal codes (two-colour
    /// image rows get codes of one and two bits) the fast decoder then writes two bytes a lookup.
    /// - Complexity: O(2^primaryBits).
    private mutating func pairLiterals() {
        let primaryBits = self.primaryBits
        entries.withUnsafeMutableBufferPointer { table in
            for index in 0..<(1 << primaryBits) {
                let first = table[index]
                guard first & HuffmanTable.literalFlag != 0 else { continue }
                let firstLength = Int(first & 0xFF)
                // The index's bits after the first code; reading an entry there only takes its
                // length and byte, which pairing leaves alone.
                let second = table[index >> firstLength]
                guard second & HuffmanTable.literalFlag != 0, Int(second & 0xFF) <= primaryBits - firstLength
                else { continue }
                table[index] = first | (second & 0xFF) << 12 | (second >> 16 & 0xFF) << 24
            }
        }
    }

    /// The fixed literal/length code of §3.2.6.
    static let fixedLiteral: HuffmanTable = {
        do {
            return try HuffmanTable(
                lengths: DeflateTables.fixedLiteralLengths, primaryBits: 9, alphabet: .literalLength)
        } catch {
            preconditionFailure("the fixed code of RFC 1951 is complete")
        }
    }()

    /// The fixed distance code of §3.2.6.
    static let fixedDistance: HuffmanTable = {
        do {
            return try HuffmanTable(lengths: DeflateTables.fixedDistanceLengths, primaryBits: 5, alphabet: .distance)
        } catch {
            preconditionFailure("the fixed code of RFC 1951 is complete")
        }
    }()
}
