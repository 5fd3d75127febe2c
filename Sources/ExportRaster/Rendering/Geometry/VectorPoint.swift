/// A point or vector in a two-dimensional coordinate space, in double precision.
///
/// User space (SVG units) and device space (pixels) both use `VectorPoint`; the y axis points down,
/// as in SVG and in raster images.
public struct VectorPoint: Sendable, Equatable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (growing downwards).
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = VectorPoint(x: 0, y: 0)

    /// Whether both coordinates are finite numbers (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    static func + (lhs: VectorPoint, rhs: VectorPoint) -> VectorPoint {
        VectorPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
    static func - (lhs: VectorPoint, rhs: VectorPoint) -> VectorPoint {
        VectorPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
    static func * (lhs: VectorPoint, rhs: Double) -> VectorPoint { VectorPoint(x: lhs.x * rhs, y: lhs.y * rhs) }

    /// Dot product, treating both points as vectors.
    func dot(_ other: VectorPoint) -> Double { x * other.x + y * other.y }
    /// The z component of the cross product, treating both points as vectors.
    func cross(_ other: VectorPoint) -> Double { x * other.y - y * other.x }
    /// Euclidean length of the vector.
    var length: Double { (x * x + y * y).squareRoot() }
    /// The vector scaled to unit length, or `nil` when it is (numerically) zero.
    var normalized: VectorPoint? {
        let l = length
        guard l > 1e-12, l.isFinite else { return nil }
        return VectorPoint(x: x / l, y: y / l)
    }
    /// The vector turned a quarter turn: (−y, x).
    var perpendicular: VectorPoint { VectorPoint(x: -y, y: x) }
}
