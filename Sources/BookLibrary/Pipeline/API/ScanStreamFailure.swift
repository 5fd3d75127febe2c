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
