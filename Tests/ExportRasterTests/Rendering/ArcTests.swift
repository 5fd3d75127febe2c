import Testing

@testable import ExportRaster

@Suite("Elliptical arcs")
struct ArcTests {
    /// Every flattened point of the arc lies on the circle (x − cx)² + (y − cy)² = r².
    func maximumRadialError(_ data: String, center: VectorPoint, radius: Double) throws -> Double {
        let path = try VectorPath(svgPathData: data)
        var worst = 0.0
        for polyline in path.flattened(tolerance: 0.0001) {
            for p in polyline.points {
                worst = max(worst, abs((p - center).length - radius))
            }
        }
        return worst
    }

    @Test("a half circle through the sweep flag lands on the circle, above or below")
    func halfCircles() throws {
        // From (0,0) to (20,0) with r = 10: the centre is (10,0) either way.
        let below = try VectorPath(svgPathData: "M0 0 A10 10 0 0 0 20 0")
        let above = try VectorPath(svgPathData: "M0 0 A10 10 0 0 1 20 0")
        let belowY = below.flattened(tolerance: 0.01)[0].points.map(\.y).max() ?? 0
        let aboveY = above.flattened(tolerance: 0.01)[0].points.map(\.y).min() ?? 0
        // Sweep flag 0 turns counter-clockwise in the y-down frame: through (10, 10).
        #expect(abs(belowY - 10) < 0.01)
        #expect(abs(aboveY + 10) < 0.01)
        #expect(try maximumRadialError("M0 0 A10 10 0 0 0 20 0", center: VectorPoint(x: 10, y: 0), radius: 10) < 0.003)
    }

    @Test("the large-arc flag picks the longer of the two arcs")
    func largeArc() throws {
        // Radius 10 between (0,10) and (10,0): centred at (10,10) the positive-angle arc is a quarter
        // turn (180° → 270°); centred at (0,0) it is three quarters (90° → 360°).
        let small = try VectorPath(svgPathData: "M0 10 A10 10 0 0 1 10 0")
        let large = try VectorPath(svgPathData: "M0 10 A10 10 0 1 1 10 0")
        #expect(small.elements.count == 2)  // a quarter turn: one cubic
        #expect(large.elements.count == 4)  // three quarter turns: three cubics
        #expect(try maximumRadialError("M0 10 A10 10 0 1 1 10 0", center: VectorPoint(x: 0, y: 0), radius: 10) < 0.003)
        #expect(
            try maximumRadialError("M0 10 A10 10 0 0 1 10 0", center: VectorPoint(x: 10, y: 10), radius: 10) < 0.003)
    }

    @Test("radii too small to span the end points are scaled up (F.6.6)")
    func radiiScaledUp() throws {
        #expect(try maximumRadialError("M0 0 A1 1 0 0 1 20 0", center: VectorPoint(x: 10, y: 0), radius: 10) < 0.003)
    }

    @Test("a zero radius is a straight line and equal end points draw nothing")
    func degenerateArcs() throws {
        #expect(try VectorPath(svgPathData: "M0 0 A0 5 0 0 1 20 0").elements.last == .line(VectorPoint(x: 20, y: 0)))
        #expect(try VectorPath(svgPathData: "M5 5 A3 3 0 0 1 5 5").elements == [.move(VectorPoint(x: 5, y: 5))])
    }

    @Test("a rotated ellipse arc ends exactly at its end point")
    func rotatedEllipse() throws {
        let path = try VectorPath(svgPathData: "M 10 10 a 20 10 30 1 0 15 -5")
        guard case .curve(_, _, let end) = path.elements.last else {
            Issue.record("expected curves")
            return
        }
        #expect(end == VectorPoint(x: 25, y: 5))
    }
}
