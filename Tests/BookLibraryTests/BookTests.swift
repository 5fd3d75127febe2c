import Foundation
import TestSupport
import Testing

@testable import BookLibrary

@Suite("Book model")
struct BookTests {
    @Test(
        "folding ignores case, diacritics and punctuation",
        arguments: [
            ("Gödel, Escher, Bach", "godel escher bach"),
            ("  THE   Hobbit!! ", "the hobbit"),
            ("Don't Panic", "dont panic"),
            ("Les Misérables", "les miserables"),
            ("Ångström Units", "angstrom units"),
            ("Naïve — Café", "naive cafe"),
            ("東京 物語", "東京 物語"),
            ("", ""),
        ])
    func folding(input: String, expected: String) {
        #expect(TextFolding.fold(input) == expected)
    }

    @Test("needs review below 0.8 spine confidence")
    func review() {
        #expect(Book(title: "A", spineConfidence: 0.79).needsReview)
        #expect(!Book(title: "A", spineConfidence: 0.8).needsReview)
        #expect(!Book(title: "A").needsReview)
    }

    @Test("identity is the ISBN-13 when known, else a local id")
    func identity() throws {
        #expect(Book(isbn: try ISBN("0306406152"), title: "A").id == .isbn("9780306406157"))
        #expect(Book(localID: "x", title: "A").id == .local("x"))
        #expect(Book.ID("isbn:9780306406157") == .isbn("9780306406157"))
        #expect(Book.ID("nonsense") == nil)
        let data = try JSONEncoder().encode([Book.ID.local("x")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"local:x\"]")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Book.ID].self, from: Data("[\"x\"]".utf8)) }
    }

    @Test("duplicates by ISBN, else by folded title and primary author")
    func duplicates() throws {
        let a = Book(isbn: try ISBN("0306406152"), title: "One", authors: ["X"])
        let b = Book(isbn: try ISBN("9780306406157"), title: "Other", authors: ["Y"])
        let c = Book(isbn: try ISBN("0131103628"), title: "One", authors: ["X"])
        #expect(a.isDuplicate(of: b))
        #expect(!a.isDuplicate(of: c))
        let spine = Book(title: "ONE.", authors: ["x"])
        #expect(spine.isDuplicate(of: c))
        #expect(!spine.isDuplicate(of: Book(title: "One", authors: ["Z"])))
    }

    @Test("merging keeps user edits, fills gaps, adopts the ISBN and the earlier date")
    func merge() throws {
        let early = Date(timeIntervalSinceReferenceDate: 100)
        let spine = Book(
            localID: "s", title: "My Title", authors: ["Me"], spineConfidence: 0.5, addedAt: early,
            userEditedFields: [.title])
        let scan = Book(
            isbn: try ISBN("0306406152"), title: "Catalogue Title", authors: ["Cat"], format: .paperback,
            publisher: "P", pageCount: 10, spineConfidence: 0.9, addedAt: early.addingTimeInterval(50),
            enrichmentStatus: .enriched, userEditedFields: [.publisher], rawJSON: "{}")
        let merged = spine.merged(with: scan)
        #expect(merged.id == .isbn("9780306406157"))
        #expect(merged.title == "My Title")
        #expect(merged.authors == ["Me"])
        #expect(merged.publisher == "P")
        #expect(merged.format == .paperback)
        #expect(merged.pageCount == 10)
        #expect(merged.addedAt == early)
        #expect(merged.spineConfidence == 0.9)
        #expect(merged.enrichmentStatus == .enriched)
        #expect(merged.rawJSON == "{}")
        #expect(merged.userEditedFields == [.title, .publisher])
    }

    @Test("enrichment never overwrites user-edited fields")
    func enrichment() throws {
        let book = Book(
            localID: "b", title: "Mine", authors: ["Me"], pageCount: 5, userEditedFields: [.title, .pageCount])
        let found = Book(
            isbn: try ISBN("0306406152"), title: "Theirs", authors: ["Them"], coverURL: URL(string: "https://c/1.jpg"),
            format: .hardcover, publisher: "P", publishedDate: "1999", pageCount: 300, rawJSON: "{\"a\":1}")
        let enriched = book.enriched(with: found)
        #expect(enriched.title == "Mine")
        #expect(enriched.pageCount == 5)
        #expect(enriched.authors == ["Them"])
        #expect(enriched.coverURL == URL(string: "https://c/1.jpg"))
        #expect(enriched.format == .hardcover)
        #expect(enriched.publishedDate == "1999")
        #expect(enriched.isbn == found.isbn)
        #expect(enriched.enrichmentStatus == .enriched)
        #expect(enriched.rawJSON == "{\"a\":1}")
    }

    @Test("the binary codec round-trips every field and rejects garbage without crashing")
    func codec() throws {
        let book = Book(
            isbn: try ISBN("9780306406157 51995", options: .repairOCR), title: "Tïtle, \"quoted\"\n",
            authors: ["A", "B"], coverURL: URL(string: "https://example.com/c.jpg"), format: .ebook, publisher: "P",
            publishedDate: "2001-02", pageCount: -3, spineConfidence: 0.123456789,
            addedAt: Date(timeIntervalSinceReferenceDate: 1.5),
            enrichmentStatus: .failed, userEditedFields: [.title, .format], rawJSON: "{}")
        var bytes: [UInt8] = []
        BookCodec.encode(book, into: &bytes)
        var reader = BookCodec.Reader(bytes[...])
        let decoded = try BookCodec.decode(&reader)
        #expect(decoded == book)
        #expect(decoded.isbn?.addOn == "51995")
        var random = SplitMix64(seed: 7)
        for length in 0..<bytes.count {
            var damaged = Array(bytes.prefix(length))
            if !damaged.isEmpty { damaged[Int(random.next() % UInt64(damaged.count))] ^= 0xFF }
            var garbage = BookCodec.Reader(damaged[...])
            _ = try? BookCodec.decode(&garbage)
        }
        var tooLong = BookCodec.Reader([UInt8](repeating: 0xFF, count: 12)[...])
        #expect(throws: BookCodec.DecodeError(reason: "varint too long")) { try tooLong.varint() }
    }
}
