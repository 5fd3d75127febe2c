/// An e-mail draft as a `mailto:` URI (RFC 6068).
public struct EmailPayload: QRPayload, Equatable {
    /// The recipients; at least one.
    public let to: [String]
    /// Carbon-copy recipients.
    public let cc: [String]
    /// Blind carbon-copy recipients.
    public let bcc: [String]
    /// The subject; empty for none.
    public let subject: String
    /// The message body; empty for none.
    public let body: String

    /// The first recipient.
    public var address: String { to[0] }

    /// The `mailto:` URI: recipients joined by commas, then `cc`, `bcc`, `subject` and `body`
    /// header fields, subject and body percent-encoded (RFC 6068 §2).
    public var payload: String {
        var query: [String] = []
        if !cc.isEmpty { query.append("cc=" + cc.joined(separator: ",")) }
        if !bcc.isEmpty { query.append("bcc=" + bcc.joined(separator: ",")) }
        if !subject.isEmpty { query.append("subject=" + PayloadText.percentEncoded(subject)) }
        if !body.isEmpty { query.append("body=" + PayloadText.percentEncoded(body)) }
        return "mailto:" + to.joined(separator: ",") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// Builds the URI for one recipient; subject and body are percent-encoded.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `address`.
    public init(address: String, subject: String = "", body: String = "") throws(QRCodeError) {
        try PayloadText.requireEmail(address, field: "address")
        try self.init(to: [address], subject: subject, body: body)
    }

    /// Builds the URI for several recipients.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `to`, `cc` or `bcc` for
    ///   an address that is not an e-mail address (or no `to` at all), or `subject` or `body` for
    ///   text over 2,000 bytes.
    public init(to: [String], cc: [String] = [], bcc: [String] = [], subject: String = "", body: String = "")
        throws(QRCodeError)
    {
        if to.isEmpty { throw .invalidPayloadField(field: "to", reason: "needs at least one address") }
        for (field, list) in [("to", to), ("cc", cc), ("bcc", bcc)] {
            for address in list {
                try PayloadText.requireEmail(address, field: field)
                if address.contains(",") || address.contains("?") || address.contains("&") {
                    throw .invalidPayloadField(field: field, reason: "\"\(address)\" contains , ? or &")
                }
            }
        }
        try PayloadText.requireLengths(atMost: 2_000, ["subject": subject, "body": body])
        self.to = to
        self.cc = cc
        self.bcc = bcc
        self.subject = subject
        self.body = body
    }

    /// Reads a `mailto:` URI (RFC 6068: several recipients, `to`, `cc`, `bcc`, `subject` and
    /// `body` header fields, percent escapes; other header fields are ignored) or the
    /// `MATMSG:TO:…;SUB:…;BODY:…;;` form of NTT DoCoMo and ZXing; schemes in any case.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` when neither
    ///   form starts the text, or the field the initialiser rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        let trimmed = PayloadParsing.trimmed(text)
        if let fields = PayloadParsing.dropScheme("MATMSG:", from: trimmed) {
            var to: [String] = []
            var subject = ""
            var body = ""
            for field in PayloadParsing.splitUnescaped(fields, separator: ";") {
                guard let colon = field.firstIndex(of: ":") else { continue }
                let value = PayloadParsing.unescaped(field[field.index(after: colon)...])
                switch field[..<colon].uppercased() {
                case "TO": to.append(value)
                case "SUB": subject = value
                case "BODY": body = value
                default: continue
                }
            }
            try self.init(to: to, subject: subject, body: body)
            return
        }
        guard let rest = PayloadParsing.dropScheme("mailto:", from: trimmed) else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with mailto: or MATMSG:")
        }
        let (path, query) = PayloadParsing.splitQuery(rest)
        func addresses(_ raw: Substring, field: String) throws(QRCodeError) -> [String] {
            var result: [String] = []
            for piece in raw.split(separator: ",") {
                result.append(try PayloadParsing.percentDecoded(PayloadParsing.trimmed(piece), field: field))
            }
            return result
        }
        var to = try addresses(path, field: "to")
        var cc: [String] = []
        var bcc: [String] = []
        var subject = ""
        var body = ""
        for item in PayloadParsing.queryItems(query) {
            switch item.name {
            case "to": to += try addresses(item.value, field: "to")
            case "cc": cc += try addresses(item.value, field: "cc")
            case "bcc": bcc += try addresses(item.value, field: "bcc")
            case "subject": subject = try PayloadParsing.percentDecoded(item.value, field: "subject")
            case "body": body = try PayloadParsing.percentDecoded(item.value, field: "body")
            default: continue
            }
        }
        try self.init(to: to, cc: cc, bcc: bcc, subject: subject, body: body)
    }
}
