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
