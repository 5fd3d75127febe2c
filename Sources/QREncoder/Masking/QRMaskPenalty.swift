/// The penalty score of one mask, rule by rule (ISO/IEC 18004:2015 §7.8.3, Table 11).
///
/// The encoder applies each of the eight masks, draws the format information for it, scores the
/// whole symbol and keeps the lowest total; on a tie the lower mask number wins. The rules are
/// read as Nayuki's QR-Code-generator reads them:
///
/// - N1: in each row and column, a run of five same-coloured modules scores 3, and each module
///   beyond five scores 1 more.
/// - N2: every 2 × 2 block of one colour scores 3 (overlapping blocks all count).
/// - N3: each 1:1:3:1:1 dark–light–dark–light–dark pattern with at least four light modules on
///   one side and one on the other scores 40; the area outside the symbol counts as light.
/// - N4: 10 for each full 5 % by which the dark share deviates from 50 %.
public struct QRMaskPenalty: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The mask, 0...7.
    public let mask: Int
    /// Rule N1: runs of five or more in a row or column.
    public let n1: Int
    /// Rule N2: 2 × 2 blocks of one colour.
    public let n2: Int
    /// Rule N3: finder-like 1:1:3:1:1 patterns.
    public let n3: Int
    /// Rule N4: imbalance of dark and light modules.
    public let n4: Int

    /// Creates a score breakdown.
    public init(mask: Int, n1: Int, n2: Int, n3: Int, n4: Int) {
        self.mask = mask
        self.n1 = n1
        self.n2 = n2
        self.n3 = n3
        self.n4 = n4
    }

    /// The sum of the four rules.
    public var total: Int { n1 + n2 + n3 + n4 }

    /// A one-line summary such as `mask 2: 180 + 90 + 80 + 0 = 350`.
    public var description: String { "mask \(mask): \(n1) + \(n2) + \(n3) + \(n4) = \(total)" }

    /// Scores a row-major matrix of 0/1 modules of side `size`, module by module: the reference
    /// that the packed scorer `evaluate(rows:columns:size:mask:)` is tested against.
    ///
    /// - Precondition: `grid` holds `size * size` modules.
    /// - Complexity: O(size²).
    static func evaluate(_ grid: [UInt8], size: Int, mask: Int) -> QRMaskPenalty {
        precondition(grid.count == size * size, "grid is not size × size")
        return BufferHandle.withHandle(on: grid) { evaluate($0, size: size, mask: mask) }
    }

    /// Scores the row-major matrix `grid` of side `size` (see `evaluate(_:size:mask:)`).
    private static func evaluate(_ grid: BufferHandle<UInt8>, size: Int, mask: Int) -> QRMaskPenalty {
        var n1 = 0
        var n3 = 0
        // Rows, then columns: the same scan with a different stride.
        for line in 0..<size {
            scanLine(grid, start: line * size, step: 1, size: size, n1: &n1, n3: &n3)
            scanLine(grid, start: line, step: size, size: size, n1: &n1, n3: &n3)
        }
        var n2 = 0
        var dark = 0
        for y in 0..<size {
            let row = y * size
            for x in 0..<size {
                let colour = grid[row + x]
                dark += Int(colour)
                if x + 1 < size && y + 1 < size && colour == grid[row + x + 1] && colour == grid[row + size + x]
                    && colour == grid[row + size + x + 1]
                {
                    n2 += 3
                }
            }
        }
        let total = size * size
        // Smallest k with |dark/total − 1/2| ≤ (k + 1) × 5 %, i.e. ceil(|20·dark − 10·total| / total) − 1.
        // Symbol sides are odd, so the dark share is never exactly half and k ≥ 0.
        let k = max(0, (abs(dark * 20 - total * 10) + total - 1) / total - 1)
        return QRMaskPenalty(mask: mask, n1: n1, n2: n2, n3: n3 * 40, n4: k * 10)
    }

    /// Adds one row's or column's N1 points and N3 pattern count.
    @inline(__always)
    private static func scanLine(
        _ grid: BufferHandle<UInt8>,
        start: Int,
        step: Int,
        size: Int,
        n1: inout Int,
        n3: inout Int
    ) {
        // history[0] is the most recent completed run; the first run gets the light border added.
        var history = RunHistory(size: size)
        var runColour: UInt8 = 0
        var runLength = 0
        var index = start
        for _ in 0..<size {
            let colour = grid[index]
            if colour == runColour {
                runLength += 1
                if runLength == 5 {
                    n1 += 3
                } else if runLength > 5 {
                    n1 += 1
                }
            } else {
                history.push(runLength)
                if runColour == 0 { n3 += history.finderLikePatterns() }
                runColour = colour
                runLength = 1
            }
            index += step
        }
        // Close the line: a dark run ends first, then the light border beyond the edge.
        if runColour == 1 {
            history.push(runLength)
            runLength = 0
        }
        history.push(runLength + size)
        n3 += history.finderLikePatterns()
    }
}
