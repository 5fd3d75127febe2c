import Testing

@testable import ExportRaster

@Suite("Exact-area coverage")
struct CoverageTests {
    func canvas(_ size: Int = 32) throws -> RasterCanvas { try RasterCanvas(width: size, height: size) }

    @Test("an axis-aligned square on pixel boundaries covers exactly its pixels")
    func alignedSquare() throws {
        var c = try canvas()
        c.fill(.rectangle(x: 4, y: 4, width: 10, height: 10), color: .black)
        #expect(abs(c.totalAlpha - 100) < 1e-3)
        #expect(c.pixel(x: 4, y: 4).alpha == 1)
        #expect(c.pixel(x: 13, y: 13).alpha == 1)
        #expect(c.pixel(x: 3, y: 4).alpha == 0)
        #expect(c.pixel(x: 14, y: 4).alpha == 0)
    }

    @Test("an edge on a half pixel gives that column half coverage")
    func halfPixelEdge() throws {
        var c = try canvas()
        c.fill(.rectangle(x: 2.5, y: 2, width: 5, height: 4), color: .black)
        #expect(abs(c.pixel(x: 2, y: 3).alpha - 0.5) < 1e-5)
        #expect(abs(c.pixel(x: 7, y: 3).alpha - 0.5) < 1e-5)
        #expect(c.pixel(x: 3, y: 3).alpha == 1)
        #expect(abs(c.totalAlpha - 20) < 1e-3)
    }

    @Test(
        "a rotated square keeps its exact area",
        arguments: [0.0, 10.0, 30.0, 45.0, 77.0])
    func rotatedSquare(degrees: Double) throws {
        var c = try canvas()
        let transform = VectorTransform.translation(x: 16, y: 16).concatenating(.rotation(degrees: degrees))
        c.fill(.rectangle(x: -6, y: -6, width: 12, height: 12), transform: transform, color: .black)
        #expect(abs(c.totalAlpha - 144) < 1e-3)
    }

    @Test("a 45° square's corner pixel is covered by the exact triangle area")
    func diagonalEdge() throws {
        var c = try canvas(8)
        // The triangle (0,0), (4,0), (0,4): the pixel (0,0) is fully inside; (3,0) is half covered.
        var path = VectorPath()
        path.move(to: VectorPoint(x: 0, y: 0))
        path.line(to: VectorPoint(x: 4, y: 0))
        path.line(to: VectorPoint(x: 0, y: 4))
        path.close()
        c.fill(path, color: .black)
        #expect(c.pixel(x: 0, y: 0).alpha == 1)
        #expect(abs(c.pixel(x: 3, y: 0).alpha - 0.5) < 1e-5)
        #expect(abs(c.totalAlpha - 8) < 1e-4)
    }

    @Test("a circle's coverage matches π r² within the flattening tolerance", arguments: [3.0, 7.5, 14.25])
    func circleArea(radius: Double) throws {
        var c = try canvas()
        c.flatteningTolerance = 0.01
        c.fill(.ellipse(centerX: 16.3, centerY: 15.8, radiusX: radius, radiusY: radius), color: .black)
        let exact = Double.pi * radius * radius
        // The cubic approximation errs by < 0.03 % of r and flattening by ≤ 0.01 px, both inward.
        #expect(abs(c.totalAlpha - exact) < 2 * Double.pi * radius * 0.02 + 1e-3)
    }

    @Test("shapes partly outside the canvas are clipped, keeping the visible area exact")
    func clipping() throws {
        var c = try canvas(10)
        c.fill(.rectangle(x: -5.5, y: -3.25, width: 10, height: 8), color: .black)
        // Visible part: x 0…4.5, y 0…4.75.
        #expect(abs(c.totalAlpha - 4.5 * 4.75) < 1e-3)
        var d = try canvas(10)
        d.fill(.rectangle(x: 6.5, y: 7, width: 100, height: 100), color: .black)
        #expect(abs(d.totalAlpha - 3.5 * 3) < 1e-3)
        var e = try canvas(10)
        e.fill(.rectangle(x: -1e9, y: -1e9, width: 3e9, height: 3e9), color: .black)
        #expect(abs(e.totalAlpha - 100) < 1e-3)
    }

