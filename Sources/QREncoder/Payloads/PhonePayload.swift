/// A telephone number as a `tel:` URI (RFC 3966), which phones offer to call.
public struct PhonePayload: QRPayload, Equatable {
    /// The `tel:` URI.
    public let payload: String

    /// Normalises the number (keeping a leading + and the digits).
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `number`.
    public init(number: String) throws(QRCodeError) {
        payload = "tel:" + (try PayloadText.normalizedPhone(number, field: "number"))
    }
}
