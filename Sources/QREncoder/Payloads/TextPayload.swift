/// Plain text, encoded as it is.
public struct TextPayload: QRPayload, Equatable {
    /// The text.
    public let payload: String

    /// Wraps non-empty text.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` for empty text.
    public init(_ text: String) throws(QRCodeError) {
        try PayloadText.requireNonEmpty(text, field: "text")
        payload = text
    }
}
