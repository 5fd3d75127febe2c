#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour in Björn Ottosson's OKLab space: perceptual lightness `l` (0...1) and the opponent
/// axes `a` (green–red) and `b` (blue–yellow).
///
/// Conversions use the matrices Ottosson published with OKLab (2020), from linear sRGB.
public struct OKLab: Sendable, Hashable {
    /// Perceptual lightness, 0 (black) to 1 (white).
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates an OKLab colour.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts linear-light sRGB components to OKLab.
    public init(linearRed r: Double, green g: Double, blue bl: Double) {
        let lms = (
            0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl,
            0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl,
            0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl
        )
        let lRoot = cbrt(lms.0)
        let mRoot = cbrt(lms.1)
        let sRoot = cbrt(lms.2)
        l = 0.210_454_255_3 * lRoot + 0.793_617_785_0 * mRoot - 0.004_072_046_8 * sRoot
        a = 1.977_998_495_1 * lRoot - 2.428_592_205_0 * mRoot + 0.450_593_709_9 * sRoot
        b = 0.025_904_037_1 * lRoot + 0.782_771_766_2 * mRoot - 0.808_675_766_0 * sRoot
    }

    /// The colour as linear-light sRGB components (may fall outside 0...1 when out of gamut).
    public var linearSRGB: (red: Double, green: Double, blue: Double) {
        let lRoot = l + 0.396_337_777_4 * a + 0.215_803_757_3 * b
        let mRoot = l - 0.105_561_345_8 * a - 0.063_854_172_8 * b
        let sRoot = l - 0.089_484_177_5 * a - 1.291_485_548_0 * b
        let lc = lRoot * lRoot * lRoot
        let mc = mRoot * mRoot * mRoot
        let sc = sRoot * sRoot * sRoot
        return (
            4.076_741_662_1 * lc - 3.307_711_591_3 * mc + 0.230_969_929_2 * sc,
            -1.268_438_004_6 * lc + 2.609_757_401_1 * mc - 0.341_319_396_5 * sc,
            -0.004_196_086_3 * lc - 0.703_418_614_7 * mc + 1.707_614_701_0 * sc
        )
    }

    /// The polar form: lightness, chroma and hue in degrees (0..<360).
    public var lch: OKLCH {
        let chroma = (a * a + b * b).squareRoot()
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        return OKLCH(l: l, c: chroma, h: chroma < 1e-6 ? 0 : hue)
    }
}
