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

/// A web address. Camera apps open `http` and `https` links; other schemes are rejected.
public struct URLPayload: QRPayload, Equatable {
    /// The URL.
    public let payload: String

    /// Checks that the URL is absolute `http` or `https` with a host, and has no spaces or controls.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `url`.
    public init(_ url: String) throws(QRCodeError) {
        try PayloadText.requireNoControls(url, field: "url")
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = url.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = url.dropFirst(7)
        } else {
            throw .invalidPayloadField(field: "url", reason: "must start with http:// or https://")
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if host.isEmpty { throw .invalidPayloadField(field: "url", reason: "has no host") }
        if url.contains(" ") { throw .invalidPayloadField(field: "url", reason: "contains a space; percent-encode it") }
        payload = url
    }
}

/// A telephone number as a `tel:` URI (RFC 3966), which phones offer to call.
public struct PhonePayload: QRPayload, Equatable {
    /// The `tel:` URI.
    public let payload: String

    /// Normalises the number (keeping a leading + and the digits).
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `number`.
    public init(number: String) throws(QRCodeError) {
        payload = "tel:" + (try PayloadText.normalizedPhone(number, field: "number"))
    }
}

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

/// A location as a `geo:` URI (RFC 5870), which map apps open.
public struct GeoPayload: QRPayload, Equatable {
    /// The `geo:` URI.
    public let payload: String

    /// Builds the URI from coordinates in millionths of a degree (so that no floating-point
    /// formatting is involved): latitude −90 000 000...90 000 000, longitude −180 000 000...180 000 000.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the coordinate.
    public init(latitudeMicrodegrees: Int, longitudeMicrodegrees: Int) throws(QRCodeError) {
        guard abs(latitudeMicrodegrees) <= 90_000_000 else {
            throw .invalidPayloadField(field: "latitude", reason: "must be within −90...90 degrees")
        }
        guard abs(longitudeMicrodegrees) <= 180_000_000 else {
            throw .invalidPayloadField(field: "longitude", reason: "must be within −180...180 degrees")
        }
        func format(_ micro: Int) -> String {
            (micro < 0 ? "-" : "") + PayloadText.decimal(abs(micro), decimals: 6, trimZeros: true)
        }
        payload = "geo:\(format(latitudeMicrodegrees)),\(format(longitudeMicrodegrees))"
    }
}
