import Foundation

/// A spring described the way SwiftUI describes it: a perceptual `duration` and a `bounce`,
/// convertible exactly to and from physical mass, stiffness and damping.
///
/// With mass *m* = 1 the conversion is
/// stiffness *k* = (2π / duration)², and damping *c* = 4π(1 − bounce) / duration for
/// bounce ≥ 0 or 4π / (duration (1 + bounce)) for bounce < 0. So `Spring(duration: 0.5, bounce: 0.3)`
/// has stiffness ≈ 157.9 and damping ≈ 17.6, as Apple documents.
public struct Spring: Sendable, Hashable {
    /// The perceptual duration in seconds: the period of the undamped oscillation.
    public var duration: Double
    /// −1...1: 0 is critically damped, positive values bounce, negative values are overdamped.
    public var bounce: Double

    /// Creates a spring; duration must be positive and bounce in −1 < bounce ≤ 1.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        precondition(duration > 0 && bounce > -1 && bounce <= 1, "Spring needs duration > 0 and -1 < bounce <= 1")
        self.duration = duration
        self.bounce = bounce
    }

    /// Creates the spring equivalent to a physical mass–spring–damper system.
    ///
    /// - Parameters: mass, stiffness and damping must be positive.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping > 0, "Spring needs positive mass, stiffness and damping")
        let duration = 2 * Double.pi * (mass / stiffness).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.duration = duration
        self.bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The mass of the equivalent physical spring (always 1).
    public var mass: Double { 1 }

    /// The stiffness of the equivalent physical spring with mass 1.
    public var stiffness: Double {
        let angular = 2 * Double.pi / duration
        return angular * angular
    }

    /// The damping of the equivalent physical spring with mass 1.
    public var damping: Double {
        bounce >= 0 ? 4 * Double.pi * (1 - bounce) / duration : 4 * Double.pi / (duration * (1 + bounce))
    }

    /// The damping ratio ζ = c / (2√(km)): 1 is critical, below 1 bounces.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// SwiftUI's `.smooth`: duration 0.5, no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}

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
