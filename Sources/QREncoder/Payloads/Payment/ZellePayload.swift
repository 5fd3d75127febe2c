/// A Zelle recipient code, in the form the Zelle app and bank apps print and scan:
/// `https://enroll.zellepay.com/qr-codes?data=<Base64 of {"name","token","action"}>`, where the
/// token is the recipient's enrolled e-mail address or U.S. mobile number. Zelle codes carry no
/// amount; the payer enters it.
public struct ZellePayload: QRPayload, Equatable {
    /// The link.
    public let payload: String

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
        let json =
            "{\"name\":\"\(Self.jsonEscaped(name))\",\"token\":\"\(Self.jsonEscaped(normalized))\",\"action\":\"payment\"}"
        payload =
            "https://enroll.zellepay.com/qr-codes?data=" + PayloadText.percentEncoded(Base64.encode(Array(json.utf8)))
    }

    /// Escapes `"` and `\` for a JSON string (controls were rejected before).
    static func jsonEscaped(_ value: String) -> String {
        PayloadText.backslashEscaped(value, special: "\"")
    }
}
