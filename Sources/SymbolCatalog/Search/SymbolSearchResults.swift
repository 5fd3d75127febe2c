/// The outcome of a search: the best symbols up to the limit and how many matched in total.
public struct SymbolSearchResults: Sendable, Hashable {
    /// Matching symbols, best first, at most the requested limit.
    public var symbols: [Symbol]
    /// How many symbols matched before the limit was applied.
    public var totalCount: Int
}
