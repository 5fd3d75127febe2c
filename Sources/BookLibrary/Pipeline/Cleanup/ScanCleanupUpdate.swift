#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What became of one attempt at a backend cleanup; ``ScanPipeline/cleanupUpdates`` yields one per
/// answer. The app may show it (a log line, a debug screen) or ignore it: the books are saved
/// before any cleanup is sent, and no outcome undoes that.
public struct ScanCleanupUpdate: Sendable, Hashable {
    /// How a cleanup request ended.
    public enum Outcome: Sendable, Hashable {
        /// The backend confirmed the cleanup (a 2xx answer). Final.
        case completed
        /// The backend no longer knows the job (404): there is nothing left to clean up, so this
        /// counts as done. It is the usual answer to a cleanup sent again after a crash. Final.
        case alreadyGone
        /// The request failed (no answer, a 5xx, 408 or 429); it is sent again, not before the
        /// date. `attempt` counts the requests sent so far.
        case retryScheduled(attempt: Int, notBefore: Date, reason: String)
        /// The pipeline gave up: the answer says repeating cannot help (another 4xx), or the
        /// retries are used up. The cleanup is no longer owed; the backend removes the job's data
        /// itself when it expires. Final.
        case abandoned(reason: String)

        /// Whether no further request follows.
        public var isFinal: Bool {
            if case .retryScheduled = self { return false }
            return true
        }
    }

    /// The cleanup.
    public var cleanup: ScanCleanup
    /// How the latest request ended.
    public var outcome: Outcome

    /// Creates an update.
    public init(cleanup: ScanCleanup, outcome: Outcome) {
        self.cleanup = cleanup
        self.outcome = outcome
    }
}
