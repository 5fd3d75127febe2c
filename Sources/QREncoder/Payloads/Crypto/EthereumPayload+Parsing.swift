extension EthereumPayload {
    /// Reads an EIP-681 payment URI: `ethereum:` in any case, an optional `pay-` prefix, the
    /// address, an optional `@<chain id>` and the `value` parameter in wei, written as digits or
    /// in EIP-681's scientific notation (`2.014e18`). Gas parameters are not kept. A function
    /// call (`/transfer?…`, such as an ERC-20 token transfer) or an ENS name is refused: this
    /// type describes ether sent to an address.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload`, `chainID`
    ///   or `valueWei`, or the field the initialiser rejects.
    /// - Complexity: O(n) plus the address checksum.
    public init(parsing text: String) throws(QRCodeError) {
        guard var rest = PayloadParsing.dropScheme("ethereum:", from: PayloadParsing.trimmed(text)) else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with ethereum:")
        }
        if let afterPay = PayloadParsing.dropScheme("pay-", from: rest) { rest = afterPay }
        let (target, query) = PayloadParsing.splitQuery(rest)
        if target.contains("/") {
            throw .invalidPayloadField(field: "payload", reason: "function calls are not supported")
        }
        let pieces = target.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var chainID: Int?
        if pieces.count == 2 {
            guard let chain = Int(pieces[1]), pieces[1].count <= 18 else {
                throw .invalidPayloadField(field: "chainID", reason: "\"\(pieces[1])\" is not a chain number")
            }
            chainID = chain
        }
        var value = ""
        for item in PayloadParsing.queryItems(query) where item.name == "value" {
            value = try Self.integerDigits(item.value)
        }
        try self.init(address: String(pieces[0]), chainID: chainID, valueWei: value)
    }

    /// The decimal digits of an EIP-681 number: digits with an optional fraction and an
    /// optional `e` exponent, which must come out a whole number of at most 78 digits.
    static func integerDigits(_ text: Substring) throws(QRCodeError) -> String {
        let lowered = PayloadParsing.lowercasedASCII(text)
        let parts = lowered.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = mantissa[0]
        let fraction = mantissa.count > 1 ? mantissa[1] : ""
        var exponent = 0
        if parts.count == 2 {
            guard let value = Int(parts[1]), (0...78).contains(value) else {
                throw .invalidPayloadField(field: "valueWei", reason: "exponent of \"\(text)\" is not 0...78")
            }
            exponent = value
        }
        var digits = whole + fraction
        guard !digits.isEmpty, digits.count <= 100, digits.unicodeScalars.allSatisfy(PayloadText.isASCIIDigit),
            fraction.count <= exponent || fraction.allSatisfy({ $0 == "0" })
        else {
            throw .invalidPayloadField(field: "valueWei", reason: "\"\(text)\" is not a whole number of wei")
        }
        if fraction.count <= exponent {
            digits += String(repeating: "0", count: exponent - fraction.count)
        } else {
            digits = whole + String(repeating: "0", count: exponent)
        }
        while digits.count > 1 && digits.hasPrefix("0") { digits.removeFirst() }
        if parts.count == 1 && fraction.isEmpty { return String(whole) }
        return String(digits)
    }
}
