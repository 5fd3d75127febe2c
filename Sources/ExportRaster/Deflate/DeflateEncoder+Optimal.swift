extension DeflateEncoder {
    /// Levels 10–12: near-optimal parsing. For each 64 KiB segment, every useful match at every
    /// position is collected once; a shortest-path search then picks the literal/match sequence of
    /// least cost, with costs taken from the Huffman code lengths of the previous pass (an
    /// iterated cost model, as in zopfli and libdeflate). Level 10 runs two passes from each of
    /// two starting cost models, 11 three, 12 four; the path cheapest under its own code is kept.
    /// - Complexity: O(n · chain depth) to collect matches, plus O(n · matches per position) per pass.
    mutating func parseOptimally(
        _ finder: MatchFinder, _ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool
    ) {
        let end = finder.end
        let segmentSize = 1 << 16
        let passes = level - 8
        var lengths: [UInt16] = []
        var distances: [UInt16] = []
        var segmentStart = start
        // Each segment starts from the costs the previous one ended with.
        var carried: CostModel?
        // Blocks span segments: a flush comes only when the symbol buffer is full, so block
        // boundaries are left to the splitter rather than fixed every 64 KiB.
        var blockStart = start
        while segmentStart < end {
            let segmentEnd = min(end, segmentStart + segmentSize)
            let count = segmentEnd - segmentStart
            lengths.removeAll(keepingCapacity: true)
            distances.removeAll(keepingCapacity: true)
            var first = [Int32](repeating: 0, count: count + 1)
            // Every position is searched, also inside long matches: a match that starts there
            // and reaches past the long one's end, or a nearer one that its tail can switch to,
            // is what the shortest path needs on image rows (about 1.5% on icons).
            for position in segmentStart..<segmentEnd {
                first[position - segmentStart] = Int32(lengths.count)
                guard position + 4 <= end else { continue }
                let candidate = finder.insert(position)
                if candidate >= 0 {
                    finder.collectMatches(
                        at: position, candidate: candidate, chain: parameters.chainDepth,
                        nice: parameters.niceLength, limit: min(MatchFinder.maxMatch, segmentEnd - position),
                        lengths: &lengths, distances: &distances)
                }
            }
            first[count] = Int32(lengths.count)
            // Two starts, each refined `passes` times: the previous segment's costs (or the
            // fixed code's), and costs from this segment's byte histogram. The iteration settles
            // near its start: from the fixed code, where a literal costs 8 bits, it takes more
            // matches on data whose literals are cheap than pay for themselves. The cheapest path
            // of all passes, by its own code, wins.
            var path: [UInt32] = []
            var bestBits = Int.max
            for start in [
                carried ?? CostModel.initial, CostModel(literalsOf: finder.base + segmentStart, count: count),
            ] {
                var costs = start
                for _ in 0..<passes {
                    let candidate = CostModel.shortestPath(
                        finder.base + segmentStart, count: count, first: first, lengths: lengths,
                        distances: distances, costs: costs)
                    let model = CostModel(path: candidate, base: finder.base + segmentStart)
                    if model.pathBits < bestBits {
                        (path, bestBits) = (candidate, model.pathBits)
                        carried = model
                    }
                    costs = model
                }
            }
            var position = segmentStart
            for item in path {
                if symbols.count >= DeflateEncoder.blockSymbolLimit {
                    flushBlock(input, from: blockStart, to: position, final: false)
                    blockStart = position
                }
                if item < 1 << 16 {
                    emitLiteral(finder.base[position])
                    position += 1
                } else {
                    let length = Int(item >> 16)
                    emitMatch(length: length, distance: Int(item & 0xFFFF) + 1)
                    position += length
                }
            }
            segmentStart = segmentEnd
        }
        flushBlock(input, from: blockStart, to: end, final: final)
    }
}
