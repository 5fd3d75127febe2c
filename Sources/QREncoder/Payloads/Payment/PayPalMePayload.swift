/// A PayPal.me link, `https://paypal.me/<name>[/<amount><currency>]`, which cameras open in
/// the PayPal app or site. Names are 1 to 20 letters and digits.
public struct PayPalMePayload: QRPayload, Equatable {
    /// The PayPal.me name.
    public let name: String
    /// The amount in minor units (cents) of ``currency``, or `nil` to let the payer enter it.
    public let amountMinorUnits: Int?
    /// The upper-case ISO 4217 currency of the amount, or `nil` when there is no amount.
    public let currency: String?

    /// The link.
    public var payload: String {
        var link = "https://paypal.me/\(name)"
        if let amountMinorUnits, let currency {
            link += "/" + PayloadText.decimal(amountMinorUnits, decimals: 2, trimZeros: false) + currency
        }
        return link
    }

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
        if let amountMinorUnits {
            guard amountMinorUnits > 0 && amountMinorUnits <= 1_000_000_000 else {
                throw .invalidPayloadField(field: "amountMinorUnits", reason: "must be positive and at most 10,000,000")
            }
            guard currency.count == 3, currency.unicodeScalars.allSatisfy(PayloadText.isASCIILetter) else {
                throw .invalidPayloadField(field: "currency", reason: "must be a three-letter ISO 4217 code")
            }
        }
        self.name = name
        self.amountMinorUnits = amountMinorUnits
        self.currency = amountMinorUnits == nil ? nil : currency.uppercased()
    }

    /// Reads a PayPal.me link (`paypal.me/<name>[/<amount>[<currency>]]`, also with `www.`, or
    /// `paypal.com/paypalme/<name>…`); the scheme may be in any case. An amount without a
    /// currency is read as US dollars, as PayPal.me's own default.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` for another
    ///   link, or the field the initialiser rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        guard let link = PayloadParsing.webLink(PayloadParsing.trimmed(text)) else {
            throw .invalidPayloadField(field: "payload", reason: "is not a paypal.me link")
        }
        var path = link.path.split(separator: "/")
        if link.host == "paypal.com", path.first.map(PayloadParsing.lowercasedASCII) == "paypalme" {
            path.removeFirst()
        } else if link.host != "paypal.me" {
            throw .invalidPayloadField(field: "payload", reason: "is not a paypal.me link")
        }
        guard path.count == 1 || path.count == 2 else {
            throw .invalidPayloadField(field: "payload", reason: "is not paypal.me/<name>[/<amount>]")
        }
        guard path.count == 2 else {
            try self.init(name: String(path[0]))
            return
        }
        let amountText = path[1].prefix { PayloadText.isASCIIDigit($0.unicodeScalars.first ?? "x") || $0 == "." }
        let currency = path[1].dropFirst(amountText.count)
        try self.init(
            name: String(path[0]),
            amountMinorUnits: try PayloadParsing.minorUnits(amountText, decimals: 2, field: "amountMinorUnits"),
            currency: currency.isEmpty ? "USD" : String(currency))
    }
}
