/// A run of connected points: one subpath after curves have been replaced by line segments.
struct Polyline: Sendable, Equatable {
    var points: [VectorPoint]
    var isClosed: Bool
}

extension VectorPath {
    /// The most line segments one curve may become; bounds work for absurd coordinates.
    static let maximumSegmentsPerCurve = 1024

    /// Replaces curves by line segments so that no point of a curve is farther than `tolerance`
    /// from the segments that replace it.
    ///
    /// The segment count per curve follows Wang's formula: a Bézier curve of degree n split into
    /// m equal parameter steps stays within n(n − 1)/8 · max‖Δ²P‖ / m² of its chords, so
    /// m = ⌈√(n(n − 1)/8 · max‖Δ²P‖ / tolerance)⌉. Flatten after transforming to device space (or
    /// pass the device tolerance divided by ``VectorTransform/maximumScale``) to tie the error to
    /// pixels.
    /// Non-finite points end the current subpath, so NaN or infinite input is dropped, never drawn.
    ///
    /// - Complexity: O(n + s) for n elements producing s segments; s is at most 1,024 per curve.
    func flattened(tolerance: Double) -> [Polyline] {
        let tolerance = tolerance.isFinite && tolerance > 1e-6 ? tolerance : 1e-6
        var result: [Polyline] = []
        var points: [VectorPoint] = []
        var start = VectorPoint.zero
        var current = VectorPoint.zero
        var valid = false

        func finish(closed: Bool) {
            if !points.isEmpty { result.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        func add(_ point: VectorPoint) {
            if points.isEmpty { points.append(current) }
            points.append(point)
            current = point
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                valid = p.isFinite
                start = p
                current = p
                if valid { points = [p] }
            case .line(let p):
                guard valid else { continue }
                guard p.isFinite else {
                    finish(closed: false)
                    valid = false
                    continue
                }
                add(p)
            case .quadCurve(let c, let p):
                guard valid else { continue }
                guard c.isFinite, p.isFinite else {
                    finish(closed: false)
                    valid = false
                    continue
                }
                let p0 = current
                let dd = (p0 - c * 2 + p).length
                let count = Self.segmentCount(degreeFactor: 0.25, secondDifference: dd, tolerance: tolerance)
                for i in 1...count {
                    let t = Double(i) / Double(count)
                    let u = 1 - t
                    add(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
            case .curve(let c1, let c2, let p):
                guard valid else { continue }
                guard c1.isFinite, c2.isFinite, p.isFinite else {
                    finish(closed: false)
                    valid = false
                    continue
                }
                let p0 = current
                let dd = Swift.max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let count = Self.segmentCount(degreeFactor: 0.75, secondDifference: dd, tolerance: tolerance)
                for i in 1...count {
                    let t = Double(i) / Double(count)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let cc = 3 * u * t * t
                    let d = t * t * t
                    add(p0 * a + c1 * b + c2 * cc + p * d)
                }
            case .close:
                guard valid else { continue }
                if points.isEmpty { points = [current] }
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    static func segmentCount(degreeFactor: Double, secondDifference: Double, tolerance: Double) -> Int {
        let estimate = (degreeFactor * secondDifference / tolerance).squareRoot().rounded(.up)
        guard estimate.isFinite, estimate >= 1 else { return 1 }
        return Int(Swift.min(estimate, Double(maximumSegmentsPerCurve)))
    }
}
