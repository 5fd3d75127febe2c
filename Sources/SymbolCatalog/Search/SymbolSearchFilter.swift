/// The filters a search applies on top of the query.
public struct SymbolSearchFilter: Sendable, Hashable {
    /// Only symbols in this browsing category (``BrowsingCategory/all`` keeps everything).
    public var category: BrowsingCategory
    /// Only symbols usable on this deployment target; a symbol renamed after the target is offered
    /// under its old name when that name existed on the target.
    public var availableOn: PlatformVersion?
    /// Leave out symbols that Apple restricts to its own features.
    public var excludingRestricted: Bool
    /// Include localized variants such as `character.book.closed.ar` (hidden by default).
    public var includingLocalized: Bool

    /// Creates a filter; the defaults keep every current symbol.
    public init(
        category: BrowsingCategory = .all, availableOn: PlatformVersion? = nil, excludingRestricted: Bool = false,
        includingLocalized: Bool = false
    ) {
        self.category = category
        self.availableOn = availableOn
        self.excludingRestricted = excludingRestricted
        self.includingLocalized = includingLocalized
    }
}
