#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where one scan is in the pipeline. Every case is durable: the state is journaled before the
/// pipeline acts on it, so a relaunch resumes from it (see ``ScanRecord/resumeAction(at:)``).
///
/// ```text
///                 ┌──────────── wentOffline ───────────┐
///                 ▼                                    │
///          offlineQueued ──connectivityRestored──► captured ◄── rateLimitElapsed ── waitingForRateLimit
///                                                   │   ▲                                ▲
///                                      uploadStarted│   │retryScheduled / retryRequested │ rateLimited
///                                                   ▼   │                                │
///   failedRetryable ◄────── parked ────────────── uploading ─────────────────────────────┘
///   rejected        ◄────── uploadRejected ──────────┘ │
///                                                      │ uploadAccepted (journaled: never re-uploaded)
///                                                      ▼
///                     accepted ──streamOpened──► streaming ──resultsReceived──► resultsReceived
///                        │                          │                              │ booksSaved
///                        └──── jobFailed ───────────┴──► rejected                  ▼
///                                                                        saved ──cleanedUp──► cleanedUp
/// ```
public enum ScanState: Sendable, Hashable {
    /// The photos are saved durably and wait for an upload.
    case captured
    /// The device was offline; the scan waits for connectivity.
    case offlineQueued
    /// An upload request may be in flight.
    case uploading
    /// A 429 stopped the queue until the date.
    case waitingForRateLimit(until: Date)
    /// Automatic retries are used up; the user may retry.
    case failedRetryable(reason: String)
    /// The server refused the scan, or the job failed; retrying the same request cannot help.
    case rejected(reason: String)
    /// The backend accepted the upload; it is never uploaded again.
    case accepted(ScanJobTicket)
    /// The event stream is open.
    case streaming(ScanJobTicket)
    /// The final books arrived and are journaled in ``ScanRecord/books`` before anything else
    /// happens.
    case resultsReceived(ScanJobTicket)
    /// The books are durable in the library; the photos may now be deleted.
    case saved(jobID: String)
    /// The photos are deleted and the job's backend cleanup is owed (``ScanCleanup``); the record
    /// can be dropped, which is what ``ScanQueue`` does.
    case cleanedUp

    /// The state's name, as used in the journal and in error messages.
    public var name: String {
        switch self {
        case .captured: return "captured"
        case .offlineQueued: return "offlineQueued"
        case .uploading: return "uploading"
        case .waitingForRateLimit: return "waitingForRateLimit"
        case .failedRetryable: return "failedRetryable"
        case .rejected: return "rejected"
        case .accepted: return "accepted"
        case .streaming: return "streaming"
        case .resultsReceived: return "resultsReceived"
        case .saved: return "saved"
        case .cleanedUp: return "cleanedUp"
        }
    }

    /// The ticket of an accepted job, in the states that have one.
    public var ticket: ScanJobTicket? {
        switch self {
        case .accepted(let ticket), .streaming(let ticket), .resultsReceived(let ticket): return ticket
        default: return nil
        }
    }

    /// Whether the backend has accepted the scan (so it must never be uploaded again).
    public var isAfterAcceptance: Bool {
        switch self {
        case .accepted, .streaming, .resultsReceived, .saved, .cleanedUp: return true
        default: return false
        }
    }
}
