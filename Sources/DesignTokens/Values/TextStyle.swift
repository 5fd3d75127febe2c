/// The eleven text styles of Apple's Human Interface Guidelines (Typography › Specifications).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// Large Title.
    case largeTitle
    /// Title 1.
    case title1
    /// Title 2.
    case title2
    /// Title 3.
    case title3
    /// Headline (semibold).
    case headline
    /// Body.
    case body
    /// Callout.
    case callout
    /// Subheadline.
    case subheadline
    /// Footnote.
    case footnote
    /// Caption 1.
    case caption1
    /// Caption 2.
    case caption2

    /// The weight: semibold (600) for Headline on iOS, regular (400) otherwise.
    public var iOSWeight: Int { self == .headline ? 600 : 400 }

    /// The weight on macOS: bold (700) for Headline, regular (400) otherwise.
    public var macOSWeight: Int { self == .headline ? 700 : 400 }

    /// The iOS size in points at a Dynamic Type content size (HIG iOS Dynamic Type sizes table).
    public func iOSSize(_ size: DynamicTypeSize) -> Double {
        Double(Self.iOSTable[size.rawValue][Self.allCases.firstIndex(of: self) ?? 0])
    }

    /// The iOS leading (line height) in points at the default Large size.
    public var iOSLeading: Double {
        Double([41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13][Self.allCases.firstIndex(of: self) ?? 0])
    }

    /// The macOS size in points (HIG macOS built-in text styles; macOS has no Dynamic Type).
    public var macOSSize: Double {
        Double([26, 22, 17, 15, 13, 13, 12, 11, 10, 10, 10][Self.allCases.firstIndex(of: self) ?? 0])
    }

    /// The macOS line height in points.
    public var macOSLeading: Double {
        Double([32, 26, 22, 20, 16, 16, 15, 14, 13, 13, 13][Self.allCases.firstIndex(of: self) ?? 0])
    }

    /// Rows: Dynamic Type sizes xSmall…AX5; columns: styles in declaration order.
    static let iOSTable: [[Int]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]
}
