/// The colour of a scan's thumbnail in the capture strip.
public enum ScanThumbnailTint: String, Sendable, Hashable, CaseIterable {
    /// Waiting: queued, offline, or held by a rate limit.
    case yellow
    /// Working: uploading or analysing.
    case blue
    /// Done: books found.
    case green
    /// Failed.
    case grey
}
