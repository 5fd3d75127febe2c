import TestSupport
import Testing

@testable import QREncoder

@Suite("Packed mask penalty")
struct PackedMaskPenaltyTests {
    @Test(
        "the packed scorer agrees with the module-by-module scorer on random matrices",
        arguments: [21, 25, 45, 63, 64, 65, 97, 127, 128, 129, 177])
    func agreesWithReference(size: Int) {
        var random = SplitMix64(seed: UInt64(size))
        for trial in 0..<6 {
            // Flip the colour with probability 1/n along each row, so that runs of every length occur.
            let n = [1, 2, 3, 5, 8, 40][trial]
            var colour: UInt8 = 0
            let grid = (0..<(size * size)).map { _ -> UInt8 in
                if Int.random(in: 0..<n, using: &random) == 0 { colour ^= 1 }
                return colour
            }
            let words = (size + 63) / 64
            var rows = [UInt64](repeating: 0, count: size * words)
            var columns = rows
            for y in 0..<size {
                for x in 0..<size where grid[y * size + x] != 0 {
                    rows[y * words + x >> 6] |= 1 << UInt64(x & 63)
                    columns[x * words + y >> 6] |= 1 << UInt64(y & 63)
                }
            }
            let reference = QRMaskPenalty.evaluate(grid, size: size, mask: 1)
            let packed = QRMaskPenalty.evaluate(rows: rows, columns: columns, size: size, mask: 1)
            #expect(packed == reference)
        }
    }
}
