#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the UI shows for one scan, derived from its ``ScanRecord`` and the latest progress text.
///
/// A scan waiting to upload is ``queued`` while the device is online (it goes out as soon as an
/// upload slot is free or its back-off ends) and ``offline`` while it is not (it waits for
/// connectivity), so the app can say which; their thumbnails differ too (see ``tint``).
public enum ScanDisplayState: Sendable, Hashable {
    /// Waiting to upload while online: for a free upload slot, or for a retry's back-off.
    case queued
    /// Waiting to upload because the device is offline; it goes when connectivity returns.
    case offline
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
        case .captured: self = .queued
        case .offlineQueued: self = .offline
        case .uploading: self = .uploading
        case .waitingForRateLimit(let until): self = .waitingForRateLimit(until: until)
        case .failedRetryable(let reason): self = .failed(reason: reason, canRetry: true)
        case .rejected(let reason): self = .failed(reason: reason, canRetry: false)
        case .accepted, .streaming: self = .analyzing(progress: progress)
        case .resultsReceived, .saved, .cleanedUp: self = .done(books: record.books)
        }
    }

    /// The thumbnail colour, after the scanning app's queue thumbnail states: yellow uploading,
    /// blue analyzing, green done, gray offline (queued).
    ///
    /// | Display state | Tint | Why |
    /// |---|---|---|
    /// | ``uploading`` | yellow | uploading |
    /// | ``queued`` | yellow | online, it is in the upload phase: it goes as soon as it may |
    /// | ``waitingForRateLimit(until:)`` | yellow | online, in the upload phase; the shutter shows the countdown |
    /// | ``analyzing(progress:)`` | blue | analyzing |
    /// | ``done(books:)`` | green | done |
    /// | ``offline`` | gray | offline (queued) |
    /// | ``failed(reason:canRetry:)`` | orange | not on the page: the Swiss Glass accent |
    public var tint: ScanThumbnailTint {
        switch self {
        case .queued, .waitingForRateLimit, .uploading: return .yellow
        case .analyzing: return .blue
        case .done: return .green
        case .offline: return .gray
        case .failed: return .orange
        }
    }
}
