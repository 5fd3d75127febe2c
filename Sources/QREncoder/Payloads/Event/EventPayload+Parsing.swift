extension EventPayload {
    /// Reads the first VEVENT of an iCalendar text (RFC 5545), bare or inside a VCALENDAR.
    ///
    /// Lines may end in CRLF, LF or CR and be folded; names and parameters are read in any case;
    /// text is unescaped. `DTSTART` and `DTEND` may be UTC (`…Z`), floating, a date alone
    /// (`VALUE=DATE`, read as midnight) or carry a `TZID` (read as floating local time: this type
    /// does no time zone arithmetic). A missing `DTEND` ends the event at its start; when one
    /// time is UTC and the other is not, the event is refused.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload` when there is
    ///   no VEVENT, `start` or `end` for a malformed date-time, or the field the initialiser
    ///   rejects.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        let lines = PayloadParsing.contentLines(PayloadParsing.trimmed(text))
        guard let begin = lines.firstIndex(where: { $0.name == "BEGIN" && $0.value.uppercased() == "VEVENT" }) else {
            throw .invalidPayloadField(field: "payload", reason: "has no BEGIN:VEVENT")
        }
        guard
            let endIndex = lines[begin...].firstIndex(where: { $0.name == "END" && $0.value.uppercased() == "VEVENT" })
        else {
            throw .invalidPayloadField(field: "payload", reason: "has no END:VEVENT")
        }
        var summary = ""
        var start: QRDateTime?
        var end: QRDateTime?
        var location = ""
        var description = ""
        var depth = 0
        for line in lines[(begin + 1)..<endIndex] {
            // Skip nested components such as VALARM.
            if line.name == "BEGIN" { depth += 1 }
            if line.name == "END" { depth -= 1 }
            if depth > 0 || line.name == "END" { continue }
            let value = PayloadParsing.unescaped(line.value, newlines: true)
            switch line.name {
            case "SUMMARY": summary = value
            case "DTSTART": start = try QRDateTime(iCalendar: line.value, field: "start")
            case "DTEND": end = try QRDateTime(iCalendar: line.value, field: "end")
            case "LOCATION": location = value
            case "DESCRIPTION": description = value
            default: continue
            }
        }
        guard let start else { throw .invalidPayloadField(field: "start", reason: "DTSTART is missing") }
        try self.init(summary: summary, start: start, end: end ?? start, location: location, description: description)
    }
}

extension QRDateTime {
    /// Reads an iCalendar DATE (`20250314`) or DATE-TIME (`20250314T153000`, with `Z` for UTC),
    /// RFC 5545 §3.3.4 and §3.3.5.
    init(iCalendar value: Substring, field: String) throws(QRCodeError) {
        let scalars = Array(value.unicodeScalars)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= scalars.count, scalars[range].allSatisfy(PayloadText.isASCIIDigit) else {
                return nil
            }
            return scalars[range].reduce(0) { $0 * 10 + Int($1.value - 0x30) }
        }
        let isDate = scalars.count == 8
        let isDateTime = (scalars.count == 15 || (scalars.count == 16 && scalars[15] == "Z")) && scalars[8] == "T"
        guard isDate || isDateTime, let year = number(0..<4), let month = number(4..<6), let day = number(6..<8) else {
            throw .invalidPayloadField(field: field, reason: "\"\(value)\" is not an iCalendar date or date-time")
        }
        if isDate {
            try self.init(year: year, month: month, day: day, isUTC: false)
            return
        }
        guard let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15) else {
            throw .invalidPayloadField(field: field, reason: "\"\(value)\" is not an iCalendar date-time")
        }
        try self.init(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, isUTC: scalars.count == 16)
    }
}
