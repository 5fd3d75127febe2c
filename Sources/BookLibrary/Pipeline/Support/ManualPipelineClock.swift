// NSLock is outside FoundationEssentials.
import Foundation

/// ``PipelineClock`` that only moves when told to, for tests and simulations.
public final class ManualPipelineClock: PipelineClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Creates a clock showing `start`.
    public init(start: Date) { current = start }

    /// The time the clock shows.
    public func now() -> Date { lock.withLock { current } }

    /// Moves the clock forward by `duration` (backward when negative).
    public func advance(by duration: Duration) { lock.withLock { current += duration.inSeconds } }

    /// Sets the clock to `date`.
    public func set(_ date: Date) { lock.withLock { current = date } }
}
