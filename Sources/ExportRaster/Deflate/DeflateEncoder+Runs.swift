extension DeflateEncoder {
    /// Ends one run of the lazy or chained parse (``parseLazily(_:_:from:final:)``,
    /// ``parseChained(_:_:from:final:)``), which reached `position`: lets `worth` observe the
    /// symbols since `observed` once ``MatchWorth/observeInterval`` of them are buffered, and
    /// writes the block when the buffer holds ``blockSymbolLimit`` symbols, the next block then
    /// starting at `position`. Returns false when the stream passed its ``byteLimit`` and the
    /// parse should stop.
    /// - Complexity: O(symbols observed), plus the block's writing when one ends.
    @inline(__always)
    mutating func endRun(
        at position: Int, _ input: ElementHandle<UInt8>, worth: inout MatchWorth, observed: inout Int,
        blockStart: inout Int
    ) -> Bool {
        if symbols.count - observed >= MatchWorth.observeInterval {
            symbols.withItems(from: observed) { worth.observe($0) }
            observed = symbols.count
        }
        if symbols.count >= DeflateEncoder.blockSymbolLimit {
            symbols.withItems(from: observed) { worth.observe($0) }
            observed = 0
            flushBlock(input, from: blockStart, to: position, final: false)
            if exceededLimit { return false }
            blockStart = position
        }
        return true
    }

    /// Symbols the lazy or chained parse may append before its run ends
    /// (``endRun(at:_:worth:observed:blockStart:)``): until ``MatchWorth/observeInterval``
    /// symbols have been appended since `observed`, or the block holds ``blockSymbolLimit``.
    /// - Complexity: O(1).
    @inline(__always)
    func symbolsDue(observed: Int) -> Int {
        min(observed + MatchWorth.observeInterval, DeflateEncoder.blockSymbolLimit) - symbols.count
    }

    /// Ends the lazy or chained parse: the bytes from `position` on, too few to hash, go out as
    /// literals, and the last block, from `blockStart`, is written.
    /// - Complexity: O(input.count - position), plus the block's writing.
    mutating func finishParse(_ input: ElementHandle<UInt8>, from position: Int, blockStart: Int, final: Bool) {
        for index in position..<input.count { emitLiteral(input[index]) }
        flushBlock(input, from: blockStart, to: input.count, final: final)
    }
}
