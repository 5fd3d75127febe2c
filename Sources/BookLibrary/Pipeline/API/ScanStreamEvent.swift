/// One event of a scan job's server-sent event stream, decoded from its `event:` type and `data:`.
///
/// The stream sends `progress` (stage text), `result` (one book), `completed` (twice: once with
/// the books and a summary, once pointing at the results), `error` and `ping`. Unknown event types
/// decode to ``unknown(type:data:)`` so that a newer backend never breaks an older app.
public enum ScanStreamEvent: Sendable, Hashable {
    /// A stage of the recognition, for the "analyzing" label.
    case progress(ScanProgress)
    /// One recognised book; the same book may arrive again later.
    case result(RecognizedBook)
    /// The job finished; see ``ScanCompletion`` for its two shapes.
    case completed(ScanCompletion)
    /// The job failed on the server.
    case failure(ScanStreamFailure)
    /// A keep-alive.
    case ping
    /// An event type this version does not know, kept as sent.
    case unknown(type: String, data: String)

    /// Decodes one event.
    ///
    /// - Parameters:
    ///   - type: The event type (`event:` field); the empty string means `message`.
    ///   - data: The event data (`data:` lines joined with line feeds).
    /// - Throws: ``RecognitionDecodingError`` when a `result` or `completed` payload is not valid.
    ///   `progress`, `error` and `ping` never throw: their payloads may be plain text.
    public init(type: String, data: String) throws(RecognitionDecodingError) {
        switch type {
        case "progress": self = .progress(ScanProgress(data: data))
        case "result": self = .result(try RecognizedBook(jsonString: data))
        case "completed", "complete": self = .completed(try ScanCompletion(data: data))
        case "error": self = .failure(ScanStreamFailure(data: data))
        case "ping": self = .ping
        default: self = .unknown(type: type, data: data)
        }
    }

    /// Whether the stream ends after this event (no reconnect follows `completed` or `error`).
    public var endsStream: Bool {
        switch self {
        case .completed, .failure: return true
        default: return false
        }
    }
}
