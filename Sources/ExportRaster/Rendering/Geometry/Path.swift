/// A vector outline made of subpaths of straight lines and Bézier curves, in user space.
///
/// Build one with the drawing methods, from SVG path data with ``init(svgPathData:)``, or with the
/// shape helpers (``rectangle(x:y:width:height:)``, ``ellipse(centerX:centerY:radiusX:radiusY:)``).
/// Elliptical arcs are converted to cubic curves when they are added, so a path holds only lines,
/// quadratic and cubic curves.
///
/// ```swift
/// var path = Path()
/// path.move(to: Point(x: 0, y: 0))
/// path.line(to: Point(x: 10, y: 0))
/// path.close()
/// ```
public struct Path: Sendable, Equatable {
    /// One drawing instruction of a path.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A quadratic Bézier curve: control point, then end point.
        case quadCurve(Point, Point)
        /// A cubic Bézier curve: two control points, then the end point.
        case curve(Point, Point, Point)
        /// Closes the current subpath with a line back to its start.
        case close
    }

    /// The instructions, in drawing order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path from a list of instructions.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no instructions.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath.
    public mutating func move(to point: Point) { elements.append(.move(point)) }

    /// Adds a straight line from the current point.
    public mutating func line(to point: Point) { elements.append(.line(point)) }

    /// Adds a quadratic Bézier curve from the current point.
    public mutating func quadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(control, point))
    }

    /// Adds a cubic Bézier curve from the current point.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, point))
    }

    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Appends every instruction of another path.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// The path with every point mapped through a transform.
    ///
    /// Affine maps keep Bézier curves Bézier curves, so mapping control points is exact.
    /// - Complexity: O(n) in the number of elements.
    public func applying(_ transform: AffineTransform) -> Path {
        Path(
            elements: elements.map { element in
                switch element {
                case .move(let p): return .move(transform.apply(p))
                case .line(let p): return .line(transform.apply(p))
                case .quadCurve(let c, let p): return .quadCurve(transform.apply(c), transform.apply(p))
                case .curve(let c1, let c2, let p):
                    return .curve(transform.apply(c1), transform.apply(c2), transform.apply(p))
                case .close: return .close
                }
            })
    }

    /// An axis-aligned rectangle, drawn clockwise on screen from its top-left corner.
    public static func rectangle(x: Double, y: Double, width: Double, height: Double) -> Path {
        Path(elements: [
            .move(Point(x: x, y: y)), .line(Point(x: x + width, y: y)),
            .line(Point(x: x + width, y: y + height)), .line(Point(x: x, y: y + height)), .close,
        ])
    }

    /// An ellipse drawn as four cubic curves, clockwise on screen from its rightmost point.
    ///
    /// Each quarter uses the control distance k = 4/3·(√2 − 1) ≈ 0.5523, whose radial error is
    /// below 0.03 % of the radius.
    public static func ellipse(centerX cx: Double, centerY cy: Double, radiusX rx: Double, radiusY ry: Double)
        -> Path
    {
        let k = 0.552_284_749_830_793_4
        let ox = rx * k
        let oy = ry * k
        return Path(elements: [
            .move(Point(x: cx + rx, y: cy)),
            .curve(Point(x: cx + rx, y: cy + oy), Point(x: cx + ox, y: cy + ry), Point(x: cx, y: cy + ry)),
            .curve(Point(x: cx - ox, y: cy + ry), Point(x: cx - rx, y: cy + oy), Point(x: cx - rx, y: cy)),
            .curve(Point(x: cx - rx, y: cy - oy), Point(x: cx - ox, y: cy - ry), Point(x: cx, y: cy - ry)),
            .curve(Point(x: cx + ox, y: cy - ry), Point(x: cx + rx, y: cy - oy), Point(x: cx + rx, y: cy)),
            .close,
        ])
    }

    /// The smallest axis-aligned box holding every point and control point, or `nil` when empty.
    ///
    /// Control points bound the curves (convex hull property), so the box may be a little larger
    /// than the drawn outline.
    public var controlPointBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        func add(_ p: Point) {
            guard p.isFinite else { return }
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let c, let p):
                add(c)
                add(p)
            case .curve(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .close: break
            }
        }
        return minX <= maxX ? (minX, minY, maxX, maxY) : nil
    }
}
