/// A Venmo payment link. Phone cameras open `https://venmo.com/…` links in the Venmo app.
///
/// Without an amount: the profile link `https://venmo.com/u/<username>`. With an amount: the pay
/// link `https://venmo.com/<username>?txn=pay&amount=<dollars>&note=<text>`, which the app opens
/// with the payment pre-filled. Usernames are 5 to 30 letters, digits, `-` and `_`.
public struct VenmoPayload: QRPayload, Equatable {
    /// The link.
    public let payload: String

    /// Builds the link.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(username: String, amountCents: Int? = nil, note: String = "") throws(QRCodeError) {
        let name = username.hasPrefix("@") ? String(username.dropFirst()) : username
        guard (5...30).contains(name.count) else {
            throw .invalidPayloadField(field: "username", reason: "must be 5 to 30 characters")
        }
        try PayloadText.requireCharacters(name, field: "username", description: "letters, digits, - and _") {
            PayloadText.isASCIILetter($0) || PayloadText.isASCIIDigit($0) || $0 == "-" || $0 == "_"
        }
        guard let amountCents else {
            guard note.isEmpty else { throw .invalidPayloadField(field: "note", reason: "needs an amount") }
            payload = "https://venmo.com/u/\(name)"
            return
        }
        guard (1...500_000).contains(amountCents) else {
            throw .invalidPayloadField(field: "amountCents", reason: "must be 0.01...5000.00 USD")
        }
        var link =
            "https://venmo.com/\(name)?txn=pay&amount="
            + PayloadText.decimal(amountCents, decimals: 2, trimZeros: false)
        if !note.isEmpty { link += "&note=" + PayloadText.percentEncoded(note) }
        payload = link
    }
}

/// A PayPal.me link, `https://paypal.me/<name>[/<amount><currency>]`, which cameras open in
/// the PayPal app or site. Names are 1 to 20 letters and digits.
public struct PayPalMePayload: QRPayload, Equatable {
    /// The link.
    public let payload: String

    /// Builds the link; the amount is in minor units (cents) of a three-letter ISO 4217 currency.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(name: String, amountMinorUnits: Int? = nil, currency: String = "USD") throws(QRCodeError) {
        guard (1...20).contains(name.count) else {
            throw .invalidPayloadField(field: "name", reason: "must be 1 to 20 characters")
        }
        try PayloadText.requireCharacters(name, field: "name", description: "letters and digits") {
            PayloadText.isASCIILetter($0) || PayloadText.isASCIIDigit($0)
        }
        var link = "https://paypal.me/\(name)"
        if let amountMinorUnits {
            guard amountMinorUnits > 0 && amountMinorUnits <= 1_000_000_000 else {
                throw .invalidPayloadField(field: "amountMinorUnits", reason: "must be positive and at most 10,000,000")
            }
            guard currency.count == 3, currency.unicodeScalars.allSatisfy(PayloadText.isASCIILetter) else {
                throw .invalidPayloadField(field: "currency", reason: "must be a three-letter ISO 4217 code")
            }
            link += "/" + PayloadText.decimal(amountMinorUnits, decimals: 2, trimZeros: false) + currency.uppercased()
        }
        payload = link
    }
}

/// A Cash App link, `https://cash.app/$<cashtag>[/<dollars>]`, which cameras open in Cash App.
/// Cashtags are 1 to 20 letters, digits and `_`, with at least one letter.
public struct CashAppPayload: QRPayload, Equatable {
    /// The link.
    public let payload: String

    /// Builds the link; a leading `$` on the cashtag is optional.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(cashtag: String, amountCents: Int? = nil) throws(QRCodeError) {
        let tag = cashtag.hasPrefix("$") ? String(cashtag.dropFirst()) : cashtag
        guard (1...20).contains(tag.count), tag.unicodeScalars.contains(where: PayloadText.isASCIILetter) else {
            throw .invalidPayloadField(field: "cashtag", reason: "must be 1 to 20 characters with at least one letter")
        }
        try PayloadText.requireCharacters(tag, field: "cashtag", description: "letters, digits and _") {
            PayloadText.isASCIILetter($0) || PayloadText.isASCIIDigit($0) || $0 == "_"
        }
        var link = "https://cash.app/$\(tag)"
        if let amountCents {
            guard (1...750_000).contains(amountCents) else {
                throw .invalidPayloadField(field: "amountCents", reason: "must be 0.01...7500.00 USD")
            }
            link += "/" + PayloadText.decimal(amountCents, decimals: 2, trimZeros: true)
        }
        payload = link
    }
}

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

/// Standard Base64 with padding (RFC 4648 §4).
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let b0 = Int(bytes[index])
            let b1 = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
            let triple = b0 << 16 | b1 << 8 | b2
            output.append(alphabet[triple >> 18 & 63])
            output.append(alphabet[triple >> 12 & 63])
            output.append(index + 1 < bytes.count ? alphabet[triple >> 6 & 63] : 0x3D)
            output.append(index + 2 < bytes.count ? alphabet[triple & 63] : 0x3D)
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
