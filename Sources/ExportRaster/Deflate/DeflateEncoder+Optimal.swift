extension DeflateEncoder {
    /// Levels 10–12: near-optimal parsing. For each 64 KiB segment, every useful match at every
    /// position is collected once; a shortest-path search then picks the literal/match sequence of
    /// least cost, with costs taken from the Huffman code lengths of the previous pass (an
    /// iterated cost model, as in zopfli and libdeflate). Level 10 refines once, 11 twice, 12 three times.
    mutating func parseOptimally(
        _ finder: MatchFinder, _ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool
    ) {
        let end = finder.end
        let segmentSize = 1 << 16
        let passes = level - 8
        var lengths: [UInt16] = []
        var distances: [UInt16] = []
        var segmentStart = start
        while segmentStart < end {
            let segmentEnd = min(end, segmentStart + segmentSize)
            let count = segmentEnd - segmentStart
            lengths.removeAll(keepingCapacity: true)
            distances.removeAll(keepingCapacity: true)
            var first = [Int32](repeating: 0, count: count + 1)
            var skipUntil = segmentStart
            for position in segmentStart..<segmentEnd {
                first[position - segmentStart] = Int32(lengths.count)
                guard position + 4 <= end else { continue }
                let candidate = finder.insert(position)
                // Inside a match of at least the nice length, the parse will take that match:
                // keep the chains up to date but do not search.
                if candidate >= 0 && position >= skipUntil {
                    finder.collectMatches(
                        at: position, candidate: candidate, chain: parameters.chainDepth,
                        nice: parameters.niceLength, limit: min(MatchFinder.maxMatch, segmentEnd - position),
                        lengths: &lengths, distances: &distances)
                    if let longest = lengths.last, Int(longest) >= parameters.niceLength,
                        Int(first[position - segmentStart]) < lengths.count
                    {
                        skipUntil = position + Int(longest)
                    }
                }
            }
            first[count] = Int32(lengths.count)
            var costs = CostModel.initial
            var path: [UInt32] = []
            for pass in 0..<passes {
                path = CostModel.shortestPath(
                    finder.base + segmentStart, count: count, first: first, lengths: lengths, distances: distances,
                    costs: costs)
                if pass + 1 < passes { costs = CostModel(path: path, base: finder.base + segmentStart) }
            }
            var position = segmentStart
            for item in path {
                if item < 1 << 16 {
                    emitLiteral(finder.base[position])
                    position += 1
                } else {
                    let length = Int(item >> 16)
                    emitMatch(length: length, distance: Int(item & 0xFFFF) + 1)
                    position += length
                }
            }
            flushBlock(input, from: segmentStart, to: segmentEnd, final: final && segmentEnd == end)
            segmentStart = segmentEnd
        }
        if start == end { flushBlock(input, from: start, to: end, final: final) }
    }
}
