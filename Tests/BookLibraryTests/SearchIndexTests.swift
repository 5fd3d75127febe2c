import Foundation
import TestSupport
import Testing

@testable import BookLibrary

@Suite("Search index internals")
struct SearchIndexTests {
    static func snapshot(_ books: [Book]) -> LibrarySnapshot {
        var index = SearchIndex()
        for book in books { index.put(book) }
        index.finishBatch()
        return LibrarySnapshot(index: index)
    }

    static let words = ["river", "rivet", "shadow", "garden", "winter", "gold", "golden", "night", "stone"]

    /// Deterministic books whose titles and authors mix the words above.
    static func books(_ count: Int) -> [Book] {
        var generator = SplitMix64(seed: 7)
        return (0..<count).map { number in
            let title = (0..<3).map { _ in words[Int(generator.next() % UInt64(words.count))] }
            let author = words[Int(generator.next() % UInt64(words.count))].capitalized + " Writer"
            // Some share an added date so the tie-break is exercised too.
            return Book(
                localID: "b\(number)", title: title.joined(separator: " ").capitalized, authors: [author],
                format: number % 3 == 0 ? .hardcover : .paperback, spineConfidence: number % 4 == 0 ? 0.5 : nil,
                addedAt: Date(timeIntervalSinceReferenceDate: Double(number / 3)))
        }
    }

    /// The ranking rule written out plainly: prefix matches, then token matches, newest first, then
    /// by slot descending (the insertion order) for equal dates.
    static func expectedRanking(_ books: [Book], query: String) -> [String] {
        let needle = TextFolding.fold(query)
        let queryTokens = needle.split(separator: " ")
        var prefix: [(Int, Book)] = []
        var token: [(Int, Book)] = []
        for (slot, book) in books.enumerated() {
            let fields = [TextFolding.fold(book.title)] + book.authors.map(TextFolding.fold)
            let words = fields.flatMap { $0.split(separator: " ") }
            guard queryTokens.allSatisfy({ part in words.contains { $0.hasPrefix(part) } }) else { continue }
            if fields.contains(where: { $0.hasPrefix(needle) }) {
                prefix.append((slot, book))
            } else {
                token.append((slot, book))
            }
        }
        func newestFirst(_ a: (Int, Book), _ b: (Int, Book)) -> Bool {
            a.1.addedAt == b.1.addedAt ? a.0 > b.0 : a.1.addedAt > b.1.addedAt
        }
        return (prefix.sorted(by: newestFirst) + token.sorted(by: newestFirst)).map(\.1.title)
    }

