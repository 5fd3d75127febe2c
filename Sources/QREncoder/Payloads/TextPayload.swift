/// Plain text, encoded as it is.
public struct TextPayload: QRPayload, Equatable {
    /// The text.
    public let text: String

    /// The text to encode: ``text`` unchanged.
    public var payload: String { text }

    /// Wraps non-empty text.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` for empty text.
    public init(_ text: String) throws(QRCodeError) {
        try PayloadText.requireNonEmpty(text, field: "text")
        self.text = text
    }

    /// Reads any non-empty text as it is (the same as ``init(_:)``).
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` for empty text.
    /// - Complexity: O(1).
    public init(parsing text: String) throws(QRCodeError) {
        try self.init(text)
    }
}
