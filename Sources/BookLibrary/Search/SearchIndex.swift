#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The books of a library with a token/prefix index, kept up to date on every change.
///
/// Each book lives in a numbered slot. The index maps folded tokens of the title, the authors and
/// the ISBN (13 and 10) to sorted slot lists, keeps the tokens sorted for prefix lookups, keeps a
/// folded "haystack" per book for prefix and substring search, and keeps slots sorted by added date.
///
/// A haystack is the folded title and authors, each followed by the unit separator (0x1F), then the
/// record separator (0x1E) and the ISBN forms, each followed by 0x1F. Folded text holds only letters,
/// digits and spaces, so a folded needle never matches across fields. The haystacks are kept only
/// laid end to end in one ``SubstringCorpus`` that a substring search scans in a single pass; the
/// folded title and authors are read back from there when sorting, and a book's tokens are found by
/// folding it again when it is replaced or removed, so that the index holds few objects per book.
struct SearchIndex: Sendable {
    /// Per slot, the book, or `nil` once removed.
    private(set) var books: [Book?] = []
    /// Per slot, the added date as seconds since 2001 (for ranking without touching the books).
    private(set) var addedAt: [Double] = []
    private(set) var slots: [Book.ID: Int32] = [:]
    /// Every slot's haystack; also the one copy of the folded title and authors (see ``folded(_:)``).
    private var corpus = SubstringCorpus()
    private var postings: [String: PostingList] = [:]
    private var sortedTokens: [String] = []
    private var newTokens: [String] = []
    /// Slots ordered by (added date, slot) ascending.
    private var byAdded: [Int32] = []
    private var pendingAdded: [Int32] = []
    /// Duplicate keys (folded title + primary author) as chains of slots: the hash of a key leads to
    /// its newest slot, ``duplicateNext`` to the next slot whose key has the same hash, -1 ends.
    /// Storing hashes instead of key strings keeps one integer per book; lookups check the key
    /// itself against the corpus.
    private var duplicateHeads: [Int: Int32] = [:]
    private var duplicateNext: [Int32] = []

    var count: Int { slots.count }

    /// Prepares for `count` more books, of about `textBytes` bytes of text in all.
    mutating func reserveCapacity(_ count: Int, textBytes: Int = 0) {
        books.reserveCapacity(books.count + count)
        addedAt.reserveCapacity(addedAt.count + count)
        duplicateNext.reserveCapacity(duplicateNext.count + count)
        slots.reserveCapacity(slots.count + count)
        duplicateHeads.reserveCapacity(duplicateHeads.count + count)
        // About two tokens per book are its own (ISBN-13 and ISBN-10); reserving spares a rehash.
        postings.reserveCapacity(postings.count + count * 2)
        pendingAdded.reserveCapacity(pendingAdded.count + count)
        corpus.reserveCapacity(segments: count, bytes: textBytes)
    }

    /// Gives back the spare capacity the text buffer grew into while loading.
    mutating func shrinkToFit() { corpus.shrinkToFit() }

    func book(_ id: Book.ID) -> Book? {
        guard let slot = slots[id] else { return nil }
        return books[Int(slot)]
    }

    /// Books whose duplicate key (``Book/duplicateKey``) is `key`.
    ///
    /// - Complexity: O(d) for d books whose key has the same hash.
    func books(withDuplicateKey key: String) -> [Book] {
        var found: [Book] = []
        func collect(_ key: TextHandle) {
            var slot = duplicateHeads[key.hash(0..<key.count)] ?? -1
            while slot >= 0 {
                if let book = books[Int(slot)], corpus.duplicateKey(of: slot, equals: key) { found.append(book) }
                slot = duplicateNext[Int(slot)]
            }
        }
        if TextHandle.withContiguousHandle(on: key.utf8, collect) == nil {
            TextHandle.withHandle(on: Array(key.utf8), collect)
        }
        return found
    }

    /// Ends each field of a haystack (ASCII unit separator).
    static let fieldSeparator: UInt8 = 0x1F
    /// Ends the title and author fields of a haystack (ASCII record separator).
    static let identifierSeparator: UInt8 = 0x1E

