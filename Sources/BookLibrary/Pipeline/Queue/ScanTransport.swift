#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The recognition backend as the scan pipeline sees it: plug in another backend by conforming
/// to this protocol.
///
/// The five calls mirror recognition API 3.8: `POST /v3/jobs/scans` (``upload(_:scan:)``), the
/// SSE stream at the job's `streamUrl` (``events(for:)``), `GET /v3/jobs/scans/{jobId}`
/// (``status(of:)``), `GET …/{jobId}/results` (``results(of:)``) and
/// `DELETE …/{jobId}/cleanup` (``cleanUp(jobID:)``).
public protocol ScanTransport: Sendable {
    /// Uploads the photos of one scan. `POST` is not idempotent: report what happened and let the
    /// pipeline decide on retries.
    func upload(_ photos: [UploadPhoto], scan: UUID) async -> ScanUploadResult
    /// The job's events, ending after `completed` or `error`, or throwing when the stream fails
    /// (the pipeline then polls). ``URLSessionScanTransport`` throws a ``ScanTransportError``.
    func events(for ticket: ScanJobTicket) -> AsyncThrowingStream<ScanStreamEvent, any Error>
    /// The job's status.
    /// - Throws: ``ScanTransportError`` when the request fails or its answer cannot be read.
    func status(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobStatusReport
    /// The job's results.
    /// - Throws: ``ScanTransportError`` when the request fails or its answer cannot be read.
    func results(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobResults
    /// Asks the backend to delete a finished job's data; returns when it answered with a 2xx.
    /// The pipeline calls it after the job's books are saved, and again after a crash: make it
    /// idempotent, as `DELETE` is (RFC 9110 §9.2.2).
    /// - Throws: ``ScanTransportError``; ``ScanTransportError/unexpectedStatus(_:url:message:)``
    ///   with 404 when the backend no longer knows the job, which the pipeline counts as done.
    func cleanUp(jobID: String) async throws(ScanTransportError)
}
