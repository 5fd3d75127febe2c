#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The answer to `GET /v3/jobs/scans/{jobId}`, with or without the `{success, data}` envelope.
public struct ScanJobStatusReport: Sendable, Hashable {
    /// The job identifier, when the backend repeats it.
    public var jobID: String?
    /// The status.
    public var status: RecognitionJobStatus
    /// Progress in 0…1 when reported (percentages above 1 are divided by 100).
    public var progress: Double?
    /// The stage text, when reported.
    public var stage: String?
    /// Where the results can be fetched, when reported.
    public var resultsURL: String?
    /// The failure message of a failed job, when reported.
    public var errorMessage: String?

    /// Decodes a status response.
    /// - Throws: ``RecognitionDecodingError`` when the body is not an object or lacks `status`.
    public init(data: Data) throws(RecognitionDecodingError) {
        let root = try RecognitionJSONReader.object(
            RecognitionJSON.parse(data, context: "status response body"), path: "")
        let body = root.member("data") == nil ? root : try root.requiredObject("data")
        guard let word = body.string("status") else { throw .missingField(path: body.childPath("status")) }
        self.jobID = body.string("jobId")
        self.status = RecognitionJobStatus(word)
        self.progress = body.number("progress").map { $0 > 1 ? $0 / 100 : $0 }
        self.stage = body.string("stage") ?? body.string("message")
        self.resultsURL = body.string("resultsUrl")
        if case .object? = body.member("error") {
            self.errorMessage = RecognitionJSONReader(body.member("error") ?? .null, path: "").string("message")
        } else {
            self.errorMessage = body.string("error")
        }
    }
}
