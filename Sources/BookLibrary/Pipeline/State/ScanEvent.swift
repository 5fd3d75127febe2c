#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Something that happened to a scan; ``ScanRecord/apply(_:at:)`` moves the state accordingly.
public enum ScanEvent: Sendable, Hashable {
    /// An upload attempt starts (`captured` → `uploading`; counts an attempt).
    case uploadStarted
    /// The device went offline (`captured`/`uploading` → `offlineQueued`).
    case wentOffline
    /// The device is online again (`offlineQueued` → `captured`).
    case connectivityRestored
    /// The backend answered 202 (`uploading` → `accepted`).
    case uploadAccepted(ScanJobTicket)
    /// The app stopped while an upload was in flight (`uploading` → `captured`; the attempt stays
    /// counted).
    case uploadInterrupted
    /// A retry is scheduled (`uploading` → `captured`, not before the date).
    case retryScheduled(notBefore: Date)
    /// A 429 arrived (`uploading`/`captured` → `waitingForRateLimit`).
    case rateLimited(until: Date)
    /// The rate limit is over (`waitingForRateLimit` → `captured`).
    case rateLimitElapsed
    /// Automatic retries are over (`uploading` → `failedRetryable`).
    case parked(reason: String)
    /// The backend refused the upload (`uploading` → `rejected`).
    case uploadRejected(reason: String)
    /// The user asked for another try (`failedRetryable` → `captured`; attempts start again).
    case retryRequested
    /// The event stream is open (`accepted` → `streaming`).
    case streamOpened
    /// The final books are known (`accepted`/`streaming` → `resultsReceived`).
    case resultsReceived([RecognizedBook])
    /// The job failed on the server or its results expired (`accepted`/`streaming` → `rejected`).
    case jobFailed(reason: String)
    /// The books are durable in the library (`resultsReceived` → `saved`).
    case booksSaved
    /// The photos are deleted and the job's backend cleanup is owed (`saved` → `cleanedUp`).
    /// ``ScanQueue`` forgets the scan at this point instead, journaling a ``ScanCleanup``.
    case cleanedUp

    /// The event's name, for error messages.
    public var name: String {
        switch self {
        case .uploadStarted: return "uploadStarted"
        case .wentOffline: return "wentOffline"
        case .connectivityRestored: return "connectivityRestored"
        case .uploadAccepted: return "uploadAccepted"
        case .uploadInterrupted: return "uploadInterrupted"
        case .retryScheduled: return "retryScheduled"
        case .rateLimited: return "rateLimited"
        case .rateLimitElapsed: return "rateLimitElapsed"
        case .parked: return "parked"
        case .uploadRejected: return "uploadRejected"
        case .retryRequested: return "retryRequested"
        case .streamOpened: return "streamOpened"
        case .resultsReceived: return "resultsReceived"
        case .jobFailed: return "jobFailed"
        case .booksSaved: return "booksSaved"
        case .cleanedUp: return "cleanedUp"
        }
    }
}