    @Test(
        "a page by relevance equals the plainly computed ranking, at any offset",
        arguments: ["river", "gold", "riv", "golden night", "winter s", "writer", "stone writer"])
    func pagesMatchRanking(query: String) {
        let books = Self.books(600)
        let snapshot = Self.snapshot(books)
        let expected = Self.expectedRanking(books, query: query)
        #expect(!expected.isEmpty)
        for (offset, limit) in [(0, 10), (0, 50), (37, 25), (expected.count - 3, 10), (expected.count + 5, 10)] {
            let page = snapshot.books(matching: LibraryQuery(text: query, offset: max(0, offset), limit: limit))
            let start = min(max(0, offset), expected.count)
            #expect(page.map(\.title) == Array(expected[start..<min(expected.count, start + limit)]), "\(offset)")
        }
        #expect(snapshot.books(matching: LibraryQuery(text: query, limit: 0)).isEmpty)
        let all = snapshot.books(matching: LibraryQuery(text: query, offset: 1, limit: .max))
        #expect(all.map(\.title) == Array(expected.dropFirst()))
        #expect(
            snapshot.books(matching: LibraryQuery(text: query, sort: .title, offset: 2, limit: .max)).count == expected
                .count - 2)
    }

    @Test("filters apply before paging", arguments: ["river", "gold", "writer"])
    func filteredPages(query: String) {
        let books = Self.books(600)
        let snapshot = Self.snapshot(books)
        let hardcover = Self.expectedRanking(books.filter { $0.format == .hardcover }, query: query)
        let review = Self.expectedRanking(books.filter(\.needsReview), query: query)
        #expect(!hardcover.isEmpty && !review.isEmpty)
        let first = snapshot.books(matching: LibraryQuery(text: query, format: .hardcover, limit: 20))
        #expect(first.map(\.title) == Array(hardcover.prefix(20)))
        let flagged = snapshot.books(matching: LibraryQuery(text: query, needsReview: true, offset: 5, limit: 20))
        #expect(flagged.map(\.title) == Array(review.dropFirst(5).prefix(20)))
    }

    @Test("prefix and substring matches never run across two fields")
    func fieldBoundaries() {
        let snapshot = Self.snapshot([
            Book(
                localID: "a", title: "Silent", authors: ["Night Owl"], addedAt: Date(timeIntervalSinceReferenceDate: 2)),
            Book(
                localID: "b", title: "Silent Night", authors: ["Carol"],
                addedAt: Date(timeIntervalSinceReferenceDate: 1)),
            Book(
                isbn: try? ISBN("9780306406157"), title: "Ends", authors: ["Writer"],
                addedAt: Date(timeIntervalSinceReferenceDate: 0)),
        ])
        // Both books hold both words; only one title starts with the phrase, so it ranks first.
        #expect(
            snapshot.books(matching: LibraryQuery(text: "silent night")).map(\.title) == ["Silent Night", "Silent"])
        // "lent nig" is not a word prefix, so substring search runs: only the one title holds it.
        #expect(snapshot.books(matching: LibraryQuery(text: "lent nig")).map(\.title) == ["Silent Night"])
        #expect(snapshot.books(matching: LibraryQuery(text: "ends writer")).map(\.title) == ["Ends"])
        #expect(snapshot.books(matching: LibraryQuery(text: "nds wri")).isEmpty)
        #expect(snapshot.books(matching: LibraryQuery(text: "riter 978")).isEmpty)
        #expect(snapshot.books(matching: LibraryQuery(text: "0306406")).map(\.title) == ["Ends"])
        #expect(snapshot.books(matching: LibraryQuery(text: "ent", format: .hardcover)).isEmpty)
    }

    @Test("substring search follows replacements and removals, across a corpus rebuild")
    func corpusRebuild() {
        let filler = String(repeating: "lorem ipsum ", count: 20)
        var index = SearchIndex()
        for number in 0..<1000 {
            index.put(Book(localID: "n\(number)", title: "\(filler) marker\(number)x", authors: ["Someone"]))
        }
        index.finishBatch()
        let before = LibrarySnapshot(index: index)
        for number in 0..<800 { index.remove(.local("n\(number)")) }
        index.put(Book(localID: "n900", title: "Renamed zqx", authors: ["Someone"]))
        index.finishBatch()
        let after = LibrarySnapshot(index: index)
        #expect(after.count == 200)
        #expect(after.books(matching: LibraryQuery(text: "arker5x")).isEmpty)
        #expect(after.books(matching: LibraryQuery(text: "arker950x")).map(\.title) == ["\(filler) marker950x"])
        #expect(after.books(matching: LibraryQuery(text: "arker900x")).isEmpty)
        #expect(after.books(matching: LibraryQuery(text: "enamed zq")).map(\.title) == ["Renamed zqx"])
        #expect(after.books(matching: LibraryQuery(text: "rem ips", limit: 500)).count == 199)
        // A snapshot taken earlier still sees the books as they were.
        #expect(before.books(matching: LibraryQuery(text: "arker5x")).count == 1)
        #expect(before.books(matching: LibraryQuery(text: "enamed zq")).isEmpty)
    }

    @Test("duplicate lookup follows additions, replacements and removals")
    func duplicateChains() {
        var generator = SplitMix64(seed: 5)
        var index = SearchIndex()
        var live: [Book.ID: Book] = [:]
        let titles = ["Dune", "dune!", "Emma", "Éclair"]
        let authors = ["Frank Herbert", "FRANK HERBERT", "Jane Austen", ""]
        for step in 0..<400 {
            let number = Int(generator.next() % 30)
            let id = Book.ID.local("d\(number)")
            if generator.next() % 4 == 0 {
                index.remove(id)
                live[id] = nil
            } else {
                let author = authors[Int(generator.next() % UInt64(authors.count))]
                let book = Book(
                    localID: "d\(number)", title: titles[Int(generator.next() % UInt64(titles.count))],
                    authors: author.isEmpty ? [] : [author], addedAt: Date(timeIntervalSinceReferenceDate: Double(step))
                )
                index.put(book)
                live[id] = book
            }
            index.finishBatch()
            // The plain rule: every live book whose folded title and primary author give the key.
            for title in titles {
                for author in authors {
                    let key = Book(title: title, authors: author.isEmpty ? [] : [author]).duplicateKey
                    let expected = live.values.filter { $0.duplicateKey == key }.map(\.id).sorted()
                    #expect(index.books(withDuplicateKey: key).map(\.id).sorted() == expected, "step \(step)")
                }
            }
        }
    }

    @Test("sorting by title and author uses the folded fields, with the identifier last")
    func foldedSort() {
        let books = [
            Book(localID: "a", title: "Éclair", authors: ["Zola", "Anon"]),
            Book(localID: "b", title: "eclipse", authors: ["Émile Ajar"]),
            Book(localID: "c", title: "Eclair", authors: ["Zola"]),
            Book(localID: "d", title: "Abc", authors: []),
        ]
        let snapshot = Self.snapshot(books)
        // Folded titles: "eclair", "eclipse", "eclair", "abc"; authors: "zola", "emile ajar", "zola", "".
        #expect(
            snapshot.books(matching: LibraryQuery(sort: .title)).map(\.id) == [
                .local("d"), .local("a"), .local("c"), .local("b"),
            ])
        #expect(
            snapshot.books(matching: LibraryQuery(sort: .author)).map(\.id) == [
                .local("d"), .local("b"), .local("a"), .local("c"),
            ])
        #expect(
            snapshot.books(matching: LibraryQuery(text: "ecl", sort: .title)).map(\.id) == [
                .local("a"), .local("c"), .local("b"),
            ])
    }
}
