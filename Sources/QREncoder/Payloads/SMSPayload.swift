/// A text message as an `sms:` URI with a body (RFC 5724), which iOS and Android both open.
public struct SMSPayload: QRPayload, Equatable {
    /// The `sms:` URI.
    public let payload: String

    /// Builds the URI; the message is percent-encoded.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `number` or `message`.
    public init(number: String, message: String = "") throws(QRCodeError) {
        let phone = try PayloadText.normalizedPhone(number, field: "number")
        try PayloadText.requireLength(message, atMost: 1_000, field: "message")
        payload = message.isEmpty ? "sms:\(phone)" : "sms:\(phone)?body=\(PayloadText.percentEncoded(message))"
    }
}
