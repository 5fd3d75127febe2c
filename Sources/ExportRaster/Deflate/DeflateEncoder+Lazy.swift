extension DeflateEncoder {
    /// Levels 4–12: before taking a match, look one byte further for a longer one (RFC 1951 §4,
    /// "lazy matching"; zlib's "deflate_slow" strategy).
    mutating func parseLazily(
        _ finder: MatchFinder, _ input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool
    ) {
        let end = finder.end
        let parameters = self.parameters
        var position = start
        var blockStart = start
        var pending = false
        var previousLength = 0
        var previousDistance = 0
        while position < end {
            var length = 0
            var distance = 0
            if position + 4 <= end {
                let candidate = finder.insert(position)
                if candidate >= 0 && previousLength < parameters.lazyLength {
                    let chain =
                        previousLength >= parameters.goodLength ? parameters.chainDepth >> 2 : parameters.chainDepth
                    (length, distance) = finder.longestMatch(
                        at: position, candidate: candidate, chain: chain, nice: parameters.niceLength,
                        minimum: max(previousLength, 2))
                    if length == 3 && distance > 4096 { length = 0 }
                }
            }
            if previousLength >= 3 && length <= previousLength {
                emitMatch(length: previousLength, distance: previousDistance)
                let matchEnd = position - 1 + previousLength
                let stop = min(matchEnd, end - 3)
                var inner = position + 1
                while inner < stop {
                    _ = finder.insert(inner)
                    inner += 1
                }
                position = matchEnd
                pending = false
                previousLength = 0
            } else {
                if pending { emitLiteral(finder.base[position - 1]) }
                pending = true
                previousLength = length
                previousDistance = distance
                position += 1
            }
            if symbols.count >= DeflateEncoder.blockSymbolLimit {
                let consumed = pending ? position - 1 : position
                flushBlock(input, from: blockStart, to: consumed, final: false)
                blockStart = consumed
            }
        }
        if pending { emitLiteral(finder.base[position - 1]) }
        flushBlock(input, from: blockStart, to: end, final: final)
    }
}
