/// Estimated bit costs of literals, lengths and distances for the near-optimal parser.
struct CostModel {
    var literal: [UInt32]
    /// Indexed by match length (0...258); entries below 3 are unused.
    var length: [UInt32]
    var distance: [UInt32]
    /// Bits the path this model was made from costs under the model's own code (0 for models not
    /// made from a path): the coded symbols and their extra bits, without the block header.
    var pathBits = 0

    /// Costs before any statistics: roughly the fixed code of RFC 1951 §3.2.6.
    static let initial: CostModel = {
        let literal = [UInt32](repeating: 8, count: 256)
        var length = [UInt32](repeating: 0, count: 259)
        for value in 3...258 {
            let code = Int(DeflateTables.lengthCode[value - 3])
            length[value] = (code < 22 ? 7 : 8) + UInt32(DeflateTables.lengthExtra[code])
        }
        let distance = (0..<30).map { 5 + UInt32(DeflateTables.distanceExtra[$0]) }
        return CostModel(literal: literal, length: length, distance: distance)
    }()

    /// Costs as if `bytes` were all literals: each byte costs its length in a Huffman code of the
    /// byte histogram; lengths and distances keep the ``initial`` costs. A start for data whose
    /// literals are cheap, where the fixed-code start overrates matches.
    init(literalsOf bytes: ElementHandle<UInt8>) {
        var frequencies = [UInt32](repeating: 0, count: 256)
        // `index < bytes.count` by the loop's range.
        for index in 0..<bytes.count { frequencies[Int(bytes[unchecked: index])] += 1 }
        self = CostModel.initial
        literal = HuffmanCode.lengths(frequencies, limit: 15).map { $0 == 0 ? 15 : UInt32($0) }
    }

    init(literal: [UInt32], length: [UInt32], distance: [UInt32]) {
        (self.literal, self.length, self.distance) = (literal, length, distance)
    }

    /// Costs from the Huffman code that `path`, a parse of `bytes`, would produce; unused symbols
    /// cost 15 bits.
    init(path: [UInt32], bytes: ElementHandle<UInt8>) {
        var literalFrequencies = [UInt32](repeating: 0, count: 286)
        var distanceFrequencies = [UInt32](repeating: 0, count: 30)
        CostModel.count(path, of: bytes, literals: &literalFrequencies, distances: &distanceFrequencies)
        literalFrequencies[256] = 1
        let literalLengths = HuffmanCode.lengths(literalFrequencies, limit: 15).map { $0 == 0 ? 12 : UInt32($0) }
        let distanceLengths = HuffmanCode.lengths(distanceFrequencies, limit: 15).map { $0 == 0 ? 12 : UInt32($0) }
        literal = Array(literalLengths[0..<256])
        length = [UInt32](repeating: 0, count: 259)
        for value in 3...258 {
            let code = Int(DeflateTables.lengthCode[value - 3])
            length[value] = literalLengths[257 + code] + UInt32(DeflateTables.lengthExtra[code])
        }
        distance = (0..<30).map { distanceLengths[$0] + UInt32(DeflateTables.distanceExtra[$0]) }
        var bits = 0
        for symbol in 0..<256 { bits += Int(literalFrequencies[symbol]) * Int(literalLengths[symbol]) }
        for code in 0..<29 {
            bits += Int(literalFrequencies[257 + code]) * Int(length[Int(DeflateTables.lengthBase[code])])
        }
        for code in 0..<30 { bits += Int(distanceFrequencies[code]) * Int(distance[code]) }
        pathBits = bits
    }

