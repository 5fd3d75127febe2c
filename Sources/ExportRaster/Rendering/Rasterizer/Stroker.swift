/// Turns a polyline into closed polygons whose nonzero fill is the stroke (SVG 1.1 §11.4).
///
/// An open polyline becomes one polygon: the left offset walked forwards, the end cap, the right
/// offset walked backwards, the start cap. A closed polyline becomes two polygons of opposite
/// orientation (outer and inner offset), so the nonzero rule leaves the hole empty. On the inner
/// side of a corner the outline turns where the two offset lines cross; when the segments are too
/// short for that, it runs through the corner point itself, and the small loop this makes has the
/// same winding as the stroke, so the nonzero fill covers it.
struct Stroker {
    let halfWidth: Double
    let style: VectorStroke
    let tolerance: Double

    init(style: VectorStroke, tolerance: Double) {
        self.style = style
        self.halfWidth = style.width / 2
        self.tolerance = tolerance
    }

    func outline(_ polyline: Polyline) -> [[VectorPoint]] {
        // Drop repeated points: they have no direction.
        var points: [VectorPoint] = []
        for p in polyline.points where points.last.map({ ($0 - p).length > 1e-9 }) ?? true {
            points.append(p)
        }
        if polyline.isClosed, points.count > 2, let first = points.first, let last = points.last,
            (first - last).length <= 1e-9
        {
            points.removeLast()
        }
        guard let first = points.first else { return [] }
        if points.count == 1 {
            return dot(at: first)
        }
        if polyline.isClosed && points.count > 2 {
            let forward = side(points, closed: true, outerOnReversal: true)
            let backward = side(points.reversed(), closed: true, outerOnReversal: false)
            return [forward, backward]
        }
        var polygon = side(points, closed: false, outerOnReversal: true)
        appendCap(
            to: &polygon, at: points[points.count - 1], direction: points[points.count - 1] - points[points.count - 2])
        let reversed = Array(points.reversed())
        polygon.append(contentsOf: side(reversed, closed: false, outerOnReversal: false))
        appendCap(to: &polygon, at: points[0], direction: points[0] - points[1])
        return [polygon]
    }

    /// A zero-length subpath: a disc for round caps, a square for square caps, nothing for butt.
    func dot(at center: VectorPoint) -> [[VectorPoint]] {
        switch style.cap {
        case .butt:
            return []
        case .square:
            let h = halfWidth
            return [
                [
                    VectorPoint(x: center.x - h, y: center.y - h), VectorPoint(x: center.x + h, y: center.y - h),
                    VectorPoint(x: center.x + h, y: center.y + h), VectorPoint(x: center.x - h, y: center.y + h),
                ]
            ]
        case .round:
            var polygon: [VectorPoint] = []
            appendArc(to: &polygon, center: center, from: VectorPoint(x: 1, y: 0), sweep: 2 * Double.pi)
            return [polygon]
        }
    }

    /// The offset by +halfWidth along the left normal (−dy, dx), with joins at interior corners.
    ///
    /// At an exact reversal (a 180° turn) both sides see no turn; `outerOnReversal` says which one
    /// draws the join, so the two sides never both draw it.
    func side(_ points: [VectorPoint], closed: Bool, outerOnReversal: Bool) -> [VectorPoint] {
        let count = points.count
        var result: [VectorPoint] = []
        result.reserveCapacity(count * 2)
        let h = halfWidth
        func normal(_ i: Int) -> VectorPoint {
            let d = (points[(i + 1) % count] - points[i]).normalized ?? VectorPoint(x: 1, y: 0)
            return d.perpendicular
        }
        func length(_ i: Int) -> Double { (points[(i + 1) % count] - points[i]).length }
        let segmentCount = closed ? count : count - 1
        for i in 0..<segmentCount {
            let n = normal(i)
            let start = points[i]
            let end = points[(i + 1) % count]
            if i == 0 && closed {
                appendJoin(
                    to: &result, at: start, incoming: normal(count - 1), outgoing: n,
                    lengths: (length(count - 1), length(0)), outerOnReversal: outerOnReversal)
            }
            result.append(start + n * h)
            result.append(end + n * h)
            if i + 1 < segmentCount {
                appendJoin(
                    to: &result, at: end, incoming: n, outgoing: normal(i + 1), lengths: (length(i), length(i + 1)),
                    outerOnReversal: outerOnReversal)
            }
        }
        return result
    }