    /// What the index stores of a book: its haystack and its distinct tokens. The duplicate key
    /// (folded title, unit separator, folded primary author) is the haystack's first
    /// `duplicateKeyLength` bytes.
    struct Folded {
        var haystack: [UInt8]
        var tokens: [String]
        var duplicateKeyLength: Int

        /// The hash under which the book is chained with its possible duplicates.
        /// It is the hash of the key's UTF-8 bytes, so a key string leads to the same chain.
        var duplicateHash: Int {
            TextHandle.withHandle(on: haystack) { $0.hash(0..<duplicateKeyLength) }
        }
    }

    /// Folds a book once into its haystack and tokens, laying the bytes out directly.
    ///
    /// - Complexity: O(n) in the length of the title and authors, plus O(t log t) for t tokens.
    static func folded(_ book: Book) -> Folded {
        let title = TextFolding.fold(book.title)
        let authors = book.authors.map(TextFolding.fold)
        var haystack: [UInt8] = []
        haystack.reserveCapacity(title.utf8.count + authors.reduce(0) { $0 + $1.utf8.count + 1 } + 28)
        var tokens: [String] = []
        tokens.reserveCapacity(8)
        var duplicateKeyLength = 0
        // Folded text separates words by single spaces, so a word is a run of bytes between them.
        func field(_ text: String) {
            var wordStart = haystack.count
            haystack.append(contentsOf: text.utf8)
            for position in wordStart...haystack.count where position == haystack.count || haystack[position] == 0x20 {
                if position > wordStart {
                    tokens.append(String(decoding: haystack[wordStart..<position], as: UTF8.self))
                }
                wordStart = position + 1
            }
        }
        field(title)
        haystack.append(fieldSeparator)
        duplicateKeyLength = haystack.count
        for (number, author) in authors.enumerated() {
            field(author)
            if number == 0 { duplicateKeyLength = haystack.count }
            haystack.append(fieldSeparator)
        }
        haystack.append(identifierSeparator)
        if let isbn = book.isbn {
            tokens.append(isbn.isbn13)
            haystack.append(contentsOf: isbn.isbn13.utf8)
            haystack.append(fieldSeparator)
            if let ten = isbn.isbn10 {
                let folded = ten.lowercased()
                tokens.append(folded)
                haystack.append(contentsOf: folded.utf8)
                haystack.append(fieldSeparator)
            }
        }
        // Distinct tokens by sorting: a book has few, and a set would hash each one.
        tokens.sort()
        var distinct = 0
        for token in tokens where distinct == 0 || tokens[distinct - 1] != token {
            tokens[distinct] = token
            distinct += 1
        }
        tokens.removeLast(tokens.count - distinct)
        return Folded(haystack: haystack, tokens: tokens, duplicateKeyLength: duplicateKeyLength)
    }

    /// The folded title and authors of a slot, read back from the corpus.
    func foldedFields(_ slot: Int32) -> (title: String, authors: [String]) {
        corpus.foldedFields(of: slot)
    }

    /// Inserts or replaces a book. Call ``finishBatch()`` after a batch of changes.
    ///
    /// - Complexity: O(t log n) for t tokens, plus O(n) memory moves for a replaced book.
    mutating func put(_ book: Book) {
        let folded = Self.folded(book)
        if let slot = slots[book.id], let old = books[Int(slot)] {
            unindex(slot: slot, book: old)
            books[Int(slot)] = book
            addedAt[Int(slot)] = book.addedAt.timeIntervalSinceReferenceDate
            corpus.remove(slot: slot)
            corpus.append(folded.haystack, slot: slot)
            index(slot: slot, folded: folded)
        } else {
            let slot = Int32(books.count)
            books.append(book)
            addedAt.append(book.addedAt.timeIntervalSinceReferenceDate)
            duplicateNext.append(-1)
            slots[book.id] = slot
            corpus.append(folded.haystack, slot: slot)
            index(slot: slot, folded: folded)
        }
    }

