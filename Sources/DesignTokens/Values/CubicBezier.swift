/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points P1 and P2
/// (DTCG §8.6, CSS Easing Functions §2.2).
public struct CubicBezier: Sendable, Hashable {
    /// x of P1, 0...1.
    public var x1: Double
    /// y of P1.
    public var y1: Double
    /// x of P2, 0...1.
    public var x2: Double
    /// y of P2.
    public var y2: Double

    /// Creates a curve; x1 and x2 must lie in 0...1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "cubic Bézier x values must be in 0...1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// CSS `ease`.
    public static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out`.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out`.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// CSS `linear`.
    public static let linear = CubicBezier(0, 0, 1, 1)

    /// The curve's progress at time fraction `t` (0...1): solves x(s) = t by Newton's method
    /// with a bisection fallback, then returns y(s).
    ///
    /// - Complexity: O(1) (at most a few dozen iterations).
    public func progress(at t: Double) -> Double {
        let time = min(max(t, 0), 1)
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = time
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - time
            let derivative = slope(s, x1, x2)
            if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = time
        for _ in 0..<60 {
            let x = coordinate(s, x1, x2)
            if abs(x - time) < 1e-9 { break }
            if x < time { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// The curve as a DTCG `cubicBezier` value.
    public var dtcgValue: JSONValue {
        .array([x1, y1, x2, y2].map { .number(JSONNumber($0)) })
    }
}
