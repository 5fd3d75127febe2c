/// The timing of a spring described the way SwiftUI's `Spring` describes it: a perceptual
/// `duration` and a `bounce`, convertible exactly to and from physical mass, stiffness and damping.
///
/// With mass *m* = 1 and the duration *T* in seconds the conversion is
/// stiffness *k* = (2π / *T*)², and damping *c* = 4π(1 − bounce) / *T* for
/// bounce ≥ 0 or 4π / (*T* (1 + bounce)) for bounce < 0. So
/// `SpringTiming(duration: .milliseconds(500), bounce: 0.3)` has stiffness ≈ 157.9 and damping
/// ≈ 17.6, as Apple documents for SwiftUI's `Spring(duration: 0.5, bounce: 0.3)`.
///
/// ```swift
/// let spring = SpringTiming(duration: .milliseconds(500), bounce: 0.3)
/// let damping = spring.damping  // about 17.6
/// ```
public struct SpringTiming: Sendable, Hashable {
    /// The perceptual duration: the period of the undamped oscillation.
    public var duration: Duration
    /// −1...1: 0 is critically damped, positive values bounce, negative values are overdamped.
    public var bounce: Double

    /// Creates a spring; duration must be positive and bounce in −1 < bounce ≤ 1.
    public init(duration: Duration = .milliseconds(500), bounce: Double = 0) {
        precondition(
            duration > .zero && bounce > -1 && bounce <= 1, "SpringTiming needs duration > 0 and -1 < bounce <= 1")
        self.duration = duration
        self.bounce = bounce
    }

    /// Creates the spring equivalent to a physical mass–spring–damper system.
    ///
    /// - Parameters: mass, stiffness and damping must be positive, and the period
    ///   2π √(mass / stiffness) must fit in a `Duration` (under 2⁶³ seconds).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(
            mass > 0 && stiffness > 0 && damping > 0, "SpringTiming needs positive mass, stiffness and damping")
        let seconds = 2 * Double.pi * (mass / stiffness).squareRoot()
        guard let duration = Duration(checkedSeconds: seconds) else {
            preconditionFailure("SpringTiming needs a period 2π√(mass / stiffness) under 2^63 seconds, not \(seconds)")
        }
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.duration = duration
        self.bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The duration in seconds, for the arithmetic below.
    var seconds: Double { duration / .seconds(1) }

    /// The mass of the equivalent physical spring (always 1).
    public var mass: Double { 1 }

    /// The stiffness of the equivalent physical spring with mass 1.
    public var stiffness: Double {
        let angular = 2 * Double.pi / seconds
        return angular * angular
    }

    /// The damping of the equivalent physical spring with mass 1.
    public var damping: Double {
        bounce >= 0 ? 4 * Double.pi * (1 - bounce) / seconds : 4 * Double.pi / (seconds * (1 + bounce))
    }

    /// The damping ratio ζ = c / (2√(km)): 1 is critical, below 1 bounces.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// SwiftUI's `.smooth`: duration 0.5 s, no bounce.
    public static let smooth = SpringTiming(duration: .milliseconds(500), bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15.
    public static let snappy = SpringTiming(duration: .milliseconds(500), bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3.
    public static let bouncy = SpringTiming(duration: .milliseconds(500), bounce: 0.3)
}
