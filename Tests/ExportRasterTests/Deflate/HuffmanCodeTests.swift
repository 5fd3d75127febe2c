import TestSupport
import Testing

@testable import ExportRaster

@Suite("HuffmanCode")
struct HuffmanCodeTests {
    @Test(
        "sorting by frequency is stable, by insertion and by radix alike",
        arguments: [2, 5, 19, 30, HuffmanCode.insertionSortLimit, HuffmanCode.insertionSortLimit + 1, 286])
    func stableSort(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        for largest in [3, 255, 70_000] as [UInt32] {
            let frequencies = (0..<count).map { _ in UInt32.random(in: 1...largest, using: &random) }
            var symbols = Array(0..<count)
            HuffmanCode.sortStablyByFrequency(&symbols, frequencies, largest: frequencies.max() ?? 0)
            // The standard library's sort on (frequency, symbol) pairs is the reference order.
            let expected = (0..<count).sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
            #expect(symbols == expected, "count \(count), largest \(largest)")
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
}
