extension RasterImage {
    /// A colour with straight (not premultiplied) alpha, each channel in 0…1, in sRGB.
    ///
    /// Nested in ``RasterImage`` so that it never competes with SwiftUI's `Color` in a file that
    /// imports both modules.
    ///
    /// ```swift
    /// let accent = RasterImage.Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
    /// let faded = accent.withOpacity(0.5)
    /// ```
    public struct Color: Sendable, Equatable, Hashable {
        /// Red intensity, 0…1.
        public var red: Double
        /// Green intensity, 0…1.
        public var green: Double
        /// Blue intensity, 0…1.
        public var blue: Double
        /// Opacity, 0 (transparent) … 1 (opaque).
        public var alpha: Double

        /// Creates a colour; channels are clamped to 0…1 and NaN becomes 0.
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = Self.clamp(red)
            self.green = Self.clamp(green)
            self.blue = Self.clamp(blue)
            self.alpha = Self.clamp(alpha)
        }

        /// Creates a colour from 8-bit channels.
        public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
            self.init(
                red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
                alpha: Double(alpha8) / 255)
        }

        /// Opaque black.
        public static let black = Color(red: 0, green: 0, blue: 0)
        /// Opaque white.
        public static let white = Color(red: 1, green: 1, blue: 1)
        /// Fully transparent black.
        public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

        /// The same colour with its alpha multiplied by `opacity`.
        public func withOpacity(_ opacity: Double) -> Color {
            Color(red: red, green: green, blue: blue, alpha: alpha * Self.clamp(opacity))
        }

        /// The colour as `#rrggbb`, dropping alpha.
        public var hexString: String {
            func hex(_ value: Double) -> String {
                let byte = Int((value * 255).rounded())
                let digits = String(byte, radix: 16)
                return byte < 16 ? "0" + digits : digits
            }
            return "#" + hex(red) + hex(green) + hex(blue)
        }

        static func clamp(_ value: Double) -> Double {
            value >= 0 ? (value <= 1 ? value : 1) : 0
        }
    }
}
