import Foundation
import Testing

@testable import BookLibrary

/// Files written by hand in each tool's layout, with headers as the tools publish them.
@Suite("LibraryThing, calibre and Libib profiles")
struct CSVCatalogProfileTests {
    static let libraryThingHeader = [
        "Book Id", "Title", "Sort Character", "Primary Author", "Primary Author Role", "Secondary Author",
        "Secondary Author Roles", "Publication", "Date", "Review", "Rating", "Comment", "Private Comment", "Summary",
        "Media", "Physical Description", "Weight", "Height", "Thickness", "Length", "Dimensions", "Page Count", "LCCN",
        "Acquired", "Date Started", "Date Read", "Barcode", "BCID", "Tags", "Collections", "Languages",
        "Original Languages", "LC Classification", "ISBN", "ISBNs", "Subjects", "Dewey Decimal", "Dewey Wording",
        "Other Call Number", "Copies", "Source", "Entry Date", "From Where", "OCLC", "Work id", "Lending Patron",
        "Lending Status", "Lending Start", "Lending End", "List Price", "Purchase Price", "Value", "Condition", "ISSN",
    ].joined(separator: "\t")

    static func exported(_ profile: CSVProfile, _ books: [Book]) -> String {
        var text = ""
        profile.export(books) { text += $0 }
        return text
    }

    static func sample() throws -> [Book] {
        [
            Book(
                isbn: try ISBN("0-201-61622-X"), title: "=The Pragmatic Programmer",
                authors: ["Andrew Hunt", "David Thomas"], format: .paperback, publisher: "Addison-Wesley",
                publishedDate: "1999", pageCount: 321, addedAt: Date(timeIntervalSince1970: 1_700_000_000)),
            Book(localID: "spine-2", title: "Tab\there, \"quoted\"\nand broken", authors: ["Anonymous"]),
        ]
    }

    @Test("every profile's headers are unique and the short names are distinct")
    func headersAreUnique() {
        for profile in CSVProfile.all {
            #expect(Set(profile.headers).count == profile.headers.count, "\(profile.name)")
        }
        #expect(Set(CSVProfile.all.map(\.name)).count == CSVProfile.all.count)
        #expect(CSVProfile.libraryThing.headers.count == 54)
        #expect(CSVProfile.calibre.headers.count == 21)
        #expect(CSVProfile.libib.headers.count == 30)
    }

    @Test("a LibraryThing export: every column, surname-first authors, bracketed ISBNs")
    func libraryThingFullFile() throws {
        func row(_ cells: [String: String]) -> String {
            Self.libraryThingHeader.split(separator: "\t").map { cells[String($0)] ?? "" }.joined(separator: "\t")
        }
        let file =
            [
                Self.libraryThingHeader,
                row([
                    "Book Id": "101", "Title": "On the Road", "Primary Author": "Kerouac, Jack",
                    "Publication": "Library of America (2007), Edition: 1st, Hardcover, 864 pages", "Date": "2007",
                    "Media": "Hardcover", "ISBN": "[1598530127]", "ISBNs": "1598530127, 9781598530124",
                    "Page Count": "864", "Entry Date": "2015-03-02",
                ]),
                row([
                    "Title": "Good Omens", "Primary Author": "Pratchett, Terry", "Secondary Author": "Gaiman, Neil",
                    "Media": "Paperback", "ISBN": "", "ISBNs": "9780060853983",
                ]),
                row(["Title": "", "Primary Author": "Nobody"]),
                row(["Title": "Broken", "ISBN": "[1598530128]"]),
            ].joined(separator: "\n") + "\n"
        let result = try CSVProfile.libraryThing.importBooks(file)
        #expect(result.books.map(\.title) == ["On the Road", "Good Omens"])
        let road = result.books[0]
        #expect(road.isbn?.isbn13 == "9781598530124")
        #expect(road.authors == ["Jack Kerouac"])
        #expect(road.publisher == "Library of America")
        #expect(road.publishedDate == "2007")
        #expect(road.format == .hardcover)
        #expect(road.pageCount == 864)
        #expect(Cells.dayFormatter(road.addedAt) == "2015/03/02")
        #expect(result.books[1].authors == ["Terry Pratchett", "Neil Gaiman"])
        #expect(result.books[1].isbn?.isbn10 == "0060853980")
        #expect(result.books[1].format == .paperback)
        #expect(result.problems.map(\.line) == [4, 5])
        #expect(result.problems[0].reason == .missingTitle)
    }

