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

/// The column count and cell size of an adaptive symbol grid.
///
/// Follows SwiftUI's `GridItem(.adaptive(minimum:maximum:))`: as many columns as fit when each cell
/// is at least the minimum width (counting the spacing between cells), then the width is shared
/// equally among them, capped at the maximum. The count is then kept within the device's range.
public struct GridLayout: Sendable, Hashable {
    /// Number of columns.
    public var columns: Int
    /// Width (and height) of one cell in points.
    public var cellSize: Double

    /// Lays out a grid for a container width.
    ///
    /// ```swift
    /// let layout = GridLayout(width: 390, device: .phone)  // 4 columns of 74.25 pt
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
