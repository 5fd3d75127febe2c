extension SFSymbolCatalog {
    /// Builds a new, independent copy of the bundled SF Symbols catalog by decoding the compiled-in
    /// tables; prefer the shared ``bundled`` instance, this exists to measure or isolate loading.
    /// - Throws: ``SymbolCatalogError/malformedLine(section:line:reason:)`` or
    ///   ``SymbolCatalogError/unknownRelease(symbol:release:)`` if the compiled-in tables are inconsistent
    ///   (the test suite checks that they are not).
    /// - Complexity: O(*n*) in the number of symbols and keywords.
    public static func decodeBundled() throws(SymbolCatalogError) -> SFSymbolCatalog {
        try SFSymbolCatalog(encoded: GeneratedCatalog.self)
    }

    /// An estimate of the heap memory the catalog and its search index hold, in bytes.
    ///
    /// Counts array storage and the UTF-8 bytes of strings that do not fit inline (15 bytes or more),
    /// plus the dictionaries at twice their payload. ``Symbol`` values are assembled on access
    /// and are not part of the resident catalog; allocator overhead is not included.
    public var estimatedMemoryBytes: Int {
        func text(_ string: String) -> Int { string.utf8.count > 15 ? string.utf8.count + 32 : 0 }
        var bytes = names.reduce(0) { $0 + 16 + text($1) }
        bytes += entries.count * MemoryLayout<Entry>.stride + keywordRefs.count * 4
        bytes += keywordTable.reduce(0) { $0 + 16 + text($1) } + restrictionTable.reduce(0) { $0 + 16 + text($1) }
        bytes += releases.count * MemoryLayout<Availability>.stride + variantStarts.count * 4 + variantList.count * 4
        bytes += 2 * positions.count * (MemoryLayout<String>.stride + 8)
        bytes += renames.count * MemoryLayout<SymbolRename>.stride
        bytes += index.estimatedBytes
        return bytes
    }
}

extension SearchIndex {
    var estimatedBytes: Int {
        termBytes.count + termStarts.count * 4 + postingStarts.count * 4 + postingSymbols.count * 4
            + postingWeights.count * 2 + synonymSymbols.count * 4 + synonymWeights.count * 2
            + synonymRanges.count * 2 * (MemoryLayout<String>.stride + 16) + nameBytes.count + nameStarts.count * 4
            + canonicalRank.count * 4 + browsingMask.count * 2 + flags.count + versions.count * 2
            + renameStarts.count * 4 + renameList.count * 4 + renameVersions.count * 2
    }
}
