/// A calendar event as an iCalendar VEVENT (RFC 5545), which iOS and Android offer to add.
///
/// Text values escape `\`, `;` and `,` with a backslash and newlines as `\n` (RFC 5545 §3.3.11);
/// lines end in CRLF and are folded at 75 octets (§3.1).
public struct EventPayload: QRPayload, Equatable {
    /// The title of the event.
    public let summary: String
    /// When it starts.
    public let start: QRDateTime
    /// When it ends (not before the start).
    public let end: QRDateTime
    /// Where it happens; empty for none.
    public let location: String
    /// A longer description (carriage returns removed); empty for none.
    public let description: String

    /// The VEVENT text.
    public var payload: String {
        let escaped = PayloadText.contentLineEscaped
        var lines = [
            "BEGIN:VEVENT", "SUMMARY:\(escaped(summary))", "DTSTART:\(start.iCalendarValue)",
            "DTEND:\(end.iCalendarValue)",
        ]
        if !location.isEmpty { lines.append("LOCATION:\(escaped(location))") }
        if !description.isEmpty { lines.append("DESCRIPTION:\(escaped(description))") }
        lines.append("END:VEVENT")
        return lines.map(VCardPayload.folded).joined(separator: "\r\n") + "\r\n"
    }

    /// Builds the event.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` for an empty summary, an end
    ///   before the start, or a mix of UTC and floating times.
    public init(
        summary: String,
        start: QRDateTime,
        end: QRDateTime,
        location: String = "",
        description: String = ""
    ) throws(QRCodeError) {
        try PayloadText.requireNonEmpty(summary, field: "summary")
        try PayloadText.requireNoControls(summary, field: "summary")
        try PayloadText.requireNoControls(location, field: "location")
        try PayloadText.requireLength(description, atMost: 2_000, field: "description")
        guard start.isUTC == end.isUTC else {
            throw .invalidPayloadField(field: "end", reason: "start and end must both be UTC or both floating")
        }
        guard start <= end else { throw .invalidPayloadField(field: "end", reason: "is before the start") }
        self.summary = summary
        self.start = start
        self.end = end
        self.location = location
        self.description = String(String.UnicodeScalarView(description.unicodeScalars.filter { $0 != "\r" }))
    }
}
