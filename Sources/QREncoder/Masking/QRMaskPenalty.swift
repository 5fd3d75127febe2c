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

    /// Scores a row-major matrix of 0/1 modules of side `size`.
    ///
    /// - Complexity: O(size²).
    static func evaluate(_ grid: UnsafeBufferPointer<UInt8>, size: Int, mask: Int) -> QRMaskPenalty {
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
        _ grid: UnsafeBufferPointer<UInt8>,
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

/// The last seven run lengths of a row or column scan, most recent first.
private struct RunHistory {
    var r0 = 0
    var r1 = 0
    var r2 = 0
    var r3 = 0
    var r4 = 0
    var r5 = 0
    var r6 = 0
    let size: Int

    init(size: Int) { self.size = size }

    /// Records a completed run; the very first run of a line also gets the light border before it.
    @inline(__always)
    mutating func push(_ length: Int) {
        let adjusted = r0 == 0 ? length + size : length
        r6 = r5
        r5 = r4
        r4 = r3
        r3 = r2
        r2 = r1
        r1 = r0
        r0 = adjusted
    }

    /// 0, 1 or 2: how many light-bordered 1:1:3:1:1 patterns end at the latest light run.
    @inline(__always)
    func finderLikePatterns() -> Int {
        let n = r1
        let core = n > 0 && r2 == n && r3 == n * 3 && r4 == n && r5 == n
        return (core && r0 >= n * 4 && r6 >= n ? 1 : 0) + (core && r6 >= n * 4 && r0 >= n ? 1 : 0)
    }
}

extension QRMaskPenalty {
    /// Scores a symbol packed into 64-bit words by row and by column (bit i of word w is module
    /// 64w + i). Gives the same result as the module-by-module `evaluate(_:size:mask:)`, reading
    /// whole runs with bit scans and whole 2 × 2 blocks with word operations.
    ///
    /// - Complexity: O(runs + size² / 64).
    static func evaluate(rows: [UInt64], columns: [UInt64], size: Int, mask: Int) -> QRMaskPenalty {
        let words = (size + 63) / 64
        var n1 = 0
        var n3 = 0
        var n2 = 0
        var dark = 0
        rows.withUnsafeBufferPointer { rows in
            columns.withUnsafeBufferPointer { columns in
                for line in 0..<size {
                    scanPackedLine(rows, offset: line * words, size: size, n1: &n1, n3: &n3)
                    scanPackedLine(columns, offset: line * words, size: size, n1: &n1, n3: &n3)
                }
                // N2: bit x of `same` is set when modules (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1) agree.
                let lastValid = size - 1 - (words - 1) * 64
                let lastMask: UInt64 = lastValid >= 64 ? ~0 : (1 << UInt64(lastValid)) - 1
                for y in 0..<(size - 1) {
                    let top = y * words
                    let bottom = top + words
                    for w in 0..<words {
                        let a = rows[top + w]
                        let b = rows[bottom + w]
                        let nextA = w + 1 < words ? rows[top + w + 1] : 0
                        let nextB = w + 1 < words ? rows[bottom + w + 1] : 0
                        let a1 = a >> 1 | nextA << 63
                        let b1 = b >> 1 | nextB << 63
                        var same = ~(a ^ b) & ~(a ^ a1) & ~(b ^ b1)
                        if w == words - 1 { same &= lastMask }
                        n2 += same.nonzeroBitCount
                    }
                }
                for word in rows { dark += word.nonzeroBitCount }
            }
        }
        let total = size * size
        let k = max(0, (abs(dark * 20 - total * 10) + total - 1) / total - 1)
        return QRMaskPenalty(mask: mask, n1: n1, n2: n2 * 3, n3: n3 * 40, n4: k * 10)
    }

    /// The N1 points and N3 count of one packed line, run by run, with the same history rules as
    /// the module-by-module scan: the line starts with a (possibly empty) light run, and the light
    /// border beyond each end counts.
    ///
    /// Runs are found from the transition bits `line ^ (line << 1)`: bit i is set where module i
    /// differs from module i − 1 (the module before 0 being light), so each set bit ends a run.
    @inline(__always)
    private static func scanPackedLine(
        _ bits: UnsafeBufferPointer<UInt64>,
        offset: Int,
        size: Int,
        n1: inout Int,
        n3: inout Int
    ) {
        let words = (size + 63) / 64
        let validInLast = size - (words - 1) * 64
        let lastMask: UInt64 = validInLast >= 64 ? ~0 : (1 << UInt64(validInLast)) - 1
        var history = RunHistory(size: size)
        var runStart = 0
        var colour = 0
        var carry: UInt64 = 0
        for w in 0..<words {
            let word = bits[offset + w]
            var transitions = word ^ (word << 1 | carry)
            if w == words - 1 { transitions &= lastMask }
            carry = word >> 63
            while transitions != 0 {
                let position = w << 6 + transitions.trailingZeroBitCount
                transitions &= transitions - 1
                let length = position - runStart
                // A run of length ≥ 5 scores 3 + (length − 5).
                if length >= 5 { n1 += length - 2 }
                history.push(length)
                if colour == 0 { n3 += history.finderLikePatterns() }
                colour ^= 1
                runStart = position
            }
        }
        let length = size - runStart
        if length >= 5 { n1 += length - 2 }
        if colour == 1 {
            history.push(length)
            history.push(size)
        } else {
            history.push(length + size)
        }
        n3 += history.finderLikePatterns()
    }
}
