/// A spacing grid: every spacing is a multiple of a base unit, and a main rhythm moves in steps
/// of two units.
///
/// Composable Clarity's spacing sits on a 4-point grid: s, m, l and xl are 8, 12, 16 and 24.
/// Its radii do not (card 10, small 6), as the design system specifies them.
public struct SpacingGrid: Sendable, Hashable {
    /// The base unit in points (4).
    public let unit: Double
    /// The step of the main rhythm in points (8).
    public let step: Double

    /// Creates a grid.
    public init(unit: Double = 4, step: Double = 8) {
        self.unit = unit
        self.step = step
    }

    /// Composable Clarity's 4-point grid, with 8-point steps.
    public static let composableClarity = SpacingGrid()

    /// Whether `points` lies on the grid (a non-negative multiple of ``unit``).
    public func contains(_ points: Double) -> Bool {
        points >= 0 && (points / unit).rounded() * unit == points
    }

    /// The nearest grid value to `points`.
    public func snap(_ points: Double) -> Double {
        max(0, (points / unit).rounded() * unit)
    }
}
