import Foundation
import Testing

@testable import BookLibrary

/// The Goodreads and StoryGraph profiles against the header lines those services write.
///
/// Neither service publishes a specification of its export; what it publishes is the file it hands
/// its users. The header lines below are copied from such files as their owners committed them to
/// public repositories, so they are what the services wrote, not what another importer assumed:
///
/// - Goodreads: `goodreads_library_export.csv` in the GitHub repository
///   `BeatrizFeliciano/feira-do-livro-2026`, commit 347efcd5dfe3de91b113033e341a0c114c39dd3f, an
///   export whose latest row was added on 2026/05/20. Exports of 2025 and 2026 have these 23
///   columns; earlier ones also had `Average Rating` after `My Rating` (24 columns), and earlier
///   still seven more at the end.
/// - StoryGraph: `storygraph_export.csv` in the GitHub repository `bsanser/mapmyreads`, commit
///   3fded3b84176b1b7e07e4df9c06660eb4ed4f79e, an export whose latest row was added on 2025/07/09.
///   The same 23 columns, in this order, also stand in the import tests of other projects.
///
/// The data rows in these tests are written here in the services' conventions, not copied.
@Suite("CSV layouts of the services' own exports")
struct CSVPublishedLayoutTests {
    static let goodreadsHeaderLine =
        "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Publisher,Binding,"
        + "Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,"
        + "Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"

    /// The layout Goodreads wrote before it dropped `Average Rating`.
    static let earlierGoodreadsHeaderLine =
        "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,"
        + "Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,"
        + "Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"

    static let storyGraphHeaderLine =
        "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,"
        + "Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,"
        + "Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,"
        + "Tags,Owned?"

    /// The first line an export writes, without its line ending.
    static func headerLine(_ profile: CSVProfile) -> Substring {
        var text = ""
        profile.export([Book]()) { text += $0 }
        return text.prefix { $0 != "\r\n" && $0 != "\n" }
    }

    @Test("the Goodreads export writes Goodreads' header line byte for byte")
    func goodreadsHeader() {
        #expect(Self.headerLine(.goodreads) == Self.goodreadsHeaderLine)
    }

    @Test("the StoryGraph export writes StoryGraph's header line byte for byte")
    func storyGraphHeader() {
        #expect(Self.headerLine(.storyGraph) == Self.storyGraphHeaderLine)
    }

    @Test("Goodreads files of the current and the earlier layout both import", arguments: [true, false])
    func goodreadsLayouts(current: Bool) throws {
        // The earlier layout has one more cell, the average rating, after "My Rating".
        let rating = current ? "0" : "0,4.26"
        let file = [
            current ? Self.goodreadsHeaderLine : Self.earlierGoodreadsHeaderLine,
            "234225,Dune,Frank Herbert,\"Herbert, Frank\",,\"=\"\"0441172717\"\"\",\"=\"\"9780441172719\"\"\",\(rating),"
                + "Ace,Mass Market Paperback,896,1990,1965,,2024/01/31,to-read,to-read (#1),to-read,,,,0,0",
        ].joined(separator: "\n")
        let result = try CSVProfile.goodreads.importBooks(file)
        #expect(result.problems.isEmpty)
        let book = try #require(result.books.first)
        #expect(book.title == "Dune")
        #expect(book.authors == ["Frank Herbert"])
        #expect(book.isbn?.isbn13 == "9780441172719")
        #expect(book.publisher == "Ace")
        #expect(book.format == .paperback)
        #expect(book.pageCount == 896)
        #expect(book.publishedDate == "1990")
        #expect(book.addedAt == Date(timeIntervalSince1970: 1_706_659_200))  // 2024-01-31T00:00:00Z
    }

    @Test(
        "StoryGraph formats are written with the words StoryGraph exports",
        arguments: [
            (Book.Format.hardcover, "hardcover"), (.paperback, "paperback"), (.ebook, "digital"),
            (.audiobook, "audio"), (.unknown, ""),
        ])
    func storyGraphFormats(format: Book.Format, word: String) throws {
        let row = CSVProfile.storyGraph.row(for: Book(title: "Dune", format: format))
        let column = try #require(CSVProfile.storyGraph.headers.firstIndex(of: "Format"))
        #expect(row[column] == word)
        let file =
            Self.storyGraphHeaderLine + "\nDune,Frank Herbert,,9780441172719,\(word),to-read,2021/03/02,,,0"
            + String(repeating: ",", count: 13) + "No\n"
        #expect(try CSVProfile.storyGraph.importBooks(file).books.map(\.format) == [format])
    }
}
