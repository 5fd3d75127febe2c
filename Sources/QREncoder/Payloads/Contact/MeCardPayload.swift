/// A contact in the compact MeCard format (NTT DoCoMo), read by most Android and iOS cameras.
///
/// `MECARD:N:<family>,<given>;TEL:…;EMAIL:…;;` with `\`, `;`, `,`, `:` and `"` escaped by a backslash.
public struct MeCardPayload: QRPayload, Equatable {
    /// The contact as the card holds it: no title (MeCard has no such field), phone numbers
    /// normalised to `+` and digits, line breaks replaced by spaces.
    public let contact: QRContact

    /// The MeCard text.
    public var payload: String {
        func escaped(_ value: String) -> String {
            PayloadText.backslashEscaped(value, special: ";,:\"")
        }
        var text = "MECARD:N:\(escaped(contact.familyName))"
        if !contact.givenName.isEmpty { text += ",\(escaped(contact.givenName))" }
        text += ";"
        if !contact.organization.isEmpty { text += "ORG:\(escaped(contact.organization));" }
        for phone in contact.phones { text += "TEL:\(phone);" }
        for email in contact.emails { text += "EMAIL:\(escaped(email));" }
        if !contact.url.isEmpty { text += "URL:\(escaped(contact.url));" }
        if !contact.address.isEmpty { text += "ADR:\(escaped(contact.address));" }
        if !contact.note.isEmpty { text += "NOTE:\(escaped(contact.note));" }
        return text + ";"
    }

    /// Builds the card; MeCard has no title field, so the title is left out.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(_ contact: QRContact) throws(QRCodeError) {
        let phones = try contact.validated()
        var normalized = contact.replacingNewlines()
        normalized.phones = phones
        normalized.title = ""
        self.contact = normalized
    }
}
