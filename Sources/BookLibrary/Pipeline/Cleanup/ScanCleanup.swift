#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A backend cleanup that a finished job is owed: `DELETE /v3/jobs/scans/{jobId}/cleanup`, the
/// last step of recognition API 3.8's flow, sent once the job's stream has ended and its books are
/// saved (or the job failed).
///
/// The ``ScanQueue`` journals the cleanup in the same write that forgets the scan (see
/// ``ScanQueue/cleanUp(_:at:)``), so from then on a crash at any moment leaves it owed and the
/// next run sends it. It stays owed until the backend answers, a 404 included (the job is already
/// gone), or until the ``ScanPipeline`` gives up on it (see ``ScanCleanupUpdate/Outcome``).
/// `DELETE` is idempotent (RFC 9110 §9.2.2), so sending it again after a crash is safe.
public struct ScanCleanup: Sendable, Hashable, Codable {
    /// The job to clean up.
    public let jobID: String
    /// The scan the job was created for.
    public let scan: UUID
    /// When the cleanup became owed.
    public let owedSince: Date

    // The journal's keys; `jobId` as the backend names it.
    private enum CodingKeys: String, CodingKey {
        case jobID = "jobId"
        case scan
        case owedSince
    }

    /// Creates a cleanup owed for `jobID` since `owedSince`.
    public init(jobID: String, scan: UUID, owedSince: Date) {
        self.jobID = jobID
        self.scan = scan
        self.owedSince = owedSince
    }
}
