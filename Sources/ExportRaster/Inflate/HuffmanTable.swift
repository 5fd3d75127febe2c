/// A table-driven canonical Huffman decoder (RFC 1951 §3.2.2).
///
/// The first `primaryBits` bits of input (least significant first, so the code appears
/// bit-reversed) index the primary table; codes longer than that continue in a sub-table that a
/// primary entry links to. Every entry of every alphabet has one layout, built so that the fast
/// decoder (``HuffmanFastLoop``) consumes a whole symbol, extra bits included, with one shift and
/// tells the common cases apart with one flag test each:
///
/// | bits | meaning |
/// |---|---|
/// | 0–7 | bits to drop for the whole entry: the code length, plus the extra bits of a length or distance (§3.2.5), or both codes of a literal pair; a link: `primaryBits`; an invalid pattern: 0 |
/// | 8–11 | the code length alone (a pair: its first code's); a link: its sub-table's index bits |
/// | 12 | ``literalFlag`` |
/// | 13 | ``pairFlag``: a second literal in bits 24–31 |
/// | 14 | ``exceptionalFlag``: end-of-block, a link, or an invalid pattern (never with a literal) |
/// | 15 | ``linkFlag``, with ``exceptionalFlag`` |
/// | 16–31 | the value: a literal byte (16–23), a base length or distance, a code-length symbol, or a sub-table's offset |
///
/// End-of-block is exceptional with a non-zero length; an invalid pattern (no code has it, or its
/// symbol is one the format reserves) is ``exceptionalFlag`` alone. Sub-table entries count
/// their code lengths after the primary bits. A decoder that reads one symbol at a time uses
/// ``lookup(_:)``, which consumes one code at a time and never sees a pair's second literal.
struct HuffmanTable: Sendable {
    private(set) var entries: [UInt32]
    /// The index bits of the primary table, which holds `1 << primaryBits` entries.
    private(set) var primaryBits: Int

    /// What the decoded values are. The literal/length and distance tables hold the base and
    /// extra-bit count of §3.2.5 directly, so decoding a match needs no second lookup.
    enum Alphabet {
        /// The code-length code of §3.2.7: the value is the symbol (0...18).
        case codeLength
        /// Literal/length symbols: a literal has ``literalFlag`` and the byte as value (and may
        /// carry a second literal); a length symbol (257...285) the base length as value; end-of-block
        /// (256) is exceptional. Symbols 286 and 287 are invalid.
        case literalLength
        /// Distance symbols 0...29: the base distance as value. Symbols 30 and 31 are invalid.
        case distance
    }

    /// Marks a literal.
    static let literalFlag: UInt32 = 0x1000
    /// Marks a literal entry that carries a second literal.
    static let pairFlag: UInt32 = 0x2000
    /// Marks end-of-block, a link or an invalid pattern.
    static let exceptionalFlag: UInt32 = 0x4000
    /// Marks a link to a sub-table.
    static let linkFlag: UInt32 = 0x8000

    /// The entry for `symbol` with a code of `length` bits (counted after the primary bits in a
    /// sub-table) in `alphabet`.
    private static func entry(_ symbol: Int, length: Int, _ alphabet: Alphabet) -> UInt32 {
        let length = UInt32(length)
        switch alphabet {
        case .codeLength:
            return UInt32(symbol) << 16 | length << 8 | length
        case .literalLength:
            if symbol < 256 { return UInt32(symbol) << 16 | literalFlag | length << 8 | length }
            if symbol == 256 { return exceptionalFlag | length << 8 | length }
            if symbol > 285 { return exceptionalFlag }
            let code = symbol - 257
            return UInt32(DeflateTables.lengthBase[code]) << 16 | length << 8
                | (length + UInt32(DeflateTables.lengthExtra[code]))
        case .distance:
            if symbol > 29 { return exceptionalFlag }
            return UInt32(DeflateTables.distanceBase[symbol]) << 16 | length << 8
                | (length + UInt32(DeflateTables.distanceExtra[symbol]))
        }
    }

    /// The value of `entry`: a literal's byte, a base length or distance, a code-length symbol.
    @inline(__always)
    static func value(_ entry: UInt32) -> Int { Int(entry >> 16) }

    /// The number of extra bits that follow the code of `entry` (§3.2.5).
    @inline(__always)
    static func extraBits(_ entry: UInt32) -> Int { Int(entry & 0xFF) - Int(entry >> 8 & 0xF) }

