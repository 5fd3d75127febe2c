#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Dates as ISO 8601 text (RFC 3339 §5.6), written by hand so that records read and write the
/// same on every platform whatever an encoder's date strategy.
///
/// Records keep whole seconds: `2025-03-14T15:30:00Z` is what `JSONEncoder`'s `.iso8601`
/// strategy writes and reads, so an app can decode a backup with the stock strategy.
enum ISO8601Timestamp {
    /// Seconds from 1970 of 0001-01-01T00:00:00Z, the earliest date a record may hold.
    static let earliest: Int64 = -62_135_596_800
    /// Seconds from 1970 of 9999-12-31T23:59:59Z, the latest date a record may hold.
    static let latest: Int64 = 253_402_300_799

    /// Whole seconds since 1970 (rounded down), or `nil` outside years 1 to 9999 or not finite.
    static func seconds(_ date: Date) -> Int64? {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, interval >= Double(earliest), interval < Double(latest) + 1 else { return nil }
        return Int64(interval.rounded(.down))
    }

    /// The date at whole `seconds` since 1970.
    static func date(seconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(seconds))
    }

    /// `date` rounded down to its second, or `nil` when it cannot be written (see ``seconds(_:)``).
    static func wholeSeconds(_ date: Date) -> Date? {
        seconds(date).map(self.date(seconds:))
    }

    /// `2025-03-14T15:30:00Z` for a date within years 1 to 9999 (rounded down to the second).
    ///
    /// `date` must be within range; records validate that when they are built.
    static func format(_ date: Date) -> String {
        let total = seconds(date) ?? 0
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = Int(total - days * 86_400)
        let (year, month, day) = civil(daysSince1970: days)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
            + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS` with an optional fraction (dropped: records keep whole
    /// seconds) and a zone `Z` or `±HH:MM` (or `±HHMM`); `nil` for anything else or an
    /// impossible date.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes.count >= 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] | 0x20 == 0x74, bytes[13] == 0x3A,
            bytes[16] == 0x3A, let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
        else { return nil }
        var index = 19
        if bytes[index] == 0x2E {
            index += 1
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > start, index - start <= 9 else { return nil }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        switch bytes[index] {
        case 0x5A, 0x7A:
            guard index + 1 == bytes.count else { return nil }
        case 0x2B, 0x2D:
            let sign = bytes[index] == 0x2D ? -1 : 1
            let rest = bytes.count - index - 1
            guard let hours = number(index + 1, 2), hours <= 23 else { return nil }
            let minutes: Int?
            if rest == 5, bytes[index + 3] == 0x3A {
                minutes = number(index + 4, 2)
            } else if rest == 4 {
                minutes = number(index + 3, 2)
            } else {
                minutes = nil
            }
            guard let minutes, minutes <= 59 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        default: return nil
        }
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            hour <= 23, minute <= 59, second <= 59
        else { return nil }
        let total =
            days(year: year, month: month, day: day) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
            - Int64(offset)
        guard total >= earliest, total <= latest else { return nil }
        return date(seconds: total)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 to the proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (H. Hinnant's `civil_from_days`).
    static func civil(daysSince1970 days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
    }
}
