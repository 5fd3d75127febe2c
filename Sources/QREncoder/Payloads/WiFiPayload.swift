/// Wi-Fi network credentials in the `WIFI:` format that iOS and Android cameras join directly.
///
/// The format (from ZXing's barcode contents conventions, adopted by both platforms):
/// `WIFI:T:WPA;S:<ssid>;P:<password>;H:true;;`, where `\`, `;`, `,`, `:` and `"` in the SSID and
/// password are escaped with a backslash.
public struct WiFiPayload: QRPayload, Equatable {
    /// Network security.
    public enum Security: String, Sendable {
        /// WPA, WPA2 or WPA3 personal (`T:WPA`).
        case wpa = "WPA"
        /// Legacy WEP (`T:WEP`).
        case wep = "WEP"
        /// An open network (`T:nopass`).
        case none = "nopass"
    }

    /// The network name.
    public let ssid: String
    /// The password; empty for an open network.
    public let password: String
    /// The security type.
    public let security: Security
    /// Whether the network hides its SSID.
    public let hidden: Bool

    /// The `WIFI:` string.
    public var payload: String {
        let special = ";,:\""
        var text = "WIFI:T:\(security.rawValue);S:\(PayloadText.backslashEscaped(ssid, special: special));"
        if security != .none { text += "P:\(PayloadText.backslashEscaped(password, special: special));" }
        if hidden { text += "H:true;" }
        return text + ";"
    }

    /// Validates and escapes the credentials.
    ///
    /// - Parameters:
    ///   - ssid: The network name, 1 to 32 bytes of UTF-8 (IEEE 802.11).
    ///   - password: WPA: 8 to 63 characters or 64 hexadecimal digits; WEP: 5 or 13 characters
    ///     or 10 or 26 hexadecimal digits; none: must be empty.
    ///   - security: The security type.
    ///   - hidden: Whether the network hides its SSID.
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `ssid` or `password`.
    public init(ssid: String, password: String = "", security: Security = .wpa, hidden: Bool = false)
        throws(QRCodeError)
    {
        try PayloadText.requireNonEmpty(ssid, field: "ssid")
        try PayloadText.requireLength(ssid, atMost: 32, field: "ssid")
        try PayloadText.requireNoControls(ssid, field: "ssid")
        try PayloadText.requireNoControls(password, field: "password")
        let length = password.unicodeScalars.count
        let isHex = password.unicodeScalars.allSatisfy(PayloadText.isHexDigit)
        switch security {
        case .wpa:
            guard (8...63).contains(length) || (length == 64 && isHex) else {
                throw .invalidPayloadField(field: "password", reason: "WPA needs 8 to 63 characters or 64 hex digits")
            }
        case .wep:
            guard length == 5 || length == 13 || ((length == 10 || length == 26) && isHex) else {
                throw .invalidPayloadField(
                    field: "password", reason: "WEP needs 5 or 13 characters or 10 or 26 hex digits")
            }
        case .none:
            guard password.isEmpty else {
                throw .invalidPayloadField(field: "password", reason: "an open network has no password")
            }
        }
        self.ssid = ssid
        self.password = password
        self.security = security
        self.hidden = hidden
    }
}
