/// What to list from a library: optional search text, a sort order, filters and a page.
///
/// ```swift
/// let page = snapshot.books(matching: LibraryQuery(text: "tolkien", limit: 20))
/// ```
public struct LibraryQuery: Sendable, Equatable {
    /// How results are ordered.
    public enum SortOrder: Sendable, Equatable {
        /// Best match first (exact ISBN, then title/author prefix, then token matches); newest first
        /// within a rank. Without search text this is ``addedNewestFirst``.
        case relevance
        /// Most recently added first (the default for browsing).
        case addedNewestFirst
        /// Least recently added first.
        case addedOldestFirst
        /// By folded title, then primary author.
        case title
        /// By folded primary author, then title.
        case author
    }

    /// Search text; empty lists everything.
    public var text: String
    /// The order of results.
    public var sort: SortOrder
    /// Keep only books that need review (`true`), only those that do not (`false`), or all (`nil`).
    public var needsReview: Bool?
    /// Keep only books of this format.
    public var format: Book.Format?
    /// How many results to skip.
    public var offset: Int
    /// The most results to return.
    public var limit: Int

    /// Creates a query.
    public init(
        text: String = "", sort: SortOrder = .relevance, needsReview: Bool? = nil, format: Book.Format? = nil,
        offset: Int = 0, limit: Int = 50
    ) {
        self.text = text
        self.sort = sort
        self.needsReview = needsReview
        self.format = format
        self.offset = max(0, offset)
        self.limit = max(0, limit)
    }
}
