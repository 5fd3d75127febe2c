#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the UI shows for one scan, derived from its ``ScanRecord`` and the latest progress text.
public enum ScanDisplayState: Sendable, Hashable {
    /// Waiting to upload (also while offline).
    case queued
    /// Uploading.
    case uploading
    /// The backend is analysing; the stage text of the latest `progress` event, if any.
    case analyzing(progress: String?)
    /// Finished, with the books found.
    case done(books: [RecognizedBook])
    /// Failed; `canRetry` tells whether a retry button makes sense.
    case failed(reason: String, canRetry: Bool)
    /// Held by a rate limit until the date.
    case waitingForRateLimit(until: Date)

    /// Maps a record to its display state.
    /// - Parameters:
    ///   - record: The scan.
    ///   - progress: The stage text of the latest `progress` event, which is not journaled.
    public init(_ record: ScanRecord, progress: String? = nil) {
        switch record.state {
        case .captured, .offlineQueued: self = .queued
        case .uploading: self = .uploading
        case .waitingForRateLimit(let until): self = .waitingForRateLimit(until: until)
        case .failedRetryable(let reason): self = .failed(reason: reason, canRetry: true)
        case .rejected(let reason): self = .failed(reason: reason, canRetry: false)
        case .accepted, .streaming: self = .analyzing(progress: progress)
        case .resultsReceived, .saved, .cleanedUp: self = .done(books: record.books)
        }
    }

    /// The thumbnail colour.
    public var tint: ScanThumbnailTint {
        switch self {
        case .queued, .waitingForRateLimit: return .yellow
        case .uploading, .analyzing: return .blue
        case .done: return .green
        case .failed: return .grey
        }
    }
}
