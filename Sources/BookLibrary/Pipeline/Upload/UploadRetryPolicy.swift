#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decides what happens after a failed scan upload.
///
/// `POST /v3/jobs/scans` is not idempotent (RFC 9110 §9.2.2), so an upload is repeated only when
/// the request surely did not reach the server, or when the server itself asks for a repeat:
///
/// | Failure | Decision |
/// |---|---|
/// | offline (`notConnectedToInternet`, `dataNotAllowed`, `internationalRoamingOff`) | wait for connectivity; no attempt spent |
/// | DNS failure, connection refused | retry after back-off |
/// | 429 | wait for the rate limit (``RateLimit``); no attempt spent |
/// | 503, unless the problem says `retryable: false` | retry after the server's delay, else back-off |
/// | 400, 401, 403, 404, 413, 415, 422, a problem with `retryable: false` | reject: retrying cannot help |
/// | any other failure (timeouts, lost connections, other 5xx, bad 202 body) | park as failed-retryable |
///
/// Back-off is exponential with full jitter: before retry *n* (1, 2, 3) the delay is uniform in
/// 0 … `baseDelay` × 2ⁿ⁻¹, so 1 s, 2 s, 4 s at most. After one attempt and ``maximumRetries``
/// retries the scan parks as failed-retryable, visible to the user.
public struct UploadRetryPolicy: Sendable, Hashable {
    /// What to do next.
    public enum Decision: Sendable, Hashable {
        /// Try again after this delay.
        case retry(after: Duration)
        /// Stop uploading until the rate limit ends; applies to the whole queue.
        case waitForRateLimit(RateLimit)
        /// Wait until the device is online again.
        case waitForConnectivity
        /// Stop and show the scan as failed; the user may retry it.
        case parkAsFailedRetryable(reason: String)
        /// Stop for good: the server refused this upload.
        case reject(reason: String)
    }

    /// The number of retries after the first attempt.
    public var maximumRetries: Int
    /// The back-off cap of the first retry, doubled for each later one.
    public var baseDelay: Duration

    /// Creates a policy; the defaults are 3 retries with a 1-second base.
    public init(maximumRetries: Int = 3, baseDelay: Duration = .seconds(1)) {
        self.maximumRetries = maximumRetries
        self.baseDelay = baseDelay
    }

    /// Statuses for which a repeat of the same request cannot succeed.
    static let permanentStatuses: Set<Int> = [400, 401, 403, 404, 405, 410, 413, 415, 422]

    /// The decision after attempt number `attempt` (1 for the first) failed.
    ///
    /// - Parameters:
    ///   - failure: How the attempt failed.
    ///   - attempt: The 1-based number of the attempt that failed.
    ///   - now: The current time, for `Retry-After` dates.
    ///   - generator: The random source for jitter.
    /// - Complexity: O(1).
    public func decision(
        after failure: UploadFailure, attempt: Int, now: Date, using generator: inout some RandomNumberGenerator
    ) -> Decision {
        let retriesLeft = attempt <= maximumRetries
        switch failure {
        case .transport where failure.indicatesOffline:
            return .waitForConnectivity
        case .transport where failure.requestSurelyNotReceived:
            guard retriesLeft else { return .parkAsFailedRetryable(reason: failure.reason) }
            return .retry(after: backoff(beforeRetry: attempt, using: &generator))
        case .http(429, let retryAfter, let problem):
            return .waitForRateLimit(RateLimit(retryAfter: retryAfter, problem: problem, now: now))
        case .http(let status, _, let problem)
        where problem?.retryable == false || Self.permanentStatuses.contains(status):
            return .reject(reason: failure.reason)
        case .http(503, let retryAfter, let problem):
            guard retriesLeft else { return .parkAsFailedRetryable(reason: failure.reason) }
            if retryAfter != nil || problem?.retryAfter != nil {
                return .retry(after: RateLimit(retryAfter: retryAfter, problem: problem, now: now).delay)
            }
            return .retry(after: backoff(beforeRetry: attempt, using: &generator))
        default:
            return .parkAsFailedRetryable(reason: failure.reason)
        }
    }

    /// The full-jitter delay before retry number `retry` (1-based): uniform in 0 … base × 2^(retry−1).
    ///
    /// The fraction is the top 53 bits of one `next()` divided by 2⁵³ − 1, so both ends are reachable.
    public func backoff(beforeRetry retry: Int, using generator: inout some RandomNumberGenerator) -> Duration {
        let cap = baseDelay.inSeconds * Double(1 << min(max(retry - 1, 0), 30))
        let fraction = Double(generator.next() >> 11) / Double((UInt64(1) << 53) - 1)
        return Duration.clampedSeconds(cap * fraction) ?? .zero
    }
}
