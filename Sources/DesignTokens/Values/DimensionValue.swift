/// A DTCG dimension (§8.2): a number and a unit, `px` or `rem`.
public struct DimensionValue: Sendable, Hashable {
    /// The amount.
    public var value: Double
    /// `px` or `rem`.
    public var unit: String

    /// Creates a dimension.
    public init(value: Double, unit: String = "px") {
        self.value = value
        self.unit = unit
    }

    /// The amount in points, taking `1rem = 16px` (the CSS default root font size).
    public var points: Double { unit == "rem" ? value * 16 : value }
}
