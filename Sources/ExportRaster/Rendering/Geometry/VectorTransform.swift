/// A two-dimensional affine transform, the matrix `[a c e; b d f; 0 0 1]` of SVG.
///
/// A point (x, y) maps to (a·x + c·y + e, b·x + d·y + f). Concatenation follows SVG's
/// `transform` attribute: in `t1.concatenating(t2)`, `t2` is applied first.
///
/// SVG 1.1 §7.4 (coordinate system transformations) and §7.6 (the `transform` attribute).
public struct VectorTransform: Sendable, Equatable, Hashable {
    /// Horizontal scale component.
    public var a: Double
    /// Vertical shear component.
    public var b: Double
    /// Horizontal shear component.
    public var c: Double
    /// Vertical scale component.
    public var d: Double
    /// Horizontal translation.
    public var e: Double
    /// Vertical translation.
    public var f: Double

    /// Creates a transform from the six matrix entries, named as in SVG's `matrix(a b c d e f)`.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
        self.f = f
    }

    /// The transform that changes nothing.
    public static let identity = VectorTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// A translation by (tx, ty).
    public static func translation(x tx: Double, y ty: Double) -> VectorTransform {
        VectorTransform(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
    }

    /// A scale by sx horizontally and sy vertically.
    public static func scale(x sx: Double, y sy: Double) -> VectorTransform {
        VectorTransform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
    }

    /// A rotation by `degrees` (clockwise on screen, since y points down).
    public static func rotation(degrees: Double) -> VectorTransform {
        let radians = degrees * Double.pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        return VectorTransform(a: cosine, b: sine, c: -sine, d: cosine, e: 0, f: 0)
    }

    /// A horizontal skew by `degrees` (SVG `skewX`).
    public static func skewX(degrees: Double) -> VectorTransform {
        VectorTransform(a: 1, b: 0, c: tan(degrees * Double.pi / 180), d: 1, e: 0, f: 0)
    }

    /// A vertical skew by `degrees` (SVG `skewY`).
    public static func skewY(degrees: Double) -> VectorTransform {
        VectorTransform(a: 1, b: tan(degrees * Double.pi / 180), c: 0, d: 1, e: 0, f: 0)
    }

    /// The transform that applies `other` first, then `self`.
    public func concatenating(_ other: VectorTransform) -> VectorTransform {
        VectorTransform(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            e: a * other.e + c * other.f + e,
            f: b * other.e + d * other.f + f)
    }

    /// Maps a point.
    public func apply(_ point: VectorPoint) -> VectorPoint {
        VectorPoint(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
    }

    /// The largest factor by which the transform stretches any vector (its largest singular value).
    ///
    /// Curve flattening divides the device-space tolerance by this factor to get a user-space one.
    public var maximumScale: Double {
        // Singular values of [a c; b d]: sqrt of eigenvalues of MᵀM.
        let p = a * a + b * b
        let q = c * c + d * d
        let r = a * c + b * d
        let mean = (p + q) / 2
        let spread = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return (mean + spread).squareRoot()
    }
}
