/// A Cash App link, `https://cash.app/$<cashtag>[/<dollars>]`, which cameras open in Cash App.
/// Cashtags are 1 to 20 letters, digits and `_`, with at least one letter.
public struct CashAppPayload: QRPayload, Equatable {
    /// The cashtag, without the leading `$`.
    public let cashtag: String
    /// The amount in cents, or `nil`.
    public let amountCents: Int?

    /// The link.
    public var payload: String {
        var link = "https://cash.app/$\(cashtag)"
        if let amountCents { link += "/" + PayloadText.decimal(amountCents, decimals: 2, trimZeros: true) }
        return link
    }

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
        if let amountCents {
            guard (1...750_000).contains(amountCents) else {
                throw .invalidPayloadField(field: "amountCents", reason: "must be 0.01...7500.00 USD")
            }
        }
        self.cashtag = tag
        self.amountCents = amountCents
    }

    /// Reads a Cash App link: `cash.app/$<cashtag>[/<dollars>]` or the older `cash.me/…`, with or
    /// without `www.`; the scheme may be in any case and the `$` may be percent-encoded (`%24`).
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` for another
    ///   link, or the field the initialiser rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        guard let link = PayloadParsing.webLink(PayloadParsing.trimmed(text)),
            link.host == "cash.app" || link.host == "cash.me"
        else {
            throw .invalidPayloadField(field: "payload", reason: "is not a cash.app link")
        }
        let path = link.path.split(separator: "/")
        guard path.count == 1 || path.count == 2 else {
            throw .invalidPayloadField(field: "payload", reason: "is not cash.app/$<cashtag>[/<amount>]")
        }
        let tag = try PayloadParsing.percentDecoded(path[0], field: "cashtag")
        guard tag.hasPrefix("$") else { throw .invalidPayloadField(field: "cashtag", reason: "must start with $") }
        let amount = path.count == 2 ? try PayloadParsing.minorUnits(path[1], decimals: 2, field: "amountCents") : nil
        try self.init(cashtag: tag, amountCents: amount)
    }
}
