#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
