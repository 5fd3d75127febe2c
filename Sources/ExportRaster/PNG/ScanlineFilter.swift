/// The five scanline filter types of PNG §9.2, applied and scored over raw rows sixteen bytes at
/// a time with `SIMD16<UInt8>`.
///
/// Every predictor reads the unfiltered bytes `a` (left, `bytesPerPixel` back), `b` (above) and
/// `c` (above-left); bytes before the start of a row count as 0, and the row above the first row
/// is all zeros. All arithmetic is modulo 256, as the specification defines it, so the vector and
/// scalar paths give identical bytes.
enum ScanlineFilter {
    typealias Vector = SIMD16<UInt8>

    /// Filter type 0 (None) through 4 (Paeth).
    static let types: ClosedRange<UInt8> = 0...4

    // MARK: - Predictors

    /// The prediction of filter `type` for one byte (PNG §9.2, §9.3, §9.4).
    @inline(__always)
    static func predict(_ type: UInt8, _ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        switch type {
        case 0: 0
        case 1: a
        case 2: b
        case 3: UInt8((UInt16(a) + UInt16(b)) >> 1)
        default: PNG.paeth(a, b, c)
        }
    }

    /// `⌊(a + b) / 2⌋` without widening: the shared bits plus half the differing ones.
    @inline(__always)
    static func average(_ a: Vector, _ b: Vector) -> Vector {
        (a & b) &+ ((a ^ b) &>> 1)
    }

    /// The Paeth predictor (PNG §9.4) in 8-bit lanes.
    ///
    /// With p = a + b − c, the distances are pa = |b − c|, pb = |a − c| and
    /// pc = |(a − c) + (b − c)|. When a − c and b − c have the same sign, pc = pa + pb is at least
    /// both, so only pa ≤ pb decides; any value ≥ max(pa, pb) (here 255) stands in for pc. When
    /// the signs differ, pc = |pa − pb|, which fits a byte. Ties prefer a, then b, as §9.4 orders.
    @inline(__always)
    static func paeth(_ a: Vector, _ b: Vector, _ c: Vector) -> Vector {
        let pa = absoluteDifference(b, c)
        let pb = absoluteDifference(a, c)
        let signsDiffer = (a .< c) .^ (b .< c)
        let pc = Vector(repeating: 255).replacing(with: absoluteDifference(pa, pb), where: signsDiffer)
        let pickA = (pa .<= pb) .& (pa .<= pc)
        let pickB = pb .<= pc
        return c.replacing(with: b, where: pickB).replacing(with: a, where: pickA)
    }

    /// `|x − y|` per lane, exact in 8 bits.
    @inline(__always)
    static func absoluteDifference(_ x: Vector, _ y: Vector) -> Vector {
        let larger = x.replacing(with: y, where: x .< y)
        let smaller = x.replacing(with: y, where: y .< x)
        return larger &- smaller
    }

    /// Each byte read as a signed value, made absolute: `min(v, 256 − v)`, 0...128.
    @inline(__always)
    static func magnitude(_ v: Vector) -> Vector {
        let negated = 0 &- v
        return v.replacing(with: negated, where: negated .< v)
    }

    /// Adds the sixteen lanes of `v` (each ≤ 128) pairwise into eight 16-bit lanes.
    @inline(__always)
    static func pairSums(_ v: Vector) -> SIMD8<UInt16> {
        let words = unsafeBitCast(v, to: SIMD8<UInt16>.self)
        return (words & 0x00FF) &+ (words &>> 8)
    }

    // MARK: - Scoring

    /// The sum of absolute values, read as signed bytes, of `row` filtered with each type 0...4:
    /// the minimum-sum heuristic of PNG §12.8, computed without writing any filtered byte.
    ///
    /// - Precondition: `prior.count == row.count`.
    /// - Complexity: O(`row.count`), one pass over both rows.
    static func costs(row: ElementHandle<UInt8>, prior: ElementHandle<UInt8>, bytesPerPixel: Int) -> [Int] {
        let totals = costTotals(row: row, prior: prior, bytesPerPixel: bytesPerPixel)
        return (0..<5).map { totals[$0] }
    }

