/// A table-driven canonical Huffman decoder (RFC 1951 §3.2.2).
///
/// The first `primaryBits` bits of input (least significant first, so the code appears
/// bit-reversed) index the primary table. Each entry is one of:
/// - a symbol: `symbol << 16 | length` (length 1...15);
/// - a link to a sub-table for longer codes: `offset << 16 | 0x100 | subBits`;
/// - 0: no code has this prefix.
struct HuffmanTable: Sendable {
    private(set) var entries: [UInt32]
    let primaryBits: Int

    enum BuildError: Error {
        case oversubscribed
        case incomplete
    }

    /// Builds the table for `lengths`. With `allowSingleCode`, an incomplete code is accepted when
    /// it has one one-bit code or no codes at all (RFC 1951 §3.2.7 allows a lone distance code);
    /// otherwise the code must be complete, as zlib requires.
    init(lengths: [UInt8], primaryBits maximumPrimary: Int, allowSingleCode: Bool = true) throws(BuildError) {
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
        var subBits = [Int](repeating: 0, count: 1 << primaryBits)
        let mask = (1 << primaryBits) - 1
        for (symbol, length) in lengths.enumerated() where Int(length) > primaryBits {
            let prefix = Int(codes[symbol]) & mask
            subBits[prefix] = max(subBits[prefix], Int(length) - primaryBits)
        }
        for prefix in 0..<(1 << primaryBits) where subBits[prefix] > 0 {
            entries[prefix] = UInt32(entries.count) << 16 | 0x100 | UInt32(subBits[prefix])
            entries.append(contentsOf: repeatElement(0, count: 1 << subBits[prefix]))
        }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let code = Int(codes[symbol])
            let entry = UInt32(symbol) << 16 | UInt32(length)
            if length <= primaryBits {
                var index = code
                while index < 1 << primaryBits {
                    entries[index] = entry
                    index += 1 << length
                }
            } else {
                let prefix = code & mask
                let link = entries[prefix]
                let offset = Int(link >> 16)
                let width = Int(link & 0xFF)
                let rest = length - primaryBits
                var index = code >> primaryBits
                while index < 1 << width {
                    entries[offset + index] = entry
                    index += 1 << rest
                }
            }
        }
    }

    /// The fixed literal/length code of §3.2.6.
    static let fixedLiteral: HuffmanTable = {
        do { return try HuffmanTable(lengths: DeflateTables.fixedLiteralLengths, primaryBits: 9) } catch {
            preconditionFailure("the fixed code of RFC 1951 is complete")
        }
    }()

    /// The fixed distance code of §3.2.6.
    static let fixedDistance: HuffmanTable = {
        do { return try HuffmanTable(lengths: DeflateTables.fixedDistanceLengths, primaryBits: 5) } catch {
            preconditionFailure("the fixed code of RFC 1951 is complete")
        }
    }()
}
