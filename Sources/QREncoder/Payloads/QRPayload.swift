/// Content ready to encode: a builder for a common kind of QR Code payload.
///
/// Each payload type validates its fields when it is created (throwing
/// ``QRCodeError/invalidPayloadField(field:reason:)``) and escapes them as its format requires,
/// so that `payload` is exactly the text a phone's camera app expects.
///
/// ```swift
/// let wifi = try WiFiPayload(ssid: "Home", password: "correct horse", security: .wpa)
/// let code = try QRCode(encoding: wifi.payload, correction: .medium)
/// ```
public protocol QRPayload: Sendable {
    /// The text to encode.
    var payload: String { get }
}
