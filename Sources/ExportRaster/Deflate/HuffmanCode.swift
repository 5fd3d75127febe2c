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
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        if used.count < 2 {
            let first = used.first ?? 0
            lengths[first] = 1
            lengths[first == 0 ? 1 : 0] = 1
            return lengths
        }
        used.sort { (frequencies[$0], $0) < (frequencies[$1], $1) }
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
        var result: UInt32 = 0
        var value = value
        for _ in 0..<width {
            result = result << 1 | value & 1
            value >>= 1
        }
        return result
    }
}
