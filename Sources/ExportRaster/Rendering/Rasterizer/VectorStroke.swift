/// How a stroke is drawn: width, end caps, corner joins and miter limit (SVG 1.1 §11.4).
public struct VectorStroke: Sendable, Equatable, Hashable {
    /// The shape at the ends of open subpaths (`stroke-linecap`).
    public enum LineCap: Sendable, Equatable, Hashable {
        /// The stroke stops exactly at the end point.
        case butt
        /// A half disc of the stroke's width is added at each end.
        case round
        /// A half square of the stroke's width is added at each end.
        case square
    }

    /// The shape at corners between segments (`stroke-linejoin`).
    public enum LineJoin: Sendable, Equatable, Hashable {
        /// The outer edges are extended until they meet, unless that exceeds the miter limit.
        case miter
        /// A circular arc joins the outer edges.
        case round
        /// A straight line joins the outer edges.
        case bevel
    }

    /// The stroke's width in user units.
    public var width: Double
    /// The end caps.
    public var cap: LineCap
    /// The corner joins.
    public var join: LineJoin
    /// The largest ratio of miter length to stroke width before a miter becomes a bevel (≥ 1).
    public var miterLimit: Double

    /// Creates a stroke style; SVG's defaults are width 1, butt caps, miter joins, limit 4.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
