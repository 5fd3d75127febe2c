/// Which matches the lazy parser (levels 5–9) and level 4's greedy parse take: a match must cost
/// fewer bits than the literals it replaces.
///
/// Costs are estimated from the symbols emitted so far (recent ones weigh more: the counts are
/// halved at each update), as a Huffman code would price them: a symbol seen `c` times among
/// `n` costs about log2(n / c) bits; a match costs its length code and distance code plus their
/// extra bits (RFC 1951 §3.2.5). On data whose literals are cheap and whose matches are spread
/// over many distances, such as noisy photo rows, short far matches would cost more than they
/// save and are skipped; where a few distances repeat, as in the rows of an image copied from
/// the row above, matches stay cheap and are taken.
///
/// A literal is priced by what the bytes the parser meets would cost as literals, not by the
/// literals it has emitted so far: the average length of a Huffman code for the bytes at every
/// literal and at the start of every match. Pricing from the emitted literals alone feeds on
/// itself: where matches win early, literals stay rare and look dear, so ever more matches are
/// taken. On rows of random black-and-white modules (bytes 0x00 and 0xFF) that stops at far
/// matches of about 1.7 bits a byte, where a literal costs 1.5.
struct MatchWorth {
    /// Most symbols between two updates of the estimate; the first updates come sooner.
    static let updateInterval = 4096
    /// Symbols the lazy parser emits between two calls of ``observe(_:)``.
    static let observeInterval = 64
    /// Cost in 1/16 bit assumed for a length code not yet seen.
    static let unseenLengthBits = 15 * 16

    /// Cost in 1/16 bit of a distance code not yet seen, where a distance code seen once would
    /// cost `logMatches` (log2 of the matches counted): one bit more, and at most the 15 bits of
    /// the longest code.
    ///
    /// A flat 15 bits fed on itself: a match at a distance whose code had not come up looked
    /// dear, so it was not taken, its code was not counted, and it stayed dear. On text, whose
    /// first matches are short and spread over many distances, the start of every input and the
    /// whole of a short one went out mostly as literals. Priced this way, level 6 made 5.5% less
    /// output on the first 1 KiB of the peer corpus's text reference and 3.4% less on its first
    /// 8 KiB (1.073 → 1.015 and 1.036 → 1.001 of libdeflate's), and levels 4–9 0.03% to 0.16%
    /// less on the whole corpus, for the same instruction count (level 6 +0.04%, level 4 −0.17%,
    /// callgrind). Pricing unseen length codes the same way took 0.4% more off the peer icons'
    /// PNG files but made level 6 on rows of random QR modules lose to level 12 by more than the
    /// lazy levels' tests allow; length codes keep the flat price.
    /// - Complexity: O(1).
    static func unseenDistanceBits(logMatches: Int) -> Int { min(15 * 16, logMatches + 16) }
    /// How much more than its literals a match may be estimated to cost and still be taken, in
    /// 1/16 bit: half a bit. The estimate prices each literal at the average code length, but
    /// the bytes a match replaces repeat, and repeated bytes tend to have the shorter codes; at
    /// exactly zero, text lost matches that paid. With half a bit, levels 4–9 made 0.02% to 0.16%
    /// less output on the peer corpus (level 6's text reference 1.010 → 1.003 of libdeflate's,
    /// generated QR rows 1.039 → 1.030) and the peer icons' PNG files 0.16%, at the same
    /// instruction count (callgrind: level 6 +0.09%, level 4 −0.16%); a whole bit was smaller still
    /// on text but made a 48 px icon's PNG file 0.6% larger.
    static let tolerance = 8

    /// Counts of the symbols emitted, laid out so that every item adds one to two of them: the
    /// literal/length symbols at their own numbers (RFC 1951 §3.2.5; the end-of-block symbol's
    /// count stays zero), then ``literalSlot``, counting literals, then the distance codes.
    private var symbolCounts = [UInt32](repeating: 0, count: MatchWorth.countSlots)
    /// The slot of ``symbolCounts`` that each literal counts in, as its distance code plus one
    /// (zero) from here: distance code `c` counts at `literalSlot + 1 + c`.
    private static let literalSlot = 286
    /// Slots of ``symbolCounts``: 286 literal/length symbols, the literal slot, 30 distance codes.
    private static let countSlots = 317
    /// The first byte of each match (with the literals, the bytes that price a literal).
    private var matchStartCounts = [UInt32](repeating: 0, count: 256)
    private var sinceUpdate = 0
    private var interval = 64
    /// Cost of a literal in 1/16 bit (see above); until the first update, that of the fixed
    /// code (RFC 1951 §3.2.6).
    private(set) var literalBits = 8 * 16
    /// Cost of each match length (3...258) in 1/16 bit, extra bits included.
    private var lengthBits = MatchWorth.fixedLengthBits
    /// Cost of each distance code in 1/16 bit, extra bits included.
    private var distanceBits = MatchWorth.fixedDistanceBits

