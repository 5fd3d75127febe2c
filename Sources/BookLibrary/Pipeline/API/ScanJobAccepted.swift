import Foundation

/// The backend's status vocabulary for a scan job; unknown words are kept, not rejected.
public enum RecognitionJobStatus: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Accepted and waiting for a worker.
    case queued
    /// A worker is recognising the photos.
    case processing
    /// Results are ready.
    case completed
    /// The job failed on the server.
    case failed
    /// A status word this version does not know, kept as sent.
    case other(String)

    /// Maps a status word (case-insensitively; `pending`, `running` and `complete` are synonyms).
    public init(_ word: String) {
        switch word.lowercased() {
        case "queued", "pending": self = .queued
        case "processing", "running", "in_progress": self = .processing
        case "completed", "complete", "done": self = .completed
        case "failed", "error": self = .failed
        default: self = .other(word)
        }
    }

    /// The status word.
    public var description: String {
        switch self {
        case .queued: return "queued"
        case .processing: return "processing"
        case .completed: return "completed"
        case .failed: return "failed"
        case .other(let word): return word
        }
    }

    /// Whether no further change is expected.
    public var isTerminal: Bool { self == .completed || self == .failed }
}

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

/// The answer to `GET /v3/jobs/scans/{jobId}`, with or without the `{success, data}` envelope.
public struct ScanJobStatusReport: Sendable, Hashable {
    /// The job identifier, when the backend repeats it.
    public var jobId: String?
    /// The status.
    public var status: RecognitionJobStatus
    /// Progress in 0…1 when reported (percentages above 1 are divided by 100).
    public var progress: Double?
    /// The stage text, when reported.
    public var stage: String?
    /// Where the results can be fetched, when reported.
    public var resultsUrl: String?
    /// The failure message of a failed job, when reported.
    public var errorMessage: String?

    /// Decodes a status response.
    /// - Throws: ``RecognitionDecodingError`` when the body is not an object or lacks `status`.
    public init(data: Data) throws(RecognitionDecodingError) {
        let root = try RecognitionJSONReader.object(
            RecognitionJSON.parse(data, context: "status response body"), path: "")
        let body = root.member("data") == nil ? root : try root.requiredObject("data")
        guard let word = body.string("status") else { throw .missingField(path: body.childPath("status")) }
        self.jobId = body.string("jobId")
        self.status = RecognitionJobStatus(word)
        self.progress = body.number("progress").map { $0 > 1 ? $0 / 100 : $0 }
        self.stage = body.string("stage") ?? body.string("message")
        self.resultsUrl = body.string("resultsUrl")
        if case .object? = body.member("error") {
            self.errorMessage = RecognitionJSONReader(body.member("error") ?? .null, path: "").string("message")
        } else {
            self.errorMessage = body.string("error")
        }
    }
}

/// The answer to `GET /v3/jobs/scans/{jobId}/results`, or the books of a `completed` event.
public struct ScanJobResults: Sendable, Hashable, Codable {
    /// The books in the order sent (duplicates included; see ``RecognizedBookDeduplicator``).
    public var books: [RecognizedBook]
    /// The `summary` member as sent, when present.
    public var summary: RecognitionJSON?

    /// Creates results from their parts.
    public init(books: [RecognizedBook], summary: RecognitionJSON? = nil) {
        self.books = books
        self.summary = summary
    }

    /// Decodes a results response, with or without the `{success, data}` envelope.
    /// - Throws: ``RecognitionDecodingError`` when `books` is missing or any book is invalid,
    ///   with the book's index in the path.
    public init(data: Data) throws(RecognitionDecodingError) {
        let root = try RecognitionJSONReader.object(
            RecognitionJSON.parse(data, context: "results response body"), path: "")
        let body = root.member("data") == nil ? root : try root.requiredObject("data")
        try self.init(reader: body)
    }

    init(reader: RecognitionJSONReader) throws(RecognitionDecodingError) {
        guard let items = try reader.optionalArray("books") else {
            throw .missingField(path: reader.childPath("books"))
        }
        var books: [RecognizedBook] = []
        for (index, item) in items.enumerated() {
            books.append(try RecognizedBook(json: item, path: "\(reader.childPath("books"))[\(index)]"))
        }
        self.books = books
        self.summary = reader.member("summary")
    }
}
