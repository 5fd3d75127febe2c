import Foundation

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
        case "result": self = .result(try RecognizedBook(jsonText: data))
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

/// The payload of a `progress` event: plain stage text, or an object with `stage`/`message` and an
/// optional `progress` number.
public struct ScanProgress: Sendable, Hashable {
    /// The stage text to show, as sent.
    public var stage: String
    /// Progress in 0…1, when sent (percentages above 1 are divided by 100).
    public var fraction: Double?

    /// Creates progress from its parts.
    public init(stage: String, fraction: Double? = nil) {
        self.stage = stage
        self.fraction = fraction
    }

    /// Reads a `progress` payload; text that is not a JSON object is the stage text itself.
    public init(data: String) {
        guard let json = try? RecognitionJSON.parse(data, context: "progress event"), case .object = json
        else {
            self.init(stage: data.scanTrimmed)
            return
        }
        let reader = RecognitionJSONReader(json, path: "")
        let stage = reader.string("stage") ?? reader.string("message") ?? reader.string("status") ?? ""
        let fraction = reader.number("progress").map { $0 > 1 ? $0 / 100 : $0 }
        self.init(stage: stage, fraction: fraction)
    }
}

/// The payload of a `completed` event, which the backend sends in two shapes.
public enum ScanCompletion: Sendable, Hashable {
    /// `{books: [...], summary: {...}}`: the full results inline.
    case books(ScanJobResults)
    /// `{type: "complete", resultsUrl}`: the results are at the given address.
    case resultsAvailable(resultsUrl: String?)

    /// Decodes a `completed` payload; an object with a `books` array is the first shape, any other
    /// object the second.
    /// - Throws: ``RecognitionDecodingError`` when the payload is not a JSON object or a book in
    ///   it is invalid.
    public init(data: String) throws(RecognitionDecodingError) {
        let reader = try RecognitionJSONReader.object(
            RecognitionJSON.parse(data, context: "completed event"), path: "")
        if try reader.optionalArray("books") != nil {
            self = .books(try ScanJobResults(reader: reader))
        } else {
            self = .resultsAvailable(resultsUrl: reader.string("resultsUrl"))
        }
    }
}

/// The payload of an `error` event: a JSON object with a `message` (or an RFC 9457 `detail`),
/// optional `code` and `retryable`, or plain text.
public struct ScanStreamFailure: Sendable, Hashable {
    /// The message to show.
    public var message: String
    /// The machine-readable code, when sent.
    public var code: String?
    /// Whether the backend says a new attempt may succeed; `nil` when it did not say.
    public var retryable: Bool?

    /// Creates a failure from its parts.
    public init(message: String, code: String? = nil, retryable: Bool? = nil) {
        self.message = message
        self.code = code
        self.retryable = retryable
    }

    /// Reads an `error` payload; text that is not a JSON object is the message itself.
    public init(data: String) {
        guard let json = try? RecognitionJSON.parse(data, context: "error event"), case .object = json
        else {
            let text = data.scanTrimmed
            self.init(message: text.isEmpty ? "The recognition failed." : text)
            return
        }
        let reader = RecognitionJSONReader(json, path: "")
        let message =
            reader.string("message") ?? reader.string("detail") ?? reader.string("title")
            ?? reader.string("error") ?? "The recognition failed."
        self.init(message: message, code: reader.string("code"), retryable: reader.bool("retryable"))
    }
}
