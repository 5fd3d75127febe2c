/// Shared scanning for the `init(parsing:)` initialisers of the payload types.
///
/// Parsers accept what other generators write (upper- or lower-case schemes, escapes they use,
/// folded lines) and then validate the fields through the payload's own initialiser, so that a
/// parsed payload obeys exactly the rules of one built from fields.
enum PayloadParsing {
    /// The text after `scheme` (compared without regard to ASCII case), or `nil` when `text` does
    /// not start with it.
    static func dropScheme(_ scheme: String, from text: Substring) -> Substring? {
        var rest = text.unicodeScalars[...]
        for expected in scheme.unicodeScalars {
            guard let scalar = rest.first, lowerASCII(scalar) == lowerASCII(expected) else { return nil }
            rest = rest.dropFirst()
        }
        return Substring(rest)
    }

    /// `scalar` with A–Z mapped to a–z.
    static func lowerASCII(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar
    }

    /// `text` with A–Z mapped to a–z (other characters unchanged).
    static func lowercasedASCII(_ text: some StringProtocol) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map(lowerASCII)))
    }

    /// `text` with ASCII spaces, tabs, CR and LF removed from both ends.
    static func trimmed(_ text: some StringProtocol) -> Substring {
        let scalars = Substring(text).unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return Substring(scalars[first...last])
    }

    /// Decodes `%XX` escapes (RFC 3986 §2.1) into UTF-8 text; `+` becomes a space when
    /// `plusIsSpace` (HTML form encoding, which some generators use in query strings).
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `field` for a `%` not
    ///   followed by two hexadecimal digits or bytes that are not UTF-8.
    static func percentDecoded(_ text: some StringProtocol, field: String, plusIsSpace: Bool = false)
        throws(QRCodeError) -> String
    {
        let bytes = Array(text.utf8)
        guard bytes.contains(0x25) || (plusIsSpace && bytes.contains(0x2B)) else { return String(text) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25 {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                else {
                    throw .invalidPayloadField(field: field, reason: "has a malformed percent escape at byte \(index)")
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(plusIsSpace && byte == 0x2B ? 0x20 : byte)
                index += 1
            }
        }
        // Decoding repairs invalid sequences, so the bytes differ exactly when they were not UTF-8.
        let decoded = String(decoding: output, as: UTF8.self)
        guard decoded.utf8.elementsEqual(output) else {
            throw .invalidPayloadField(field: field, reason: "percent escapes do not decode to UTF-8")
        }
        return decoded
    }

    /// The value of one hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// The `name=value` pairs of a URI query (RFC 3986 §3.4), names lower-cased, values raw.
    static func queryItems(_ query: Substring) -> [(name: String, value: Substring)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            if let equals = item.firstIndex(of: "=") {
                return (lowercasedASCII(item[..<equals]), item[item.index(after: equals)...])
            }
            return (lowercasedASCII(item), "")
        }
    }

    /// Splits a URI into the part before `?` and the query after it (empty when there is none).
    static func splitQuery(_ text: Substring) -> (path: Substring, query: Substring) {
        guard let mark = text.firstIndex(of: "?") else { return (text, "") }
        return (text[..<mark], text[text.index(after: mark)...])
    }

    /// Splits `text` at each `separator` not preceded by a backslash escape; the pieces keep their
    /// escapes.
    static func splitUnescaped(_ text: Substring, separator: Unicode.Scalar) -> [Substring] {
        var pieces: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\\" {
                index = scalars.index(after: index)
                if index < scalars.endIndex { index = scalars.index(after: index) }
                continue
            }
            if scalar == separator {
                pieces.append(Substring(scalars[start..<index]))
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        pieces.append(Substring(scalars[start..<scalars.endIndex]))
        return pieces
    }

    /// Removes backslash escapes: `\x` becomes `x` for any `x`; when `newlines` is set, `\n` and
    /// `\N` become a line feed (RFC 6350 §3.4, RFC 5545 §3.3.11). A lone trailing backslash is kept.
    static func unescaped(_ text: Substring, newlines: Bool = false) -> String {
        guard text.unicodeScalars.contains("\\") else { return String(text) }
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                result.append(newlines && (scalar == "n" || scalar == "N") ? "\n" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        if escaping { result.append("\\") }
        return String(result)
    }

    /// A non-negative decimal amount such as `12`, `12.5` or `0.00000001`, as a whole number of
    /// units of 10^−`decimals`.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `field` when the text
    ///   is not digits with at most one point and `decimals` fraction digits, or is too large.
    static func minorUnits(_ text: some StringProtocol, decimals: Int, field: String) throws(QRCodeError) -> Int {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        guard !whole.isEmpty || !fraction.isEmpty, whole.count <= 12, fraction.count <= decimals,
            parts.count == 1 || !fraction.isEmpty,
            (whole + fraction).unicodeScalars.allSatisfy(PayloadText.isASCIIDigit)
        else {
            throw .invalidPayloadField(
                field: field, reason: "\"\(text)\" is not an amount with at most \(decimals) decimals")
        }
        var value = 0
        for digit in (whole + fraction + String(repeating: "0", count: decimals - fraction.count)).utf8 {
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }

    /// One property line of a vCard (RFC 6350 §3.3) or iCalendar object (RFC 5545 §3.1):
    /// `[group.]NAME[;param=value…]:value`.
    struct ContentLine {
        /// The property name in upper case, without its group.
        let name: String
        /// The parameters, names upper-cased, values as written (quotes removed).
        let parameters: [(name: String, value: String)]
        /// The raw value, escapes kept.
        let value: Substring

        /// Whether a `TYPE` (or `VALUE`) parameter lists `type`, ignoring case.
        func hasParameter(_ name: String, value expected: String) -> Bool {
            parameters.contains { parameter in
                parameter.name == name
                    && parameter.value.split(separator: ",").contains {
                        lowercasedASCII($0) == lowercasedASCII(expected)
                    }
            }
        }
    }

    /// The unfolded content lines of `text`: lines end in CRLF, LF or CR, and a line starting with
    /// a space or tab continues the previous one (RFC 6350 §3.2, RFC 5545 §3.1). Lines without a
    /// colon are skipped.
    static func contentLines(_ text: Substring) -> [ContentLine] {
        var physical: [String.UnicodeScalarView] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        var started = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\r" || scalar == "\n" {
                physical.append(current)
                current = String.UnicodeScalarView()
                started = true
                continue
            }
            current.append(scalar)
        }
        if !current.isEmpty || !started { physical.append(current) }
        var logical: [String] = []
        for line in physical {
            if let first = line.first, first == " " || first == "\t", !logical.isEmpty {
                logical[logical.count - 1].unicodeScalars.append(contentsOf: line.dropFirst())
            } else if !line.isEmpty {
                logical.append(String(line))
            }
        }
        return logical.compactMap(contentLine)
    }

    /// Parses one unfolded line, or `nil` when it has no colon.
    private static func contentLine(_ line: String) -> ContentLine? {
        let scalars = line.unicodeScalars
        var quoted = false
        var colon: String.UnicodeScalarView.Index?
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == "\"" { quoted.toggle() }
            if scalar == ":" && !quoted {
                colon = index
                break
            }
        }
        guard let colon else { return nil }
        let head = Substring(scalars[scalars.startIndex..<colon])
        let value = Substring(scalars[scalars.index(after: colon)...])
        var pieces = head.split(separator: ";", omittingEmptySubsequences: false)
        var name = pieces.removeFirst()
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        let parameters = pieces.map { piece -> (name: String, value: String) in
            guard let equals = piece.firstIndex(of: "=") else {
                // vCard 2.1 writes bare types (`TEL;CELL:`).
                return ("TYPE", String(piece))
            }
            var value = piece[piece.index(after: equals)...]
            if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
                value = value.dropFirst().dropLast()
            }
            return (String(piece[..<equals]).uppercased(), String(value))
        }
        return ContentLine(name: name.uppercased(), parameters: parameters, value: value)
    }

    /// Throws unless `value` is empty (used for fields a format cannot carry).
    static func requireAbsent(_ value: Substring?, field: String, reason: String) throws(QRCodeError) {
        if let value, !value.isEmpty { throw .invalidPayloadField(field: field, reason: reason) }
    }

    /// A URI of the form `https://host/path…` split into its lower-cased host (without `www.`),
    /// its path (starting with `/` or empty) and its query; `nil` for other schemes. `http` is
    /// accepted as well as `https`, and the scheme's case is ignored.
    static func webLink(_ text: Substring) -> (host: String, path: Substring, query: Substring)? {
        guard let rest = dropScheme("https://", from: text) ?? dropScheme("http://", from: text) else { return nil }
        let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var host = lowercasedASCII(rest[..<hostEnd])
        if host.hasPrefix("www.") { host.removeFirst(4) }
        var tail = rest[hostEnd...]
        if let hash = tail.firstIndex(of: "#") { tail = tail[..<hash] }
        let (path, query) = splitQuery(tail)
        return (host, path, query)
    }
}
