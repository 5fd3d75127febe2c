import Testing

@testable import ExportRaster

@Suite("Strokes")
struct StrokeTests {
    func line(from a: VectorPoint, to b: VectorPoint) -> VectorPath { VectorPath(elements: [.move(a), .line(b)]) }

    @Test(
        "caps extend an open line by nothing, a half square or a half disc",
        arguments: [
            (VectorStroke.LineCap.butt, 10.0 * 4), (.square, 14.0 * 4), (.round, 10.0 * 4 + Double.pi * 4),
        ] as [(VectorStroke.LineCap, Double)])
    func caps(cap: VectorStroke.LineCap, area: Double) throws {
        var c = try RasterCanvas(width: 40, height: 20)
        c.flatteningTolerance = 0.005
        c.stroke(
            line(from: VectorPoint(x: 10, y: 10), to: VectorPoint(x: 20, y: 10)),
            style: VectorStroke(width: 4, cap: cap),
            color: .black)
        #expect(abs(c.totalAlpha - area) < 0.05)
    }

    @Test(
        "joins fill the outer corner of a right angle by a square, a quarter disc or a triangle",
        arguments: [
            (VectorStroke.LineJoin.miter, 4.0), (.round, Double.pi), (.bevel, 2.0),
        ] as [(VectorStroke.LineJoin, Double)])
    func joins(join: VectorStroke.LineJoin, cornerArea: Double) throws {
        var c = try RasterCanvas(width: 40, height: 40)
        c.flatteningTolerance = 0.005
        let path = VectorPath(elements: [
            .move(VectorPoint(x: 10, y: 10)), .line(VectorPoint(x: 30, y: 10)), .line(VectorPoint(x: 30, y: 30)),
        ])
        c.stroke(path, style: VectorStroke(width: 4, join: join), color: .black)
        // Two 20 × 4 bands overlap in a 2 × 2 square at the inner half of the corner.
        let bands: Double = 20 * 4 + 20 * 4 - 2 * 2
        #expect(abs(c.totalAlpha - (bands + cornerArea)) < 0.05)
    }

    @Test("a sharp corner beyond the miter limit falls back to a bevel")
    func miterLimit() throws {
        let path = VectorPath(elements: [
            .move(VectorPoint(x: 5, y: 20)), .line(VectorPoint(x: 35, y: 22)), .line(VectorPoint(x: 5, y: 24)),
        ])
        var limited = try RasterCanvas(width: 60, height: 40)
        limited.stroke(path, style: VectorStroke(width: 2, join: .miter, miterLimit: 4), color: .black)
        var bevel = try RasterCanvas(width: 60, height: 40)
        bevel.stroke(path, style: VectorStroke(width: 2, join: .bevel), color: .black)
        var long = try RasterCanvas(width: 60, height: 40)
        long.stroke(path, style: VectorStroke(width: 2, join: .miter, miterLimit: 100), color: .black)
        #expect(abs(limited.totalAlpha - bevel.totalAlpha) < 1e-3)
        #expect(long.totalAlpha > bevel.totalAlpha + 1)
    }

    @Test("a closed square outline leaves its inside empty")
    func closedOutline() throws {
        var c = try RasterCanvas(width: 30, height: 30)
        c.stroke(.rectangle(x: 5, y: 5, width: 20, height: 20), style: VectorStroke(width: 2), color: .black)
        // Outer 22 × 22 minus inner 18 × 18, miter corners.
        #expect(abs(c.totalAlpha - (22 * 22 - 18 * 18)) < 1e-3)
        #expect(c.pixel(x: 15, y: 15).alpha == 0)
    }

    @Test("a circle outline covers the annulus area")
    func circleOutline() throws {
        var c = try RasterCanvas(width: 40, height: 40)
        c.flatteningTolerance = 0.005
        c.stroke(
            .ellipse(centerX: 20, centerY: 20, radiusX: 10, radiusY: 10), style: VectorStroke(width: 3), color: .black)
        let exact = Double.pi * (11.5 * 11.5 - 8.5 * 8.5)
        #expect(abs(c.totalAlpha - exact) < 0.3)
    }

    @Test("a zero-length subpath draws a dot only with round or square caps")
    func dots() throws {
        let dot = VectorPath(elements: [.move(VectorPoint(x: 10, y: 10)), .line(VectorPoint(x: 10, y: 10))])
        var round = try RasterCanvas(width: 20, height: 20)
        round.flatteningTolerance = 0.005
        round.stroke(dot, style: VectorStroke(width: 4, cap: .round), color: .black)
        var square = try RasterCanvas(width: 20, height: 20)
        square.stroke(dot, style: VectorStroke(width: 4, cap: .square), color: .black)
        var butt = try RasterCanvas(width: 20, height: 20)
        butt.stroke(dot, style: VectorStroke(width: 4), color: .black)
        #expect(abs(round.totalAlpha - 4 * Double.pi) < 0.05)
        #expect(abs(square.totalAlpha - 16) < 1e-3)
        #expect(butt.totalAlpha == 0)
    }

    @Test("a U-turn with round joins closes the end with a half disc")
    func uTurn() throws {
        let path = VectorPath(elements: [
            .move(VectorPoint(x: 5, y: 10)), .line(VectorPoint(x: 25, y: 10)), .line(VectorPoint(x: 15, y: 10)),
        ])
        var c = try RasterCanvas(width: 40, height: 20)
        c.flatteningTolerance = 0.005
        c.stroke(path, style: VectorStroke(width: 4, join: .round), color: .black)
        #expect(abs(c.totalAlpha - (20 * 4 + 2 * Double.pi)) < 0.05)
    }

    @Test("a non-uniform transform stretches the stroke, and invalid widths draw nothing")
    func transformedStroke() throws {
        var c = try RasterCanvas(width: 40, height: 40)
        c.stroke(
            line(from: VectorPoint(x: 0, y: 5), to: VectorPoint(x: 10, y: 5)), transform: .scale(x: 2, y: 3),
            style: VectorStroke(width: 2), color: .black)
        #expect(abs(c.totalAlpha - 20 * 6) < 1e-3)
        c.stroke(line(from: .zero, to: VectorPoint(x: 9, y: 9)), style: VectorStroke(width: .nan), color: .black)
        c.stroke(
            line(from: .zero, to: VectorPoint(x: 9, y: 9)), transform: .scale(x: 0, y: 0), style: VectorStroke(),
            color: .black
        )
        #expect(abs(c.totalAlpha - 20 * 6) < 1e-3)
    }
}
