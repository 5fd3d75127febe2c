extension QRLibrary {
    /// A tag and how many records carry it.
    public struct TagCount: Equatable, Sendable {
        /// The tag, spelled as the first record that carries it spells it.
        public let tag: String
        /// How many records carry it (spellings that differ only in case or diacritics count as one).
        public let count: Int
    }

    /// Every tag with its number of records, in title order (see ``Query/sort``); spellings that
    /// differ only in case or diacritics are one tag.
    ///
    /// - Complexity: O(n log n) in the number of tags.
    public func tagCounts() -> [TagCount] {
        var counts: [[UInt8]: (tag: String, count: Int)] = [:]
        for entry in entries {
            for (tag, key) in zip(entry.record.tags, entry.tagKeys) {
                counts[key, default: (tag, 0)].count += 1
            }
        }
        return counts.values.map { TagCount(tag: $0.tag, count: $0.count) }.sorted { a, b in
            let left = SearchFolding.sortKey(a.tag)
            let right = SearchFolding.sortKey(b.tag)
            return left != right
                ? left.lexicographicallyPrecedes(right) : a.tag.utf8.lexicographicallyPrecedes(b.tag.utf8)
        }
    }
}
