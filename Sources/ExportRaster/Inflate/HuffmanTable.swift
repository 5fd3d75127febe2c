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
/// | 13 | in a literal, ``pairFlag``: a second literal in bits 24–31; with ``exceptionalFlag``, ``pendingExtraFlag`` |
/// | 14 | ``exceptionalFlag``: end-of-block, a link, an invalid pattern, or a length whose extra bits are pending (never with a literal) |
/// | 15 | ``linkFlag``, with ``exceptionalFlag`` |
/// | 16–31 | the value: a literal byte (16–23), a base length or distance, a code-length symbol, or a sub-table's offset |
///
/// End-of-block is exceptional with a non-zero length; an invalid pattern (no code has it, or its
/// symbol is one the format reserves) is ``exceptionalFlag`` alone. Sub-table entries count
/// their code lengths after the primary bits.
///
/// A length code whose extra bits fit the primary index with it is *resolved*: each of its
/// indices holds the whole length (base plus the extra bits that index carries), and the low
/// byte drops code and extra bits at once, so the fast decoder reads no extra bits for it. A
/// length code that does not fit (or lies in a sub-table) keeps its base and is exceptional with
/// ``pendingExtraFlag``, and its extra bits are read after the code.
///
/// A decoder that reads one symbol at a time uses ``lookup(_:)``, which consumes one code at a
/// time, gives every length its base (its extra bits follow), and never sees a pair's second
/// literal.
struct HuffmanTable: Sendable {
    private(set) var entries: [UInt32]
    /// The index bits of the primary table, which holds `1 << primaryBits` entries.
    private(set) var primaryBits: Int
    /// The alphabet of the last build, which ``lookup(_:)`` needs to give a resolved length its
    /// base.
    private(set) var alphabet = Alphabet.codeLength

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
    /// Marks, with ``exceptionalFlag``, a length entry that holds its base: its extra bits are
    /// still to be read after the code. (The same bit as ``pairFlag``, which only literals carry.)
    static let pendingExtraFlag: UInt32 = 0x2000
    /// Marks end-of-block, a link or an invalid pattern.
    static let exceptionalFlag: UInt32 = 0x4000
    /// Marks a link to a sub-table.
    static let linkFlag: UInt32 = 0x8000

