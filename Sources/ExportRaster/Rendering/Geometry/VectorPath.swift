/// A vector outline made of subpaths of straight lines and Bézier curves, in user space.
///
/// Build one with the drawing methods, from SVG path data with ``init(svgPathData:)``, or with the
/// shape helpers (``rectangle(x:y:width:height:)``, ``ellipse(centerX:centerY:radiusX:radiusY:)``).
/// Elliptical arcs are converted to cubic curves when they are added, so a path holds only lines,
/// quadratic and cubic curves.
///
/// ```swift
/// var path = VectorPath()
/// path.move(to: VectorPoint(x: 0, y: 0))
/// path.line(to: VectorPoint(x: 10, y: 0))
/// path.close()
/// ```
public struct VectorPath: Sendable, Equatable {
    /// One drawing instruction of a path.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at a point.
        case move(VectorPoint)
        /// A straight line to a point.
        case line(VectorPoint)
        /// A quadratic Bézier curve: control point, then end point.
        case quadCurve(VectorPoint, VectorPoint)
        /// A cubic Bézier curve: two control points, then the end point.
        case curve(VectorPoint, VectorPoint, VectorPoint)
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
    public mutating func move(to point: VectorPoint) { elements.append(.move(point)) }

    /// Adds a straight line from the current point.
    public mutating func line(to point: VectorPoint) { elements.append(.line(point)) }

    /// Adds a quadratic Bézier curve from the current point.
    public mutating func quadCurve(to point: VectorPoint, control: VectorPoint) {
        elements.append(.quadCurve(control, point))
    }

    /// Adds a cubic Bézier curve from the current point.
    public mutating func curve(to point: VectorPoint, control1: VectorPoint, control2: VectorPoint) {
        elements.append(.curve(control1, control2, point))
    }

    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Appends every instruction of another path.
    public mutating func append(_ other: VectorPath) { elements.append(contentsOf: other.elements) }

    /// The path with every point mapped through a transform.
    ///
    /// Affine maps keep Bézier curves Bézier curves, so mapping control points is exact.
    /// - Complexity: O(n) in the number of elements.
    public func applying(_ transform: VectorTransform) -> VectorPath {
        VectorPath(
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
    public static func rectangle(x: Double, y: Double, width: Double, height: Double) -> VectorPath {
        VectorPath(elements: [
            .move(VectorPoint(x: x, y: y)), .line(VectorPoint(x: x + width, y: y)),
            .line(VectorPoint(x: x + width, y: y + height)), .line(VectorPoint(x: x, y: y + height)), .close,
        ])
    }

    /// An ellipse drawn as four cubic curves, clockwise on screen from its rightmost point.
    ///
    /// Each quarter uses the control distance k = 4/3·(√2 − 1) ≈ 0.5523, whose radial error is
    /// below 0.03 % of the radius.
    public static func ellipse(centerX cx: Double, centerY cy: Double, radiusX rx: Double, radiusY ry: Double)
        -> VectorPath
    {
        let k = 0.552_284_749_830_793_4
        let ox = rx * k
        let oy = ry * k
        return VectorPath(elements: [
            .move(VectorPoint(x: cx + rx, y: cy)),
            .curve(
                VectorPoint(x: cx + rx, y: cy + oy), VectorPoint(x: cx + ox, y: cy + ry), VectorPoint(x: cx, y: cy + ry)
            ),
            .curve(
                VectorPoint(x: cx - ox, y: cy + ry), VectorPoint(x: cx - rx, y: cy + oy), VectorPoint(x: cx - rx, y: cy)
            ),
            .curve(
                VectorPoint(x: cx - rx, y: cy - oy), VectorPoint(x: cx - ox, y: cy - ry), VectorPoint(x: cx, y: cy - ry)
            ),
            .curve(
                VectorPoint(x: cx + ox, y: cy - ry), VectorPoint(x: cx + rx, y: cy - oy), VectorPoint(x: cx + rx, y: cy)
            ),
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
        func add(_ p: VectorPoint) {
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
