#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Cell helpers the CSV profiles share.
enum Cells {
    /// `yyyy/MM/dd` of a date in UTC, by the proleptic Gregorian calendar.
    static let dayFormatter: @Sendable (Date) -> String = { date in
        // Days since 1970-01-01 to civil date, by the same algorithm HTTP dates use.
        let days = Int64((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let (year, month, day) = HTTPDate.civil(fromDays: days)
        func pad(_ value: Int64, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))/\(pad(month, 2))/\(pad(day, 2))"
    }

    /// Reads `yyyy/MM/dd` or `yyyy-MM-dd` as midnight UTC.
    static func day(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == "-" }).compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var components = DateComponents()
        components.year = parts[0]
        components.month = parts[1]
        components.day = parts[2]
        components.timeZone = .gmt
        return Calendar(identifier: .gregorian).date(from: components)
    }

    /// `yyyy-MM-dd` of a date in UTC, the form Libib and LibraryThing write.
    static func dashedDay(_ date: Date) -> String {
        String(dayFormatter(date).map { $0 == "/" ? "-" : $0 })
    }

    /// `text` without leading and trailing spaces and tabs: the set `CharacterSet.whitespaces`
    /// names, Unicode general category Zs and U+0009, plus U+200B ZERO WIDTH SPACE, which
    /// Foundation's set still holds from when it was a space separator (before Unicode 4.0.1).
    static func trimmed(_ text: some StringProtocol) -> String {
        trimmed(text) { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// `text` without the leading and trailing scalars `isTrimmed` accepts.
    static func trimmed(_ text: some StringProtocol, where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }

    static func isbn(_ text: String?) throws(CSVImportProblem.Reason) -> ISBN? {
        guard let text, !trimmed(text).isEmpty, text != "=\"\"" else { return nil }
        do {
            return try ISBN(text)
        } catch {
            throw .invalidISBN(text, error)
        }
    }

    static func number(_ text: String?, column: String) throws(CSVImportProblem.Reason) -> Int? {
        guard let text = text.map({ trimmed($0) }), !text.isEmpty else { return nil }
        guard let value = Int(text) else { throw .invalidNumber(column: column, value: text) }
        return value
    }

    static func text(_ value: String?) -> String? {
        guard let value = value.map({ trimmed($0) }), !value.isEmpty else { return nil }
        // Undo formula defanging: a quote before a formula character was added on export.
        if value.hasPrefix("'"), let next = value.unicodeScalars.dropFirst().first,
            "=+-@\t\r".unicodeScalars.contains(next)
        {
            return String(value.dropFirst())
        }
        return value
    }

    /// "Ursula K. Le Guin" → "Le Guin, Ursula K." is beyond a rule; the last word is the surname.
    static func lastFirst(_ name: String) -> String {
        let words = name.split(separator: " ")
        guard words.count > 1, let last = words.last else { return name }
        return "\(last), \(words.dropLast().joined(separator: " "))"
    }

    /// What a profile writes for `format`, given its words for the four formats it names; empty for
    /// ``Book/Format/other`` and ``Book/Format/unknown``, which no export names.
    static func name(
        of format: Book.Format, hardcover: String, paperback: String, ebook: String, audiobook: String
    ) -> String {
        switch format {
        case .hardcover: hardcover
        case .paperback: paperback
        case .ebook: ebook
        case .audiobook: audiobook
        case .other, .unknown: ""
        }
    }
}
