/// The fields of a contact card, shared by ``VCardPayload`` and ``MeCardPayload``.
public struct QRContact: Equatable, Sendable {
    /// Family name.
    public var familyName: String
    /// Given name.
    public var givenName: String
    /// Organisation.
    public var organization: String
    /// Job title.
    public var title: String
    /// Phone numbers.
    public var phones: [String]
    /// E-mail addresses.
    public var emails: [String]
    /// A web address.
    public var url: String
    /// A postal address on one line.
    public var address: String
    /// A free-text note.
    public var note: String

    /// Creates a contact; at least one name is required when a payload is built.
    public init(
        familyName: String = "",
        givenName: String = "",
        organization: String = "",
        title: String = "",
        phones: [String] = [],
        emails: [String] = [],
        url: String = "",
        address: String = "",
        note: String = ""
    ) {
        self.familyName = familyName
        self.givenName = givenName
        self.organization = organization
        self.title = title
        self.phones = phones
        self.emails = emails
        self.url = url
        self.address = address
        self.note = note
    }

    /// Validates names, phones and e-mails; returns the normalised phone numbers.
    func validated() throws(QRCodeError) -> [String] {
        if familyName.isEmpty && givenName.isEmpty {
            throw .invalidPayloadField(field: "name", reason: "a name is required")
        }
        for (field, value) in [
            ("familyName", familyName), ("givenName", givenName), ("organization", organization),
            ("title", title), ("url", url), ("address", address),
        ] {
            try PayloadText.requireNoControls(value, field: field)
            try PayloadText.requireLength(value, atMost: 500, field: field)
        }
        try PayloadText.requireLength(note, atMost: 2_000, field: "note")
        for email in emails { try PayloadText.requireEmail(email, field: "emails") }
        var normalized: [String] = []
        for phone in phones { normalized.append(try PayloadText.normalizedPhone(phone, field: "phones")) }
        return normalized
    }
}

/// A contact as a vCard 3.0 (RFC 2426), which iOS and Android cameras offer to add to contacts.
///
/// Text values escape `\`, `,` and `;` with a backslash and newlines as `\n` (RFC 2426 §4);
/// lines end in CRLF and are folded at 75 octets (RFC 2425 §5.8.1).
public struct VCardPayload: QRPayload, Equatable {
    /// The vCard text.
    public let payload: String

    /// Builds the card.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(_ contact: QRContact) throws(QRCodeError) {
        let phones = try contact.validated()
        func escaped(_ value: String) -> String {
            var result = ""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\\", ",", ";": result += "\\" + String(scalar)
                case "\r": continue
                case "\n": result += "\\n"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        var lines = ["BEGIN:VCARD", "VERSION:3.0"]
        lines.append("N:\(escaped(contact.familyName));\(escaped(contact.givenName));;;")
        let formatted = [contact.givenName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        lines.append("FN:\(escaped(formatted))")
        if !contact.organization.isEmpty { lines.append("ORG:\(escaped(contact.organization))") }
        if !contact.title.isEmpty { lines.append("TITLE:\(escaped(contact.title))") }
        for phone in phones { lines.append("TEL;TYPE=VOICE:\(phone)") }
        for email in contact.emails { lines.append("EMAIL;TYPE=INTERNET:\(email)") }
        if !contact.url.isEmpty { lines.append("URL:\(escaped(contact.url))") }
        if !contact.address.isEmpty { lines.append("ADR:;;\(escaped(contact.address));;;;") }
        if !contact.note.isEmpty { lines.append("NOTE:\(escaped(contact.note))") }
        lines.append("END:VCARD")
        payload = lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
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
