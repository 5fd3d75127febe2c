extension VCardPayload {
    /// Reads a vCard 2.1 (without quoted-printable), 3.0 (RFC 2426) or 4.0 (RFC 6350).
    ///
    /// Lines may end in CRLF, LF or CR and be folded (a line starting with a space or tab
    /// continues the previous one); property names, groups (`item1.TEL`) and parameters are
    /// handled in any case; text values are unescaped (`\n`, `\,`, `\;`, `\\`). Read into
    /// ``QRContact``: `N` (family and given names; without `N`, the whole `FN` becomes the given
    /// name), `ORG` (units joined with ", "), `TITLE`, every `TEL` (a `tel:` URI value is
    /// accepted), every `EMAIL`, the first `URL`, the first `ADR` (its non-empty components
    /// joined with ", ") and `NOTE`. Other properties (`PHOTO`, `BDAY`, `NICKNAME`, name prefixes
    /// and suffixes…) have no field in ``QRContact`` and are not kept.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` when the text
    ///   is not one `BEGIN:VCARD` … `END:VCARD` object, or the contact field that fails
    ///   validation.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        let lines = PayloadParsing.contentLines(PayloadParsing.trimmed(text))
        guard let first = lines.first, first.name == "BEGIN", first.value.uppercased() == "VCARD" else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with BEGIN:VCARD")
        }
        guard let last = lines.last, last.name == "END", last.value.uppercased() == "VCARD" else {
            throw .invalidPayloadField(field: "payload", reason: "does not end with END:VCARD")
        }
        var contact = QRContact()
        var formattedName = ""
        var firstURL: String?
        var firstAddress: String?
        var notes: [String] = []
        for line in lines.dropFirst().dropLast() {
            if line.hasParameter("ENCODING", value: "QUOTED-PRINTABLE") {
                throw .invalidPayloadField(field: "payload", reason: "quoted-printable values are not supported")
            }
            func components() -> [String] {
                PayloadParsing.splitUnescaped(line.value, separator: ";").map {
                    PayloadParsing.unescaped($0, newlines: true)
                }
            }
            let text = PayloadParsing.unescaped(line.value, newlines: true)
            switch line.name {
            case "VERSION":
                guard ["2.1", "3.0", "4.0"].contains(text) else {
                    throw .invalidPayloadField(field: "payload", reason: "vCard version \(text) is not 2.1, 3.0 or 4.0")
                }
            case "BEGIN", "END":
                throw .invalidPayloadField(field: "payload", reason: "nested objects are not supported")
            case "N":
                let parts = components()
                contact.familyName = parts[0]
                contact.givenName = parts.count > 1 ? parts[1] : ""
            case "FN": formattedName = text
            case "ORG": contact.organization = components().filter { !$0.isEmpty }.joined(separator: ", ")
            case "TITLE": contact.title = text
            case "TEL":
                var number = Substring(text)
                if let uri = PayloadParsing.dropScheme("tel:", from: number) { number = uri }
                contact.phones.append(String(number))
            case "EMAIL": contact.emails.append(text)
            case "URL": firstURL = firstURL ?? text
            case "ADR": firstAddress = firstAddress ?? components().filter { !$0.isEmpty }.joined(separator: ", ")
            case "NOTE": notes.append(text)
            default: continue
            }
        }
        contact.url = firstURL ?? ""
        contact.address = firstAddress ?? ""
        contact.note = notes.joined(separator: "\n")
        if contact.familyName.isEmpty && contact.givenName.isEmpty { contact.givenName = formattedName }
        try self.init(contact)
    }
}
