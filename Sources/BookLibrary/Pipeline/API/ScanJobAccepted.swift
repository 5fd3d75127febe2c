#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The body of a `202 Accepted` answer to `POST /v3/jobs/scans`:
/// `{success, data: {jobId, status, streamUrl, token}, metadata}`.
public struct ScanJobAccepted: Sendable, Hashable, Codable {
    /// The job identifier used in every later request.
    public var jobID: String
    /// The initial status, normally ``RecognitionJobStatus/queued``.
    public var status: RecognitionJobStatus
    /// The stream address as sent; may be relative to the API base URL.
    public var streamURL: String
    /// The bearer token for the stream, valid for one hour.
    public var token: String
    /// The envelope's `metadata` member, kept as sent.
    public var metadata: RecognitionJSON?

    // The keys the backend uses.
    private enum CodingKeys: String, CodingKey {
        case jobID = "jobId"
        case status
        case streamURL = "streamUrl"
        case token, metadata
    }

    /// Creates an acceptance from its parts.
    public init(
        jobID: String, status: RecognitionJobStatus = .queued, streamURL: String, token: String,
        metadata: RecognitionJSON? = nil
    ) {
        self.jobID = jobID
        self.status = status
        self.streamURL = streamURL
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
        self.jobID = try body.requiredString("jobId")
        self.status = body.string("status").map(RecognitionJobStatus.init) ?? .queued
        self.streamURL = try body.requiredString("streamUrl")
        self.token = try body.requiredString("token")
        self.metadata = root.member("metadata")
    }
}
