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
