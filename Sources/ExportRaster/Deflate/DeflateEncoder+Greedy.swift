extension DeflateEncoder {
    /// Levels 1–3: take the longest match at each position (zlib's "deflate_fast" strategy).
    mutating func parseGreedily(
        _ finder: MatchFinder, _ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool
    ) {
        let end = finder.end
        let chain = parameters.chainDepth
        let nice = parameters.niceLength
        let maxInsert = parameters.lazyLength
        var position = start
        var blockStart = start
        while position < end {
            var length = 0
            var distance = 0
            if position + 4 <= end {
                let candidate = finder.insert(position)
                if candidate >= 0 {
                    (length, distance) = finder.longestMatch(
                        at: position, candidate: candidate, chain: chain, nice: nice, minimum: 2)
                    if length == 3 && distance > 4096 { length = 0 }
                }
            }
            if length >= 3 {
                emitMatch(length: length, distance: distance)
                if length <= maxInsert {
                    let stop = min(position + length, end - 3)
                    var inner = position + 1
                    while inner < stop {
                        _ = finder.insert(inner)
                        inner += 1
                    }
                }
                position += length
            } else {
                emitLiteral(finder.base[position])
                position += 1
            }
            if symbols.count >= DeflateEncoder.blockSymbolLimit {
                flushBlock(input, from: blockStart, to: position, final: false)
                blockStart = position
            }
        }
        flushBlock(input, from: blockStart, to: end, final: final)
    }
}
