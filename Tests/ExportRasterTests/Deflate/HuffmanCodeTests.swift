import TestSupport
import Testing

@testable import ExportRaster

@Suite("HuffmanCode")
struct HuffmanCodeTests {
    /// The cost (frequency times length, summed) of an optimal prefix code for `weights`: the
    /// sum of the merged weights of Huffman's algorithm, run naively by re-sorting the list.
    static func optimalCost(of weights: [Int]) -> Int {
        var weights = weights
        var total = 0
        while weights.count > 1 {
            weights.sort(by: >)
            let merged = weights.removeLast() + weights.removeLast()
            total += merged
            weights.append(merged)
        }
        return total
    }

    @Test(
        "sorting keys orders by frequency, then symbol, by insertion and by radix alike",
        arguments: [2, 5, 19, 30, HuffmanCode.insertionSortLimit, HuffmanCode.insertionSortLimit + 1, 286])
    func keySort(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        for largest in [3, 255, 300, 65_535, 70_000] as [UInt32] {
            let frequencies = (0..<count).map { _ in UInt32.random(in: 1...largest, using: &random) }
            var keys = (0..<count).map { Int(frequencies[$0]) << 16 | $0 }
            var scratch = [Int](repeating: 0, count: count + 257)
            withMutableElementHandles(&keys, &scratch) { keys, scratch in
                HuffmanCode.sortKeys(keys, count: count, largest: frequencies.max() ?? 0, scratch: scratch)
            }
            // The standard library's sort on (frequency, symbol) pairs is the reference order.
            let expected = (0..<count).sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
            #expect(keys.map { $0 & 0xFFFF } == expected, "count \(count), largest \(largest)")
        }
    }

    @Test(
        "code lengths cost what an optimal Huffman code costs when none passes the limit", arguments: [2, 19, 30, 286])
    func optimalCost(count: Int) {
        var random = SplitMix64(seed: UInt64(count) &* 31)
        for largest in [1, 40, 5000] as [UInt32] {
            // Some symbols unused, as in real blocks.
            let frequencies = (0..<count).map { _ in
                UInt32.random(in: 0...3, using: &random) == 0 ? 0 : UInt32.random(in: 1...largest, using: &random)
            }
            let lengths = HuffmanCode.lengths(frequencies, limit: 15)
            let used = frequencies.filter { $0 > 0 }
            guard used.count >= 2 else { continue }
            let optimal = Self.optimalCost(of: used.map(Int.init))
            let cost = zip(frequencies, lengths).reduce(0) { $0 + Int($1.0) * Int($1.1) }
            #expect(cost == optimal, "count \(count), largest \(largest)")
            #expect(zip(frequencies, lengths).allSatisfy { ($0 == 0) == ($1 == 0) })
        }
    }

    @Test(
        "code lengths are the leaf depths of the two-queue tree, ties going to the leaf",
        arguments: [2, 3, 19, 30, 286])
    func twoQueueTree(count: Int) {
        var random = SplitMix64(seed: UInt64(count) &* 97)
        for largest in [1, 3, 40, 5000] as [UInt32] {
            let frequencies = (0..<count).map { _ in
                UInt32.random(in: 0...3, using: &random) == 0 ? 0 : UInt32.random(in: 1...largest, using: &random)
            }
            let used = (0..<count).filter { frequencies[$0] > 0 }.sorted {
                (frequencies[$0], $0) < (frequencies[$1], $1)
            }
            guard used.count >= 2 else { continue }
            // The two-queue method with explicit parent links: leaves in (frequency, symbol)
            // order, internal nodes in order of creation, the leaf taken on a tie.
            var weights = used.map { Int(frequencies[$0]) }
            var parent = [Int](repeating: -1, count: 2 * used.count - 1)
            var (nextLeaf, nextInternal) = (0, used.count)
            for node in used.count..<2 * used.count - 1 {
                var merged = 0
                for _ in 0..<2 {
                    let leafFirst =
                        nextLeaf < used.count && (nextInternal == node || weights[nextLeaf] <= weights[nextInternal])
                    let child = leafFirst ? nextLeaf : nextInternal
                    if leafFirst { nextLeaf += 1 } else { nextInternal += 1 }
                    merged += weights[child]
                    parent[child] = node
                }
                weights.append(merged)
            }
            var expected = [UInt8](repeating: 0, count: count)
            for (leaf, symbol) in used.enumerated() {
                var (depth, node) = (0, leaf)
                while parent[node] >= 0 { (depth, node) = (depth + 1, parent[node]) }
                expected[symbol] = UInt8(depth)
            }
            // Only trees within the limit: deeper ones are reshaped, which other tests check.
            guard expected.max() ?? 0 <= 15 else { continue }
            #expect(HuffmanCode.lengths(frequencies, limit: 15) == expected, "count \(count), largest \(largest)")
        }
    }

    @Test("canonical codes follow RFC 1951 §3.2.2's example")
    func canonicalCodes() {
        // §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give the codes 010, 011, 100, 101, 110, 00,
        // 1110, 1111 (written here bit-reversed, least significant bit first).
        let codes = HuffmanCode.reversedCodes([3, 3, 3, 3, 3, 2, 4, 4])
        let expected: [(code: UInt32, width: Int)] = [
            (0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3), (0b00, 2), (0b1110, 4), (0b1111, 4),
        ]
        #expect(codes == expected.map { HuffmanCode.reverse($0.code, width: $0.width) })
        #expect(HuffmanCode.reversedCodes([0, 1, 0, 1]) == [0, 0, 0, 1])
    }

    @Test("canonical codes of up to 15 bits come out reversed bit for bit")
    func longCodes() {
        // A complete code with one symbol of each length 1...14 and two of 15, among unused
        // symbols, in a scrambled order: codes reach 15 bits, so both bytes of a code count.
        var lengths = [UInt8](repeating: 0, count: 40)
        let depths: [UInt8] = Array(1...15) + [15]
        for (index, depth) in depths.enumerated() { lengths[(index * 7 + 3) % 40] = depth }
        // §3.2.2 steps 1–3 as the RFC writes them, and each code reversed one bit at a time.
        var next = [UInt32](repeating: 0, count: 17)
        var code: UInt32 = 0
        for bits in 1...15 {
            code = (code + UInt32(lengths.filter { $0 == bits - 1 && $0 > 0 }.count)) << 1
            next[bits] = code
        }
        var expected = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let value = next[Int(length)]
            next[Int(length)] += 1
            var reversed: UInt32 = 0
            for bit in 0..<Int(length) where value >> bit & 1 == 1 { reversed |= 1 << (Int(length) - 1 - bit) }
            expected[symbol] = reversed
        }
        #expect(HuffmanCode.reversedCodes(lengths) == expected)
        #expect(
            HuffmanCode.reversedBytes.enumerated().allSatisfy { byte, reversed in
                (0..<8).allSatisfy { bit in (byte >> bit & 1) == Int(reversed) >> (7 - bit) & 1 }
            })
    }
}
