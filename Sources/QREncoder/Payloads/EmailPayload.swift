/// An e-mail draft as a `mailto:` URI (RFC 6068).
public struct EmailPayload: QRPayload, Equatable {
    /// The `mailto:` URI.
    public let payload: String

    /// Builds the URI; subject and body are percent-encoded.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `address`.
    public init(address: String, subject: String = "", body: String = "") throws(QRCodeError) {
        try PayloadText.requireEmail(address, field: "address")
        var query: [String] = []
        if !subject.isEmpty { query.append("subject=" + PayloadText.percentEncoded(subject)) }
        if !body.isEmpty { query.append("body=" + PayloadText.percentEncoded(body)) }
        payload = "mailto:" + address + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
