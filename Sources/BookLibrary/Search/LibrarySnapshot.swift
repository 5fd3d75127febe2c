#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An immutable view of a library at one moment, safe to hand to a user interface.
///
/// Later writes to the ``Library`` do not change a snapshot already taken.
///
/// ```swift
/// let snapshot = await library.snapshot
/// let newest = snapshot.books(matching: LibraryQuery(sort: .addedNewestFirst, limit: 50))
/// ```
public struct LibrarySnapshot: Sendable {
    let index: SearchIndex

    /// The number of books.
    public var count: Int { index.count }

    /// The book with this identifier, if present.
    public func book(id: Book.ID) -> Book? { index.book(id) }

    /// The book with this ISBN, if present.
    public func book(isbn: ISBN) -> Book? { index.book(.isbn(isbn.isbn13)) }

    /// Every book, in no particular order.
    public var allBooks: [Book] { index.books.compactMap { $0 } }

    /// Books matching a query: searched, filtered, sorted and paged.
    ///
    /// Search text is folded (case, diacritics, punctuation). A string that parses as an ISBN finds
    /// that book first; then books whose title or an author starts with the text; then books with,
    /// for every word of the text, a word starting with it. When nothing matches that way, any book
    /// whose title, authors or ISBN contain the text anywhere is returned.
    ///
    /// - Complexity: O(n) to walk the books newest first, stopping once a page of best matches is
    ///   found when sorting by relevance; O(total text) for a substring fallback; O(offset + limit)
    ///   for browsing by added date with no filters; O(k log k) to sort k matches by title or author.
    public func books(matching query: LibraryQuery) -> [Book] {
        let folded = TextFolding.fold(query.text)
        func keep(_ book: Book) -> Bool {
            if let review = query.needsReview, book.needsReview != review { return false }
            if let format = query.format, book.format != format { return false }
            return true
        }
        if folded.isEmpty {
            switch query.sort {
            case .relevance, .addedNewestFirst, .addedOldestFirst:
                let order = index.slotsByAdded
                var result: [Book] = []
                var skipped = 0
                let slots: AnySequence<Int32> =
                    query.sort == .addedOldestFirst ? AnySequence(order) : AnySequence(order.reversed())
                for slot in slots {
                    guard result.count < query.limit else { break }
                    guard let book = index.books[Int(slot)], keep(book) else { continue }
                    if skipped < query.offset {
                        skipped += 1
                        continue
                    }
                    result.append(book)
                }
                return result
            case .title, .author:
                let all = index.books.indices.filter { index.books[$0].map(keep) ?? false }.map { Int32($0) }
                return page(sorted(all, by: query.sort), query)
            }
        }
        // Rank slots first; touch books only for the page returned.
        var ranked: [(rank: Int, slot: Int32)] = []
        var exact: Int32?
        if let isbn = try? ISBN(query.text), let slot = index.slots[.isbn(isbn.isbn13)],
            let book = index.books[Int(slot)]
        {
            exact = slot
            if keep(book) { ranked.append((0, slot)) }
        }
        let queryTokens = Array(folded.split(separator: " ").map(String.init).prefix(255))
        var marks = [UInt8](repeating: 0, count: index.books.count)
        let tokenMatches = index.markTokenMatches(queryTokens, into: &marks)
        let wanted = UInt8(queryTokens.count)
        let unfiltered = query.needsReview == nil && query.format == nil
        // Reads only the two filtered fields in place, without copying the entry.
        func keep(slot: Int32) -> Bool {
            if let review = query.needsReview, index.books[Int(slot)]?.needsReview != review { return false }
            if let format = query.format, index.books[Int(slot)]?.format != format { return false }
            return true
        }
        // By relevance only the first page is needed: once that many prefix matches are found, no
        // token-only match can reach it. Other orders need every match.
        let needed = query.sort == .relevance ? Self.pageEnd(query) : Int.max
        guard needed > 0 else { return [] }
        let needle = Array(folded.utf8)
        // Walk newest first so each rank's slots come out already in date order.
        var prefixed: [Int32] = []
        var others: [Int32] = []
        // Walk the books only when some of them match every token.
        if tokenMatches > 0 {
            index.withTitleOrAuthorPrefixTest(needle) { startsWithNeedle in
                for slot in index.slotsByAdded.reversed() where marks[Int(slot)] == wanted && slot != exact {
                    if !unfiltered && !keep(slot: slot) { continue }
                    if startsWithNeedle(slot) {
                        prefixed.append(slot)
                        if prefixed.count >= needed { break }
                    } else if others.count < needed {
                        others.append(slot)
                    }
                }
            }
        }
        ranked.reserveCapacity(ranked.count + prefixed.count + others.count)
        for slot in prefixed { ranked.append((1, slot)) }
        for slot in others { ranked.append((2, slot)) }
        if ranked.isEmpty && exact == nil {
            var found = [UInt8](repeating: 0, count: index.books.count)
            let substringMatches = index.markSubstringMatches(needle, into: &found)
            for slot in index.slotsByAdded.reversed() where substringMatches > 0 && found[Int(slot)] != 0 {
                if !unfiltered && !keep(slot: slot) { continue }
                ranked.append((3, slot))
                if ranked.count >= needed { break }
            }
        }
        if query.sort == .relevance {
            // Ranks are already grouped in order and newest first within each rank.
            guard query.offset < ranked.count else { return [] }
            return ranked[query.offset..<min(ranked.count, Self.pageEnd(query))].compactMap {
                index.books[Int($0.slot)]
            }
        }
        return page(sorted(ranked.map(\.slot), by: query.sort), query)
    }

    private func page(_ books: [Book], _ query: LibraryQuery) -> [Book] {
        guard query.offset < books.count else { return [] }
        return Array(books[query.offset..<min(books.count, Self.pageEnd(query))])
    }

    /// `offset + limit`, saturating instead of overflowing for huge limits.
    private static func pageEnd(_ query: LibraryQuery) -> Int {
        let (end, overflow) = query.offset.addingReportingOverflow(query.limit)
        return overflow ? Int.max : end
    }

    /// The books in `slots` in a sort order; ties fall back to the identifier.
    ///
    /// - Complexity: O(k log k) for k slots; sorting by title or author reads the folded fields back
    ///   from the index once per slot.
    private func sorted(_ slots: [Int32], by order: LibraryQuery.SortOrder) -> [Book] {
        let books = slots.compactMap { index.books[Int($0)] }
        switch order {
        case .relevance, .addedNewestFirst:
            return books.sorted { ($0.addedAt, $1.id) > ($1.addedAt, $0.id) }
        case .addedOldestFirst:
            return books.sorted { ($0.addedAt, $0.id) < ($1.addedAt, $1.id) }
        case .title, .author:
            var keyed: [(first: String, second: String, book: Book)] = []
            keyed.reserveCapacity(books.count)
            for (slot, book) in zip(slots, books) {
                let fields = index.foldedFields(slot)
                let author = fields.authors.first ?? ""
                keyed.append(order == .title ? (fields.title, author, book) : (author, fields.title, book))
            }
            keyed.sort { ($0.first, $0.second, $0.book.id) < ($1.first, $1.second, $1.book.id) }
            return keyed.map(\.book)
        }
    }
}
