/// The outcome of a contrast audit.
public struct ContrastReport: Sendable, Hashable {
    /// Pairs checked × modes.
    public let checks: Int
    /// Every failing pair in every mode, in pair then mode order.
    public let failures: [ContrastFailure]

    /// `true` when nothing failed.
    public var passed: Bool { failures.isEmpty }
}
