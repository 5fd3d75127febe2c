#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How long to stop uploading after a `429 Too Many Requests`, from the most authoritative
/// instruction the response carries.
///
/// The order is: the `Retry-After` header (RFC 9110 §10.2.3: delta-seconds or an HTTP-date,
/// relative to the clock), then the problem's `retryAfterMs` (``ProblemDetails/retryAfter``), else
/// 60 seconds. The result is clamped to 1 second … 1 hour so that a past date cannot cause a
/// hammering loop and a hostile value cannot lock the shutter for days.
///
/// Its `Codable` form keeps the delay as a number of seconds, as earlier versions wrote it.
public struct RateLimit: Sendable, Hashable, Codable {
    /// Where a delay came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// `Retry-After: 120`.
        case retryAfterSeconds
        /// `Retry-After: Fri, 31 Dec 1999 23:59:59 GMT`.
        case retryAfterDate
        /// The problem details' `retryAfterMs` member (``ProblemDetails/retryAfter``).
        case problemRetryAfter = "problemRetryAfterMs"
        /// None was usable; the default applies.
        case defaultDelay
    }

    /// The shortest delay honoured.
    public static let minimumDelay: Duration = .seconds(1)
    /// The longest delay honoured.
    public static let maximumDelay: Duration = .seconds(3600)
    /// The delay when the server gives no usable instruction.
    public static let defaultDelay: Duration = .seconds(60)

    /// The clamped delay.
    public var delay: Duration
    /// The instruction the delay came from.
    public var source: Source

    /// Creates a rate limit from a delay, clamping it to ``minimumDelay``…``maximumDelay``.
    public init(delay: Duration, source: Source) {
        self.delay = min(max(delay, Self.minimumDelay), Self.maximumDelay)
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
                self.init(delay: Int(field).map { .seconds($0) } ?? Self.maximumDelay, source: .retryAfterSeconds)
                return
            }
            if let date = HTTPDate.parse(field, now: now) {
                let delay = Duration.clampedSeconds(date.timeIntervalSince(now)) ?? Self.defaultDelay
                self.init(delay: delay, source: .retryAfterDate)
                return
            }
        }
        if let retryAfter = problem?.retryAfter {
            self.init(delay: retryAfter, source: .problemRetryAfter)
            return
        }
        self.init(delay: Self.defaultDelay, source: .defaultDelay)
    }

    /// The instant the limit ends, counted from `now`.
    public func deadline(from now: Date) -> Date { now + delay.inSeconds }

    private enum CodingKeys: String, CodingKey {
        case delay, source
    }

    /// Decodes a rate limit whose delay is a number of seconds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let seconds = try container.decode(Double.self, forKey: .delay)
        guard seconds.isFinite, abs(seconds) <= 1e12 else {
            throw DecodingError.dataCorruptedError(
                forKey: .delay, in: container, debugDescription: "delay \(seconds) is not a number of seconds")
        }
        self.delay = .seconds(seconds)
        self.source = try container.decode(Source.self, forKey: .source)
    }

    /// Encodes the delay as a number of seconds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(delay.inSeconds, forKey: .delay)
        try container.encode(source, forKey: .source)
    }
}
