import Foundation

/// The books of a library with a token/prefix index, kept up to date on every change.
///
/// Each book lives in a numbered slot. The index maps folded tokens of the title, the authors and
/// the ISBN (13 and 10) to sorted slot lists, keeps the tokens sorted for prefix lookups, keeps a
/// folded "haystack" per book for prefix and substring search, and keeps slots sorted by added date.
///
/// A haystack is the folded title and authors, each followed by the unit separator (0x1F), then the
/// record separator (0x1E) and the ISBN forms, each followed by 0x1F. Folded text holds only letters,
/// digits and spaces, so a folded needle never matches across fields. All haystacks are also laid end
/// to end in one ``SubstringCorpus`` that a substring search scans in a single pass.
struct SearchIndex: Sendable {
    struct Entry: Sendable {
        var book: Book
        var foldedTitle: String
        var foldedAuthors: [String]
        var tokens: [String]
        var haystack: [UInt8]
    }

    private(set) var entries: [Entry?] = []
    /// Per slot, the folded text searched by substring (empty for a removed book).
    private(set) var haystacks: [[UInt8]] = []
    /// Per slot, the added date as seconds since 2001 (for ranking without touching entries).
    private(set) var addedAt: [Double] = []
    private(set) var slots: [Book.ID: Int32] = [:]
    private var corpus = SubstringCorpus()
    private var postings: [String: [Int32]] = [:]
    private var sortedTokens: [String] = []
    private var newTokens: [String] = []
    /// Slots ordered by (added date, slot) ascending.
    private var byAdded: [Int32] = []
    private var pendingAdded: [Int32] = []
    /// Folded duplicate keys (title + primary author) to slots.
    private(set) var duplicateKeys: [String: [Int32]] = [:]

    var count: Int { slots.count }