    /// Removes a book if present.
    mutating func remove(_ id: Book.ID) {
        guard let slot = slots.removeValue(forKey: id), let old = books[Int(slot)] else { return }
        unindex(slot: slot, book: old)
        books[Int(slot)] = nil
        corpus.remove(slot: slot)
        if corpus.wasted > 1 << 16, corpus.wasted > corpus.size / 2 { corpus.rebuild() }
    }

    private mutating func index(slot: Int32, folded: Folded) {
        for token in folded.tokens {
            // One hash lookup: the list is created empty in place when the token is new.
            if postings[token, default: PostingList()].insert(slot) { newTokens.append(token) }
        }
        let hash = folded.duplicateHash
        duplicateNext[Int(slot)] = duplicateHeads[hash] ?? -1
        duplicateHeads[hash] = slot
        pendingAdded.append(slot)
    }

    /// Undoes ``index(slot:folded:)`` for the book stored in `slot`, folding it again to find its
    /// tokens (the index keeps no per-book token list).
    private mutating func unindex(slot: Int32, book: Book) {
        let folded = Self.folded(book)
        for token in folded.tokens {
            guard postings[token] != nil else { continue }
            postings[token]?.remove(slot)
            if postings[token]?.isEmpty == true {
                postings[token] = nil
                let position = Self.lowerBound(sortedTokens, token)
                if position < sortedTokens.count, sortedTokens[position] == token {
                    sortedTokens.remove(at: position)
                } else if let position = newTokens.firstIndex(of: token) {
                    newTokens.remove(at: position)
                }
            }
        }
        let hash = folded.duplicateHash
        if let head = duplicateHeads[hash] {
            if head == slot {
                let next = duplicateNext[Int(slot)]
                duplicateHeads[hash] = next >= 0 ? next : nil
            } else {
                var previous = head
                while duplicateNext[Int(previous)] >= 0 && duplicateNext[Int(previous)] != slot {
                    previous = duplicateNext[Int(previous)]
                }
                if duplicateNext[Int(previous)] == slot { duplicateNext[Int(previous)] = duplicateNext[Int(slot)] }
            }
        }
        duplicateNext[Int(slot)] = -1
        if let position = pendingAdded.firstIndex(of: slot) {
            pendingAdded.remove(at: position)
        } else if let position = addedPosition(of: slot, date: book.addedAt) {
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
    /// - Returns: How many books match every query token (0 for no query token).
    /// - Complexity: O(t log V + p) for t query tokens and p matching postings.
    @discardableResult
    func markTokenMatches(_ queryTokens: [String], into marks: inout [UInt8]) -> Int {
        var matched = 0
        for (number, token) in queryTokens.enumerated() {
            let previous = UInt8(number)
            matched = 0
            var position = Self.lowerBound(sortedTokens, token)
            while position < sortedTokens.count, sortedTokens[position].hasPrefix(token) {
                postings[sortedTokens[position]]?.forEachSlot { slot in
                    if marks[Int(slot)] == previous {
                        marks[Int(slot)] = previous + 1
                        matched += 1
                    }
                }
                position += 1
            }
            // No book matched this token, so none can match them all.
            if matched == 0 { break }
        }
        return matched
    }

    /// Calls `body` with a test telling whether the folded title or an author of a slot starts with
    /// `needle`; the test reads the shared substring buffer in place.
    func withTitleOrAuthorPrefixTest<Result>(_ needle: [UInt8], _ body: ((Int32) -> Bool) -> Result) -> Result {
        corpus.withPrefixTest(needle, body)
    }

    /// Sets `marks[slot]` to 1 for every book whose folded title, authors or ISBN contain `needle`
    /// anywhere. `marks` must be zeroed, one per slot.
    ///
    /// - Complexity: O(total haystack bytes) plus O(needle length) per occurrence of the needle's
    ///   rarest byte; see ``SubstringCorpus/markMatches(_:into:)``.
    /// - Returns: How many books were marked.
    @discardableResult
    func markSubstringMatches(_ needle: [UInt8], into marks: inout [UInt8]) -> Int {
        corpus.markMatches(needle, into: &marks)
    }

    /// Slots in added-date order, oldest first.
    var slotsByAdded: [Int32] { byAdded }
}