    /// The entry for `symbol` with a code of `length` bits (counted after the primary bits in a
    /// sub-table) in `alphabet`.
    @inline(__always)
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
            let extra = UInt32(DeflateTables.lengthExtra[code])
            // Pending unless it has no extra bits; ``resolveLengths`` resolves the codes that fit.
            let flags = extra == 0 ? 0 : exceptionalFlag | pendingExtraFlag
            return UInt32(DeflateTables.lengthBase[code]) << 16 | flags | length << 8 | (length + extra)
        case .distance:
            if symbol > 29 { return exceptionalFlag }
            return UInt32(DeflateTables.distanceBase[symbol]) << 16 | length << 8
                | (length + UInt32(DeflateTables.distanceExtra[symbol]))
        }
    }

    /// The entry of every valid symbol of `alphabet` for a code of no bits (``entry(_:length:_:)``
    /// with length 0): adding `length << 8 | length` gives its entry for a code of `length` bits,
    /// which spares the table fill a branch on the alphabet and the symbol's kind for every code.
    /// Symbols past them are the reserved ones of the fixed codes.
    static func templates(_ alphabet: Alphabet) -> [UInt32] {
        let valid =
            switch alphabet {
            case .codeLength: 19
            case .literalLength: 286
            case .distance: 30
            }
        return (0..<valid).map { entry($0, length: 0, alphabet) }
    }

    /// ``templates(_:)`` of each alphabet, computed once.
    static let codeLengthTemplates = templates(.codeLength)
    static let literalLengthTemplates = templates(.literalLength)
    static let distanceTemplates = templates(.distance)

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
        if alphabet == .literalLength && entry & (HuffmanTable.literalFlag | HuffmanTable.exceptionalFlag) == 0 {
            // A resolved length (only primary entries are): its base, as every other length entry
            // holds it, is its value less the extra bits that follow its code in `bits`.
            let extra = (bits >> (entry >> 8 & 0xF)) & ((1 << UInt64(HuffmanTable.extraBits(entry))) - 1)
            entry = entry &- UInt32(truncatingIfNeeded: extra) << 16
        }
        return (entry, before + Int(entry >> 8 & 0xF))
    }

    enum BuildError: Error {
        case oversubscribed
        case incomplete
    }

    /// Builds the table for `lengths` in `alphabet`; see
    /// ``rebuild(lengths:primaryBits:alphabet:allowSingleCode:fullWidth:inputBits:)``.
    /// - Complexity: O(2^primaryBits + lengths.count).
    init(
        lengths: [UInt8], primaryBits maximumPrimary: Int, alphabet: Alphabet, allowSingleCode: Bool = true,
        fullWidth: Bool = false, inputBits: Int = .max
    ) throws(BuildError) {
        self.init()
        try lengths.withElementHandle { (lengths) throws(BuildError) in
            try rebuild(
                lengths: lengths, primaryBits: maximumPrimary, alphabet: alphabet, allowSingleCode: allowSingleCode,
                fullWidth: fullWidth, inputBits: inputBits)
        }
    }

    /// An empty table with no entries, to be filled by
    /// ``rebuild(lengths:primaryBits:alphabet:allowSingleCode:fullWidth:inputBits:)``; it allocates nothing.
    init() {
        entries = []
        primaryBits = 0
    }

    /// Scratch entries a build needs: the count of codes of each length (16), the first sorted
    /// position of each length (16), then the symbols sorted by (length, symbol), and the
    /// bit-reversed code of each symbol (up to 288 each).
    private static let scratchCount = 32 + 2 * 288

    /// Rebuilds the table for `lengths` in `alphabet`, reusing the entries' storage: a decoder
    /// that keeps its tables from block to block allocates them once. With `allowSingleCode`, an
    /// incomplete code is accepted when it has one one-bit code or no codes at all (RFC 1951
    /// §3.2.7 allows a lone distance code); otherwise the code must be complete, as zlib requires.
    /// The reserved symbols of the fixed codes (§3.2.6: literal/length 286 and 287, distance 30
    /// and 31) keep their bit patterns, so the codes stay complete, but decode as invalid.
    ///
    /// `inputBits` bounds the input the table will decode (the bits left in the buffer): a
    /// literal/length table pairs its literals (``pairFlag``) only when that input can hold
    /// enough literals to repay the pairing (``pairingPays(inputBits:shortestLiteral:width:)``).
    ///
    /// The primary table indexes the shorter of `primaryBits` and the longest code; with
    /// `fullWidth` it always indexes `primaryBits` bits, its entries repeated as often as the
    /// unused index bits allow, so that ``HuffmanFastLoop`` can mask with a constant.
    ///
    /// The build follows the canonical code of §3.2.2 as libdeflate's decoder does: a counting
    /// sort orders the symbols by (length, symbol), which is the order of their codes; each code
    /// of a length fills its one entry in a table as wide as that length, and the table is then
    /// doubled by copying it onto its upper half, which repeats every shorter code for the next
    /// bit. Codes longer than the primary bits go to sub-tables sized as they are met. Every
    /// entry of a complete code is written once this way (no clearing pass), and nothing is
    /// allocated once the storage is large enough.
    ///
    /// - Precondition: every length is at most 15 and `lengths.count <= 288` (what DEFLATE's
    ///   alphabets allow; the callers' header parsing guarantees it).
    /// - Complexity: O(2^primaryBits + lengths.count).
    mutating func rebuild(
        lengths: ElementHandle<UInt8>, primaryBits maximumPrimary: Int, alphabet: Alphabet,
        allowSingleCode: Bool = true, fullWidth: Bool = false, inputBits: Int = .max
    ) throws(BuildError) {
        precondition(lengths.count <= 288 && maximumPrimary >= 1, "an alphabet of DEFLATE")
        let failure = withTemporaryElementHandle(count: HuffmanTable.scratchCount, repeating: UInt16(0)) { scratch in
            build(
                lengths, scratch: scratch, maximumPrimary: maximumPrimary, alphabet: alphabet,
                allowSingleCode: allowSingleCode, fullWidth: fullWidth, inputBits: inputBits)
        }
        if let failure { throw failure }
    }

    /// The body of ``rebuild(lengths:primaryBits:alphabet:allowSingleCode:fullWidth:inputBits:)`` over its
    /// scratch storage; returns the error instead of throwing it.
    private mutating func build(
        _ lengths: ElementHandle<UInt8>, scratch: MutableElementHandle<UInt16>, maximumPrimary: Int,
        alphabet: Alphabet, allowSingleCode: Bool, fullWidth: Bool, inputBits: Int
    ) -> BuildError? {
        let symbolCount = lengths.count
        let counts = scratch.slice(0..<16)
        let offsets = scratch.slice(16..<32)
        let sorted = scratch.slice(32..<32 + symbolCount)
        let codes = scratch.slice(32 + symbolCount..<32 + 2 * symbolCount)
        // Checked: a length above 15 would be a caller's error, and traps here.
        for symbol in 0..<symbolCount { counts[Int(lengths[unchecked: symbol])] &+= 1 }
        counts[0] = 0
        // Kraft's inequality, one length at a time: `left` is the code space still free.
        var left = 1
        var used = 0
        var maxLength = 0
        for length in 1...15 {
            let count = Int(counts[length])
            left = left << 1 - count
            if left < 0 { return .oversubscribed }
            used += count
            if count > 0 { maxLength = length }
        }
        let primary = max(1, min(maximumPrimary, maxLength))
        let width = fullWidth ? maximumPrimary : primary
        let tableSize = 1 << width
        if left > 0 {
            guard allowSingleCode && used <= 1 && maxLength <= 1 else { return .incomplete }
            buildSingleCode(lengths, width: width, alphabet: alphabet)
            return nil
        }

        // Counting sort by (length, symbol): the canonical order of the codes (§3.2.2).
        for length in 1..<15 { offsets[length + 1] = offsets[length] &+ counts[length] }
        for symbol in 0..<symbolCount {
            let length = Int(lengths[unchecked: symbol])
            guard length > 0 else { continue }
            // Unchecked: offsets[length] stays below the count of codes up to `length`, at most
            // `used <= symbolCount`.
            sorted[unchecked: Int(offsets[unchecked: length])] = UInt16(truncatingIfNeeded: symbol)
            offsets[unchecked: length] &+= 1
        }

        // Room for the primary table and, at most, a sub-table as large as the longest code
        // needs for every code longer than the primary bits.
        var size = tableSize
        if maxLength > width {
            var long = 0
            for length in width + 1...maxLength { long += Int(counts[length]) }
            size += long << (maxLength - width)
        }
        if entries.count < size {
            entries.append(contentsOf: repeatElement(HuffmanTable.exceptionalFlag, count: size - entries.count))
        }
        primaryBits = width
        self.alphabet = alphabet
        let templates =
            switch alphabet {
            case .codeLength: HuffmanTable.codeLengthTemplates
            case .literalLength: HuffmanTable.literalLengthTemplates
            case .distance: HuffmanTable.distanceTemplates
            }
        entries.withMutableElementHandle { table in
            templates.withElementHandle { templateEntries in
                HuffmanTable.fill(
                    table, lengths: lengths, counts: counts, sorted: sorted, codes: codes, width: width,
                    templates: templateEntries)
            }
            if alphabet == .literalLength {
                HuffmanTable.resolveLengths(table, lengths: lengths, codes: codes, width: width)
                HuffmanTable.pairLiterals(
                    table, lengths: lengths, sorted: sorted, codes: codes, used: used, width: width,
                    inputBits: inputBits)
            }
        }
        return nil
    }

    /// A table for an incomplete code that §3.2.7 allows: no code at all, or one code of one bit
    /// (code 0); every other pattern stays invalid.
    /// - Complexity: O(2^width + lengths.count).
    private mutating func buildSingleCode(_ lengths: ElementHandle<UInt8>, width: Int, alphabet: Alphabet) {
        let tableSize = 1 << width
        if entries.count < tableSize {
            entries.append(contentsOf: repeatElement(HuffmanTable.exceptionalFlag, count: tableSize - entries.count))
        }
        primaryBits = width
        self.alphabet = alphabet
        entries.withMutableElementHandle { table in
            table.update(repeating: HuffmanTable.exceptionalFlag, in: 0..<tableSize)
            for symbol in 0..<lengths.count where lengths[unchecked: symbol] != 0 {
                let entry = HuffmanTable.entry(symbol, length: 1, alphabet)
                // Unchecked: even indices below the table size.
                for index in stride(from: 0, to: tableSize, by: 2) { table[unchecked: index] = entry }
            }
        }
    }

    /// Fills the entries of a complete code: the primary table length by length, doubling it
    /// as the length grows, then the sub-tables of the codes longer than `width` bits. Records
    /// each coded symbol's bit-reversed code in `codes`, by symbol.
    ///
    /// Codes are enumerated bit-reversed, as the decoder reads them (``nextCode(after:length:)``);
    /// the appended zeros of a longer code change nothing. A symbol's entry is its entry in
    /// `templates` (``templates(_:)``) plus its code length, or ``exceptionalFlag`` alone for a
    /// symbol past them (the reserved symbols of the fixed codes).
    /// - Complexity: O(2^width + codes + sub-table entries).
    private static func fill(
        _ table: MutableElementHandle<UInt32>, lengths: ElementHandle<UInt8>, counts: MutableElementHandle<UInt16>,
        sorted: MutableElementHandle<UInt16>, codes: MutableElementHandle<UInt16>, width: Int,
        templates: ElementHandle<UInt32>
    ) {
        /// The entry of `symbol` for a code of `length` bits. Unchecked: below the templates' count.
        @inline(__always)
        func entry(_ symbol: Int, length: Int) -> UInt32 {
            guard symbol < templates.count else { return exceptionalFlag }
            return templates[unchecked: symbol] &+ UInt32(truncatingIfNeeded: length &<< 8 | length)
        }
        var codeword = 0
        var position = 0
        var length = 1
        while counts[length] == 0 { length += 1 }
        var count = Int(counts[length])
        // The primary table as wide as `length`: entries below `end` are final for every code
        // of at most `length` bits. Unchecked below: indices stay below `end <= 2^width`, which
        // the caller's storage holds, and `position` below the number of codes.
        var end = 1 << length
        while length <= width {
            repeat {
                let symbol = Int(sorted[unchecked: position])
                table[unchecked: codeword] = entry(symbol, length: length)
                codes[unchecked: symbol] = UInt16(truncatingIfNeeded: codeword)
                position &+= 1
                if codeword == end - 1 {
                    // The last code (all ones): the code is complete; widen to `width`.
                    while end < 1 << width {
                        table.copyElements(from: 0..<end, to: end)
                        end <<= 1
                    }
                    return
                }
                codeword = nextCode(after: codeword, length: length)
                count &-= 1
            } while count > 0
            // The next length with codes, doubling the table on the way. A complete code with
            // codes left has one of at most 15 bits.
            repeat {
                length += 1
                if length <= width {
                    table.copyElements(from: 0..<end, to: end)
                    end <<= 1
                }
            } while counts[length] == 0
            count = Int(counts[length])
        }

        // Codes longer than `width`: each primary prefix links to a sub-table, placed after the
        // ones before it, wide enough for the codes that share the prefix to fill it.
        let mask = (1 << width) - 1
        end = 1 << width
        var prefix = -1
        var start = 0
        while true {
            if codeword & mask != prefix {
                prefix = codeword & mask
                start = end
                var subBits = length - width
                var space = count
                while space < 1 << subBits {
                    subBits += 1
                    space = space << 1 + Int(counts[width + subBits])
                }
                end = start + 1 << subBits
                table[unchecked: prefix] =
                    UInt32(start) << 16 | HuffmanTable.linkFlag | HuffmanTable.exceptionalFlag
                    | UInt32(subBits) << 8 | UInt32(width)
            }
            let symbol = Int(sorted[unchecked: position])
            let subEntry = entry(symbol, length: length - width)
            codes[unchecked: symbol] = UInt16(truncatingIfNeeded: codeword)
            position &+= 1
            // Unchecked: the sub-table ends at `end`, within the storage sized for it.
            var index = start + codeword >> width
            repeat {
                table[unchecked: index] = subEntry
                index += 1 << (length - width)
            } while index < end
            if codeword == (1 << length) - 1 { return }
            codeword = nextCode(after: codeword, length: length)
            count &-= 1
            while count == 0 {
                length += 1
                count = Int(counts[length])
            }
        }
    }

    /// The bit-reversed code that follows the bit-reversed `codeword` among codes of `length`
    /// bits (§3.2.2, read as the decoder reads them): adding one at the code's most significant
    /// end sets the reversed code's highest zero bit and clears every bit above it.
    ///
    /// - Precondition: `codeword` is not all ones in its `length` bits (the last code).
    /// - Complexity: O(1).
    @inline(__always)
    private static func nextCode(after codeword: Int, length: Int) -> Int {
        let bit = 1 &<< (Int.bitWidth &- 1 &- (codeword ^ ((1 &<< length) &- 1)).leadingZeroBitCount)
        return codeword & (bit &- 1) | bit
    }

    /// Resolves the length codes whose extra bits fit the primary index with them (§3.2.5): each
    /// index of such a code gets the length its extra bits give, and drops code and extra bits
    /// together, so that the fast decoder reads no extra bits for the lengths of most matches.
    /// The other length codes keep their pending entries.
    /// - Complexity: O(the indices of the resolved codes), at most O(2^width).
    private static func resolveLengths(
        _ table: MutableElementHandle<UInt32>, lengths: ElementHandle<UInt8>, codes: MutableElementHandle<UInt16>,
        width: Int
    ) {
        let tableSize = 1 << width
        // The length symbols with extra bits: 265...284.
        for code in stride(from: 8, to: min(28, lengths.count - 257), by: 1) {
            let extra = Int(DeflateTables.lengthExtra[code])
            // Unchecked below: the symbol is below lengths.count, and indices below 2^width.
            let length = Int(lengths[unchecked: 257 + code])
            guard length > 0 && length + extra <= width else { continue }
            let base = Int(DeflateTables.lengthBase[code])
            let counts = UInt32(length) << 8 | UInt32(length + extra)
            let extraMask = (1 << extra) - 1
            var index = Int(codes[unchecked: 257 + code])
            while index < tableSize {
                table[unchecked: index] =
                    UInt32(truncatingIfNeeded: base + (index >> length) & extraMask) << 16 | counts
                index += 1 << length
            }
        }
    }

    /// Gives each primary literal entry the literal that the rest of its index decodes to, when
    /// that index holds the whole second code: on data with short literal codes (two-colour
    /// image rows get codes of one and two bits) the fast decoder then writes two bytes a lookup.
    ///
    /// Pairs are enumerated rather than searched for: each two literal codes whose lengths fit
    /// the index together own the indices that start with both, one in every 2^(both lengths),
    /// so only the entries that become pairs are touched.
    ///
    /// Nothing is paired when `inputBits` cannot hold enough literals to repay the entries
    /// written (``pairingPays(inputBits:shortestLiteral:width:)``).
    /// - Complexity: O(pairs of short literal codes + 2^width).
    private static func pairLiterals(
        _ table: MutableElementHandle<UInt32>, lengths: ElementHandle<UInt8>, sorted: MutableElementHandle<UInt16>,
        codes: MutableElementHandle<UInt16>, used: Int, width: Int, inputBits: Int
    ) {
        // Unchecked below: sorted positions are below `used`, symbols below lengths.count, and
        // indices below 2^width.
        var shortest = 16
        for position in 0..<used where sorted[unchecked: position] < 256 {
            shortest = Int(lengths[unchecked: Int(sorted[unchecked: position])])
            break
        }
        guard pairingPays(inputBits: inputBits, shortestLiteral: shortest, width: width) else { return }
        let tableSize = 1 << width
        for first in 0..<used {
            let firstSymbol = Int(sorted[unchecked: first])
            let firstLength = Int(lengths[unchecked: firstSymbol])
            if firstLength + shortest > width { break }
            guard firstSymbol < 256 else { continue }
            let firstEntry = HuffmanTable.entry(firstSymbol, length: firstLength, .literalLength)
            let firstCode = Int(codes[unchecked: firstSymbol])
            for second in 0..<used {
                let secondSymbol = Int(sorted[unchecked: second])
                let both = firstLength + Int(lengths[unchecked: secondSymbol])
                if both > width { break }
                guard secondSymbol < 256 else { continue }
                let pair =
                    (firstEntry & ~0xFF) | HuffmanTable.pairFlag | UInt32(both) | UInt32(secondSymbol) << 24
                var index = firstCode | Int(codes[unchecked: secondSymbol]) << firstLength
                while index < tableSize {
                    table[unchecked: index] = pair
                    index += 1 << both
                }
            }
        }
    }

    /// Literals the input must be able to hold, for each primary entry, before
    /// ``pairLiterals(_:lengths:sorted:codes:used:width:inputBits:)`` runs.
    ///
    /// Pairing writes up to one entry for each of the 2^width primary indices, about 11
    /// instructions each with the enumeration, and saves the fast decoder one table lookup for
    /// every two literals it decodes as a pair. On a block too short for that (a small image's
    /// only block, the last blocks of a stream) the pairing cost more than all of its decoding:
    /// 17% of the instructions to decode a 16 × 16 icon.
    static let pairingLiteralsPerEntry = 4

    /// Whether pairing literals can repay its cost: `inputBits` of input, at `shortestLiteral`
    /// bits a literal at best, hold at least ``pairingLiteralsPerEntry`` literals for each of the
    /// 2^`width` primary entries.
    /// - Complexity: O(1).
    static func pairingPays(inputBits: Int, shortestLiteral: Int, width: Int) -> Bool {
        shortestLiteral <= width && inputBits / shortestLiteral >= pairingLiteralsPerEntry << width
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
