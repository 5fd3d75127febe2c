/// WCAG 2.x contrast arithmetic.
public enum WCAG {
    /// Rounds a ratio to four decimals for reporting (pass/fail uses the exact value).
    public static func rounded(_ ratio: Double) -> Double {
        (ratio * 10_000).rounded() / 10_000
    }
}
