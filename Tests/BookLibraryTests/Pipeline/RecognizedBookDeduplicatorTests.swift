import Foundation
import Testing

@testable import BookLibrary

@Suite("De-duplicating the books of one job")
struct RecognizedBookDeduplicatorTests {
    @Test("a stream that sends every book twice yields each book once, in first-seen order")
    func everyBookTwice() throws {
        let dune = RecognizedBook(title: "Dune", authors: ["Frank Herbert"], isbn: "9780441013593")
        let solaris = RecognizedBook(title: "Solaris", authors: ["Stanisław Lem"])
        var books = RecognizedBookDeduplicator()
        #expect(books.add(dune) == .added(index: 0))
        #expect(books.add(solaris) == .added(index: 1))
        #expect(books.add(dune) == .duplicate(index: 0))
        #expect(books.add(solaris) == .duplicate(index: 1))
        #expect(books.books == [dune, solaris])
    }

    @Test("ISBN-10 and ISBN-13 forms of one book are the same book")
    func isbnForms() {
        // Wikipedia's ISBN example: 0-306-40615-2 is 978-0-306-40615-7.
        #expect(RecognizedBookDeduplicator.normalizedISBN("0-306-40615-2") == "9780306406157")
        #expect(RecognizedBookDeduplicator.normalizedISBN("978 0 306 40615 7") == "9780306406157")
        #expect(RecognizedBookDeduplicator.normalizedISBN("080442957X") == "9780804429573")
        #expect(RecognizedBookDeduplicator.normalizedISBN("12345") == nil)
        #expect(RecognizedBookDeduplicator.normalizedISBN("97803064061X7") == nil)
        #expect(RecognizedBookDeduplicator.normalizedISBN("９７８０３０６４０６１５７") == nil)

        var books = RecognizedBookDeduplicator()
        books.add(RecognizedBook(title: "The Art", isbn: "0-306-40615-2"))
        #expect(books.add(RecognizedBook(title: "Another title", isbn: "9780306406157")) == .duplicate(index: 0))
    }

    @Test("books with different ISBNs stay apart even with the same title and author")
    func editions() {
        var books = RecognizedBookDeduplicator()
        books.add(RecognizedBook(title: "Emma", authors: ["Jane Austen"], isbn: "9780141439587"))
        #expect(
            books.add(RecognizedBook(title: "Emma", authors: ["Jane Austen"], isbn: "9780199535521"))
                == .added(index: 1))
    }

    @Test("without an ISBN, title and primary author match after folding case, diacritics and punctuation")
    func titleAuthorFolding() {
        var books = RecognizedBookDeduplicator()
        books.add(RecognizedBook(title: "Cien años de soledad", authors: ["Gabriel García Márquez"]))
        #expect(
            books.add(RecognizedBook(title: "CIEN AÑOS DE SOLEDAD!", authors: ["gabriel garcia marquez"]))
                == .duplicate(index: 0))
        #expect(books.add(RecognizedBook(title: "Cien años de soledad", authors: ["Someone Else"])) == .added(index: 1))
        #expect(RecognizedBookDeduplicator.fold("  Ender’s   Game: a Novel ") == "enders game a novel")
        #expect(RecognizedBookDeduplicator.fold("L'Étranger") == "letranger")
        #expect(RecognizedBookDeduplicator.fold("1984") == "1984")
        #expect(RecognizedBookDeduplicator.titleAuthorKey(title: "...", author: "x") == "")
    }

    @Test("a later copy with an ISBN fills in the kept book")
    func mergeFillsFields() {
        var books = RecognizedBookDeduplicator()
        books.add(RecognizedBook(title: "Dune", authors: ["Frank Herbert"]))
        #expect(
            books.add(RecognizedBook(title: "DUNE", authors: ["Frank Herbert"], isbn: "9780441013593"))
                == .merged(index: 0))
        #expect(books.books[0].isbn == "9780441013593")
        #expect(books.books[0].title == "Dune")
        // Now the kept book has an ISBN, so a different ISBN means a different book.
        #expect(
            books.add(RecognizedBook(title: "Dune", authors: ["Frank Herbert"], isbn: "9780593099322"))
                == .added(index: 1))
    }

    @Test("a copy found by ISBN fills in a missing title and authors")
    func mergeFillsTitle() {
        var books = RecognizedBookDeduplicator()
        books.add(RecognizedBook(title: nil, isbn: "9780441013593"))
        #expect(
            books.add(RecognizedBook(title: "Dune", authors: ["Frank Herbert"], isbn: "9780441013593"))
                == .merged(index: 0))
        #expect(books.books[0].title == "Dune")
        #expect(books.books[0].authors == ["Frank Herbert"])
        #expect(books.add(RecognizedBook(title: "dune", authors: ["frank herbert"])) == .duplicate(index: 0))
    }

    @Test("books with neither usable title key nor ISBN are never merged")
    func noKey() {
        var books = RecognizedBookDeduplicator()
        books.add(contentsOf: [RecognizedBook(title: "?!"), RecognizedBook(title: "…")])
        #expect(books.books.count == 2)
    }
}
