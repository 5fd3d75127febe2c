/// The colour of a scan's thumbnail in the capture strip (its 2 pt stroke in the Swiss Glass look).
///
/// The scanning app's queue thumbnail states: yellow uploading, blue analyzing, green done, gray
/// offline (queued). A failed scan, which the product page does not colour, takes the Swiss Glass
/// accent, International Orange (`#FF3B30`). See ``ScanDisplayState/tint`` for the mapping.
public enum ScanThumbnailTint: String, Sendable, Hashable, CaseIterable {
    /// The upload phase: queued while online, held by a rate limit, or uploading.
    case yellow
    /// The backend is analysing the photos.
    case blue
    /// Done: the books are found.
    case green
    /// Offline: queued until the device is online again.
    case gray
    /// Failed: the Swiss Glass accent, International Orange (`#FF3B30`).
    case orange
}
