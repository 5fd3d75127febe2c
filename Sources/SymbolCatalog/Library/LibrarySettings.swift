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
    /// The size symbols are drawn at in the grid.
    public var symbolSize: SymbolSize
    /// The weight new customizations and exports start from.
    public var defaultWeight: SymbolWeight

    /// Creates settings; the defaults are PNG at all three scales, iOS 17, badges on, automatic columns,
    /// medium symbols and regular weight.
    public init(
        exportFormat: ExportFormat = .png, exportScales: [ExportScale] = ExportScale.allCases,
        targetIOS: OSVersion = OSVersion(17, 0), showsCompatibilityBadges: Bool = true,
        gridColumns: GridColumns = .automatic, symbolSize: SymbolSize = .medium, defaultWeight: SymbolWeight = .regular
    ) {
        self.exportFormat = exportFormat
        self.exportScales = exportScales
        self.targetIOS = targetIOS
        self.showsCompatibilityBadges = showsCompatibilityBadges
        self.gridColumns = gridColumns
        self.symbolSize = symbolSize
        self.defaultWeight = defaultWeight
    }

    /// Checks every value against its allowed range.
    /// - Throws: ``SymbolLibraryError/invalidValue(field:value:)`` naming the first bad field
    ///   (`gridColumns` or `exportScales`) and its value.
    public func validate() throws(SymbolLibraryError) {
        if case .fixed(let count) = gridColumns, !GridColumns.fixedRange.contains(count) {
            throw .invalidValue(field: "gridColumns", value: String(count))
        }
        guard !exportScales.isEmpty else { throw .invalidValue(field: "exportScales", value: "[]") }
    }
}
