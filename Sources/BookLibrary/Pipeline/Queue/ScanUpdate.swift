#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A change in how one scan should look in the UI.
public struct ScanUpdate: Sendable, Hashable {
    /// The scan.
    public var scan: UUID
    /// Its new display state, which gives the thumbnail colour (``ScanDisplayState/tint``).
    public var state: ScanDisplayState

    /// Creates an update.
    public init(scan: UUID, state: ScanDisplayState) {
        self.scan = scan
        self.state = state
    }
}