    @Test("the nonzero and even-odd rules differ on a self-intersecting star")
    func pentagram() throws {
        // A pentagram drawn in one stroke: the inner pentagon has winding number 2.
        let points = (0..<5).map { i -> VectorPoint in
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return VectorPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
        }
        var path = VectorPath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
        var nonzero = try RasterCanvas(width: 100, height: 100)
        nonzero.fill(path, color: .black, rule: .nonzero)
        var evenOdd = try RasterCanvas(width: 100, height: 100)
        evenOdd.fill(path, color: .black, rule: .evenOdd)
        #expect(nonzero.pixel(x: 50, y: 50).alpha == 1)
        #expect(evenOdd.pixel(x: 50, y: 50).alpha == 0)
        // The inner pentagon's vertices lie at R·cos 72°/cos 36° = R·(3 − √5)/2; a regular pentagon of
        // circumradius r has area (5/2)·r²·sin 72°. The two fills differ by exactly that pentagon.
        let outerR = 40.0
        let innerR = outerR * (3 - 5.0.squareRoot()) / 2
        let pentagonArea = { (r: Double) in 2.5 * r * r * sin(2 * Double.pi / 5) }
        let innerArea = pentagonArea(innerR)
        // Accumulated coverage is exact except in the five pixels where edges cross each other.
        #expect(abs((nonzero.totalAlpha - evenOdd.totalAlpha) - innerArea) < 5 * 0.5)
        #expect(evenOdd.pixel(x: 50, y: 15).alpha == 1)  // inside the top point of the star
    }

    @Test("even-odd makes a hole of a same-direction inner square; nonzero does not")
    func nestedSquares() throws {
        var path = VectorPath.rectangle(x: 2, y: 2, width: 12, height: 12)
        path.append(.rectangle(x: 5, y: 5, width: 6, height: 6))
        var evenOdd = try canvas(16)
        evenOdd.fill(path, color: .black, rule: .evenOdd)
        var nonzero = try canvas(16)
        nonzero.fill(path, color: .black)
        #expect(abs(evenOdd.totalAlpha - 108) < 1e-3)
        #expect(abs(nonzero.totalAlpha - 144) < 1e-3)
    }

    @Test("NaN, infinite and zero-area input draws nothing and does not trap")
    func degenerateInput() throws {
        var c = try canvas(8)
        c.fill(
            VectorPath(elements: [
                .move(VectorPoint(x: .nan, y: 0)), .line(VectorPoint(x: 4, y: 4)), .line(VectorPoint(x: 0, y: 4)),
            ]),
            color: .black)
        c.fill(
            VectorPath(elements: [
                .move(VectorPoint(x: 0, y: 0)), .line(VectorPoint(x: .infinity, y: 4)), .quadCurve(.zero, .zero),
                .curve(.zero, .zero, .zero), .close,
            ]), color: .black)
        c.fill(
            VectorPath(elements: [.move(.zero), .quadCurve(VectorPoint(x: .nan, y: 1), .zero), .close]), color: .black)
        c.fill(
            VectorPath(elements: [.move(.zero), .curve(VectorPoint(x: .nan, y: 1), .zero, .zero), .close]),
            color: .black)
        c.fill(.rectangle(x: 1, y: 1, width: 0, height: 5), color: .black)
        c.fill(.rectangle(x: 1, y: 1, width: 3, height: 3), transform: .scale(x: .nan, y: 1), color: .black)
        c.fill(.rectangle(x: 1, y: 1, width: 3, height: 3), color: .clear)
        c.fill(.rectangle(x: 20, y: 20, width: 3, height: 3), color: .black)
        c.fill(.ellipse(centerX: 0, centerY: 0, radiusX: 1e300, radiusY: 1e300), color: .black)
        #expect(c.totalAlpha <= 64.0001)
        #expect(c.pixels.allSatisfy { $0.isFinite })
    }

    @Test("curve flattening caps the segment count for huge curves")
    func flatteningBounded() {
        let path = VectorPath(elements: [
            .move(.zero), .curve(VectorPoint(x: 1e12, y: 0), VectorPoint(x: 0, y: 1e12), VectorPoint(x: 1, y: 1)),
        ])
        let lines = path.flattened(tolerance: 0.1)
        #expect(lines[0].points.count == VectorPath.maximumSegmentsPerCurve + 1)
    }

    @Test("canvas sizes outside the limits are rejected")
    func invalidSizes() {
        #expect(throws: RenderingError.invalidSize(width: 0, height: 4)) { try RasterCanvas(width: 0, height: 4) }
        #expect(throws: RenderingError.invalidSize(width: 20_000, height: 4)) {
            try RasterCanvas(width: 20_000, height: 4)
        }
        #expect(throws: RenderingError.invalidSize(width: 16_000, height: 16_000)) {
            try RasterCanvas(width: 16_000, height: 16_000)
        }
        #expect(RenderingError.invalidSize(width: 0, height: 4).description.contains("0 × 4"))
    }
}
