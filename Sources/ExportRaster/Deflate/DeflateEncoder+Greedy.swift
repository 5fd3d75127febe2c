extension DeflateEncoder {
    /// Levels 1–3: take the longest match the ``BucketTable`` offers at each position, else a
    /// literal (greedy parsing, as zlib's "deflate_fast" strategy), and end a block whenever the
    /// symbol buffer is full. Requires a non-empty `input` with `start < input.count`.
    mutating func parseGreedily(_ input: ElementHandle<UInt8>, from start: Int, final: Bool) {
        let end = input.count
        var position = start
        var blockStart = start
        while true {
            // Each item covers a byte at least, so the input's rest never needs more room.
            let room = min(DeflateEncoder.blockSymbolLimit - symbols.count, end - position)
            position = buckets.parse(input, from: position, room: room, into: &symbols)
            guard position < end else { break }
            flushBlock(input, from: blockStart, to: position, final: false)
            if exceededLimit { return }
            blockStart = position
        }
        flushBlock(input, from: blockStart, to: end, final: final)
    }
}