    /// ``costs(row:prior:bytesPerPixel:)`` in lanes 0...4 (lanes 5...7 zero), with no array made:
    /// the adaptive filter scores every row of a default encode.
    ///
    /// The bytes after the last whole vector are scored as one more vector ending at the row's
    /// end, its lanes already counted cleared, rather than one at a time for each of the five
    /// types; on rows of 16 RGBA pixels that was 12 bytes of 68.
    /// - Precondition: `prior.count == row.count`.
    /// - Complexity: O(`row.count`).
    static func costTotals(row: ElementHandle<UInt8>, prior: ElementHandle<UInt8>, bytesPerPixel: Int) -> SIMD8<Int> {
        let count = row.count
        precondition(prior.count == count && bytesPerPixel > 0, "rows of different lengths")
        var totals = SIMD8<Int>()
        var i = 0
        // The first pixel has no left neighbour: a = c = 0.
        // Unchecked below: `i < count` for both rows, and `i - bytesPerPixel >= 0` once
        // `i >= bytesPerPixel`.
        while i < min(bytesPerPixel, count) {
            let (x, b) = (row[unchecked: i], prior[unchecked: i])
            for type in types { totals[Int(type)] += cost(x &- predict(type, 0, b, 0)) }
            i += 1
        }
        /// The five types' magnitudes of the sixteen bytes from `start`, pair-summed, each
        /// ANDed with `keep` first (all ones to count a lane, zero to leave it out). Unchecked: `bytesPerPixel <= start` and
        /// `start + 16 <= count`, for both rows.
        @inline(__always)
        func vectorCosts(at start: Int, keeping keep: Vector) -> (
            SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>
        ) {
            let x = row.lanes(Vector.self, unchecked: start)
            let a = row.lanes(Vector.self, unchecked: start - bytesPerPixel)
            let b = prior.lanes(Vector.self, unchecked: start)
            let c = prior.lanes(Vector.self, unchecked: start - bytesPerPixel)
            @inline(__always)
            func sum(_ filtered: Vector) -> SIMD8<UInt16> { pairSums(magnitude(filtered) & keep) }
            return (sum(x), sum(x &- a), sum(x &- b), sum(x &- average(a, b)), sum(x &- paeth(a, b, c)))
        }
        /// Adds five pair-summed lanes to `totals`.
        @inline(__always)
        func add(_ sums: (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>)) {
            totals[0] += widenedSum(sums.0)
            totals[1] += widenedSum(sums.1)
            totals[2] += widenedSum(sums.2)
            totals[3] += widenedSum(sums.3)
            totals[4] += widenedSum(sums.4)
        }
        let all = Vector(repeating: 0xFF)
        // Lanes gain at most 2 × 128 per vector, so 16-bit lanes hold 255 vectors safely.
        let blockVectors = 255
        while i + 16 <= count {
            var sums = (SIMD8<UInt16>(), SIMD8<UInt16>(), SIMD8<UInt16>(), SIMD8<UInt16>(), SIMD8<UInt16>())
            var vectors = 0
            while i + 16 <= count && vectors < blockVectors {
                let next = vectorCosts(at: i, keeping: all)
                sums.0 &+= next.0
                sums.1 &+= next.1
                sums.2 &+= next.2
                sums.3 &+= next.3
                sums.4 &+= next.4
                i += 16
                vectors += 1
            }
            add(sums)
        }
        if i < count && count - 16 >= bytesPerPixel {
            // The lanes below `i` were counted above; widened on their own, so no block overflows.
            let start = count - 16
            let lanes = Vector(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
            let uncounted = Vector(repeating: 0).replacing(
                with: 0xFF, where: lanes .>= Vector(repeating: UInt8(i - start)))
            add(vectorCosts(at: start, keeping: uncounted))
            i = count
        }
        while i < count {
            let x = row[unchecked: i]
            let (a, b, c) = (
                row[unchecked: i - bytesPerPixel], prior[unchecked: i], prior[unchecked: i - bytesPerPixel]
            )
            for type in types { totals[Int(type)] += cost(x &- predict(type, a, b, c)) }
            i += 1
        }
        return totals
    }

    /// The filter type with the smallest ``costs(row:prior:bytesPerPixel:)``; ties go to the
    /// lower type number.
    ///
    /// - Complexity: O(`row.count`).
    static func minimumSumType(row: ElementHandle<UInt8>, prior: ElementHandle<UInt8>, bytesPerPixel: Int) -> UInt8 {
        let totals = costTotals(row: row, prior: prior, bytesPerPixel: bytesPerPixel)
        var best = 0
        for type in 1..<5 where totals[type] < totals[best] { best = type }
        return UInt8(best)
    }

    /// The sum of the lanes, in 32 bits: eight lanes near 2^16 would wrap a 16-bit sum.
    @inline(__always)
    private static func widenedSum(_ lanes: SIMD8<UInt16>) -> Int {
        Int(SIMD8<UInt32>(truncatingIfNeeded: lanes).wrappedSum())
    }

    /// The magnitude of one filtered byte read as signed (PNG §12.8).
    @inline(__always)
    private static func cost(_ value: UInt8) -> Int { Int(Int8(bitPattern: value).magnitude) }

    // MARK: - Filtering

    /// Writes `row` filtered with `type` to the first `row.count` bytes of `output` (PNG §9.2).
    ///
    /// - Precondition: `prior.count == row.count <= output.count`, and `output` overlaps neither
    ///   `row` nor `prior` (a programmer error: some bytes may be filtered twice).
    /// - Complexity: O(`row.count`).
    static func apply(
        _ type: UInt8, row: ElementHandle<UInt8>, prior: ElementHandle<UInt8>, bytesPerPixel: Int,
        to output: MutableElementHandle<UInt8>
    ) {
        let count = row.count
        precondition(prior.count == count && output.count >= count && bytesPerPixel > 0, "rows of different lengths")
        var i = 0
        while i < min(bytesPerPixel, count) {
            output[unchecked: i] = row[unchecked: i] &- predict(type, 0, prior[unchecked: i], 0)
            i += 1
        }
        switch type {
        case 0:
            output.copy(row.slice(i..<count), to: i)
            return
        case 1: applyVectors(row, prior, bytesPerPixel, output, from: &i) { x, a, _, _ in x &- a }
        case 2: applyVectors(row, prior, bytesPerPixel, output, from: &i) { x, _, b, _ in x &- b }
        case 3: applyVectors(row, prior, bytesPerPixel, output, from: &i) { x, a, b, _ in x &- average(a, b) }
        default: applyVectors(row, prior, bytesPerPixel, output, from: &i) { x, a, b, c in x &- paeth(a, b, c) }
        }
        while i < count {
            // Unchecked: `bytesPerPixel <= i < count`, and the precondition sizes all three rows.
            output[unchecked: i] =
                row[unchecked: i]
                &- predict(
                    type, row[unchecked: i - bytesPerPixel], prior[unchecked: i], prior[unchecked: i - bytesPerPixel])
            i += 1
        }
    }

    /// The vector body of ``apply(_:row:prior:bytesPerPixel:to:)`` from `i` (≥ `bytesPerPixel`)
    /// while sixteen bytes remain, then, when fewer are left and the row is long enough, one last
    /// vector ending at the row's end; leaves `i` at the first unwritten byte.
    ///
    /// The last vector filters again some bytes already written, to the same values: each output
    /// byte depends only on `row` and `prior`, which the output does not overlap. On a 16-pixel
    /// RGBA row this replaces 12 of the 16 scalar bytes, most of the filter's time on small icons.
    @inline(__always)
    private static func applyVectors(
        _ row: ElementHandle<UInt8>, _ prior: ElementHandle<UInt8>, _ bytesPerPixel: Int,
        _ output: MutableElementHandle<UInt8>, from i: inout Int, _ filter: (Vector, Vector, Vector, Vector) -> Vector
    ) {
        /// Filters the sixteen bytes from `start`. Unchecked: `bytesPerPixel <= start` and
        /// `start + 16 <= row.count <= output.count`.
        @inline(__always)
        func vector(at start: Int) {
            let value = filter(
                row.lanes(Vector.self, unchecked: start), row.lanes(Vector.self, unchecked: start - bytesPerPixel),
                prior.lanes(Vector.self, unchecked: start), prior.lanes(Vector.self, unchecked: start - bytesPerPixel))
            output.store(vector: value, unchecked: start)
        }
        while i + 16 <= row.count {
            vector(at: i)
            i += 16
        }
        if i < row.count && row.count - 16 >= bytesPerPixel {
            vector(at: row.count - 16)
            i = row.count
        }
    }
}
