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
        var weight = [UInt64](repeating: 0, count: 2 * n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        for (index, symbol) in used.enumerated() { weight[index] = UInt64(frequencies[symbol]) }
        var nextLeaf = 0
        var nextInternal = n
        var created = n
        func takeSmallest() -> Int {
            if nextLeaf < n && (nextInternal >= created || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        while created < 2 * n - 1 {
            let a = takeSmallest()
            let b = takeSmallest()
            weight[created] = weight[a] + weight[b]
            parent[a] = created
            parent[b] = created
            created += 1
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        var counts = [Int](repeating: 0, count: limit + 1)
        var overflow = false
        for node in stride(from: 2 * n - 3, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
            if node < n {
                if depth[node] > limit {
                    overflow = true
                    counts[limit] += 1
                } else {
                    counts[depth[node]] += 1
                }
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

    /// Sorts `symbols` by their `frequencies`, keeping the order of equal ones: a radix sort
    /// with one pass per byte of `largest`, the largest frequency (two passes for the counts of
    /// a block), instead of a comparison sort with a closure per comparison.
    /// - Complexity: O((n + 256) · bytes of `largest`).
    static func sortStablyByFrequency(_ symbols: inout [Int], _ frequencies: [UInt32], largest: UInt32) {
        var sorted = symbols
        var starts = [Int](repeating: 0, count: 257)
        var shift: UInt32 = 0
        while shift < 32 && largest >> shift != 0 {
            for digit in starts.indices { starts[digit] = 0 }
            for symbol in symbols { starts[Int(frequencies[symbol] >> shift & 0xFF) + 1] += 1 }
            // Now `starts[d]` is the number of symbols whose digit is below `d`: where digit `d` begins.
            for digit in 1...256 { starts[digit] += starts[digit - 1] }
            for symbol in symbols {
                let digit = Int(frequencies[symbol] >> shift & 0xFF)
                sorted[starts[digit]] = symbol
                starts[digit] += 1
            }
            swap(&symbols, &sorted)
            shift += 8
        }
    }

    /// Canonical codes (§3.2.2), bit-reversed so they can be written least significant bit first.
    static func reversedCodes(_ lengths: [UInt8]) -> [UInt32] {
        var counts = [UInt32](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + counts[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let value = next[Int(length)]
            next[Int(length)] += 1
            codes[symbol] = reverse(value, width: Int(length))
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
