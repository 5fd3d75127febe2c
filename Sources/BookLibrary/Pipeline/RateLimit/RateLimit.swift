import Foundation

/// How long to stop uploading after a `429 Too Many Requests`, from the most authoritative
/// instruction the response carries.
///
/// The order is: the `Retry-After` header (RFC 9110 §10.2.3: delta-seconds or an HTTP-date,
/// relative to the clock), then the problem's `retryAfterMs`, else 60 seconds. The result is
/// clamped to 1 second … 1 hour so that a past date cannot cause a hammering loop and a hostile
/// value cannot lock the shutter for days.
public struct RateLimit: Sendable, Hashable, Codable {
    /// Where a delay came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// `Retry-After: 120`.
        case retryAfterSeconds
        /// `Retry-After: Fri, 31 Dec 1999 23:59:59 GMT`.
        case retryAfterDate
        /// The problem details' `retryAfterMs`.
        case problemRetryAfterMs
        /// None was usable; the default applies.
        case defaultDelay
    }

    /// The shortest delay honoured.
    public static let minimumDelay: TimeInterval = 1
    /// The longest delay honoured.
    public static let maximumDelay: TimeInterval = 3600
    /// The delay when the server gives no usable instruction.
    public static let defaultDelay: TimeInterval = 60

    /// The clamped delay in seconds.
    public var delay: TimeInterval
    /// The instruction the delay came from.
    public var source: Source

    /// Creates a rate limit from a delay, clamping it to ``minimumDelay``…``maximumDelay``.
    public init(delay: TimeInterval, source: Source) {
        self.delay = Self.clamp(delay)
        self.source = source
    }

    /// Reads the delay of a 429 (or 503) response.
    ///
    /// - Parameters:
    ///   - retryAfter: The `Retry-After` field value, if any. Unparseable values are skipped.
    ///   - problem: The decoded problem details, if any.
    ///   - now: The current time, for HTTP-dates.
    /// - Complexity: O(n) in the length of `retryAfter`.
    public init(retryAfter: String?, problem: ProblemDetails?, now: Date) {
        if let field = retryAfter?.scanTrimmed, !field.isEmpty {
            if field.allSatisfy({ $0.isASCII && $0.isNumber }) {
                // delay-seconds = 1*DIGIT; an overlong number is simply "very long".
                self.init(delay: Double(field) ?? Self.maximumDelay, source: .retryAfterSeconds)
                return
            }
            if let date = HTTPDate.parse(field, now: now) {
                self.init(delay: date.timeIntervalSince(now), source: .retryAfterDate)
                return
            }
        }
        if let milliseconds = problem?.retryAfterMs {
            self.init(delay: Double(milliseconds) / 1000, source: .problemRetryAfterMs)
            return
        }
        self.init(delay: Self.defaultDelay, source: .defaultDelay)
    }

    /// The instant the limit ends, counted from `now`.
    public func deadline(from now: Date) -> Date { now + delay }

    private static func clamp(_ value: TimeInterval) -> TimeInterval {
        guard !value.isNaN else { return defaultDelay }
        return min(max(value, minimumDelay), maximumDelay)
    }
}
