/// The column count and cell size of an adaptive symbol grid.
///
/// Follows SwiftUI's `GridItem(.adaptive(minimum:maximum:))`: as many columns as fit when each cell
/// is at least the minimum width (counting the spacing between cells), then the width is shared
/// equally among them, capped at the maximum. The count is then kept within the device's range.
public struct SymbolGridLayout: Sendable, Hashable {
    /// Number of columns.
    public var columns: Int
    /// Width (and height) of one cell in points.
    public var cellSize: Double

    /// Lays out a grid for a container width.
    ///
    /// ```swift
    /// let layout = SymbolGridLayout(width: 390, device: .phone)  // 4 columns of 74.25 pt
    /// ```
    /// - Complexity: O(1).
    public init(width: Double, device: DeviceClass, spacing: Double = 8, columns setting: GridColumns = .automatic) {
        let width = max(0, width.isFinite ? width : 0)
        let minimum = device.cellRange.lowerBound
        let fitting = Int(((width + spacing) / (minimum + spacing)).rounded(.down))
        var count: Int
        switch setting {
        case .automatic: count = fitting
        case .fixed(let fixed): count = fixed
        }
        count = min(max(count, device.columnRange.lowerBound), device.columnRange.upperBound)
        columns = count
        let share = (width - spacing * Double(count - 1)) / Double(count)
        cellSize = max(0, min(share, device.cellRange.upperBound))
    }
}
