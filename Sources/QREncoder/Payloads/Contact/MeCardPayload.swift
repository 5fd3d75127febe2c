/// A contact in the compact MeCard format (NTT DoCoMo), read by most Android and iOS cameras.
///
/// `MECARD:N:<family>,<given>;TEL:…;EMAIL:…;;` with `\`, `;`, `,`, `:` and `"` escaped by a backslash.
public struct MeCardPayload: QRPayload, Equatable {
    /// The MeCard text.
    public let payload: String

    /// Builds the card; MeCard has no title field, so the title is left out.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(_ contact: QRContact) throws(QRCodeError) {
        let phones = try contact.validated()
        func escaped(_ value: String) -> String {
            PayloadText.backslashEscaped(value.replacingNewlines(), special: ";,:\"")
        }
        var text = "MECARD:N:\(escaped(contact.familyName))"
        if !contact.givenName.isEmpty { text += ",\(escaped(contact.givenName))" }
        text += ";"
        if !contact.organization.isEmpty { text += "ORG:\(escaped(contact.organization));" }
        for phone in phones { text += "TEL:\(phone);" }
        for email in contact.emails { text += "EMAIL:\(escaped(email));" }
        if !contact.url.isEmpty { text += "URL:\(escaped(contact.url));" }
        if !contact.address.isEmpty { text += "ADR:\(escaped(contact.address));" }
        if !contact.note.isEmpty { text += "NOTE:\(escaped(contact.note));" }
        payload = text + ";"
    }
}

extension String {
    /// The string with CR and LF replaced by spaces (for one-line formats).
    fileprivate func replacingNewlines() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }
}
