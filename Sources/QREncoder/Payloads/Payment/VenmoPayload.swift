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
