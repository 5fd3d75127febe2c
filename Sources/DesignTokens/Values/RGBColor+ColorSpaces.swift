#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
