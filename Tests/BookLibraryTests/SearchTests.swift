import Foundation
import Testing

@testable import BookLibrary

@Suite("Search, sort and filter")
struct SearchTests {
    static let day = 86_400.0

    static func library() async throws -> Library {
        let library = try await Library.open(directory: "/lib", io: SimulatedFileIO())
        let base = Date(timeIntervalSinceReferenceDate: 0)
        try await library.add(contentsOf: [
            Book(
                isbn: try ISBN("0-13-110362-8"), title: "The C Programming Language",
                authors: ["Brian Kernighan", "Dennis Ritchie"], format: .paperback, addedAt: base),
            Book(
                isbn: try ISBN("0-465-02656-7"), title: "Gödel, Escher, Bach", authors: ["Douglas Hofstadter"],
                format: .paperback, addedAt: base + Self.day),
            Book(
                isbn: try ISBN("0-262-51087-1"), title: "Structure and Interpretation of Computer Programs",
                authors: ["Harold Abelson", "Gerald Jay Sussman"], format: .hardcover, addedAt: base + 2 * Self.day),
            Book(
                localID: "spine", title: "Programming Pearls", authors: ["Jon Bentley"], spineConfidence: 0.4,
                addedAt: base + 3 * Self.day),
        ])
        return library
    }

    static func titles(_ books: [Book]) -> [String] { books.map(\.title) }

    @Test("an exact ISBN ranks first, in any form")
    func exactISBN() async throws {
        let snapshot = try await Self.library().snapshot
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(text: "978-0-465-02656-2"))) == ["Gödel, Escher, Bach"])
        #expect(Self.titles(snapshot.books(matching: LibraryQuery(text: "0465026567"))) == ["Gödel, Escher, Bach"])
        #expect(snapshot.book(isbn: try ISBN("0465026567"))?.authors == ["Douglas Hofstadter"])
    }

    @Test("title and author prefixes rank before other token matches")
    func ranking() async throws {
        let snapshot = try await Self.library().snapshot
        // "programming" starts "Programming Pearls"; the C book and SICP only contain the word.
        let results = Self.titles(snapshot.books(matching: LibraryQuery(text: "program")))
        #expect(results.first == "Programming Pearls")
        #expect(
            Set(results) == [
                "Programming Pearls", "The C Programming Language",
                "Structure and Interpretation of Computer Programs",
            ])
        #expect(Self.titles(snapshot.books(matching: LibraryQuery(text: "GODEL"))) == ["Gödel, Escher, Bach"])
        #expect(Self.titles(snapshot.books(matching: LibraryQuery(text: "ritch"))) == ["The C Programming Language"])
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(text: "comp prog"))) == [
                "Structure and Interpretation of Computer Programs"
            ])
    }

    @Test("substring search is the fallback")
    func substring() async throws {
        let snapshot = try await Self.library().snapshot
        #expect(Self.titles(snapshot.books(matching: LibraryQuery(text: "scher"))) == ["Gödel, Escher, Bach"])
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(text: "0262510"))) == [
                "Structure and Interpretation of Computer Programs"
            ])
        #expect(snapshot.books(matching: LibraryQuery(text: "zzz")).isEmpty)
    }

    @Test("sort by added date, title and author; filters; paging")
    func sorting() async throws {
        let snapshot = try await Self.library().snapshot
        #expect(Self.titles(snapshot.books(matching: LibraryQuery())).first == "Programming Pearls")
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(sort: .addedOldestFirst))).first
                == "The C Programming Language")
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(sort: .title))) == [
                "Gödel, Escher, Bach", "Programming Pearls", "Structure and Interpretation of Computer Programs",
                "The C Programming Language",
            ])
        #expect(
            snapshot.books(matching: LibraryQuery(sort: .author)).map { $0.authors[0] } == [
                "Brian Kernighan", "Douglas Hofstadter", "Harold Abelson", "Jon Bentley",
            ])
        #expect(Self.titles(snapshot.books(matching: LibraryQuery(needsReview: true))) == ["Programming Pearls"])
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(format: .hardcover))) == [
                "Structure and Interpretation of Computer Programs"
            ])
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(offset: 1, limit: 2))) == [
                "Structure and Interpretation of Computer Programs", "Gödel, Escher, Bach",
            ])
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(text: "program", sort: .title, offset: 1, limit: 1)))
                == ["Structure and Interpretation of Computer Programs"])
        #expect(
            Self.titles(snapshot.books(matching: LibraryQuery(text: "program", sort: .addedOldestFirst))).first
                == "The C Programming Language")
        #expect(snapshot.books(matching: LibraryQuery(text: "program", offset: 9)).isEmpty)
        #expect(snapshot.books(matching: LibraryQuery(text: "program", sort: .addedNewestFirst)).count == 3)
        #expect(snapshot.books(matching: LibraryQuery(text: "program", sort: .author)).count == 3)
    }

    @Test("the index follows every write, and old snapshots do not change")
    func incremental() async throws {
        let library = try await Self.library()
        let before = await library.snapshot
        var pearls = try #require(await library.book(id: .local("spine")))
        pearls.title = "More Programming Pearls"
        try await library.update(pearls)
        try await library.remove(.isbn("9780131103627"))
        try await library.add(Book(title: "Pearls of Functional Algorithm Design", authors: ["Richard Bird"]))
        let after = await library.snapshot
        #expect(
            Self.titles(after.books(matching: LibraryQuery(text: "pearls"))).sorted() == [
                "More Programming Pearls", "Pearls of Functional Algorithm Design",
            ])
        #expect(after.books(matching: LibraryQuery(text: "kernighan")).isEmpty)
        #expect(Self.titles(before.books(matching: LibraryQuery(text: "kernighan"))) == ["The C Programming Language"])
        #expect(after.count == 4)
        #expect(before.count == 4)
        #expect(Self.titles(after.books(matching: LibraryQuery())).first == "Pearls of Functional Algorithm Design")
        #expect(after.books(matching: LibraryQuery(sort: .addedOldestFirst)).count == 4)
    }
}