    @Test("LibraryThing: columns reordered, extra and missing, media words")
    func libraryThingTolerance() throws {
        let file =
            "Media\tExtra\tTitle\tPrimary Author\n"
            + "Ebook\tx\tA\tLe Guin, Ursula K.\n"
            + "Audio CD\tx\tB\tMadonna\n"
            + "Paper\tx\tC\tA, B, C\n"
            + "\tx\tD\t\n"
        let result = try CSVProfile.libraryThing.importBooks(file)
        #expect(result.books.map(\.format) == [.ebook, .audiobook, .other, .unknown])
        #expect(result.books.map(\.authors) == [["Ursula K. Le Guin"], ["Madonna"], ["A, B, C"], []])
        #expect(result.problems.isEmpty)
    }

    @Test("LibraryThing export is tab-separated, defanged, and reads back")
    func libraryThingExport() throws {
        let text = Self.exported(.libraryThing, try Self.sample())
        let records = try CSVReader.records(text, delimiter: "\t")
        #expect(records[0].fields.joined(separator: "\t") == Self.libraryThingHeader)
        #expect(records.allSatisfy { $0.fields.count == 54 })
        let row = records[1].fields
        #expect(row[1] == "'=The Pragmatic Programmer")
        #expect(row[3] == "Hunt, Andrew")
        #expect(row[5] == "David Thomas")
        #expect(row[33] == "[020161622X]")
        #expect(row[34] == "9780201616224, 020161622X")
        #expect(row[41] == "2023-11-14")
        let back = try CSVProfile.libraryThing.importBooks(text)
        #expect(back.problems.isEmpty)
        #expect(back.books.map(\.title) == (try Self.sample()).map(\.title))
        #expect(back.books[0].authors == ["Andrew Hunt", "David Thomas"])
        #expect(back.books[0].isbn == (try ISBN("9780201616224")))
        #expect(back.books[0].format == .paperback)
        #expect(back.books[0].pageCount == 321)
    }

    @Test("a calibre catalog: BOM, unquoted header, every value quoted, LF, custom columns")
    func calibreCatalog() throws {
        let header =
            "id,author_sort,authors,comments,cover,formats,identifiers,isbn,languages,library_name,pubdate,"
            + "publisher,rating,series,series_index,size,tags,timestamp,title,title_sort,uuid,#read"
        func quoted(_ cells: [String]) -> String {
            cells.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",")
        }
        let file =
            "\u{FEFF}" + header + "\n"
            + quoted([
                "3", "Herbert, Frank", "Frank Herbert", "Arrakis.", "/books/cover.jpg", "epub", "isbn:9780441172719",
                "9780441172719", "eng", "Calibre Library", "1990-09-01T00:00:00+00:00", "Ace", "4", "Dune", "1.0",
                "1048576", "Science Fiction", "2021-06-05T10:20:30+00:00", "Dune", "Dune", "a-b-c", "True",
            ]) + "\n"
            + quoted([
                "4", "Pratchett, Terry & Gaiman, Neil", "Terry Pratchett & Neil Gaiman", "", "", "",
                "goodreads:12067, isbn:0060853980", "", "", "", "0101-01-01T00:00:00+00:00", "", "", "", "", "", "",
                "2022-01-02T03:04:05.250000+00:00", "Good Omens", "Good Omens", "", "",
            ]) + "\n"
            + quoted([
                "5", "", "", "", "", "", "", "97804411727", "", "", "", "", "", "", "", "", "", "", "Bad", "", "", "",
            ]) + "\n"
        let result = try CSVProfile.calibre.importBooks(file)
        #expect(result.books.map(\.title) == ["Dune", "Good Omens"])
        #expect(result.books[0].isbn?.isbn10 == "0441172717")
        #expect(result.books[0].authors == ["Frank Herbert"])
        #expect(result.books[0].publisher == "Ace")
        #expect(result.books[0].publishedDate == "1990-09-01")
        #expect(result.books[0].addedAt == Date(timeIntervalSince1970: 1_622_888_430))
        #expect(result.books[1].authors == ["Terry Pratchett", "Neil Gaiman"])
        #expect(result.books[1].isbn?.isbn13 == "9780060853983")
        #expect(result.books[1].publishedDate == nil)
        #expect(result.books[1].addedAt == Date(timeIntervalSince1970: 1_641_092_645.25))
        #expect(result.problems.map(\.line) == [4])
        if case .invalidISBN(let text, _) = result.problems.first?.reason { #expect(text == "97804411727") }
    }

