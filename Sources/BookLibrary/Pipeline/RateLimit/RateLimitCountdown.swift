#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The rate-limit countdown the capture screen binds to: the shutter stays disabled until the
/// deadline, and the label shows whole seconds left, rounded up.
public struct RateLimitCountdown: Sendable, Hashable, Codable {
    /// When uploading may resume; `nil` when no limit is active.
    public var deadline: Date?

    /// No active limit.
    public static let inactive = RateLimitCountdown(deadline: nil)

    /// Creates a countdown ending at `deadline`.
    public init(deadline: Date?) { self.deadline = deadline }

    /// A countdown for a rate limit that starts at `now`.
    public init(_ limit: RateLimit, now: Date) { self.deadline = limit.deadline(from: now) }

    /// What the UI shows at one instant.
    public struct Display: Sendable, Hashable {
        /// Whole seconds left, rounded up; 0 when the limit is over.
        public var remainingSeconds: Int
        /// Whether the shutter may take a photo.
        public var isShutterEnabled: Bool { remainingSeconds == 0 }
    }

    /// The display at `now`.
    public func display(at now: Date) -> Display {
        guard let deadline else { return Display(remainingSeconds: 0) }
        let left = deadline.timeIntervalSince(now)
        return Display(remainingSeconds: left > 0 ? Int(left.rounded(.up)) : 0)
    }

    /// The display at the clock's current time.
    public func display(using clock: some PipelineClock) -> Display { display(at: clock.now()) }

    /// Whether the limit is over at `now`.
    public func isExpired(at now: Date) -> Bool { display(at: now).isShutterEnabled }

    /// The later of two countdowns, so that the queue honours the longest limit globally.
    public func extended(to other: RateLimitCountdown) -> RateLimitCountdown {
        switch (deadline, other.deadline) {
        case (let mine?, let theirs?): return RateLimitCountdown(deadline: max(mine, theirs))
        case (nil, _): return other
        case (_, nil): return self
        }
    }
}
