import Testing

@testable import ExportRaster

@Suite("Trigonometry")
struct TrigonometryTests {
    @Test(
        "matches exact values at known angles",
        arguments: [
            (0.0, 0.0, 1.0), (Double.pi / 6, 0.5, 0.866_025_403_784_438_6),
            (Double.pi / 4, 0.707_106_781_186_547_5, 0.707_106_781_186_547_5),
            (Double.pi / 2, 1.0, 0.0), (Double.pi, 0.0, -1.0), (-Double.pi / 3, -0.866_025_403_784_438_6, 0.5),
            (3 * Double.pi / 2, -1.0, 0.0), (100 * Double.pi + Double.pi / 6, 0.5, 0.866_025_403_784_438_6),
        ])
    func sineAndCosine(angle: Double, sine: Double, cosine: Double) {
        #expect(abs(sin(angle) - sine) < 1e-12)
        #expect(abs(cos(angle) - cosine) < 1e-12)
    }

    @Test("atan2 gives the angle in every quadrant")
    func arctangent() {
        #expect(abs(atan2(1, 1) - Double.pi / 4) < 1e-14)
        #expect(abs(atan2(1, -1) - 3 * Double.pi / 4) < 1e-14)
        #expect(abs(atan2(-1, -1) + 3 * Double.pi / 4) < 1e-14)
        #expect(abs(atan2(-1, 0) + Double.pi / 2) < 1e-14)
        #expect(abs(atan2(1, 0) - Double.pi / 2) < 1e-14)
        #expect(atan2(0, 0) == 0)
        #expect(abs(atan(3.0.squareRoot()) - Double.pi / 3) < 1e-14)
        #expect(abs(atan(0.1) - 0.099_668_652_491_162_03) < 1e-15)
        #expect(abs(tan(Double.pi / 4) - 1) < 1e-14)
        #expect(sin(.infinity).isNaN && cos(.nan).isNaN && atan(.nan).isNaN)
    }
}
