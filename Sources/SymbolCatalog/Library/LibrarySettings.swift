/// An image format for exported symbols.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// PNG bitmap.
    case png
    /// PDF vector.
    case pdf
    /// SVG vector.
    case svg
}

/// An export scale: @1x, @2x or @3x of a 64-pixel base.
public enum ExportScale: Int, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// @1x: 64 pixels.
    case x1 = 1
    /// @2x: 128 pixels.
    case x2 = 2
    /// @3x: 192 pixels.
    case x3 = 3

    /// The pixel size at this scale: 64, 128 or 192.
    public var pixels: Int { 64 * rawValue }

    /// The export file name, `symbol-name@{scale}x.{format}`, for example `heart.fill@2x.png`.
    public func fileName(for symbol: String, format: ExportFormat) -> String {
        "\(symbol)@\(rawValue)x.\(format.rawValue)"
    }

    /// Orders by scale factor.
    public static func < (lhs: ExportScale, rhs: ExportScale) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How many columns the symbol grid shows.
public enum GridColumns: Sendable, Hashable, Codable {
    /// As many as fit the width (see ``GridLayout``).
    case automatic
    /// A fixed count from 3 to 6.
    case fixed(Int)

    /// The allowed fixed counts.
    public static let fixedRange = 3...6
}

/// The user's preferences.
public struct LibrarySettings: Sendable, Hashable, Codable {
    /// The default export format.
    public var exportFormat: ExportFormat
    /// The default export scales.
    public var exportScales: [ExportScale]
    /// The iOS version the user's app targets (drives compatibility badges and search filters).
    public var targetIOS: OSVersion
    /// Whether the grid shows compatibility badges.
    public var showsCompatibilityBadges: Bool
    /// Grid columns.
    public var gridColumns: GridColumns
    /// The symbol point size in the grid, 16 to 128.
    public var symbolSize: Double

    /// The allowed symbol sizes.
    public static let symbolSizeRange = 16.0...128.0

    /// Creates settings; the defaults are PNG at all three scales, iOS 17, badges on, automatic columns, 32 pt.
    public init(
        exportFormat: ExportFormat = .png, exportScales: [ExportScale] = ExportScale.allCases,
        targetIOS: OSVersion = OSVersion(17, 0), showsCompatibilityBadges: Bool = true,
        gridColumns: GridColumns = .automatic, symbolSize: Double = 32
    ) {
        self.exportFormat = exportFormat
        self.exportScales = exportScales
        self.targetIOS = targetIOS
        self.showsCompatibilityBadges = showsCompatibilityBadges
        self.gridColumns = gridColumns
        self.symbolSize = symbolSize
    }

    /// Checks every value against its allowed range.
    /// - Throws: ``LibraryError/invalidValue(field:value:)`` naming the first bad field.
    public func validate() throws {
        if case .fixed(let count) = gridColumns, !GridColumns.fixedRange.contains(count) {
            throw LibraryError.invalidValue(field: "gridColumns", value: String(count))
        }
        guard Self.symbolSizeRange.contains(symbolSize) else {
            throw LibraryError.invalidValue(field: "symbolSize", value: String(symbolSize))
        }
        guard !exportScales.isEmpty else { throw LibraryError.invalidValue(field: "exportScales", value: "[]") }
    }
}
