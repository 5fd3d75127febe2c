/// How many columns the symbol grid shows.
public enum GridColumns: Sendable, Hashable, Codable {
    /// As many as fit the width (see ``SymbolGridLayout``).
    case automatic
    /// A fixed count from 3 to 6.
    case fixed(Int)

    /// The allowed fixed counts.
    public static let fixedRange = 3...6
}
