extension CalendarTimestamp {
    /// The first field outside the ranges of a PNG tIME chunk (PNG §11.3.6.1: years 0...65535,
    /// seconds 0...60 for a leap second), described as ``invalidField(years:maximumSecond:)``
    /// does, or `nil`: the rule both the encoder and the metadata reader apply.
    var invalidTIMEField: String? { invalidField(years: 0...65535, maximumSecond: 60) }
}
