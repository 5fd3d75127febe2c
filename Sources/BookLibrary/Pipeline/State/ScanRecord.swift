#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One scan's durable record: its photos, its ``ScanState``, and the bookkeeping the pipeline
/// needs to resume after a relaunch. A pure value: ``apply(_:at:)`` allows only the legal
/// transitions, and ``resumeAction(at:)`` says what to do after reopening the journal.
///
/// The record is `Codable` in a versioned form (``formatVersion``) meant to be journaled after
/// every transition, before the pipeline acts on the new state.
public struct ScanRecord: Sendable, Hashable {
    /// The version written into every encoded record.
    public static let formatVersion = 1

    /// The scan's identity.
    public let id: UUID
    /// When the photos were taken.
    public let capturedAt: Date
    /// The photo files, deleted only after the books are durable.
    public let photos: [UploadPhoto]
    /// Where the scan is.
    public internal(set) var state: ScanState = .captured
    /// Upload attempts made since the capture or the last user retry.
    public internal(set) var attempts = 0
    /// The earliest time of the next upload attempt, after a back-off.
    public internal(set) var notBefore: Date?
    /// The final, de-duplicated books, once received.
    public internal(set) var books: [RecognizedBook] = []
    /// When the last event was applied.
    public internal(set) var updatedAt: Date

    /// Creates a record for photos just saved durably.
    public init(id: UUID = UUID(), capturedAt: Date, photos: [UploadPhoto]) {
        self.id = id
        self.capturedAt = capturedAt
        self.photos = photos
        self.updatedAt = capturedAt
    }

    /// Applies an event, moving to the next state.
    ///
    /// - Throws: ``ScanStateError/illegalTransition(from:event:)`` when the event is not allowed
    ///   in the current state; the record is then unchanged.
    /// - Complexity: O(1), plus O(b) to store b books.
    public mutating func apply(_ event: ScanEvent, at now: Date) throws(ScanStateError) {
        switch (state, event) {
        case (.captured, .uploadStarted):
            attempts += 1
            notBefore = nil
            state = .uploading
        case (.captured, .wentOffline), (.uploading, .wentOffline):
            state = .offlineQueued
        case (.offlineQueued, .connectivityRestored), (.waitingForRateLimit, .rateLimitElapsed),
            (.uploading, .uploadInterrupted):
            state = .captured
        case (.uploading, .retryScheduled(let date)):
            notBefore = date
            state = .captured
        case (.captured, .rateLimited(let until)), (.uploading, .rateLimited(let until)),
            (.offlineQueued, .rateLimited(let until)), (.waitingForRateLimit, .rateLimited(let until)):
            state = .waitingForRateLimit(until: until)
        case (.uploading, .parked(let reason)):
            state = .failedRetryable(reason: reason)
        case (.uploading, .uploadRejected(let reason)):
            state = .rejected(reason: reason)
        case (.failedRetryable, .retryRequested):
            attempts = 0
            notBefore = nil
            state = .captured
        case (.uploading, .uploadAccepted(let ticket)):
            state = .accepted(ticket)
        case (.accepted(let ticket), .streamOpened):
            state = .streaming(ticket)
        case (.accepted(let ticket), .resultsReceived(let received)),
            (.streaming(let ticket), .resultsReceived(let received)):
            var collected = RecognizedBookDeduplicator()
            collected.add(contentsOf: received)
            books = collected.books
            state = .resultsReceived(ticket)
        case (.accepted, .jobFailed(let reason)), (.streaming, .jobFailed(let reason)):
            state = .rejected(reason: reason)
        case (.resultsReceived(let ticket), .booksSaved):
            state = .saved(jobID: ticket.jobID)
        case (.saved, .cleanedUp):
            state = .cleanedUp
        default:
            throw .illegalTransition(from: state.name, event: event.name)
        }
        updatedAt = now
    }

    /// What the pipeline must do with this record after a relaunch, at time `now`.
    ///
    /// Before acceptance nothing is lost: a scan whose upload was cut short is uploaded again.
    /// After acceptance nothing is uploaded again: the job is followed by stream while the token
    /// is valid, by `/results` while the backend keeps them, and otherwise given up.
    public func resumeAction(at now: Date) -> ScanResumeAction {
        switch state {
        case .captured:
            if let notBefore, notBefore > now { return .upload(notBefore: notBefore) }
            return .upload(notBefore: nil)
        case .uploading:
            return .recoverInterruptedUpload
        case .offlineQueued:
            return .waitForConnectivity
        case .waitingForRateLimit(let until):
            return until > now ? .waitForRateLimit(until: until) : .resumeAfterRateLimit
        case .failedRetryable(let reason):
            return .awaitUserRetry(reason: reason)
        case .rejected(let reason):
            return .showRejection(reason: reason)
        case .accepted(let ticket), .streaming(let ticket):
            let age = now.timeIntervalSince(ticket.acceptedAt)
            if age < ScanJobTicket.tokenLifetime.inSeconds { return .stream(ticket) }
            if age < ScanJobTicket.resultsLifetime.inSeconds { return .fetchResults(ticket) }
            return .expire(reason: "The results of job \(ticket.jobID) are no longer kept by the server.")
        case .resultsReceived:
            return .saveBooks(books)
        case .saved(let jobID):
            return .cleanUp(jobID: jobID)
        case .cleanedUp:
            return .forget
        }
    }
}
