/// A calendar date and time, without time zone arithmetic (the module has no Foundation).
public struct QRDateTime: Equatable, Comparable, Sendable {
    /// Year, 1...9999.
    public let year: Int
    /// Month, 1...12.
    public let month: Int
    /// Day of the month, 1...31 (checked against the month and leap years).
    public let day: Int
    /// Hour, 0...23.
    public let hour: Int
    /// Minute, 0...59.
    public let minute: Int
    /// Second, 0...59.
    public let second: Int
    /// Whether the time is UTC (written with a `Z`) or floating local time.
    public let isUTC: Bool

    /// Validates and creates a date-time.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad component.
    public init(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, isUTC: Bool = true
    ) throws(QRCodeError) {
        guard (1...9999).contains(year) else { throw .invalidPayloadField(field: "year", reason: "must be 1...9999") }
        guard (1...12).contains(month) else { throw .invalidPayloadField(field: "month", reason: "must be 1...12") }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...days).contains(day) else { throw .invalidPayloadField(field: "day", reason: "must be 1...\(days)") }
        guard (0...23).contains(hour) else { throw .invalidPayloadField(field: "hour", reason: "must be 0...23") }
        guard (0...59).contains(minute) else { throw .invalidPayloadField(field: "minute", reason: "must be 0...59") }
        guard (0...59).contains(second) else { throw .invalidPayloadField(field: "second", reason: "must be 0...59") }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.isUTC = isUTC
    }

    /// The iCalendar DATE-TIME form (RFC 5545 §3.3.5), such as `20250314T153000Z`.
    public var iCalendarValue: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yyyy = String(repeating: "0", count: 4 - String(year).count) + String(year)
        return "\(yyyy)\(two(month))\(two(day))T\(two(hour))\(two(minute))\(two(second))" + (isUTC ? "Z" : "")
    }

    /// Chronological order (UTC and floating times are compared by their fields).
    public static func < (lhs: QRDateTime, rhs: QRDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }
}
