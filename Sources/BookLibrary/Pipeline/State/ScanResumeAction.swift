#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What to do with a ``ScanRecord`` after a relaunch; see ``ScanRecord/resumeAction(at:)``.
public enum ScanResumeAction: Sendable, Hashable {
    /// Upload the photos, not before the date when one is given.
    case upload(notBefore: Date?)
    /// The app stopped mid-upload: apply ``ScanEvent/uploadInterrupted``, then upload again
    /// (the server may have received the photos; the library merges duplicate books).
    case recoverInterruptedUpload
    /// Wait for connectivity, then apply ``ScanEvent/connectivityRestored``.
    case waitForConnectivity
    /// Keep the shutter disabled and the queue still until the date.
    case waitForRateLimit(until: Date)
    /// The rate limit is over: apply ``ScanEvent/rateLimitElapsed`` and upload.
    case resumeAfterRateLimit
    /// Show the scan as failed with a retry button.
    case awaitUserRetry(reason: String)
    /// Show the scan as failed for good.
    case showRejection(reason: String)
    /// Open the event stream with the ticket's token (never upload again).
    case stream(ScanJobTicket)
    /// The token has expired: fetch `/results` (never upload again).
    case fetchResults(ScanJobTicket)
    /// The results are gone: apply ``ScanEvent/jobFailed(reason:)`` with the reason.
    case expire(reason: String)
    /// Save the journaled books to the library, then apply ``ScanEvent/booksSaved``.
    case saveBooks([RecognizedBook])
    /// Delete the photos and journal the job's backend cleanup (``ScanQueue/cleanUp(_:at:)``,
    /// which forgets the scan); the pipeline then sends the cleanup.
    case cleanUp(jobID: String)
    /// Nothing left to do: drop the record.
    case forget
}
