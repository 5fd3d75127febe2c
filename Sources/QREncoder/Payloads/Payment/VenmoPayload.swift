/// A Venmo payment link. Phone cameras open `https://venmo.com/…` links in the Venmo app.
///
/// Without an amount: the profile link `https://venmo.com/u/<username>`. With an amount: the pay
/// link `https://venmo.com/<username>?txn=pay&amount=<dollars>&note=<text>`, which the app opens
/// with the payment pre-filled. Usernames are 5 to 30 letters, digits, `-` and `_`.
public struct VenmoPayload: QRPayload, Equatable {
    /// The username, without a leading `@`.
    public let username: String
    /// The amount in cents, or `nil` for a profile link.
    public let amountCents: Int?
    /// The payment note; empty for none (and always empty without an amount).
    public let note: String

    /// The link.
    public var payload: String {
        guard let amountCents else { return "https://venmo.com/u/\(username)" }
        var link =
            "https://venmo.com/\(username)?txn=pay&amount="
            + PayloadText.decimal(amountCents, decimals: 2, trimZeros: false)
        if !note.isEmpty { link += "&note=" + PayloadText.percentEncoded(note) }
        return link
    }

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
        if let amountCents {
            guard (1...500_000).contains(amountCents) else {
                throw .invalidPayloadField(field: "amountCents", reason: "must be 0.01...5000.00 USD")
            }
        } else if !note.isEmpty {
            throw .invalidPayloadField(field: "note", reason: "needs an amount")
        }
        try PayloadText.requireLength(note, atMost: 280, field: "note")
        self.username = name
        self.amountCents = amountCents
        self.note = note
    }

    /// Reads a Venmo link: `https://venmo.com/u/<name>`, `https://venmo.com/<name>` with an
    /// optional `?txn=pay&amount=…&note=…` query (also on `account.venmo.com` and `www.`), or the
    /// app's `venmo://paycharge?txn=pay&recipients=<name>&amount=…&note=…`; schemes in any case.
    /// A request (`txn=charge`) is refused: this type describes payments to the user.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` for another
    ///   link, or the field the initialiser rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        let trimmed = PayloadParsing.trimmed(text)
        let username: Substring
        let query: Substring
        if let rest = PayloadParsing.dropScheme("venmo://paycharge", from: trimmed) {
            query = PayloadParsing.splitQuery(rest).query
            guard let recipients = PayloadParsing.queryItems(query).last(where: { $0.name == "recipients" }) else {
                throw .invalidPayloadField(field: "username", reason: "the link names no recipient")
            }
            username = recipients.value
        } else if let link = PayloadParsing.webLink(trimmed),
            link.host == "venmo.com" || link.host == "account.venmo.com"
        {
            var path = link.path.split(separator: "/")
            if path.first == "u" { path.removeFirst() }
            guard path.count == 1 else {
                throw .invalidPayloadField(field: "payload", reason: "is not a Venmo profile or pay link")
            }
            username = path[0]
            query = link.query
        } else {
            throw .invalidPayloadField(field: "payload", reason: "is not a venmo.com or venmo:// link")
        }
        var amount: Int?
        var note = ""
        for item in PayloadParsing.queryItems(query) {
            switch item.name {
            case "txn" where PayloadParsing.lowercasedASCII(item.value) != "pay":
                throw .invalidPayloadField(field: "payload", reason: "only pay links (txn=pay) are supported")
            case "amount": amount = try PayloadParsing.minorUnits(item.value, decimals: 2, field: "amountCents")
            case "note": note = try PayloadParsing.percentDecoded(item.value, field: "note", plusIsSpace: true)
            default: continue
            }
        }
        try self.init(
            username: try PayloadParsing.percentDecoded(username, field: "username"), amountCents: amount, note: note)
    }
}
