extension WiFiPayload {
    /// Reads a `WIFI:` string, as written by this type or by other generators.
    ///
    /// Accepted: the scheme in any case; fields `T`, `S`, `P` and `H` in any order; backslash
    /// escapes of any character (`\;`, `\,`, `\:`, `\\`, `\"`); a value wrapped in unescaped
    /// double quotes (ZXing's way of marking an SSID or password that looks like hex); `T:WPA2`,
    /// `T:WPA3` and `T:SAE`, read as ``Security/wpa``; a missing `T` (an open network when there
    /// is no password, WPA otherwise); and one, two or no final semicolons. WPA2-Enterprise
    /// fields (`E`, `A`, `I`, `PH2`) are refused: this type cannot carry them.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` when the text
    ///   is not a `WIFI:` string, or the field whose value the initialiser rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        guard let body = PayloadParsing.dropScheme("WIFI:", from: PayloadParsing.trimmed(text)) else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with WIFI:")
        }
        var ssid: String?
        var password: String?
        var type: String?
        var hidden = false
        for field in PayloadParsing.splitUnescaped(body, separator: ";") where !field.isEmpty {
            guard let colon = field.firstIndex(of: ":") else {
                throw .invalidPayloadField(field: "payload", reason: "field \"\(field)\" has no colon")
            }
            let name = field[..<colon].uppercased()
            var raw = field[field.index(after: colon)...]
            if raw.count >= 2 && raw.hasPrefix("\"") && raw.hasSuffix("\"") && !raw.hasSuffix("\\\"") {
                raw = raw.dropFirst().dropLast()
            }
            let value = PayloadParsing.unescaped(raw)
            switch name {
            case "S": ssid = value
            case "P": password = value
            case "T": type = value.uppercased()
            case "H": hidden = PayloadParsing.lowercasedASCII(value) == "true"
            case "E", "A", "I", "PH2", "AI":
                throw .invalidPayloadField(field: "security", reason: "enterprise (EAP) networks are not supported")
            default: continue  // Unknown fields are ignored, as phones ignore them.
            }
        }
        guard let ssid else { throw .invalidPayloadField(field: "ssid", reason: "is missing") }
        let security: Security
        switch type {
        case "WPA", "WPA2", "WPA3", "SAE", "WPA2/WPA3": security = .wpa
        case "WEP": security = .wep
        case "NOPASS", "": security = .none
        case nil: security = (password ?? "").isEmpty ? .none : .wpa
        case let other?:
            throw .invalidPayloadField(field: "security", reason: "\"\(other)\" is not WPA, WEP or nopass")
        }
        try self.init(ssid: ssid, password: password ?? "", security: security, hidden: hidden)
    }
}
