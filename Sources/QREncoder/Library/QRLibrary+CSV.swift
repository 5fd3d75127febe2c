extension QRLibrary {
    /// The library as CSV for spreadsheets (RFC 4180): a header row of the app model's field
    /// names (`id`, `title`, `data`, `type`, `isFavorite`, `errorCorrection`, `sizePx`,
    /// `oneTimeUse`, `expiresAt`, `scanCount`, `brightnessBoostDefault`, `createdAt`,
    /// `updatedAt`, `lastUsed`, `tagsRaw`), then one row per record in the library's order.
    ///
    /// Rows end in CRLF; a field containing a comma, a double quote, CR or LF is enclosed in
    /// double quotes with inner quotes doubled (RFC 4180 §2). Dates are ISO 8601, booleans
    /// `true`/`false`, an absent `expiresAt` an empty field. A text field (title, data, tags)
    /// that starts with `=`, `+`, `-`, `@`, a tab or a CR is prefixed with `'`, so that a
    /// spreadsheet shows it as text instead of running it as a formula (OWASP "CSV injection").
    ///
    /// - Complexity: O(n) in the library's size.
    public func csvExport() -> String {
        var output = QRRecord.CodingKeys.allCases.map(\.rawValue).joined(separator: ",") + "\r\n"
        for record in records {
            let fields = [
                record.id.uuidString, Self.defanged(record.title), Self.defanged(record.data), record.kind.rawValue,
                "\(record.isFavorite)", record.errorCorrection.description, "\(record.sizePx)", "\(record.oneTimeUse)",
                record.expiresAt.map(ISO8601Timestamp.format) ?? "", "\(record.scanCount)",
                "\(record.brightnessBoostDefault)", ISO8601Timestamp.format(record.createdAt),
                ISO8601Timestamp.format(record.updatedAt), ISO8601Timestamp.format(record.lastUsed),
                Self.defanged(record.tagsRaw),
            ]
            output += fields.map(Self.quoted).joined(separator: ",") + "\r\n"
        }
        return output
    }

    /// `text` with a `'` in front when a spreadsheet would read it as a formula.
    static func defanged(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
        return "'" + text
    }

    /// The field as RFC 4180 writes it: quoted when it holds `,`, `"`, CR or LF.
    static func quoted(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else {
            return field
        }
        var result = "\""
        for scalar in field.unicodeScalars {
            if scalar == "\"" { result += "\"" }
            result.unicodeScalars.append(scalar)
        }
        return result + "\""
    }
}
