/// A contact as a vCard 3.0 (RFC 2426), which iOS and Android cameras offer to add to contacts.
///
/// Text values escape `\`, `,` and `;` with a backslash and newlines as `\n` (RFC 2426 §4);
/// lines end in CRLF and are folded at 75 octets (RFC 2425 §5.8.1).
public struct VCardPayload: QRPayload, Equatable {
    /// The contact as the card holds it: phone numbers normalised to `+` and digits, carriage
    /// returns removed from text.
    public let contact: QRContact

    /// The vCard text.
    public var payload: String {
        let escaped = PayloadText.contentLineEscaped
        var lines = ["BEGIN:VCARD", "VERSION:3.0"]
        lines.append("N:\(escaped(contact.familyName));\(escaped(contact.givenName));;;")
        let formatted = [contact.givenName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        lines.append("FN:\(escaped(formatted))")
        if !contact.organization.isEmpty { lines.append("ORG:\(escaped(contact.organization))") }
        if !contact.title.isEmpty { lines.append("TITLE:\(escaped(contact.title))") }
        for phone in contact.phones { lines.append("TEL;TYPE=VOICE:\(phone)") }
        for email in contact.emails { lines.append("EMAIL;TYPE=INTERNET:\(email)") }
        if !contact.url.isEmpty { lines.append("URL:\(escaped(contact.url))") }
        if !contact.address.isEmpty { lines.append("ADR:;;\(escaped(contact.address));;;;") }
        if !contact.note.isEmpty { lines.append("NOTE:\(escaped(contact.note))") }
        lines.append("END:VCARD")
        return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
    }

    /// Builds the card.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(_ contact: QRContact) throws(QRCodeError) {
        let phones = try contact.validated()
        var normalized = contact.removingCarriageReturns()
        normalized.phones = phones
        self.contact = normalized
    }

    /// Folds a line into 75-octet pieces, continuing with CRLF and a space, never splitting a
    /// UTF-8 sequence.
    static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            if octets + width > 75 {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += width
        }
        return result
    }
}
