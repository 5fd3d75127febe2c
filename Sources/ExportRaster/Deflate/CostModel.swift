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

    /// Costs as if the `count` bytes at `base` were all literals: each byte costs its length in a
    /// Huffman code of the byte histogram; lengths and distances keep the ``initial`` costs. A
    /// start for data whose literals are cheap, where the fixed-code start overrates matches.
    init(literalsOf base: UnsafePointer<UInt8>, count: Int) {
        var frequencies = [UInt32](repeating: 0, count: 256)
        for index in 0..<count { frequencies[Int(base[index])] += 1 }
        self = CostModel.initial
        literal = HuffmanCode.lengths(frequencies, limit: 15).map { $0 == 0 ? 15 : UInt32($0) }
    }

    init(literal: [UInt32], length: [UInt32], distance: [UInt32]) {
        (self.literal, self.length, self.distance) = (literal, length, distance)
    }

    /// Costs from the Huffman code that `path` would produce; unused symbols cost 15 bits.
    init(path: [UInt32], base: UnsafePointer<UInt8>) {
        var literalFrequencies = [UInt32](repeating: 0, count: 286)
        var distanceFrequencies = [UInt32](repeating: 0, count: 30)
        var position = 0
        for item in path {
            if item < 1 << 16 {
                literalFrequencies[Int(base[position])] += 1
                position += 1
            } else {
                let length = Int(item >> 16)
                literalFrequencies[257 + Int(DeflateTables.lengthCode[length - 3])] += 1
                distanceFrequencies[DeflateTables.distanceCode(of: Int(item & 0xFFFF) + 1)] += 1
                position += length
            }
        }
        literalFrequencies[256] = 1
        let literalLengths = HuffmanCode.lengths(literalFrequencies, limit: 15).map { $0 == 0 ? 15 : UInt32($0) }
        let distanceLengths = HuffmanCode.lengths(distanceFrequencies, limit: 15).map { $0 == 0 ? 15 : UInt32($0) }
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

    /// Lengths tried below the full length of a long match, at its end (see ``shortestPath``).
    static let tailLengths = 32

    /// The cheapest sequence of literals and matches covering `count` bytes at `base`, as encoder
    /// symbols. `first[i]..<first[i + 1]` index the matches found at offset i.
    static func shortestPath(
        _ base: UnsafePointer<UInt8>, count: Int, first: [Int32], lengths: [UInt16], distances: [UInt16],
        costs: CostModel
    ) -> [UInt32] {
        var cost = [UInt32](repeating: .max, count: count + 1)
        var choice = [UInt32](repeating: 0, count: count + 1)
        cost[0] = 0
        for position in 0..<count {
            let here = cost[position]
            let literal = here + costs.literal[Int(base[position])]
            if literal < cost[position + 1] {
                cost[position + 1] = literal
                choice[position + 1] = UInt32(base[position])
            }
            var length = 3
            for index in Int(first[position])..<Int(first[position + 1]) {
                let longest = Int(lengths[index])
                let distance = Int(distances[index])
                let distanceCost = here + costs.distance[DeflateTables.distanceCode(of: distance)]
                // Long matches: try every length up to 64, then only the last `tailLengths` ones,
                // where the parse may switch to a match that reaches further; trying all 258
                // lengths would dominate the run time for little gain.
                if longest > 64 && length <= 64 {
                    while length <= 64 {
                        let total = distanceCost + costs.length[length]
                        if total < cost[position + length] {
                            cost[position + length] = total
                            choice[position + length] = UInt32(length) << 16 | UInt32(distance - 1)
                        }
                        length += 1
                    }
                    length = max(65, longest - CostModel.tailLengths)
                } else if longest > 64 {
                    length = max(length, longest - CostModel.tailLengths)
                }
                while length <= longest {
                    let total = distanceCost + costs.length[length]
                    if total < cost[position + length] {
                        cost[position + length] = total
                        choice[position + length] = UInt32(length) << 16 | UInt32(distance - 1)
                    }
                    length += 1
                }
            }
        }
        var path: [UInt32] = []
        var position = count
        while position > 0 {
            let item = choice[position]
            path.append(item)
            position -= item < 1 << 16 ? 1 : Int(item >> 16)
        }
        return path.reversed()
    }
}
