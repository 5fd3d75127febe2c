extension Duration {
    /// The magnitude, in seconds, below which `init(checkedSeconds:)` accepts a value: 2⁶³, the
    /// range of `Duration.components.seconds`. (`Duration.seconds(_:)` traps on non-finite values
    /// and on values beyond about 1.7 × 10²⁰ seconds.)
    static let maximumSeconds = 9_223_372_036_854_775_808.0

    /// `seconds` as a duration, or `nil` when it is not finite or its magnitude is 2⁶³ seconds or more.
    init?(checkedSeconds seconds: Double) {
        guard seconds.isFinite, abs(seconds) < Self.maximumSeconds else { return nil }
        self = .seconds(seconds)
    }
}
