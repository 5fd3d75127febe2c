import Foundation

/// What the pipeline needs to follow an accepted job: the fields of the 202 answer, plus when it
/// was accepted (the stream token is valid for one hour, the results are kept for two).
public struct ScanJobTicket: Sendable, Hashable, Codable {
    /// The job identifier.
    public var jobId: String
    /// The bearer token for the stream.
    public var token: String
    /// The stream address as sent (possibly relative).
    public var streamUrl: String
    /// When the backend accepted the job.
    public var acceptedAt: Date

    /// How long the stream token stays valid.
    public static let tokenLifetime: TimeInterval = 3600
    /// How long the backend keeps the results.
    public static let resultsLifetime: TimeInterval = 7200

    /// Creates a ticket.
    public init(jobId: String, token: String, streamUrl: String, acceptedAt: Date) {
        self.jobId = jobId
        self.token = token
        self.streamUrl = streamUrl
        self.acceptedAt = acceptedAt
    }

    /// Creates a ticket from a 202 answer received at `acceptedAt`.
    public init(_ accepted: ScanJobAccepted, acceptedAt: Date) {
        self.init(jobId: accepted.jobId, token: accepted.token, streamUrl: accepted.streamUrl, acceptedAt: acceptedAt)
    }
}

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
    case saved(jobId: String)
    /// The photos are deleted and the backend was told to clean up; the record can be dropped.
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
    /// The photos are deleted and cleanup was requested (`saved` → `cleanedUp`).
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

/// Why a scan record could not change or be read back.
public enum ScanStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The event is not allowed in the state.
    case illegalTransition(from: String, event: String)
    /// A journaled record has a format version this code does not know.
    case unsupportedVersion(Int)
    /// A journaled record names a state this code does not know.
    case unknownState(String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .illegalTransition(let from, let event):
            return "A scan in state \(from) cannot take the event \(event)."
        case .unsupportedVersion(let version):
            return
                "The scan record has format version \(version); this version reads version \(ScanRecord.formatVersion)."
        case .unknownState(let name):
            return "The scan record names an unknown state \"\(name)\"."
        }
    }
}
