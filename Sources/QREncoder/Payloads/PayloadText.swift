/// Shared validation and escaping for payload builders.
enum PayloadText {
    /// Throws unless `value` is non-empty.
    static func requireNonEmpty(_ value: String, field: String) throws(QRCodeError) {
        if value.isEmpty { throw .invalidPayloadField(field: field, reason: "must not be empty") }
    }

    /// Throws if `value` holds more than `limit` UTF-8 bytes.
    static func requireLength(_ value: String, atMost limit: Int, field: String) throws(QRCodeError) {
        let count = value.utf8.count
        if count > limit {
            throw .invalidPayloadField(field: field, reason: "is \(count) bytes, more than \(limit)")
        }
    }

    /// Throws for the first of `fields` (name and value, in order) whose value holds more than
    /// `limit` UTF-8 bytes.
    static func requireLengths(atMost limit: Int, _ fields: KeyValuePairs<String, String>) throws(QRCodeError) {
        for (field, value) in fields { try requireLength(value, atMost: limit, field: field) }
    }

    /// Throws if `value` contains a control character (U+0000–U+001F, U+007F).
    static func requireNoControls(_ value: String, field: String) throws(QRCodeError) {
        if let bad = value.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .invalidPayloadField(
                field: field, reason: "contains control character U+\(hex(Int(bad.value), width: 4))")
        }
    }

    /// Throws unless every character of `value` satisfies `allowed`.
    static func requireCharacters(
        _ value: String,
        field: String,
        description: String,
        _ allowed: (Unicode.Scalar) -> Bool
    ) throws(QRCodeError) {
        if let bad = value.unicodeScalars.first(where: { !allowed($0) }) {
            throw .invalidPayloadField(field: field, reason: "character \"\(bad)\" is not allowed (\(description))")
        }
    }

    /// Prefixes each of `special` (and the backslash) with a backslash.
    static func backslashEscaped(_ value: String, special: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if scalar == "\\" || special.unicodeScalars.contains(scalar) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// A text value as vCard (RFC 2426 §4) and iCalendar (RFC 5545 §3.3.11) both write it: `\`,
    /// `,` and `;` get a backslash, and a line feed becomes `\n`.
    static func contentLineEscaped(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\", ",", ";": result += "\\" + String(scalar)
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Percent-encodes everything except RFC 3986 unreserved characters.
    static func percentEncoded(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            let unreserved =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if unreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hex(Int(byte), width: 2)
            }
        }
        return result
    }

    /// Upper-case hexadecimal, zero-padded to `width`.
    static func hex(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// A whole amount of minor units (cents, satoshi) as a decimal with `decimals` places.
    static func decimal(_ minorUnits: Int, decimals: Int, trimZeros: Bool) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let whole = minorUnits / scale
        var fraction = String(minorUnits % scale)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        if trimZeros {
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }

    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIDigit(scalar) || (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x66)
    }

    /// A minimal e-mail address check: one `@`, non-empty local part, a dot in the domain, no spaces.
    static func requireEmail(_ value: String, field: String) throws(QRCodeError) {
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."),
            !parts[1].hasSuffix("."), !value.contains(" ")
        else {
            throw .invalidPayloadField(field: field, reason: "\"\(value)\" is not an e-mail address")
        }
        try requireNoControls(value, field: field)
    }

    /// A phone number: an optional leading +, then 3 to 20 digits, allowing spaces, dashes,
    /// dots and parentheses, which are removed.
    static func normalizedPhone(_ value: String, field: String) throws(QRCodeError) -> String {
        var result = ""
        for (index, scalar) in value.unicodeScalars.enumerated() {
            if isASCIIDigit(scalar) || (scalar == "+" && index == 0) {
                result.unicodeScalars.append(scalar)
            } else if !" -.()".unicodeScalars.contains(scalar) {
                throw .invalidPayloadField(
                    field: field, reason: "character \"\(scalar)\" is not allowed in a phone number")
            }
        }
        let digits = result.unicodeScalars.filter(isASCIIDigit).count
        guard digits >= 3 && digits <= 20 else {
            throw .invalidPayloadField(field: field, reason: "needs 3 to 20 digits, has \(digits)")
        }
        return result
    }
}
