#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The source of "now" for every timing rule of the scan pipeline, injectable so that tests can
/// check back-off, rate limits and token expiry without sleeping.
public protocol PipelineClock: Sendable {
    /// The current wall-clock time.
    func now() -> Date
}
