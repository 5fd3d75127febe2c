extension Duration {
    /// The length in seconds, for `Date` arithmetic and the Foundation APIs that take a
    /// `TimeInterval`.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        // 10¹⁸ is exact in a Double, so whole and half seconds convert exactly.
        return Double(seconds) + Double(attoseconds) / 1_000_000_000_000_000_000
    }

    /// The whole milliseconds, rounded toward zero and saturating at the limits of `Int64`.
    var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        let (total, carry) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        if overflow || carry { return seconds < 0 ? .min : .max }
        return total
    }

    /// A duration of `seconds`, clamped to ±10¹² seconds (about 31 700 years) so that a length
    /// measured between two dates always converts; `nil` for NaN.
    static func clampedSeconds(_ seconds: Double) -> Duration? {
        guard !seconds.isNaN else { return nil }
        return .seconds(Swift.min(Swift.max(seconds, -1e12), 1e12))
    }
}
