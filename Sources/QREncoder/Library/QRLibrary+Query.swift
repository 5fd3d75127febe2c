#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension QRLibrary {
    /// The orders of the library screen.
    public enum Sort: String, CaseIterable, Codable, Sendable {
        /// Most recently used first.
        case lastUsed
        /// Newest first.
        case created
        /// By title, A to Z, in QR Book's title order (see ``QRLibrary/Query/sort``).
        case title
        /// Most scanned first.
        case scanCount
    }

    /// What the library screen shows: a text search, filters and an order.
    public struct Query: Equatable, Sendable {
        /// Words to find. Every word must occur in the title, the data or a tag, ignoring case
        /// and diacritics (`cafe` finds `Café`); words are separated by spaces. Empty: no search.
        public var text: String
        /// The kinds to show; empty shows every kind.
        public var kinds: Set<QRKind>
        /// A tag the records must have, compared ignoring case and diacritics; `nil` for any.
        public var tag: String?
        /// Whether to show favorites only.
        public var favoritesOnly: Bool
        /// The status records must have at the query's instant; `nil` for any.
        public var status: QRRecord.Status?
        /// The order.
        ///
        /// Title order is what can honestly be done without ICU: titles compare by their folded
        /// form (case and diacritics ignored, as in most languages' dictionaries), runs of spaces
        /// and punctuation count as one space, and numbers compare by value (`Item 2` before
        /// `Item 10`, like Finder). Letters then follow code point order, so Latin comes before
        /// Greek and Cyrillic, and language-specific rules are not applied (Swedish `å` sorts
        /// with `a`, not after `z`). Ties fall back to the exact title, then creation, then id,
        /// so the order is total and stable.
        public var sort: Sort
        /// Whether to reverse the order.
        public var reversed: Bool

        /// A query; with no arguments it lists every record, most recently used first.
        public init(
            text: String = "",
            kinds: Set<QRKind> = [],
            tag: String? = nil,
            favoritesOnly: Bool = false,
            status: QRRecord.Status? = nil,
            sort: Sort = .lastUsed,
            reversed: Bool = false
        ) {
            self.text = text
            self.kinds = kinds
            self.tag = tag
            self.favoritesOnly = favoritesOnly
            self.status = status
            self.sort = sort
            self.reversed = reversed
        }
    }

    /// The records of a query, in order, with the neighbours the fullscreen view swipes to.
    public struct Results: RandomAccessCollection, Sendable, Equatable {
        /// The matching records in order.
        public let records: [QRRecord]

        /// The first position.
        public var startIndex: Int { records.startIndex }
        /// One past the last position.
        public var endIndex: Int { records.endIndex }
        /// The record at `position`.
        public subscript(position: Int) -> QRRecord { records[position] }

        /// The position of the record with `id`, or `nil`.
        ///
        /// - Complexity: O(n).
        public func position(of id: UUID) -> Int? { records.firstIndex { $0.id == id } }

        /// The record before the one with `id`, or `nil` at the start or when `id` is not here.
        ///
        /// - Complexity: O(n).
        public func previous(before id: UUID) -> QRRecord? {
            guard let position = position(of: id), position > 0 else { return nil }
            return records[position - 1]
        }

        /// The record after the one with `id`, or `nil` at the end or when `id` is not here.
        ///
        /// - Complexity: O(n).
        public func next(after id: UUID) -> QRRecord? {
            guard let position = position(of: id), position + 1 < records.count else { return nil }
            return records[position + 1]
        }
    }

    /// The records matching `query` at `instant` (the instant decides the status filter).
    ///
    /// - Complexity: O(n·m) for n records of m bytes of search text, plus O(k log k) to sort the
    ///   k matches.
    public func records(matching query: Query, at instant: Date = Date()) -> Results {
        let words = SearchFolding.words(query.text)
        let tag = query.tag.map(SearchFolding.fold)
        var matches: [Int] = []
        matches.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let record = entry.record
            if !query.kinds.isEmpty && !query.kinds.contains(record.kind) { continue }
            if query.favoritesOnly && !record.isFavorite { continue }
            if let status = query.status, record.status(at: instant) != status { continue }
            if let tag, !entry.tagKeys.contains(tag) { continue }
            if !words.allSatisfy({ SearchFolding.contains(entry.searchText, $0) }) { continue }
            matches.append(index)
        }
        sortPositions(&matches, by: query.sort)
        if query.reversed { matches.reverse() }
        return Results(records: matches.map { entries[$0].record })
    }

    /// The favorites in `sort` order (A to Z by title unless told otherwise).
    ///
    /// - Complexity: O(n + k log k).
    public func favorites(sortedBy sort: Sort = .title) -> Results {
        records(matching: Query(favoritesOnly: true, sort: sort))
    }

    /// The Recent list: the `limit` records used most recently, latest first. A record never
    /// used counts as used when it was created (``QRRecord/lastUsed`` starts at `createdAt`), so a
    /// new code shows up here at once.
    ///
    /// - Complexity: O(n log n).
    public func recent(limit: Int = 20) -> Results {
        Results(records: Array(records(matching: Query(sort: .lastUsed)).records.prefix(max(0, limit))))
    }

    /// Orders entry positions by `sort`; ties by exact title, then creation, then id.
    private func sortPositions(_ positions: inout [Int], by sort: Sort) {
        positions.sort { left, right in
            let a = entries[left]
            let b = entries[right]
            switch sort {
            case .lastUsed where a.record.lastUsed != b.record.lastUsed: return a.record.lastUsed > b.record.lastUsed
            case .created where a.record.createdAt != b.record.createdAt: return a.record.createdAt > b.record.createdAt
            case .scanCount where a.record.scanCount != b.record.scanCount:
                return a.record.scanCount > b.record.scanCount
            case .title where a.titleKey != b.titleKey: return a.titleKey.lexicographicallyPrecedes(b.titleKey)
            default: break
            }
            return Self.tieBreak(a, b)
        }
    }

    /// Exact title (by UTF-8 bytes), then newest first, then id: a total order.
    private static func tieBreak(_ a: Entry, _ b: Entry) -> Bool {
        if a.record.title != b.record.title {
            return a.record.title.utf8.lexicographicallyPrecedes(b.record.title.utf8)
        }
        if a.record.createdAt != b.record.createdAt { return a.record.createdAt > b.record.createdAt }
        return a.record.id.uuidString < b.record.id.uuidString
    }
}