    @Test("calibre export writes ISO dates and the identifiers cell, and reads back")
    func calibreExport() throws {
        let text = Self.exported(.calibre, try Self.sample())
        let records = try CSVReader.records(text)
        #expect(records.allSatisfy { $0.fields.count == 21 })
        let row = records[1].fields
        #expect(row[1] == "Hunt, Andrew & Thomas, David")
        #expect(row[2] == "Andrew Hunt, David Thomas")
        #expect(row[6] == "isbn:9780201616224")
        #expect(row[17] == "2023-11-14T22:13:20+00:00")
        #expect(row[18] == "'=The Pragmatic Programmer")
        let back = try CSVProfile.calibre.importBooks(text)
        #expect(back.books.map(\.title) == (try Self.sample()).map(\.title))
        #expect(back.books[0].addedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(back.books[0].authors == ["Andrew Hunt", "David Thomas"])
        #expect(back.books[0].publishedDate == "1999")
        #expect(CalibreCells.date("2020-02-03") == Cells.day("2020/02/03"))
        #expect(CalibreCells.date("soon") == nil)
    }

    @Test("a Libib export: creators, split names, both ISBN columns, bad rows by line")
    func libibFile() throws {
        let file =
            "item_type,title,creators,first_name,last_name,collection,ean_isbn13,upc_isbn10,description,publisher,"
            + "publish_date,group,tags,notes,price,length,number_of_discs,number_of_players,age_group,ensemble,"
            + "aspect_ratio,esrb,rating,review,review_date,status,began,completed,added,copies\n"
            + "book,Dune,Frank Herbert,Frank,Herbert,Home,9780441172719,0441172717,\"Spice, worms\",Ace,"
            + "1990-09-01,,,,7.99,,,,,,,,,,,,,,2024-02-29,1\n"
            + "book,Good Omens,,Terry,Pratchett,Home,,0060853980,,,,,,,,,,,,,,,,,,,,,,1\n"
            + "book,Pages,x,,,Home,,,,,,,,,,,,,,,,,,,,,,,2024-13-40,1\n"
            + "book,Wrong,x,,,Home,9780441172710,,,,,,,,,,,,,,,,,,,,,,,1\n"
        let result = try CSVProfile.libib.importBooks(file)
        #expect(result.books.map(\.title) == ["Dune", "Good Omens", "Pages"])
        #expect(result.books[0].isbn?.isbn13 == "9780441172719")
        #expect(result.books[0].authors == ["Frank Herbert"])
        #expect(result.books[0].publisher == "Ace")
        #expect(result.books[0].publishedDate == "1990-09-01")
        #expect(Cells.dayFormatter(result.books[0].addedAt) == "2024/02/29")
        #expect(result.books[1].authors == ["Terry Pratchett"])
        #expect(result.books[1].isbn?.isbn13 == "9780060853983")
        #expect(result.problems.map(\.line) == [5])
    }