    /// Adds the symbols of `path`, a parse of `bytes` as ``shortestPath`` returns it, to the
    /// literal/length counts (286) and the distance counts (30).
    ///
    /// The counts are unchecked, and the code tables are read through handles, not through their
    /// statics (whose lazy-initialisation check was a call per match). The path covers `bytes`
    /// exactly, so a literal's position lies before its end; its lengths are 3...258, indexing
    /// the 256-entry length-code table, and its distances 1...32768, indexing the 512-entry
    /// distance-code table through ``DeflateTables/distanceCodeIndex(of:)``; the codes (0...28
    /// and 0...29) index the counts. With this and the unchecked symbol appends of
    /// ``DeflateEncoder/parseOptimally(_:from:final:)``, levels 10, 11 and 12 ran 3.4%, 2.9% and
    /// 2.5% fewer instructions over the peer corpus, every file fewer (callgrind), with the same
    /// output.
    /// - Precondition: `literals` has at least 286 entries and `distances` at least 30 (a
    ///   programmer error otherwise: the only caller creates them so).
    /// - Complexity: O(path.count).
    private static func count(
        _ path: [UInt32], of bytes: ElementHandle<UInt8>, literals: inout [UInt32], distances: inout [UInt32]
    ) {
        precondition(literals.count >= 286 && distances.count >= 30, "symbol counts too short")
        withMutableElementHandles(&literals, &distances) { literals, distances in
            withElementHandles(path, DeflateTables.lengthCode, DeflateTables.distanceCode) {
                path, lengthCode, distanceCode in
                var position = 0
                for index in 0..<path.count {
                    let item = path[unchecked: index]
                    if PathItem.isLiteral(item) {
                        literals[unchecked: Int(bytes[unchecked: position])] &+= 1
                        position &+= 1
                    } else {
                        let length = PathItem.length(item)
                        literals[unchecked: 257 &+ Int(lengthCode[unchecked: length &- 3])] &+= 1
                        let index = DeflateTables.distanceCodeIndex(of: PathItem.distance(item))
                        let code = distanceCode[unchecked: index]
                        distances[unchecked: Int(code)] &+= 1
                        position &+= length
                    }
                }
            }
        }
    }

    /// Lengths tried below the full length of a long match, at its end (see ``shortestPath``).
    static let tailLengths = 32

    /// Reads one item of a path from ``shortestPath``: a literal byte, below `1 << 16`, or a match
    /// with its length (3...258) above bit 16 and its distance minus one (0...32767) below. The
    /// path's readers (``shortestPath`` itself, ``count(_:of:literals:distances:)`` and the
    /// encoder's emit step) decode items only through these. Each is O(1).
    enum PathItem {
        /// Whether `item` is a literal.
        @inline(__always)
        static func isLiteral(_ item: UInt32) -> Bool { item < 1 << 16 }

        /// The length of the match `item`.
        @inline(__always)
        static func length(_ item: UInt32) -> Int { Int(item &>> 16) }

        /// The distance of the match `item`.
        @inline(__always)
        static func distance(_ item: UInt32) -> Int { Int(item & 0xFFFF) &+ 1 }

        /// The bytes `item` covers: 1 for a literal, else its length.
        @inline(__always)
        static func span(_ item: UInt32) -> Int { isLiteral(item) ? 1 : length(item) }
    }

    /// The cheapest sequence of literals and matches covering `bytes`, as encoder symbols.
    /// `first[i]..<first[i + 1]` index the matches found at offset i, each `length << 16 |
    /// distance` (``BinaryTreeMatchFinder/match(length:distance:)``); `codes` holds each match's
    /// distance code (RFC 1951 §3.2.5), which does not change between passes.
    ///
    /// A backward pass computes, for each position, the least cost from there to the end: the
    /// literal, or each length of each match followed by the cheapest rest (the lengths of a
    /// match that earlier, nearer matches already reach are left to those, since a nearer
    /// distance never needs more extra bits). Long matches try every length up to 64, then only
    /// the last ``tailLengths``, where the parse may switch to a match that reaches further; all
    /// 258 would dominate the run time for little gain. The path is then read forwards.
    /// - Complexity: O(count + Σ tried lengths).
    static func shortestPath(
        _ bytes: ElementHandle<UInt8>, first: [Int32], matches: [UInt32], codes: [UInt8], costs: CostModel
    ) -> [UInt32] {
        let count = bytes.count
        // Not filled first: the backward pass writes each entry before any read of it (see
        // ``relax(_:cost:choice:matches:costs:)``).
        var cost = [UInt32](unfilledCount: count + 1)
        var choice = [UInt32](unfilledCount: count + 1)
        withMutableElementHandles(&cost, &choice) { cost, choice in
            withElementHandles(first, matches, codes) { first, matches, codes in
                withElementHandles(costs.literal, costs.length, costs.distance) { literal, length, distance in
                    relax(
                        bytes, cost: cost, choice: choice,
                        matches: .init(first: first, matches: matches, codes: codes),
                        costs: .init(literal: literal, length: length, distance: distance))
                }
            }
        }
        var path: [UInt32] = []
        var position = 0
        while position < count {
            let item = choice[position]
            path.append(item)
            position += PathItem.span(item)
        }
        return path
    }

