import Foundation

/// ``PipelineClock`` reading the system clock.
public struct SystemPipelineClock: PipelineClock {
    /// Creates the clock.
    public init() {}

    /// `Date()`.
    public func now() -> Date { Date() }
}
