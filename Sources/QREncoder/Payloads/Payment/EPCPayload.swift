/// A SEPA credit transfer in the European Payments Council format (EPC069-12, "GiroCode").
///
/// Banking apps across the SEPA area scan it to pre-fill a transfer. Version 002, UTF-8
/// (character set 1), fields separated by line feeds; at most 331 bytes. The guidelines ask for
/// error correction level M.
public struct EPCPayload: QRPayload, Equatable {
    /// The beneficiary's name.
    public let name: String
    /// The beneficiary's IBAN, upper case without spaces.
    public let iban: String
    /// The beneficiary's BIC in upper case; empty when not given.
    public let bic: String
    /// The amount in euro cents, or `nil` to let the payer enter it.
    public let amountCents: Int?
    /// The ISO 20022 purpose code in upper case; empty when not given.
    public let purpose: String
    /// The structured creditor reference; empty when not given.
    public let reference: String
    /// The unstructured remittance text; empty when not given.
    public let remittance: String

    /// The EPC text.
    public var payload: String {
        let amount = amountCents.map { "EUR" + PayloadText.decimal($0, decimals: 2, trimZeros: false) } ?? ""
        let fields = ["BCD", "002", "1", "SCT", bic, name, iban, amount, purpose, reference, remittance]
        var text = fields.joined(separator: "\n")
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Validates and builds the transfer.
    ///
    /// - Parameters:
    ///   - name: The beneficiary, 1 to 70 characters.
    ///   - iban: The beneficiary's IBAN; spaces are removed and the ISO 13616 mod-97 check applied.
    ///   - bic: The BIC, 8 or 11 characters, optional within the EEA.
    ///   - amountCents: The amount in euro cents, 1...99 999 999 999, or `nil` to let the payer enter it.
    ///   - purpose: An ISO 20022 purpose code of four letters, optional.
    ///   - reference: A structured creditor reference (up to 35 characters); excludes `remittance`.
    ///   - remittance: Unstructured remittance text, up to 140 characters.
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(
        name: String,
        iban: String,
        bic: String = "",
        amountCents: Int? = nil,
        purpose: String = "",
        reference: String = "",
        remittance: String = ""
    ) throws(QRCodeError) {
        try PayloadText.requireNonEmpty(name, field: "name")
        guard name.count <= 70 else {
            throw .invalidPayloadField(field: "name", reason: "is longer than 70 characters")
        }
        for (field, value) in [("name", name), ("reference", reference), ("remittance", remittance)] {
            try PayloadText.requireNoControls(value, field: field)
        }
        let account = try Self.validatedIBAN(iban)
        let bankCode = bic.uppercased()
        if !bankCode.isEmpty {
            guard bankCode.count == 8 || bankCode.count == 11,
                bankCode.unicodeScalars.allSatisfy({ PayloadText.isASCIILetter($0) || PayloadText.isASCIIDigit($0) })
            else {
                throw .invalidPayloadField(field: "bic", reason: "must be 8 or 11 letters and digits")
            }
        }
        if let amountCents {
            guard (1...99_999_999_999).contains(amountCents) else {
                throw .invalidPayloadField(field: "amountCents", reason: "must be 0.01...999999999.99 EUR")
            }
        }
        if !purpose.isEmpty {
            guard purpose.count == 4, purpose.unicodeScalars.allSatisfy(PayloadText.isASCIILetter) else {
                throw .invalidPayloadField(field: "purpose", reason: "must be four letters")
            }
        }
        guard reference.isEmpty || remittance.isEmpty else {
            throw .invalidPayloadField(
                field: "reference", reason: "give either a reference or remittance text, not both")
        }
        guard reference.count <= 35 else {
            throw .invalidPayloadField(field: "reference", reason: "is longer than 35 characters")
        }
        guard remittance.count <= 140 else {
            throw .invalidPayloadField(field: "remittance", reason: "is longer than 140 characters")
        }
        self.name = name
        self.iban = account
        self.bic = bankCode
        self.amountCents = amountCents
        self.purpose = purpose.uppercased()
        self.reference = reference
        self.remittance = remittance
        let size = payload.utf8.count
        guard size <= 331 else {
            throw .invalidPayloadField(field: "payload", reason: "is \(size) bytes, more than 331")
        }
    }

    /// The IBAN without spaces, upper-cased, if its ISO 13616 check digits are right.
    static func validatedIBAN(_ iban: String) throws(QRCodeError) -> String {
        let compact = String(String.UnicodeScalarView(iban.uppercased().unicodeScalars.filter { $0 != " " }))
        let scalars = Array(compact.unicodeScalars)
        guard scalars.count >= 15 && scalars.count <= 34,
            PayloadText.isASCIILetter(scalars[0]), PayloadText.isASCIILetter(scalars[1]),
            PayloadText.isASCIIDigit(scalars[2]), PayloadText.isASCIIDigit(scalars[3]),
            scalars.allSatisfy({ PayloadText.isASCIILetter($0) || PayloadText.isASCIIDigit($0) })
        else {
            throw .invalidPayloadField(
                field: "iban", reason: "is not 15 to 34 letters and digits starting with a country code")
        }
        // Move the first four characters to the end, read letters as 10...35, and take mod 97.
        var remainder = 0
        for scalar in scalars[4...] + scalars[..<4] {
            let value = PayloadText.isASCIIDigit(scalar) ? Int(scalar.value) - 48 : Int(scalar.value) - 55
            remainder = (value >= 10 ? remainder * 100 + value : remainder * 10 + value) % 97
        }
        guard remainder == 1 else { throw .invalidPayloadField(field: "iban", reason: "check digits do not match") }
        return compact
    }
}