    /// The match candidates of ``shortestPath``: those of position `i` are `first[i]..<first[i + 1]`,
    /// each with its longest length above bit 16 and its distance below, and that distance's code.
    private struct MatchHandles {
        let first: ElementHandle<Int32>
        let matches: ElementHandle<UInt32>
        let codes: ElementHandle<UInt8>
    }

    /// The symbol costs of ``shortestPath``, in bits: literal bytes by value, lengths by length
    /// (3...258), distances by code (0...29).
    private struct CostHandles {
        let literal: ElementHandle<UInt32>
        let length: ElementHandle<UInt32>
        let distance: ElementHandle<UInt32>
    }

    /// The backward pass of ``shortestPath``: on return `cost[i]` is the least cost of the bytes
    /// from `i` to the end and `choice[i]` the first step of that path (a literal byte, or
    /// `length << 16 | distance - 1`). It writes `cost[count]` first, then `cost[i]` and
    /// `choice[i]` for `i` from `count - 1` down, and reads only `cost` entries after `i`, so
    /// neither array needs filling before the call (`choice[count]` is never written).
    ///
    /// Every index is in bounds, which is why the loop reads unchecked: positions run from
    /// `count - 1` down to 0 over `count` bytes and arrays of `count + 1`, where `count` is
    /// `bytes.count`; matches never reach past `count` (the caller clips them), so
    /// `position + length <= count`; lengths are 3...258 into a 259-entry table, distance codes
    /// 0...29 into a 30-entry one, literal bytes index a 256-entry one, and `first` is monotonic
    /// with `first[count]` the candidate count.
    @inline(never)
    private static func relax(
        _ bytes: ElementHandle<UInt8>, cost: MutableElementHandle<UInt32>,
        choice: MutableElementHandle<UInt32>, matches: MatchHandles, costs: CostHandles
    ) {
        let count = bytes.count
        let first = matches.first
        precondition(
            cost.count > count && choice.count > count && first.count > count && costs.literal.count >= 256
                && costs.length.count > 258 && costs.distance.count >= 30,
            "shortest-path tables too small")
        let candidates = Int(first[count])
        precondition(
            candidates <= matches.matches.count && candidates <= matches.codes.count,
            "fewer match candidates than first[count] says")
        cost[unchecked: count] = 0
        var position = count &- 1
        while position >= 0 {
            let byte = bytes[unchecked: position]
            var best = costs.literal[unchecked: Int(byte)] &+ cost[unchecked: position &+ 1]
            var step = UInt32(byte)
            var length = 3
            var index = Int(first[unchecked: position])
            let last = Int(first[unchecked: position &+ 1])
            while index < last {
                let match = matches.matches[unchecked: index]
                let longest = Int(match &>> 16)
                let distance = (match & 0xFFFF) &- 1
                let matchCost = costs.distance[unchecked: Int(matches.codes[unchecked: index])]
                // Long matches: every length up to 64, then only the last `tailLengths`.
                var stop = longest
                if longest > 64 && length <= 64 { stop = 64 }
                while true {
                    while length <= stop {
                        let total = matchCost &+ costs.length[unchecked: length] &+ cost[unchecked: position &+ length]
                        let better = total < best
                        best = better ? total : best
                        step = better ? UInt32(truncatingIfNeeded: length) &<< 16 | distance : step
                        length &+= 1
                    }
                    guard stop < longest else { break }
                    length = max(length, longest &- CostModel.tailLengths)
                    stop = longest
                }
                index &+= 1
            }
            cost[unchecked: position] = best
            choice[unchecked: position] = step
            position &-= 1
        }
    }
}
