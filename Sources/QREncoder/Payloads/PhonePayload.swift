/// A telephone number as a `tel:` URI (RFC 3966), which phones offer to call.
public struct PhonePayload: QRPayload, Equatable {
    /// The number: an optional leading `+` and digits only.
    public let number: String

    /// The `tel:` URI.
    public var payload: String { "tel:" + number }

    /// Normalises the number (keeping a leading + and the digits).
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `number`.
    public init(number: String) throws(QRCodeError) {
        self.number = try PayloadText.normalizedPhone(number, field: "number")
    }

    /// Reads a `tel:` URI (any case of the scheme, visual separators allowed in the number).
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` when the
    ///   scheme is missing or the URI has parameters (`;ext=`, `;isub=`) this type cannot carry,
    ///   or `number` when the number is not valid.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        guard let number = PayloadParsing.dropScheme("tel:", from: PayloadParsing.trimmed(text)) else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with tel:")
        }
        if number.contains(";") {
            throw .invalidPayloadField(field: "payload", reason: "tel: parameters are not supported")
        }
        try self.init(number: try PayloadParsing.percentDecoded(number, field: "number"))
    }
}
