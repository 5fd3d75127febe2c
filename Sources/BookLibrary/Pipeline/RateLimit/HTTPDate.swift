#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses the three HTTP-date forms of RFC 9110 §5.6.7 without a locale-dependent formatter.
///
/// - IMF-fixdate, the preferred form: `Sun, 06 Nov 1994 08:49:37 GMT`
/// - the obsolete RFC 850 form: `Sunday, 06-Nov-94 08:49:37 GMT`
/// - the obsolete asctime form: `Sun Nov  6 08:49:37 1994`
///
/// The weekday is checked for shape but not against the date, as recipients are asked to be
/// tolerant. A two-digit RFC 850 year that would lie more than 50 years after `now` is read as the
/// most recent past year with those digits (RFC 9110 §5.6.7).
public enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The instant an HTTP-date names, or `nil` when `text` is not an HTTP-date.
    /// - Parameters:
    ///   - text: The field value (surrounding spaces are ignored).
    ///   - now: The reference time for two-digit years.
    /// - Complexity: O(n) in the length of `text`.
    public static func parse(_ text: String, now: Date) -> Date? {
        let fields = text.scanTrimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard fields.count >= 4, fields.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            !text.contains("+")
        else { return nil }
        if fields.count == 6, fields[5] == "GMT", fields[0].hasSuffix(","),
            shortDays.contains(String(fields[0].dropLast()))
        {
            // IMF-fixdate: day-name "," SP day SP month SP year SP time-of-day SP GMT
            guard fields[1].count == 2, fields[3].count == 4, let day = Int(fields[1]),
                let month = months.firstIndex(of: fields[2]), let year = Int(fields[3])
            else { return nil }
            return date(year: year, month: month + 1, day: day, time: fields[4])
        }
        if fields.count == 4, fields[3] == "GMT", fields[0].hasSuffix(","),
            longDays.contains(String(fields[0].dropLast()))
        {
            // rfc850-date: day-name-l "," SP day "-" month "-" 2DIGIT SP time-of-day SP GMT
            let parts = fields[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, parts[0].count == 2, parts[2].count == 2, let day = Int(parts[0]),
                let month = months.firstIndex(of: parts[1]), let twoDigits = Int(parts[2]),
                let candidate = date(year: currentCentury(now) + twoDigits, month: month + 1, day: day, time: fields[2])
            else { return nil }
            let fiftyYears: TimeInterval = 50 * 365.2425 * 86_400
            if candidate.timeIntervalSince(now) > fiftyYears {
                return date(year: currentCentury(now) - 100 + twoDigits, month: month + 1, day: day, time: fields[2])
            }
            return candidate
        }
        if fields.count == 5, shortDays.contains(fields[0]) {
            // asctime-date: day-name SP month SP ( 2DIGIT / ( SP DIGIT ) ) SP time-of-day SP year
            guard let month = months.firstIndex(of: fields[1]), (1...2).contains(fields[2].count),
                let day = Int(fields[2]), fields[4].count == 4, let year = Int(fields[4])
            else { return nil }
            return date(year: year, month: month + 1, day: day, time: fields[3])
        }
        return nil
    }

    /// Formats an instant as an IMF-fixdate, the form senders must generate (RFC 9110 §5.6.7).
    public static func format(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        // 1970-01-01 was a Thursday (index 3 with Monday = 0).
        let weekday = Int(((days % 7) + 7 + 3) % 7)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(shortDays[weekday]), \(two(day)) \(months[Int(month) - 1]) \(year) "
            + "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)) GMT"
    }

    private static func currentCentury(_ now: Date) -> Int {
        let days = Int64((now.timeIntervalSince1970 / 86_400).rounded(.down))
        return Int(civil(fromDays: days).year / 100 * 100)
    }

    /// time-of-day = hour ":" minute ":" second, two digits each; second may be 60 (leap second).
    private static func date(year: Int, month: Int, day: Int, time: String) -> Date? {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), let second = Int(parts[2]),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let days = daysFromCivil(year: Int64(year), month: Int64(month), day: Int64(day))
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + Int64(hour * 3600 + minute * 60 + second)))
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date, counting 400-year eras of 146 097 days.
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shifted = month <= 2 ? year - 1 : year  // years start in March so leap days fall last
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``daysFromCivil(year:month:day:)``: the proleptic Gregorian date of a day
    /// counted from 1970-01-01, by 400-year eras (Hinnant's civil_from_days). The CSV profiles
    /// use it too.
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shiftedDays = days + 719_468
        let era = (shiftedDays >= 0 ? shiftedDays : shiftedDays - 146_096) / 146_097
        let dayOfEra = shiftedDays - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
