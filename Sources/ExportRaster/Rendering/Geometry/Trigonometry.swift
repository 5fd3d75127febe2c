/// Sine, cosine, tangent and arctangent in pure Swift, since the standard library has none.
///
/// Arguments are reduced to [−π/4, π/4] (quarter turns split into a high and a low part of π/2 so the
/// reduction stays exact for the angles geometry uses) and evaluated with Taylor polynomials whose
/// truncation error is below one ulp on that interval.
enum Trigonometry {
    static let halfPiHigh = 1.570_796_326_794_896_558
    static let halfPiLow = 6.123_233_995_736_766e-17

    /// Reduces `x` to `r` in [−π/4, π/4] with `x = k·π/2 + r`, returning `r` and `k mod 4`.
    static func reduce(_ x: Double) -> (r: Double, quadrant: Int) {
        let k = (x / halfPiHigh).rounded()
        let r = (x - k * halfPiHigh) - k * halfPiLow
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        return (r, (quadrant + 4) % 4)
    }

    /// The Taylor series of sin(r), nine terms after `r`, for |r| ≤ π/4.
    static func sinKernel(_ r: Double) -> Double {
        alternatingSeries(r, first: r, degree: 1)
    }

    /// The Taylor series of cos(r), nine terms after 1, for |r| ≤ π/4.
    static func cosKernel(_ r: Double) -> Double {
        alternatingSeries(r, first: 1, degree: 0)
    }

    /// `first` plus nine more terms of the alternating series in which the term of degree n + 2
    /// is the term of degree n times −r²/((n + 1)(n + 2)): the Taylor series of sine (from r,
    /// degree 1) and cosine (from 1, degree 0).
    ///
    /// - Complexity: O(1), nine steps.
    private static func alternatingSeries(_ r: Double, first: Double, degree: Double) -> Double {
        let r2 = r * r
        var term = first
        var sum = first
        var n = degree
        for _ in 0..<9 {
            term *= -r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }
}

/// The sine of `x` radians; NaN for non-finite input.
func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, quadrant) = Trigonometry.reduce(x)
    switch quadrant {
    case 0: return Trigonometry.sinKernel(r)
    case 1: return Trigonometry.cosKernel(r)
    case 2: return -Trigonometry.sinKernel(r)
    default: return -Trigonometry.cosKernel(r)
    }
}

/// The cosine of `x` radians; NaN for non-finite input.
func cos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, quadrant) = Trigonometry.reduce(x)
    switch quadrant {
    case 0: return Trigonometry.cosKernel(r)
    case 1: return -Trigonometry.sinKernel(r)
    case 2: return -Trigonometry.cosKernel(r)
    default: return Trigonometry.sinKernel(r)
    }
}

/// The tangent of `x` radians.
func tan(_ x: Double) -> Double { sin(x) / cos(x) }

/// The arctangent of `x`, in (−π/2, π/2).
func atan(_ x: Double) -> Double {
    if x.isNaN { return .nan }
    if x < 0 { return -atan(-x) }
    if x > 1 { return Trigonometry.halfPiHigh - atan(1 / x) }
    // tan(π/12) = 2 − √3; above it, shift by π/6 using atan(x) = π/6 + atan((√3x − 1)/(x + √3)).
    let root3 = 1.732_050_807_568_877_2
    if x > 0.267_949_192_431_122_7 {
        return Double.pi / 6 + atan((root3 * x - 1) / (x + root3))
    }
    let x2 = x * x
    var power = x
    var sum = x
    var n = 1.0
    for _ in 0..<14 {
        power *= -x2
        n += 2
        sum += power / n
    }
    return sum
}

/// The angle of the vector (x, y) from the positive x axis, in (−π, π].
func atan2(_ y: Double, _ x: Double) -> Double {
    if x > 0 { return atan(y / x) }
    if x < 0 { return y >= 0 ? atan(y / x) + Double.pi : atan(y / x) - Double.pi }
    if y > 0 { return Double.pi / 2 }
    if y < 0 { return -Double.pi / 2 }
    return 0
}