    /// The entry for the code at the start of `bits` (at least 15 bits; bits past the input's
    /// end read as zeros) and the length of that code, 0 when no valid symbol has it. A literal
    /// pair's entry counts only its first code.
    /// - Complexity: O(1).
    @inline(__always)
    func lookup(_ bits: UInt64) -> (entry: UInt32, codeLength: Int) {
        var entry = entries[Int(truncatingIfNeeded: bits & ((1 << UInt64(primaryBits)) - 1))]
        var before = 0
        if entry & HuffmanTable.linkFlag != 0 {
            // Sub-tables were sized for their longest code: the index stays inside.
            let sub = (bits >> UInt64(primaryBits)) & ((1 << UInt64(entry >> 8 & 0xF)) - 1)
            entry = entries[Int(entry >> 16) + Int(truncatingIfNeeded: sub)]
            before = primaryBits
        }
        if entry & 0xFF == 0 { return (entry, 0) }
        return (entry, before + Int(entry >> 8 & 0xF))
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
    ///
    /// The primary table indexes the shorter of `primaryBits` and the longest code; with
    /// `fullWidth` it always indexes `primaryBits` bits, its entries repeated as often as the
    /// unused index bits allow, so that ``HuffmanFastLoop`` can mask with a constant.
    /// - Complexity: O(2^primaryBits + lengths.count).
    init(
        lengths: [UInt8], primaryBits maximumPrimary: Int, alphabet: Alphabet, allowSingleCode: Bool = true,
        fullWidth: Bool = false
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
        // Every pattern no code fills stays invalid.
        entries = [UInt32](repeating: HuffmanTable.exceptionalFlag, count: 1 << primaryBits)
        let codes = HuffmanCode.reversedCodes(lengths)

        // Sub-table size for each primary prefix of the longer codes.
        let mask = (1 << primaryBits) - 1
        if maxLength > primaryBits {
            var subBits = [UInt8](repeating: 0, count: 1 << primaryBits)
            for (symbol, length) in lengths.enumerated() where Int(length) > primaryBits {
                let prefix = Int(codes[symbol]) & mask
                subBits[prefix] = max(subBits[prefix], length - UInt8(primaryBits))
            }
            // All sub-tables in one allocation, each placed after the ones before it.
            var size = 1 << primaryBits
            for prefix in 0..<(1 << primaryBits) where subBits[prefix] > 0 { size += 1 << subBits[prefix] }
            entries.append(contentsOf: repeatElement(HuffmanTable.exceptionalFlag, count: size - entries.count))
            var offset = 1 << primaryBits
            for prefix in 0..<(1 << primaryBits) where subBits[prefix] > 0 {
                entries[prefix] =
                    UInt32(offset) << 16 | HuffmanTable.linkFlag | HuffmanTable.exceptionalFlag
                    | UInt32(subBits[prefix]) << 8 | UInt32(primaryBits)
                offset += 1 << subBits[prefix]
            }
        }
        // Every index below stays inside its table: a code's low `primaryBits` bits pick a primary
        // entry, and the sub-table a long code's prefix links to was sized for its longest code;
        // hence the unchecked accesses.
        entries.withMutableElementHandle { table in
            for (symbol, length) in lengths.enumerated() where length > 0 {
                let length = Int(length)
                let code = Int(codes[symbol])
                if length <= primaryBits {
                    let entry = HuffmanTable.entry(symbol, length: length, alphabet)
                    var index = code
                    while index < 1 << primaryBits {
                        table[unchecked: index] = entry
                        index += 1 << length
                    }
                } else {
                    let entry = HuffmanTable.entry(symbol, length: length - primaryBits, alphabet)
                    let link = table[unchecked: code & mask]
                    let offset = Int(link >> 16)
                    let width = Int(link >> 8 & 0xF)
                    var index = code >> primaryBits
                    while index < 1 << width {
                        table[unchecked: offset + index] = entry
                        index += 1 << (length - primaryBits)
                    }
                }
            }
        }
        if alphabet == .literalLength {
            // A pair needs two literal codes that fit the primary bits together.
            var shortestLiteral = 16
            for symbol in 0..<min(256, lengths.count) where lengths[symbol] > 0 {
                shortestLiteral = min(shortestLiteral, Int(lengths[symbol]))
            }
            if 2 * shortestLiteral <= primaryBits { pairLiterals() }
        }
        if fullWidth && primaryBits < maximumPrimary {
            // Every code fits the narrower table, so there are no sub-tables: each wider index
            // decodes as its low `primaryBits` bits do. Doubling copies the table whole.
            while entries.count < 1 << maximumPrimary { entries += entries }
            self.primaryBits = maximumPrimary
        }
    }

    /// Adds to each primary literal entry the literal that the rest of its index decodes to,
    /// when that index holds the whole second code: on data with short literal codes (two-colour
    /// image rows get codes of one and two bits) the fast decoder then writes two bytes a lookup.
    /// - Complexity: O(2^primaryBits).
    private mutating func pairLiterals() {
        let primaryBits = self.primaryBits
        precondition(entries.count >= 1 << primaryBits, "the primary table is complete")
        // Unchecked below: every index is below 2^primaryBits, within the primary table.
        entries.withMutableElementHandle { table in
            for index in 0..<(1 << primaryBits) {
                let first = table[unchecked: index]
                guard first & HuffmanTable.literalFlag != 0 else { continue }
                let firstLength = Int(first >> 8 & 0xF)
                // The index's bits after the first code; reading an entry there only takes its
                // code length (bits 8-11) and byte, which pairing leaves alone.
                let second = table[unchecked: index >> firstLength]
                let secondLength = second >> 8 & 0xF
                guard second & HuffmanTable.literalFlag != 0, Int(secondLength) <= primaryBits - firstLength
                else { continue }
                table[unchecked: index] =
                    (first & ~0xFF) | HuffmanTable.pairFlag | (UInt32(firstLength) + secondLength)
                    | (second >> 16 & 0xFF) << 24
            }
        }
    }

    /// The fixed literal/length code of §3.2.6.
    static let fixedLiteral: HuffmanTable = {
        do {
            return try HuffmanTable(
                lengths: DeflateTables.fixedLiteralLengths, primaryBits: HuffmanFastLoop.literalTableBits,
                alphabet: .literalLength, fullWidth: true)
        } catch {
            preconditionFailure("the fixed code of RFC 1951 is complete")
        }
    }()

    /// The fixed distance code of §3.2.6.
    static let fixedDistance: HuffmanTable = {
        do {
            return try HuffmanTable(
                lengths: DeflateTables.fixedDistanceLengths, primaryBits: HuffmanFastLoop.distanceTableBits,
                alphabet: .distance, fullWidth: true)
        } catch {
            preconditionFailure("the fixed code of RFC 1951 is complete")
        }
    }()
}
