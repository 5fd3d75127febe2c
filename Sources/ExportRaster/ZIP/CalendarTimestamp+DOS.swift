extension CalendarTimestamp {
    /// 1980-01-01 00:00:00, the earliest MS-DOS time: the default for reproducible ZIP archives.
    public static let dosEpoch = CalendarTimestamp(year: 1980, month: 1, day: 1)

    /// The first field outside the ranges MS-DOS time holds (APPNOTE §4.4.6: years 1980...2107,
    /// no leap second), described as ``invalidField(years:maximumSecond:)`` does, or `nil`.
    var invalidDOSField: String? { invalidField(years: 1980...2107, maximumSecond: 59) }

    /// The MS-DOS time field (APPNOTE §4.4.6): hour, minute and second / 2 in 5, 6 and 5 bits.
    /// Requires fields in ZIP's ranges (``ZIPWriter`` checks them before it writes).
    var dosTime: UInt16 { UInt16(hour << 11 | minute << 5 | second / 2) }

    /// The MS-DOS date field (APPNOTE §4.4.6): years since 1980, month and day in 7, 4 and 5 bits.
    var dosDate: UInt16 { UInt16((year - 1980) << 9 | month << 5 | day) }
}
