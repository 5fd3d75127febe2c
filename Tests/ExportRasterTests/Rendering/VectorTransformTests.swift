import Testing

@testable import ExportRaster

@Suite("Affine transforms")
struct AffineTransformTests {
    @Test("concatenation applies the right-hand transform first")
    func concatenationOrder() {
        let t = VectorTransform.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 3))
        #expect(t.apply(VectorPoint(x: 1, y: 1)) == VectorPoint(x: 12, y: 3))
    }

    @Test("a quarter-turn rotation maps the x axis onto the y axis")
    func rotation() {
        let p = VectorTransform.rotation(degrees: 90).apply(VectorPoint(x: 1, y: 0))
        #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
    }

    @Test("skews shear by the tangent of the angle")
    func skews() {
        let x = VectorTransform.skewX(degrees: 45).apply(VectorPoint(x: 0, y: 2))
        let y = VectorTransform.skewY(degrees: 45).apply(VectorPoint(x: 2, y: 0))
        #expect(abs(x.x - 2) < 1e-12 && abs(y.y - 2) < 1e-12)
    }

    @Test("the maximum scale is the largest singular value")
    func maximumScale() {
        #expect(abs(VectorTransform.scale(x: 3, y: -2).maximumScale - 3) < 1e-12)
        #expect(abs(VectorTransform.rotation(degrees: 33).concatenating(.scale(x: 1, y: 5)).maximumScale - 5) < 1e-9)
        #expect(VectorTransform.identity.maximumScale == 1)
    }
}
