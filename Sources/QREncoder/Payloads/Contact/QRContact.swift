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

extension QRContact {
    /// The contact with `transform` applied to every text field (phones and e-mails included).
    func mappingText(_ transform: (String) -> String) -> QRContact {
        QRContact(
            familyName: transform(familyName), givenName: transform(givenName),
            organization: transform(organization), title: transform(title), phones: phones.map(transform),
            emails: emails.map(transform), url: transform(url), address: transform(address), note: transform(note))
    }

    /// The contact with carriage returns removed (vCard writes line feeds only, as `\n`).
    func removingCarriageReturns() -> QRContact {
        mappingText { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\r" })) }
    }

    /// The contact with CR and LF replaced by spaces (MeCard is one line).
    func replacingNewlines() -> QRContact {
        mappingText { String(String.UnicodeScalarView($0.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 })) }
    }
}