    /// Connects the offset of one segment to the next at a corner.
    ///
    /// On the inner side the two offset lines cross; when the crossing lies within both segments it
    /// is the outline's corner, otherwise the outline runs through the corner point itself.
    func appendJoin(
        to result: inout [VectorPoint], at corner: VectorPoint, incoming n0: VectorPoint, outgoing n1: VectorPoint,
        lengths: (incoming: Double, outgoing: Double), outerOnReversal: Bool
    ) {
        let h = halfWidth
        // Directions are the normals turned back: d = (n.y, −n.x).
        let d0 = VectorPoint(x: n0.y, y: -n0.x)
        let d1 = VectorPoint(x: n1.y, y: -n1.x)
        let turn = d0.cross(d1)
        let cosine = d0.dot(d1)
        let reversal = abs(turn) <= 1e-12 && cosine < 0
        if turn > 1e-12 || (reversal && !outerOnReversal) {
            // Turning towards this side: the inner side. The offsets cross h·tan(φ/2) from the corner.
            let reach = 1 + cosine > 1e-9 ? h * abs(turn) / (1 + cosine) : Double.infinity
            if reach <= Swift.min(lengths.incoming, lengths.outgoing) {
                result.append(corner + (n0 + n1) * (h / (1 + cosine)))
            } else {
                result.append(corner)
            }
            return
        }
        if !reversal && turn > -1e-12 { return }  // straight on
        switch style.join {
        case .bevel:
            return
        case .round:
            let start = n0
            let sweep = -abs(atan2(n0.cross(n1), n0.dot(n1)))
            appendArc(to: &result, center: corner, from: start, sweep: sweep, includeEnds: false)
        case .miter:
            // Miter length / stroke width = 1 / sin(θ/2), θ the angle between the segments;
            // sin(θ/2) = cos(φ/2) = √((1 + cos φ)/2) with φ the turn angle.
            let sinHalf = ((1 + cosine) / 2).squareRoot()
            guard sinHalf > 1e-12, 1 / sinHalf <= style.miterLimit else { return }
            let tip = corner + (n0 + n1) * (h / (1 + cosine))
            result.append(tip)
        }
    }

    /// Adds a cap at `end`, where the stroke arrives moving along `direction`.
    func appendCap(to result: inout [VectorPoint], at end: VectorPoint, direction: VectorPoint) {
        let h = halfWidth
        guard let d = direction.normalized else { return }
        let n = d.perpendicular
        switch style.cap {
        case .butt:
            return
        case .square:
            result.append(end + n * h + d * h)
            result.append(end - n * h + d * h)
        case .round:
            appendArc(to: &result, center: end, from: n, sweep: -Double.pi, includeEnds: false)
        }
    }

    /// Adds points on a circle of radius halfWidth, from unit vector `from`, turning by `sweep`.
    func appendArc(
        to result: inout [VectorPoint], center: VectorPoint, from: VectorPoint, sweep: Double, includeEnds: Bool = true
    ) {
        let h = halfWidth
        // A chord of angle α deviates h(1 − cos(α/2)) ≈ hα²/8 from the arc.
        let step = (8 * Swift.max(tolerance, 1e-9) / Swift.max(h, 1e-9)).squareRoot()
        let count = Swift.min(Swift.max(Int((abs(sweep) / step).rounded(.up)), 2), 512)
        let start = atan2(from.y, from.x)
        let first = includeEnds ? 0 : 1
        let last = includeEnds ? count : count - 1
        guard first <= last else { return }
        for i in first...last {
            let angle = start + sweep * Double(i) / Double(count)
            result.append(VectorPoint(x: center.x + h * cos(angle), y: center.y + h * sin(angle)))
        }
    }
}