    /// ``lengthBits`` under the fixed code (RFC 1951 §3.2.6), computed once.
    private static let fixedLengthBits: [Int] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        let code = Int(DeflateTables.lengthCode[length - 3])
        return (code < 22 ? 7 : 8) * 16 + Int(DeflateTables.lengthExtra[code]) * 16
    }
    /// ``distanceBits`` under the fixed code, computed once.
    private static let fixedDistanceBits: [Int] = (0..<30).map { (5 + Int(DeflateTables.distanceExtra[$0])) * 16 }
    /// ``DeflateTables/distanceCode``, held here so that ``gain(_:_:)``, called for every
    /// candidate match, skips the static table's lazy initialisation check.
    private let distanceCodes = DeflateTables.distanceCode
    /// A match shorter than this is never worth taking, whatever its distance.
    private(set) var floor = 3
    /// Farthest distance at which a match of seven bytes is worth taking.
    private(set) var shortReach = MatchFinder.windowSize

    /// Records emitted encoder items (the ``SymbolBuffer`` layout: the low nine bits are the
    /// literal byte, or `253 + length` for a match, whose distance code plus one sits in bits
    /// 9...13), and updates the estimate when enough symbols have been seen since the last update.
    mutating func observe(_ items: ElementHandle<UInt32>) {
        // Counted through handles: one uniqueness check per table, not one per item. Unchecked:
        // an item's nine-bit index reads one of the 512 ``SymbolBuffer/indexSymbols``, whose
        // symbols (0...285) fall inside the counts, and its distance code plus one is 0...30 (the
        // encoder writes only codes 0...29), a slot from ``literalSlot`` to the last.
        let indexSymbols = SymbolBuffer.indexSymbols
        precondition(indexSymbols.count == 512 && symbolCounts.count == MatchWorth.countSlots, "fixed table sizes")
        symbolCounts.withMutableElementHandle { counts in
            indexSymbols.withElementHandle { indexSymbol in
                for index in 0..<items.count {
                    let item = items[unchecked: index]
                    counts[unchecked: Int(indexSymbol[unchecked: SymbolBuffer.index(item)] & 0xFFFF)] &+= 1
                    counts[unchecked: MatchWorth.literalSlot &+ SymbolBuffer.distanceCodePlusOne(item)] &+= 1
                }
            }
        }
        sinceUpdate += items.count
        if sinceUpdate >= interval { update() }
    }

    /// Records one emitted item, as ``observe(_:)`` does for each.
    mutating func observe(item: UInt32) {
        tally(item)
        sinceUpdate += 1
        if sinceUpdate >= interval { update() }
    }

    /// Counts the symbols of one item, without updating the estimate.
    @inline(__always)
    private mutating func tally(_ item: UInt32) {
        symbolCounts[Int(SymbolBuffer.indexSymbols[SymbolBuffer.index(item)] & 0xFFFF)] &+= 1
        symbolCounts[MatchWorth.literalSlot + SymbolBuffer.distanceCodePlusOne(item)] &+= 1
    }

    /// Records the first byte of a match the parser takes.
    @inline(__always)
    mutating func count(matchStart byte: UInt8) {
        matchStartCounts[Int(byte)] &+= 1
    }

    /// Records an emitted literal.
    mutating func count(_ byte: UInt8) {
        observe(item: UInt32(byte))
    }

    /// Records an emitted match.
    mutating func count(length: Int, distance: Int) {
        let code = DeflateTables.distanceCode(of: distance)
        let item = SymbolBuffer.match(
            length: length, distance: distance, code: code, base: Int(DeflateTables.distanceBase[code]))
        observe(item: item)
    }

    /// Bits (in 1/16 bit) saved by a match of `length` bytes at `distance` over literals;
    /// negative when the match costs more than it replaces.
    @inline(__always)
    func gain(_ length: Int, _ distance: Int) -> Int {
        let code = DeflateTables.distanceCode(of: distance, in: distanceCodes)
        return length * literalBits - lengthBits[length] - distanceBits[code]
    }

    /// Whether a match of `length` bytes at `distance` is worth taking: it saves bits, or costs
    /// at most ``tolerance`` more.
    @inline(__always)
    func accepts(_ length: Int, _ distance: Int) -> Bool { gain(length, distance) >= -MatchWorth.tolerance }

    /// Lazy matching (RFC 1951 §4): whether the match of `nextLength` bytes at `nextDistance`,
    /// found one byte after a pending match of `length` bytes at `distance`, replaces it: it is
    /// longer, and saves more than the pending match plus the literal that the byte before it
    /// then costs.
    @inline(__always)
    func prefers(_ nextLength: Int, _ nextDistance: Int, over length: Int, _ distance: Int) -> Bool {
        nextLength > length && gain(nextLength, nextDistance) - literalBits > gain(length, distance)
    }

    /// Recomputes the costs from the counts, then halves the counts.
    private mutating func update() {
        sinceUpdate = 0
        interval = min(2 * interval, MatchWorth.updateInterval)
        var literals: UInt32 = 0
        for symbol in 0..<256 { literals += symbolCounts[symbol] }
        var matches: UInt32 = 0
        for symbol in 257..<286 { matches += symbolCounts[symbol] }
        guard literals + matches > 0 else { return }
        literalBits = literalPrice()
        let logSymbols = MatchWorth.log2(literals + matches)
        // One price per length code, written to each length of the code.
        do {
            let counts = symbolCounts
            lengthBits.withMutableElementHandle { lengthBits in
                for code in 0..<29 {
                    let count = counts[257 + code]
                    let bits =
                        (count > 0 ? logSymbols - MatchWorth.log2(count) : MatchWorth.unseenLengthBits)
                        + Int(DeflateTables.lengthExtra[code]) * 16
                    for length in DeflateTables.lengths(ofCode: code) { lengthBits[length] = bits }
                }
            }
        }
        let logMatches = MatchWorth.log2(max(matches, 1))
        var cheapest = Int.max
        for code in 0..<30 {
            let count = symbolCounts[MatchWorth.literalSlot + 1 + code]
            distanceBits[code] =
                (count > 0
                    ? logMatches - MatchWorth.log2(count) : MatchWorth.unseenDistanceBits(logMatches: logMatches))
                + Int(DeflateTables.distanceExtra[code]) * 16
            cheapest = min(cheapest, distanceBits[code])
        }
        var length = 3
        while length < MatchFinder.maxMatch
            && length * literalBits + MatchWorth.tolerance < lengthBits[length] + cheapest
        {
            length += 1
        }
        floor = length
        var reach = 0
        for code in 0..<30 where 7 * literalBits > lengthBits[7] + distanceBits[code] {
            reach = Int(DeflateTables.distanceBase[code]) + (1 << DeflateTables.distanceExtra[code]) - 1
        }
        shortReach = reach
        MatchWorth.halve(&symbolCounts)
        MatchWorth.halve(&matchStartCounts)
    }

    /// Halves every count of `counts`, in place (one uniqueness check, not one per element).
    /// - Complexity: O(counts.count).
    private static func halve(_ counts: inout [UInt32]) {
        counts.withMutableElementHandle { counts in
            for index in 0..<counts.count { counts[unchecked: index] >>= 1 }
        }
    }

    /// The average length in 1/16 bit of a Huffman code (RFC 1951 §3.2.2) for the literals and
    /// match starts counted, with the end-of-block symbol. Integer code lengths matter where a
    /// few bytes dominate: two bytes of half the input each get codes of one and two bits, where
    /// their entropy is one bit.
    /// - Complexity: O(256 log 256).
    private func literalPrice() -> Int {
        var histogram = [UInt32](repeating: 0, count: 257)
        var total = 0
        for index in 0..<256 {
            histogram[index] = symbolCounts[index] + matchStartCounts[index]
            total += Int(histogram[index])
        }
        guard total > 0 else { return literalBits }
        histogram[256] = 1
        let lengths = HuffmanCode.lengths(histogram, limit: 15)
        var bits = 0
        for index in 0..<256 { bits += Int(histogram[index]) * Int(lengths[index]) }
        return 16 * bits / total
    }

    /// log2 of `value` (≥ 1) in 1/16 bit, interpolating linearly between powers of two.
    private static func log2(_ value: UInt32) -> Int {
        let exponent = UInt32.bitWidth - 1 - value.leadingZeroBitCount
        let fraction = ((UInt64(value) << 4) >> exponent) - 16
        return exponent * 16 + Int(fraction)
    }
}
