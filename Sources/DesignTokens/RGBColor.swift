#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour in the sRGB colour space with straight (not premultiplied) alpha, each component 0...1.
public struct RGBColor: Sendable, Hashable, Codable {
    /// Red, 0...1, gamma-encoded sRGB.
    public var red: Double
    /// Green, 0...1, gamma-encoded sRGB.
    public var green: Double
    /// Blue, 0...1, gamma-encoded sRGB.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour from components in 0...1 (values outside are clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Opaque white.
    public static let white = RGBColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is required; hex digits in
    /// either case), as CSS Color Module Level 4 §5.2 defines the hex notations.
    ///
    /// - Throws: ``ColorParseError`` naming the problem and its character offset.
    public init(hex: String) throws(ColorParseError) {
        let scalars = Array(hex.unicodeScalars)
        guard scalars.first == "#" else { throw .missingHash(hex) }
        var nibbles: [Int] = []
        for (offset, scalar) in scalars.enumerated().dropFirst() {
            guard let value = scalar.properties.isASCIIHexDigit ? Int(String(scalar), radix: 16) : nil else {
                throw .invalidCharacter(hex, offset: offset)
            }
            nibbles.append(value)
        }
        let channels: [Double]
        switch nibbles.count {
        case 3, 4: channels = nibbles.map { Double($0 * 17) / 255 }
        case 6, 8:
            // Spelled out with its types: inferred, this one expression took the type checker 12 s.
            channels = stride(from: 0, to: nibbles.count, by: 2).map { (index: Int) -> Double in
                let byte: Int = nibbles[index] * 16 + nibbles[index + 1]
                return Double(byte) / 255
            }
        default: throw .wrongLength(hex, digits: nibbles.count)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// WCAG 2.x relative luminance (WCAG 2.2 "relative luminance" definition): each channel is
    /// linearised with the 0.04045 threshold, then weighted 0.2126 R + 0.7152 G + 0.0722 B.
    /// Alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio (L1 + 0.05) / (L2 + 0.05), from 1 to 21, against `other`.
    public func contrastRatio(against other: RGBColor) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
