extension SFSymbolCatalog {
    /// Searches the catalog and returns the best matches first.
    ///
    /// The query is matched case-insensitively against name parts (exactly, by prefix, with typo
    /// tolerance), the parts of run-together names, Apple's keywords, our synonym table and, as a
    /// baseline, substrings of names. Every word of a multi-word query must match when some symbol
    /// matches them all. An empty query lists every symbol passing the filters in catalog order.
    /// See <doc:HowRankingWorks>.
    ///
    /// ```swift
    /// let hits = SFSymbolCatalog.bundled.search("arrow", in: .arrows, availableOn: .iOS(17, 0))
    /// ```
    /// - Complexity: O(*p* + *n* log *n*) for *p* postings touched and *n* matching symbols.
    public func search(
        _ query: String, in category: BrowsingCategory = .all, availableOn target: PlatformVersion? = nil,
        excludingRestricted: Bool = false, includingLocalized: Bool = false, limit: Int? = nil
    ) -> [Symbol] {
        let filter = SymbolSearchFilter(
            category: category, availableOn: target, excludingRestricted: excludingRestricted,
            includingLocalized: includingLocalized)
        return searchResults(query, filter: filter, limit: limit).symbols
    }

    /// Searches the catalog with up to `limit` results (see ``search(_:in:availableOn:excludingRestricted:includingLocalized:limit:)``).
    /// - Complexity: O(*p* + *n* log *n*) for *p* postings touched and *n* matching symbols.
    public func search(_ query: String, limit: Int) -> [Symbol] {
        searchResults(query, filter: SymbolSearchFilter(), limit: limit).symbols
    }

    /// Searches the catalog and also reports the total number of matches.
    ///
    /// Results found through a former name or an SFSafeSymbols case name say so in
    /// ``Symbol/searchMatch``.
    /// - Complexity: O(*p* + *n* log *n*) for *p* postings touched and *n* matching symbols.
    public func searchResults(_ query: String, filter: SymbolSearchFilter = .init(), limit: Int? = nil)
        -> SymbolSearchResults
    {
        let query = SearchQuery(query)
        let index = index
        let hits = index.rank(
            query, filter: filter,
            exactName: { name in
                if let position = positions[name] { return position }
                return renamePositions[name].flatMap(index.nameLookup.entry(forRename:))
            },
            spelling: { target in target >= 0 ? names[Int(target)] : renames[Int(-target - 1)].oldName })
        let wanted = min(hits.count, max(0, limit ?? hits.count))
        var result: [Symbol] = []
        result.reserveCapacity(wanted)
        for hit in hits.prefix(wanted) {
            var symbol = symbol(at: Int(hit.entry))
            if !query.isEmpty { symbol.searchMatch = searchMatch(for: Int(hit.entry), query, index.nameLookup) }
            if hit.rename >= 0 {
                let rename = renames[Int(hit.rename)]
                symbol.currentName = symbol.name
                symbol.name = rename.oldName
                if let old = rename.oldAvailability { symbol.availability = old }
            }
            result.append(symbol)
        }
        return SymbolSearchResults(symbols: result, totalCount: hits.count)
    }
}
