extension EPCPayload {
    /// Reads an EPC069-12 credit transfer: `BCD`, version `001` or `002`, a character set
    /// number 1 to 8 (the text has already been decoded by the scanner, so the number is only
    /// checked; the payload is written back as UTF-8, set 1), identification `SCT`, then BIC,
    /// name, IBAN, amount (`EUR` and up to two decimals, such as segno's `EUR10` or `EUR12.5`),
    /// purpose, reference, remittance text and beneficiary information. Lines end in LF or
    /// CRLF; trailing empty lines may be left out. The last field, information to the
    /// beneficiary, has no field here and is not kept.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` for a header
    ///   that is not EPC's, or the field the initialiser rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.count >= 7, lines.count <= 12, PayloadParsing.trimmed(lines[0]) == "BCD" else {
            throw .invalidPayloadField(field: "payload", reason: "is not an EPC transfer (BCD and 7 to 12 lines)")
        }
        guard lines[1] == "001" || lines[1] == "002" else {
            throw .invalidPayloadField(field: "payload", reason: "version \"\(lines[1])\" is not 001 or 002")
        }
        guard lines[2].count == 1, let charset = lines[2].first?.wholeNumberValue, (1...8).contains(charset) else {
            throw .invalidPayloadField(field: "payload", reason: "character set \"\(lines[2])\" is not 1 to 8")
        }
        guard lines[3] == "SCT" else {
            throw .invalidPayloadField(field: "payload", reason: "identification \"\(lines[3])\" is not SCT")
        }
        func line(_ index: Int) -> String { index < lines.count ? String(lines[index]) : "" }
        var amount: Int?
        let amountText = line(7)
        if !amountText.isEmpty {
            guard amountText.hasPrefix("EUR") else {
                throw .invalidPayloadField(field: "amountCents", reason: "\"\(amountText)\" is not in EUR")
            }
            amount = try PayloadParsing.minorUnits(amountText.dropFirst(3), decimals: 2, field: "amountCents")
        }
        try self.init(
            name: line(5), iban: line(6), bic: line(4), amountCents: amount, purpose: line(8), reference: line(9),
            remittance: line(10))
    }
}
