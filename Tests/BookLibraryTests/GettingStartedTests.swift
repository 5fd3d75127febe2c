import Foundation
import Testing

@testable import BookLibrary

// The snippets of GettingStarted.md, compiled and run.

func catalogue(directory: URL) async throws -> [Book] {
    let library = try await Library.open(at: directory)

    // A scanned barcode: EAN-13 with a price add-on.
    let isbn = try ISBN("9780306406157 51995")
    try await library.add(Book(isbn: isbn, title: "Data Reduction", authors: ["Someone"]))

    // A spine read by OCR, without an ISBN; low confidence marks it for review.
    try await library.add(Book(title: "Gödel, Escher, Bach", authors: ["Douglas Hofstadter"], spineConfidence: 0.6))

    let snapshot = await library.snapshot
    let toReview = snapshot.books(matching: LibraryQuery(needsReview: true))
    let found = snapshot.books(matching: LibraryQuery(text: "godel"))
    return toReview + found
}

func backUp(_ library: Library, to folder: URL) async throws {
    let snapshot = await library.snapshot
    try snapshot.exportCSV(profile: .goodreads, to: folder.appendingPathComponent("goodreads.csv"))
    try snapshot.exportJSON().write(to: folder.appendingPathComponent("library.json"), options: .atomic)
}

@Suite("Getting started")
struct GettingStartedTests {
    @Test("the getting-started snippets run against a real directory")
    func snippets() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("booklibrary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let books = try await catalogue(directory: folder.appendingPathComponent("lib"))
        #expect(books.map(\.title) == ["Gödel, Escher, Bach", "Gödel, Escher, Bach"])
        let library = try await Library.open(at: folder.appendingPathComponent("lib"))
        #expect(await library.count == 2)
        try await backUp(library, to: folder)
        let csv = try String(contentsOf: folder.appendingPathComponent("goodreads.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("Book Id,Title,Author"))
        let archive = try LibraryArchive.decode(Data(contentsOf: folder.appendingPathComponent("library.json")))
        #expect(archive.books == (await library.snapshot.booksByAddedDate))
        try await library.compact()
        let reopened = try await Library.open(at: folder.appendingPathComponent("lib"))
        #expect(await reopened.snapshot.allBooks.count == 2)
        #expect(await reopened.damage.isEmpty)
    }
}
