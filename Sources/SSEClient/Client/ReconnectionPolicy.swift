/// How long the client waits before reconnecting, and how often it tries.
///
/// WHATWG HTML §9.2.3 waits the stream's reconnection time (the server's last `retry`, 3 s by
/// default) before each reconnection. This policy adds optional capped exponential backoff for
/// consecutive failures and jitter, so that many clients do not return at the same instant.
///
/// The delay before the *n*th consecutive reconnection is
/// `min(base × multiplier^(n−1), max(base, maximumDelay)) × (1 − jitter × r)` with `base` the
/// server's `retry` (or ``defaultRetry``) and `r` uniform in `0..<1`. The count starts over once a
/// connection succeeds (status 200 with `text/event-stream`).
public struct ReconnectionPolicy: Sendable, Equatable {
    /// The reconnection time until the server sends `retry`: 3 seconds, as browsers use.
    public var defaultRetry: Duration
    /// The growth factor for consecutive failures; 1 keeps the delay constant.
    public var backoffMultiplier: Double
    /// The cap for the grown delay; a larger server `retry` is never shortened.
    public var maximumDelay: Duration
    /// The fraction, in `0...1`, of the delay that is randomised away.
    public var jitter: Double
    /// The number of consecutive reconnections allowed, or `nil` for no limit.
    public var maximumAttempts: Int?

    /// Creates a policy.
    ///
    /// - Precondition: `backoffMultiplier >= 1`, `jitter` in `0...1`, `maximumAttempts >= 0`.
    public init(
        defaultRetry: Duration = .seconds(3),
        backoffMultiplier: Double = 1,
        maximumDelay: Duration = .seconds(60),
        jitter: Double = 0,
        maximumAttempts: Int? = nil
    ) {
        precondition(backoffMultiplier >= 1, "backoffMultiplier must be at least 1")
        precondition((0...1).contains(jitter), "jitter must be within 0...1")
        precondition((maximumAttempts ?? 0) >= 0, "maximumAttempts must not be negative")
        self.defaultRetry = defaultRetry
        self.backoffMultiplier = backoffMultiplier
        self.maximumDelay = maximumDelay
        self.jitter = jitter
        self.maximumAttempts = maximumAttempts
    }

    /// A policy that never reconnects: the first retryable error ends the stream.
    public static let never = ReconnectionPolicy(maximumAttempts: 0)

    /// The delay before the `attempt`th consecutive reconnection (1-based).
    ///
    /// - Parameters:
    ///   - attempt: 1 for the first reconnection after a success.
    ///   - serverRetry: the server's last `retry` (``SSEParser/reconnectionTime``), if any.
    ///   - unitRandom: a number in `0..<1` that drives the jitter.
    public func delay(forAttempt attempt: Int, serverRetry: Duration?, unitRandom: Double) -> Duration {
        let base = Self.milliseconds(serverRetry ?? defaultRetry)
        let cap = Swift.max(base, Self.milliseconds(maximumDelay))
        var grown = base
        var step = 1
        while step < Swift.min(attempt, 64), grown < cap {
            grown *= backoffMultiplier
            step += 1
        }
        let capped = Swift.min(grown, cap)
        let jittered = capped * (1 - jitter * Swift.min(Swift.max(unitRandom, 0), 1))
        // Clamp to a century so that any server `retry` converts to a `Duration` without overflow.
        return .microseconds(Int64(Swift.min(jittered * 1000, Self.longestDelayMicroseconds)))
    }

    static let longestDelayMicroseconds = 100 * 365.25 * 24 * 3600 * 1e6

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
