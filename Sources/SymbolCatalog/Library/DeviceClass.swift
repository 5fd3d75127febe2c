/// The kind of device a grid is laid out for, with its cell-size and column limits.
public enum DeviceClass: String, Sendable, Hashable, CaseIterable, Codable {
    /// iPhone: cells 64–80 pt, 3–5 columns.
    case phone
    /// iPad: cells 72–96 pt, 6–10 columns.
    case pad

    /// The smallest and largest cell width.
    public var cellRange: ClosedRange<Double> { self == .phone ? 64...80 : 72...96 }
    /// The fewest and most columns.
    public var columnRange: ClosedRange<Int> { self == .phone ? 3...5 : 6...10 }
}
