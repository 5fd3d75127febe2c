import Foundation

/// The body of a `202 Accepted` answer to `POST /v3/jobs/scans`:
/// `{success, data: {jobId, status, streamUrl, token}, metadata}`.
public struct ScanJobAccepted: Sendable, Hashable, Codable {
    /// The job identifier used in every later request.
    public var jobId: String
    /// The initial status, normally ``RecognitionJobStatus/queued``.
    public var status: RecognitionJobStatus
    /// The stream address as sent; may be relative to the API base URL.
    public var streamUrl: String
    /// The bearer token for the stream, valid for one hour.
    public var token: String
    /// The envelope's `metadata` member, kept as sent.
    public var metadata: RecognitionJSON?

    /// Creates an acceptance from its parts.
    public init(
        jobId: String, status: RecognitionJobStatus = .queued, streamUrl: String, token: String,
        metadata: RecognitionJSON? = nil
    ) {
        self.jobId = jobId
        self.status = status
        self.streamUrl = streamUrl
        self.token = token
        self.metadata = metadata
    }

    /// Decodes the 202 body.
    /// - Throws: ``RecognitionDecodingError`` locating the first missing or ill-typed required
    ///   field (`data`, `data.jobId`, `data.streamUrl`, `data.token`), or
    ///   ``RecognitionDecodingError/invalidValue(path:reason:)`` when `success` is `false`.
    public init(data: Data) throws(RecognitionDecodingError) {
        let root = try RecognitionJSONReader.object(
            RecognitionJSON.parse(data, context: "202 response body"), path: "")
        if root.bool("success") == false {
            throw .invalidValue(path: "success", reason: "the backend reported false in a 202 response")
        }
        let body = try root.requiredObject("data")
        self.jobId = try body.requiredString("jobId")
        self.status = body.string("status").map(RecognitionJobStatus.init) ?? .queued
        self.streamUrl = try body.requiredString("streamUrl")
        self.token = try body.requiredString("token")
        self.metadata = root.member("metadata")
    }
}
