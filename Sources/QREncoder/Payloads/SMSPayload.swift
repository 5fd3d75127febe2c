/// A text message as an `sms:` URI with a body (RFC 5724), which iOS and Android both open.
public struct SMSPayload: QRPayload, Equatable {
    /// The recipient: an optional leading `+` and digits only.
    public let number: String
    /// The message; empty for none.
    public let message: String

    /// The `sms:` URI.
    public var payload: String {
        message.isEmpty ? "sms:\(number)" : "sms:\(number)?body=\(PayloadText.percentEncoded(message))"
    }

    /// Builds the URI; the message is percent-encoded.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `number` or `message`.
    public init(number: String, message: String = "") throws(QRCodeError) {
        self.number = try PayloadText.normalizedPhone(number, field: "number")
        try PayloadText.requireLength(message, atMost: 1_000, field: "message")
        self.message = message
    }

    /// Reads an `sms:` URI (RFC 5724, with `?body=` or the `&body=` some generators write) or the
    /// `SMSTO:<number>:<message>` form of ZXing and many generators; schemes in any case.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` when neither
    ///   scheme starts the text, or the field the initialiser rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        let trimmed = PayloadParsing.trimmed(text)
        if let rest = PayloadParsing.dropScheme("SMSTO:", from: trimmed) {
            let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            try self.init(number: String(parts[0]), message: parts.count > 1 ? String(parts[1]) : "")
            return
        }
        guard let rest = PayloadParsing.dropScheme("sms:", from: trimmed) else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with sms: or SMSTO:")
        }
        let separator = rest.firstIndex { $0 == "?" || $0 == "&" } ?? rest.endIndex
        var body = ""
        if separator < rest.endIndex {
            for item in PayloadParsing.queryItems(rest[rest.index(after: separator)...]) where item.name == "body" {
                body = try PayloadParsing.percentDecoded(item.value, field: "message")
            }
        }
        let number = try PayloadParsing.percentDecoded(rest[..<separator], field: "number")
        try self.init(number: number, message: body)
    }
}
