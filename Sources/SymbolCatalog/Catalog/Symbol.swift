/// One SF Symbol: its name, availability, Apple's categories and keywords, and our browsing categories.
///
/// ```swift
/// if let heart = SFSymbolCatalog.bundled["heart.fill"] {
///     print(heart.availability.iOS)  // 13.0
/// }
/// ```
public struct Symbol: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The system name, for example `"heart.fill"`.
    public var name: String
    /// Apple's topical categories in Apple's sidebar order (pseudo-categories excluded).
    public var categories: [SymbolCategory]
    /// Apple's search keywords for the symbol, quoted as Apple wrote them.
    public var keywords: [String]
    /// The first OS versions supporting this name.
    public var availability: Availability
    /// Our own browsing categories (never empty: every symbol is at least in ``BrowsingCategory/all``).
    public var browsingCategories: [BrowsingCategory]
    /// Apple's note when the symbol may only refer to Apple's own features, quoted verbatim.
    public var restriction: String?
    /// Whether Apple lists a multicolor rendering.
    public var isMulticolor: Bool
    /// Whether the symbol supports variable colour (variable values).
    public var supportsVariableColor: Bool
    /// Whether the symbol has Draw data (SF Symbols 7), or `nil` when the catalog's metadata does not
    /// say: the bundled SF Symbols 7.2 metadata lists no Draw symbols (see `support(forCapability:)`).
    public var supportsDraw: Bool? = nil
    /// Whether Apple lists the symbol under What's New in this release.
    public var isNew: Bool
    /// For a localized variant such as `character.book.closed.ar`, the base symbol's name.
    public var localizedBase: String?
    /// Names of localized variants grouped under this base symbol.
    public var localizedVariants: [String]
    /// Older names of this symbol (Apple's rename table), oldest first where known.
    public var previousNames: [String]
    /// Set when this value offers the symbol under an older name for an older OS: the current name.
    public var currentName: String?
    /// Set on search results that the query named by a former name or an SFSafeSymbols case name.
    public var searchMatch: SearchMatch?

    /// The name, which is unique within a catalog.
    public var id: String { name }
    /// Whether Apple restricts the symbol to referring to its own features.
    public var isRestricted: Bool { restriction != nil }
    /// Whether the symbol is a localized variant of another symbol.
    public var isLocalizedVariant: Bool { localizedBase != nil }
    /// The name.
    public var description: String { name }
}
