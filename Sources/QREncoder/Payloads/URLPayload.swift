/// A web address. Camera apps open `http` and `https` links; other schemes are rejected.
public struct URLPayload: QRPayload, Equatable {
    /// The URL, as given.
    public let url: String

    /// The text to encode: ``url`` unchanged.
    public var payload: String { url }

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
        self.url = url
    }

    /// Reads a link, ignoring spaces and line breaks around it; the scheme may be in any case.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `url`.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        try self.init(String(PayloadParsing.trimmed(text)))
    }
}
