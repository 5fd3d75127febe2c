extension ScanCleanup {
    /// What the pipeline does after a cleanup request failed.
    enum Decision: Equatable {
        /// Stop sending: the cleanup is settled with this final outcome.
        case settle(ScanCleanupUpdate.Outcome)
        /// Send it again after the delay.
        case retry(after: Duration, reason: String)
    }

    /// The decision after request number `attempt` (1 for the first) failed with `error`.
    ///
    /// `DELETE` is idempotent (RFC 9110 §9.2.2), so any failure may be repeated safely; only the
    /// answers that say repeating cannot help end it at once:
    ///
    /// | Failure | Decision |
    /// |---|---|
    /// | 404 | settled as ``ScanCleanupUpdate/Outcome/alreadyGone``: nothing is left to clean up |
    /// | another 4xx except 408 and 429, or a request that cannot be built | abandoned |
    /// | no answer, 408, 429, 5xx, anything else | retried after the upload back-off, at most ``UploadRetryPolicy/maximumRetries`` times, then abandoned |
    ///
    /// The back-off is ``UploadRetryPolicy/backoff(beforeRetry:using:)``: before retry *n* a delay
    /// uniform in 0 … 2ⁿ⁻¹ × the base delay, so at most 1 s, 2 s and 4 s by default.
    ///
    /// - Complexity: O(1).
    static func decision(
        after error: ScanTransportError, attempt: Int, policy: UploadRetryPolicy,
        using generator: inout some RandomNumberGenerator
    ) -> Decision {
        let reason = error.description
        switch error {
        case .unexpectedStatus(404, _, _):
            return .settle(.alreadyGone)
        case .unexpectedStatus(let status, _, _) where (400..<500).contains(status) && status != 408 && status != 429:
            return .settle(.abandoned(reason: reason))
        case .invalidRequest:
            return .settle(.abandoned(reason: reason))
        default:
            guard attempt <= policy.maximumRetries else { return .settle(.abandoned(reason: reason)) }
            return .retry(after: policy.backoff(beforeRetry: attempt, using: &generator), reason: reason)
        }
    }
}