    /// Prepares for `count` books.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        haystacks.reserveCapacity(count)
        addedAt.reserveCapacity(count)
        slots.reserveCapacity(count)
        postings.reserveCapacity(count * 2)
        duplicateKeys.reserveCapacity(count)
        pendingAdded.reserveCapacity(count)
    }

    func book(_ id: Book.ID) -> Book? {
        guard let slot = slots[id] else { return nil }
        return entries[Int(slot)]?.book
    }

    /// Slots of books whose duplicate key is `key`.
    func books(withDuplicateKey key: String) -> [Book] {
        (duplicateKeys[key] ?? []).compactMap { entries[Int($0)]?.book }
    }

    /// Ends each field of a haystack (ASCII unit separator).
    static let fieldSeparator: UInt8 = 0x1F
    /// Ends the title and author fields of a haystack (ASCII record separator).
    static let identifierSeparator: UInt8 = 0x1E

    static func makeEntry(_ book: Book) -> Entry {
        let title = TextFolding.fold(book.title)
        let authors = book.authors.map(TextFolding.fold)
        var tokens = Set(title.split(separator: " ").map(String.init))
        for author in authors { tokens.formUnion(author.split(separator: " ").map(String.init)) }
        // Built as one string and copied to bytes once: the fastest way to lay out the fields.
        var text = title
        text.append("\u{1F}")
        for author in authors {
            text.append(author)
            text.append("\u{1F}")
        }
        text.append("\u{1E}")
        if let isbn = book.isbn {
            tokens.insert(isbn.isbn13)
            text.append(isbn.isbn13)
            text.append("\u{1F}")
            if let ten = isbn.isbn10 {
                let folded = ten.lowercased()
                tokens.insert(folded)
                text.append(folded)
                text.append("\u{1F}")
            }
        }
        let haystack = Array(text.utf8)
        return Entry(
            book: book, foldedTitle: title, foldedAuthors: authors, tokens: tokens.sorted(), haystack: haystack)
    }

    /// Inserts or replaces a book. Call ``finishBatch()`` after a batch of changes.
    ///
    /// - Complexity: O(t log n) for t tokens, plus O(n) memory moves for a replaced book.
    mutating func put(_ book: Book) {
        let entry = Self.makeEntry(book)
        let key = entry.foldedTitle + "\u{1F}" + (entry.foldedAuthors.first ?? "")
        if let slot = slots[book.id], let old = entries[Int(slot)] {
            unindex(slot: slot, entry: old)
            entries[Int(slot)] = entry
            haystacks[Int(slot)] = entry.haystack
            addedAt[Int(slot)] = book.addedAt.timeIntervalSinceReferenceDate
            corpus.remove(slot: slot)
            corpus.append(entry.haystack, slot: slot)
            index(slot: slot, entry: entry, key: key)
        } else {
            let slot = Int32(entries.count)
            entries.append(entry)
            haystacks.append(entry.haystack)
            addedAt.append(book.addedAt.timeIntervalSinceReferenceDate)
            slots[book.id] = slot
            corpus.append(entry.haystack, slot: slot)
            index(slot: slot, entry: entry, key: key)
        }
    }

    /// Removes a book if present.
    mutating func remove(_ id: Book.ID) {
        guard let slot = slots.removeValue(forKey: id), let old = entries[Int(slot)] else { return }
        unindex(slot: slot, entry: old)
        entries[Int(slot)] = nil
        haystacks[Int(slot)] = []
        corpus.remove(slot: slot)
        if corpus.wasted > 1 << 16, corpus.wasted > corpus.size / 2 { corpus.rebuild(from: haystacks) }
    }

    private mutating func index(slot: Int32, entry: Entry, key: String) {
        for token in entry.tokens {
            if postings[token] == nil {
                postings[token] = [slot]
                newTokens.append(token)
            } else {
                Self.insertSorted(slot, into: &postings[token, default: []])
            }
        }
        duplicateKeys[key, default: []].append(slot)
        pendingAdded.append(slot)
    }

    private mutating func unindex(slot: Int32, entry: Entry) {
        for token in entry.tokens {
            guard var list = postings[token] else { continue }
            Self.removeSorted(slot, from: &list)
            if list.isEmpty {
                postings[token] = nil
                let position = Self.lowerBound(sortedTokens, token)
                if position < sortedTokens.count, sortedTokens[position] == token {
                    sortedTokens.remove(at: position)
                } else if let position = newTokens.firstIndex(of: token) {
                    newTokens.remove(at: position)
                }
            } else {
                postings[token] = list
            }
        }
        let key = entry.foldedTitle + "\u{1F}" + (entry.foldedAuthors.first ?? "")
        duplicateKeys[key]?.removeAll { $0 == slot }
        if duplicateKeys[key]?.isEmpty == true { duplicateKeys[key] = nil }
        if let position = pendingAdded.firstIndex(of: slot) {
            pendingAdded.remove(at: position)
        } else if let position = addedPosition(of: slot, date: entry.book.addedAt) {
            byAdded.remove(at: position)
        }
    }

    /// Merges the tokens and dates added since the last call into the sorted lists.
    ///
    /// - Complexity: O(n + k log k) for k new entries.
    mutating func finishBatch() {
        if !newTokens.isEmpty {
            newTokens.sort()
            if newTokens.count < 64 {
                // A few tokens: insert in place rather than rebuilding the whole list.
                for token in newTokens { sortedTokens.insert(token, at: Self.lowerBound(sortedTokens, token)) }
            } else {
                sortedTokens = Self.merge(sortedTokens, newTokens, by: <)
            }
            newTokens = []
        }
        if !pendingAdded.isEmpty {
            let dates = addedAt
            func before(_ a: Int32, _ b: Int32) -> Bool {
                let dateA = dates[Int(a)]
                let dateB = dates[Int(b)]
                return dateA == dateB ? a < b : dateA < dateB
            }
            pendingAdded.sort(by: before)
            if pendingAdded.count < 64 {
                for slot in pendingAdded {
                    var low = 0
                    var high = byAdded.count
                    while low < high {
                        let middle = (low + high) / 2
                        if before(byAdded[middle], slot) { low = middle + 1 } else { high = middle }
                    }
                    byAdded.insert(slot, at: low)
                }
            } else {
                byAdded = Self.merge(byAdded, pendingAdded, by: before)
            }
            pendingAdded = []
        }
    }

    private func addedPosition(of slot: Int32, date: Date) -> Int? {
        var low = 0
        var high = byAdded.count
        let value = date.timeIntervalSinceReferenceDate
        while low < high {
            let middle = (low + high) / 2
            let other = byAdded[middle]
            let otherDate = addedAt[Int(other)]
            if otherDate < value || (otherDate == value && other < slot) { low = middle + 1 } else { high = middle }
        }
        return low < byAdded.count && byAdded[low] == slot ? low : byAdded.firstIndex(of: slot)
    }

    static func merge<T>(_ a: [T], _ b: [T], by less: (T, T) -> Bool) -> [T] {
        var result: [T] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if less(b[j], a[i]) {
                result.append(b[j])
                j += 1
            } else {
                result.append(a[i])
                i += 1
            }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }

    static func lowerBound(_ list: [String], _ value: String) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    static func insertSorted(_ value: Int32, into list: inout [Int32]) {
        if let last = list.last, last < value {
            list.append(value)
            return
        }
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low < list.count && list[low] == value { return }
        list.insert(value, at: low)
    }

    static func removeSorted(_ value: Int32, from list: inout [Int32]) {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low < list.count && list[low] == value { list.remove(at: low) }
    }

    // MARK: Queries

    /// Marks books having, for every query token, a token that starts with it: afterwards
    /// `marks[slot] == queryTokens.count` exactly for those books. `marks` must be zeroed, one per slot,
    /// and `queryTokens` at most 255 long.
    ///
    /// - Complexity: O(t log V + p) for t query tokens and p matching postings.
    func markTokenMatches(_ queryTokens: [String], into marks: inout [UInt8]) {
        for (number, token) in queryTokens.enumerated() {
            let previous = UInt8(number)
            var position = Self.lowerBound(sortedTokens, token)
            while position < sortedTokens.count, sortedTokens[position].hasPrefix(token) {
                for slot in postings[sortedTokens[position]] ?? [] where marks[Int(slot)] == previous {
                    marks[Int(slot)] = previous + 1
                }
                position += 1
            }
        }
    }

    /// Calls `body` with a test telling whether the folded title or an author of a slot starts with
    /// `needle`; the test reads the shared substring buffer in place.
    func withTitleOrAuthorPrefixTest<Result>(
        _ needle: UnsafeBufferPointer<UInt8>, _ body: ((Int32) -> Bool) -> Result
    ) -> Result {
        corpus.withPrefixTest(needle, body)
    }

    /// Sets `marks[slot]` to 1 for every book whose folded title, authors or ISBN contain `needle`
    /// anywhere. `marks` must be zeroed, one per slot.
    ///
    /// - Complexity: O(total haystack bytes × needle length) in the worst case; one pass in practice.
    func markSubstringMatches(_ needle: [UInt8], into marks: inout [UInt8]) {
        corpus.markMatches(needle, into: &marks)
    }

    /// Slots in added-date order, oldest first.
    var slotsByAdded: [Int32] { byAdded }
}