    @Test("Libib export has item_type, split names and both ISBN forms, and reads back")
    func libibExport() throws {
        let text = Self.exported(.libib, try Self.sample())
        let records = try CSVReader.records(text)
        #expect(records.allSatisfy { $0.fields.count == 30 })
        let row = records[1].fields
        #expect(row[0] == "book")
        #expect(row[2] == "Andrew Hunt, David Thomas")
        #expect(row[3] == "Andrew")
        #expect(row[4] == "Hunt")
        #expect(row[6] == "9780201616224")
        #expect(row[7] == "020161622X")
        #expect(row[28] == "2023-11-14")
        let back = try CSVProfile.libib.importBooks(text)
        #expect(back.books.map(\.title) == (try Self.sample()).map(\.title))
        #expect(back.books[0].authors == ["Andrew Hunt", "David Thomas"])
        #expect(back.books[0].isbn == (try ISBN("9780201616224")))
    }

    @Test(
        "a missing title column names the profile's own header",
        arguments: [
            (CSVProfile.libraryThing, "Title"), (.calibre, "title"), (.libib, "title"),
        ])
    func missingTitleColumn(profile: CSVProfile, column: String) {
        #expect(throws: CSVError.missingColumn(column)) { try profile.importBooks("authors\nX\n") }
    }

    @Test("hostile text is defanged in every spreadsheet-bound profile and restored on import")
    func hostileRoundTrip() throws {
        for profile in [CSVProfile.libraryThing, .calibre, .libib] {
            #expect(profile.defangsFormulas)
            for title in CSVTests.hostile where !title.trimmingCharacters(in: .whitespaces).isEmpty {
                // A leading tab is kept (defanged and restored); other surrounding spaces are trimmed.
                let expected = title.hasPrefix("\t") ? title : title.trimmingCharacters(in: .whitespaces)
                let text = Self.exported(profile, [Book(localID: "h", title: title, authors: ["@Someone"])])
                let back = try profile.importBooks(text)
                #expect(back.books.first?.title == expected, "\(profile.name)")
                #expect(!text.contains("\n=") && !text.contains(",=") && !text.contains("\t="), "\(profile.name)")
            }
        }
    }
}

@Suite("Cell helpers")
struct CellTests {
    /// Every space separator (Unicode general category Zs), the tab, and look-alikes that are not
    /// in Foundation's whitespace set: line breaks, U+200B and U+FEFF.
    static let edges: [Unicode.Scalar] = [
        " ", "\u{00A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}", "\t",
        "\n", "\r", "\u{200B}", "\u{FEFF}", "\u{0301}",
    ]

    @Test("trimming removes what CharacterSet.whitespaces removes, scalar for scalar")
    func trimmingMatchesFoundation() {
        for left in Self.edges {
            for right in Self.edges {
                let text = String(left) + "a" + String(right) + "b" + String(left) + String(right)
                #expect(
                    Cells.trimmed(text) == text.trimmingCharacters(in: .whitespaces),
                    "\(text.unicodeScalars.map(\.value))")
            }
            let only = String(left) + String(left)
            #expect(Cells.trimmed(only) == only.trimmingCharacters(in: .whitespaces))
        }
        let brackets = CharacterSet(charactersIn: "[] ")
        for text in ["[0201616224]", " [ 978, 1 ] ", "[]", "x", ""] {
            #expect(
                Cells.trimmed(text) { $0 == "[" || $0 == "]" || $0 == " " } == text.trimmingCharacters(in: brackets))
        }
    }

    @Test("dashed days are the slash days with dashes")
    func dashedDay() {
        #expect(Cells.dashedDay(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29")
    }
}
