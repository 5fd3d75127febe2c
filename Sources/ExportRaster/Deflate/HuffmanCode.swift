/// Length-limited canonical Huffman codes for the encoder (RFC 1951 §3.2.2).
enum HuffmanCode {
    /// Code lengths for `frequencies`, none longer than `limit`, forming a complete prefix code.
    ///
    /// Builds an optimal Huffman tree with the two-queue method, then, if any leaf is deeper than
    /// `limit`, moves the excess leaves up by splitting the deepest leaf above the limit (each step
    /// lowers the Kraft sum by one unit of 2^-limit until it is exactly 1). Lengths are handed out
    /// by frequency so the most frequent symbols keep the shortest codes. When fewer than two
    /// symbols occur, two symbols get one-bit codes so the code is complete for every decoder.
    ///
    /// - Complexity: O(n log n) for n symbols.
    static func lengths(_ frequencies: [UInt32], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var used: [Int] = []
        used.reserveCapacity(frequencies.count)
        var largest: UInt32 = 0
        for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
            used.append(symbol)
            largest = max(largest, frequency)
        }
        if used.count < 2 {
            let first = used.first ?? 0
            lengths[first] = 1
            lengths[first == 0 ? 1 : 0] = 1
            return lengths
        }
        // By frequency, ties in symbol order.
        sortStablyByFrequency(&used, frequencies, largest: largest)
        let n = used.count
        var counts = [Int](repeating: 0, count: limit + 1)
        let overflow = counts.withMutableElementHandle { counts in
            withTemporaryElementHandle(count: 3 * (2 * n - 1), repeating: 0) { scratch in
                HuffmanCode.countDepths(of: used, frequencies, limit: limit, scratch: scratch, counts: counts)
            }
        }
        if overflow {
            var kraft = 0
            for length in 1...limit { kraft += counts[length] << (limit - length) }
            while kraft > 1 << limit {
                var bits = limit - 1
                while counts[bits] == 0 { bits -= 1 }
                counts[bits] -= 1
                counts[bits + 1] += 2
                counts[limit] -= 1
                kraft -= 1
            }
        }
        // Least frequent symbols (front of `used`) take the longest codes.
        var position = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<counts[length] {
                lengths[used[position]] = UInt8(length)
                position += 1
            }
        }
        return lengths
    }

    /// Builds the Huffman tree of the `used` symbols (at least two, sorted by frequency) with the
    /// two-queue method and counts its leaves per depth into `counts[1...limit]`, leaves deeper
    /// than `limit` counted at `limit`; returns whether any leaf was deeper.
    ///
    /// `scratch` holds three arrays of `2n − 1` nodes (weights, parents, depths); leaves are
    /// `0..<n` in `used` order, internal nodes follow in order of creation, the root last.
    /// Ties between a leaf and an internal node go to the leaf. `counts` has `limit + 1`
    /// zeroed entries.
    /// - Complexity: O(n).
    private static func countDepths(
        of used: [Int], _ frequencies: [UInt32], limit: Int, scratch: MutableElementHandle<Int>,
        counts: MutableElementHandle<Int>
    ) -> Bool {
        let n = used.count
        let nodes = 2 * n - 1
        let weight = scratch.slice(0..<nodes)
        let parent = scratch.slice(nodes..<2 * nodes)
        let depth = scratch.slice(2 * nodes..<3 * nodes)
        precondition(counts.count > limit, "one count per depth up to the limit")
        // Unchecked below: nodes index their own `nodes`-long slices, a leaf is below `n`, and a
        // depth counted is at most `limit`.
        for index in 0..<n { weight[index] = Int(frequencies[used[index]]) }
        var nextLeaf = 0
        var nextInternal = n
        var created = n
        while created < nodes {
            var children = (0, 0)
            for child in 0..<2 {
                let taken: Int
                if nextLeaf < n
                    && (nextInternal >= created || weight[unchecked: nextLeaf] <= weight[unchecked: nextInternal])
                {
                    taken = nextLeaf
                    nextLeaf += 1
                } else {
                    taken = nextInternal
                    nextInternal += 1
                }
                if child == 0 { children.0 = taken } else { children.1 = taken }
            }
            weight[unchecked: created] = weight[unchecked: children.0] + weight[unchecked: children.1]
            parent[unchecked: children.0] = created
            parent[unchecked: children.1] = created
            created += 1
        }
        var overflow = false
        depth[unchecked: nodes - 1] = 0
        for node in stride(from: nodes - 2, through: 0, by: -1) {
            let level = depth[unchecked: parent[unchecked: node]] + 1
            depth[unchecked: node] = level
            if node < n {
                if level > limit {
                    overflow = true
                    counts[unchecked: limit] += 1
                } else {
                    counts[unchecked: level] += 1
                }
            }
        }
        return overflow
    }

    /// Sorts `symbols` by their `frequencies`, keeping the order of equal ones: a radix sort
    /// with one pass per byte of `largest`, the largest frequency (two passes for the counts of
    /// a block), instead of a comparison sort with a closure per comparison.
    /// - Complexity: O((n + 256) · bytes of `largest`).
    static func sortStablyByFrequency(_ symbols: inout [Int], _ frequencies: [UInt32], largest: UInt32) {
        let count = symbols.count
        precondition(symbols.allSatisfy { $0 >= 0 && $0 < frequencies.count }, "a symbol without a frequency")
        if count <= insertionSortLimit {
            insertionSortByFrequency(&symbols, frequencies)
            return
        }
        // Unchecked below: every symbol indexes `frequencies` (checked above), a digit plus one is
        // at most 256 of the 257 starts, and a start stays below `count`.
        frequencies.withElementHandle { frequencies in
            symbols.withMutableElementHandle { symbols in
                withTemporaryElementHandle(count: count + 257, repeating: 0) { scratch in
                    // Ping-pong between the symbols and the scratch's first `count` entries; the
                    // digit counts follow them.
                    var source = symbols
                    var target = scratch.slice(0..<count)
                    let starts = scratch.slice(count..<count + 257)
                    var inScratch = false
                    var shift: UInt32 = 0
                    while shift < 32 && largest >> shift != 0 {
                        starts.update(repeating: 0, in: 0..<257)
                        for index in 0..<count {
                            starts[
                                unchecked: Int(frequencies[unchecked: source[unchecked: index]] >> shift & 0xFF) + 1] +=
                                1
                        }
                        // Now `starts[d]` is the number of symbols whose digit is below `d`.
                        for digit in 1...256 { starts[unchecked: digit] += starts[unchecked: digit - 1] }
                        for index in 0..<count {
                            let digit = Int(frequencies[unchecked: source[unchecked: index]] >> shift & 0xFF)
                            target[unchecked: starts[unchecked: digit]] = source[unchecked: index]
                            starts[unchecked: digit] += 1
                        }
                        swap(&source, &target)
                        inScratch.toggle()
                        shift += 8
                    }
                    // After an odd number of passes the result is in the scratch buffer.
                    if inScratch { symbols.copy(source.readOnly, to: 0) }
                }
            }
        }
    }

    /// Symbols up to which ``sortStablyByFrequency(_:_:largest:)`` sorts by insertion: below
    /// it, the radix sort's 257 digit counters per pass cost more than the insertions (the
    /// code-length alphabet has 19 symbols, the distance alphabet 30).
    static let insertionSortLimit = 32

    /// Sorts `symbols` by their `frequencies` by insertion, keeping the order of equal ones (a
    /// symbol moves only past strictly more frequent ones). Every symbol indexes `frequencies`.
    /// - Complexity: O(n²) for n symbols; used for n ≤ ``insertionSortLimit``.
    private static func insertionSortByFrequency(_ symbols: inout [Int], _ frequencies: [UInt32]) {
        frequencies.withElementHandle { frequencies in
            symbols.withMutableElementHandle { symbols in
                for index in 1..<max(symbols.count, 1) {
                    let symbol = symbols[index]
                    let frequency = frequencies[symbol]
                    var slot = index
                    while slot > 0 && frequencies[symbols[slot - 1]] > frequency {
                        symbols[slot] = symbols[slot - 1]
                        slot -= 1
                    }
                    symbols[slot] = symbol
                }
            }
        }
    }

    /// Canonical codes (§3.2.2), bit-reversed so they can be written least significant bit first.
    static func reversedCodes(_ lengths: [UInt8]) -> [UInt32] {
        // Counts of each length, then the next code of each length (§3.2.2 steps 1–3), written
        // through handles: one uniqueness check per array, not one per entry.
        var counts = [UInt32](repeating: 0, count: 16)
        var codes = [UInt32](repeating: 0, count: lengths.count)
        withMutableElementHandles(&counts, &codes) { counts, codes in
            lengths.withElementHandle { lengths in
                // Unchecked: a symbol indexes both `lengths` and `codes`, which have the same
                // count; a length (at most 15) indexes `counts` checked in the first loop.
                for symbol in 0..<lengths.count { counts[Int(lengths[unchecked: symbol])] += 1 }
                counts[0] = 0
                var code: UInt32 = 0
                var previous: UInt32 = 0
                for bits in 1..<16 {
                    code = (code + previous) << 1
                    previous = counts[bits]
                    // From here on `counts[bits]` holds the next code of `bits` bits.
                    counts[bits] = code
                }
                for symbol in 0..<lengths.count {
                    let length = Int(lengths[unchecked: symbol])
                    guard length > 0 else { continue }
                    let value = counts[unchecked: length]
                    counts[unchecked: length] = value + 1
                    codes[unchecked: symbol] = reverse(value, width: length)
                }
            }
        }
        return codes
    }

    /// The low `width` bits of `value` in reverse order.
    static func reverse(_ value: UInt32, width: Int) -> UInt32 {
        guard width > 0 else { return 0 }
        // Swap ever smaller halves of the 32-bit word, then keep the top `width` bits.
        var bits = value
        bits = bits >> 16 | bits << 16
        bits = (bits >> 8) & 0x00FF_00FF | (bits & 0x00FF_00FF) << 8
        bits = (bits >> 4) & 0x0F0F_0F0F | (bits & 0x0F0F_0F0F) << 4
        bits = (bits >> 2) & 0x3333_3333 | (bits & 0x3333_3333) << 2
        bits = (bits >> 1) & 0x5555_5555 | (bits & 0x5555_5555) << 1
        return bits >> UInt32(32 - width)
    }
}
