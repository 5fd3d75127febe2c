/// A Zelle recipient code, in the form the Zelle app and bank apps print and scan:
/// `https://enroll.zellepay.com/qr-codes?data=<Base64 of {"name","token","action"}>`, where the
/// token is the recipient's enrolled e-mail address or U.S. mobile number. Zelle codes carry no
/// amount; the payer enters it.
public struct ZellePayload: QRPayload, Equatable {
    /// The recipient's name.
    public let name: String
    /// The enrolled e-mail address, or the 10-digit U.S. mobile number.
    public let token: String

    /// The link.
    public var payload: String {
        let json =
            "{\"name\":\"\(Self.jsonEscaped(name))\",\"token\":\"\(Self.jsonEscaped(token))\",\"action\":\"payment\"}"
        return "https://enroll.zellepay.com/qr-codes?data="
            + PayloadText.percentEncoded(Base64.encode(Array(json.utf8)))
    }

    /// Builds the code for a recipient name and an e-mail or phone token.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `name` or `token`.
    public init(name: String, token: String) throws(QRCodeError) {
        try PayloadText.requireNonEmpty(name, field: "name")
        try PayloadText.requireNoControls(name, field: "name")
        guard name.count <= 60 else {
            throw .invalidPayloadField(field: "name", reason: "is longer than 60 characters")
        }
        let normalized: String
        if token.contains("@") {
            try PayloadText.requireEmail(token, field: "token")
            normalized = token
        } else {
            let phone = try PayloadText.normalizedPhone(token, field: "token")
            let digits = phone.unicodeScalars.filter(PayloadText.isASCIIDigit)
            guard digits.count == 10 || (digits.count == 11 && digits.first == "1") else {
                throw .invalidPayloadField(field: "token", reason: "must be an e-mail or a U.S. mobile number")
            }
            normalized = String(String.UnicodeScalarView(digits.suffix(10)))
        }
        self.name = name
        self.token = normalized
    }

    /// Escapes `"` and `\` for a JSON string (controls were rejected before).
    static func jsonEscaped(_ value: String) -> String {
        PayloadText.backslashEscaped(value, special: "\"")
    }

    /// Reads a Zelle code link (`zellepay.com/qr-codes?data=…` on any subdomain, scheme in any
    /// case), whose `data` is Base64 (standard or URL-safe, padding optional, possibly
    /// percent-encoded) of a JSON object with string members `name` and `token`.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` for another
    ///   link or undecodable data, or the field the initialiser rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        guard let link = PayloadParsing.webLink(PayloadParsing.trimmed(text)),
            link.host == "zellepay.com" || link.host.hasSuffix(".zellepay.com")
        else {
            throw .invalidPayloadField(field: "payload", reason: "is not a zellepay.com link")
        }
        guard let data = PayloadParsing.queryItems(link.query).last(where: { $0.name == "data" }) else {
            throw .invalidPayloadField(field: "payload", reason: "has no data parameter")
        }
        let base64 = try PayloadParsing.percentDecoded(data.value, field: "payload")
        guard let bytes = Base64.decode(base64) else {
            throw .invalidPayloadField(field: "payload", reason: "data is not Base64")
        }
        let members = try FlatJSONObject.members(String(decoding: bytes, as: UTF8.self))
        guard let name = members["name"], let token = members["token"] else {
            throw .invalidPayloadField(field: "payload", reason: "data lacks a name or a token")
        }
        try self.init(name: name, token: token)
    }
}
