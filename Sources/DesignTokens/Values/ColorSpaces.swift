import Foundation

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

/// OKLab in polar form: lightness, chroma and hue (degrees).
public struct OKLCH: Sendable, Hashable {
    /// Perceptual lightness, 0...1.
    public var l: Double
    /// Chroma, 0 for greys.
    public var c: Double
    /// Hue angle in degrees.
    public var h: Double

    /// Creates an OKLCH colour.
    public init(l: Double, c: Double, h: Double) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// The rectangular OKLab form.
    public var oklab: OKLab {
        let radians = h * .pi / 180
        return OKLab(l: l, a: c * cos(radians), b: c * sin(radians))
    }
}

extension RGBColor {
    /// The sRGB transfer function (IEC 61966-2-1): encoded → linear light.
    public static func linearize(_ c: Double) -> Double {
        let magnitude = abs(c)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// The inverse sRGB transfer function: linear light → encoded.
    public static func encode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }

    /// The colour in OKLab.
    public var oklab: OKLab {
        OKLab(linearRed: Self.linearize(red), green: Self.linearize(green), blue: Self.linearize(blue))
    }

    /// Creates an sRGB colour from OKLab, clamping out-of-gamut results.
    public init(oklab: OKLab, alpha: Double = 1) {
        let linear = oklab.linearSRGB
        self.init(
            red: Self.encode(linear.red), green: Self.encode(linear.green), blue: Self.encode(linear.blue),
            alpha: alpha)
    }

    /// The colour as Display P3 components (same transfer function as sRGB, P3 primaries, D65).
    ///
    /// Linear sRGB → linear Display P3 through CIE XYZ (CSS Color 4 §10.8 matrices).
    public var displayP3: (red: Double, green: Double, blue: Double) {
        let r = Self.linearize(red)
        let g = Self.linearize(green)
        let b = Self.linearize(blue)
        return (
            Self.encode(0.822_461_968_7 * r + 0.177_538_031_3 * g),
            Self.encode(0.033_194_198_9 * r + 0.966_805_801_1 * g),
            Self.encode(0.017_082_630_8 * r + 0.072_397_440_7 * g + 0.910_519_928_5 * b)
        )
    }

    /// Creates an sRGB colour from Display P3 components, clamping out-of-gamut results.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let r = Self.linearize(red)
        let g = Self.linearize(green)
        let b = Self.linearize(blue)
        self.init(
            red: Self.encode(1.224_940_176_3 * r - 0.224_940_176_3 * g),
            green: Self.encode(-0.042_056_954_7 * r + 1.042_056_954_7 * g),
            blue: Self.encode(-0.019_637_554_9 * r - 0.078_636_045_6 * g + 1.098_273_600_5 * b),
            alpha: alpha)
    }

    /// `#rrggbb` (or `#rrggbbaa` when not opaque), lower case.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let text = String(Int((v * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The colour as a DTCG §8.1 colour value: `srgb` components, `alpha` when not opaque, `hex`.
    public var dtcgValue: JSONValue {
        var object = JSONObject()
        object["colorSpace"] = .string("srgb")
        object["components"] = .array([red, green, blue].map { .number(JSONNumber(($0 * 10_000).rounded() / 10_000)) })
        if alpha < 1 { object["alpha"] = .number(JSONNumber(alpha)) }
        object["hex"] = .string(String(hexString.prefix(7)))
        return .object(object)
    }

    /// Converts a DTCG §8.1 colour value to sRGB.
    init(dtcg value: JSONValue, path: String) throws(TokenError) {
        let space = value["colorSpace"]?.stringValue ?? ""
        let components = (value["components"]?.arrayValue ?? []).map { $0.doubleValue ?? 0 }
        let alpha = value["alpha"]?.doubleValue ?? 1
        guard components.count == 3 else { throw .invalidValue(path: path, type: .color, expected: "three components") }
        switch space {
        case "srgb":
            self.init(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        case "srgb-linear":
            self.init(
                red: Self.encode(components[0]), green: Self.encode(components[1]), blue: Self.encode(components[2]),
                alpha: alpha)
        case "display-p3":
            self.init(displayP3Red: components[0], green: components[1], blue: components[2], alpha: alpha)
        case "oklab":
            self.init(oklab: OKLab(l: components[0], a: components[1], b: components[2]), alpha: alpha)
        case "oklch":
            self.init(oklab: OKLCH(l: components[0], c: components[1], h: components[2]).oklab, alpha: alpha)
        case "hsl":
            self.init(hue: components[0], saturation: components[1] / 100, lightness: components[2] / 100, alpha: alpha)
        default:
            guard let hex = value["hex"]?.stringValue, let color = try? RGBColor(hex: hex) else {
                throw .unsupportedColorSpace(path: path, colorSpace: space)
            }
            self.init(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        }
    }

    /// CSS Color 4 §7.1 HSL → sRGB; hue in degrees, saturation and lightness 0...1.
    public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let k12 = k < 0 ? k + 12 : k
            let amplitude = saturation * min(lightness, 1 - lightness)
            return lightness - amplitude * max(-1, min(k12 - 3, 9 - k12, 1))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// This colour composited over an opaque `background` (source-over), for contrast checks of
    /// translucent foregrounds.
    public func composited(over background: RGBColor) -> RGBColor {
        RGBColor(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }
}
