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
    /// - Throws: ``SymbolLibraryError/invalidValue(field:value:)`` naming the first bad field
    ///   (`gridColumns`, `symbolSize` or `exportScales`) and its value.
    public func validate() throws(SymbolLibraryError) {
        if case .fixed(let count) = gridColumns, !GridColumns.fixedRange.contains(count) {
            throw .invalidValue(field: "gridColumns", value: String(count))
        }
        guard Self.symbolSizeRange.contains(symbolSize) else {
            throw .invalidValue(field: "symbolSize", value: String(symbolSize))
        }
        guard !exportScales.isEmpty else { throw .invalidValue(field: "exportScales", value: "[]") }
    }
}
