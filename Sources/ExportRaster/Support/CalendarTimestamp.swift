/// A date and time as calendar fields, without a time zone: what a PNG tIME chunk (UTC, PNG
/// §11.3.6.1) and a ZIP entry's modification time (local time by convention, APPNOTE §4.4.6)
/// store.
///
/// The fields are kept as given; each format checks them against its own ranges when it writes
/// them (``PNG/EncodingOptions/modificationTime``, ``ZIPWriter/Options/timestamp``).
public struct CalendarTimestamp: Sendable, Hashable {
    /// The year, as written (PNG: 0...65535; ZIP: 1980...2107).
    public var year: Int
    /// 1...12.
    public var month: Int
    /// 1...31.
    public var day: Int
    /// 0...23.
    public var hour: Int
    /// 0...59.
    public var minute: Int
    /// 0...60 in PNG (60 is a leap second); 0...59 in ZIP, which stores it rounded down to even.
    public var second: Int

    /// A timestamp from calendar fields.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
    }

    /// The first field outside its range, described as "month 13 is outside 1...12", or `nil`
    /// when every field is in range: the year in `years`, the second in `0...maximumSecond`, the
    /// others as documented on each field.
    /// - Complexity: O(1).
    func invalidField(years: ClosedRange<Int>, maximumSecond: Int) -> String? {
        let fields: [(name: String, value: Int, range: ClosedRange<Int>)] = [
            ("year", year, years), ("month", month, 1...12), ("day", day, 1...31), ("hour", hour, 0...23),
            ("minute", minute, 0...59), ("second", second, 0...maximumSecond),
        ]
        guard let field = fields.first(where: { !$0.range.contains($0.value) }) else { return nil }
        return "\(field.name) \(field.value) is outside \(field.range.lowerBound)...\(field.range.upperBound)"
    }
}
