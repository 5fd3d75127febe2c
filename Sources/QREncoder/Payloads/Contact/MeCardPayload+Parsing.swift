extension MeCardPayload {
    /// Reads a `MECARD:` string, as written by this type or by other generators.
    ///
    /// Accepted: the scheme in any case; backslash escapes of any character; one, two or no
    /// final semicolons. `N:family,given` (an unescaped comma separates the names), `TEL`,
    /// `TEL-AV` and `TELAV` (all kept as phones), `EMAIL`, `ORG`, the first `URL`, the first
    /// `ADR` (its comma-separated parts joined with ", ", as segno writes seven), and `NOTE` or
    /// `MEMO`. `SOUND`, `NICKNAME` and `BDAY` have no field in ``QRContact`` and are not kept.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` when the text
    ///   is not a `MECARD:` string, or the contact field that fails validation.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        guard let body = PayloadParsing.dropScheme("MECARD:", from: PayloadParsing.trimmed(text)) else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with MECARD:")
        }
        var contact = QRContact()
        var firstURL: String?
        var firstAddress: String?
        var notes: [String] = []
        for field in PayloadParsing.splitUnescaped(body, separator: ";") where !field.isEmpty {
            guard let colon = PayloadParsing.splitUnescaped(field, separator: ":").first?.endIndex,
                colon < field.endIndex
            else {
                throw .invalidPayloadField(field: "payload", reason: "field \"\(field)\" has no colon")
            }
            let raw = field[field.index(after: colon)...]
            let value = PayloadParsing.unescaped(raw)
            func parts() -> [String] {
                PayloadParsing.splitUnescaped(raw, separator: ",").map { PayloadParsing.unescaped($0) }
            }
            switch field[..<colon].uppercased() {
            case "N":
                let names = parts()
                contact.familyName = names[0]
                contact.givenName = names.dropFirst().joined(separator: " ")
            case "TEL", "TEL-AV", "TELAV": contact.phones.append(value)
            case "EMAIL": contact.emails.append(value)
            case "ORG": contact.organization = value
            case "URL": firstURL = firstURL ?? value
            case "ADR": firstAddress = firstAddress ?? parts().filter { !$0.isEmpty }.joined(separator: ", ")
            case "NOTE", "MEMO": notes.append(value)
            default: continue
            }
        }
        contact.url = firstURL ?? ""
        contact.address = firstAddress ?? ""
        contact.note = notes.joined(separator: " ")
        try self.init(contact)
    }
}
