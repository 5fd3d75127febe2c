import Foundation
import Testing

@testable import BookLibrary

@Suite("CSV reader and writer")
struct CSVTests {
    @Test("RFC 4180 examples: quotes, delimiters and line breaks inside fields")
    func rfcExamples() throws {
        let text = "aaa,\"b\r\nbb\",ccc\r\nzzz,yyy,xxx\r\n\"a\"\"b\",,\"\"\r\n"
        let records = try CSVReader.records(text)
        #expect(records.map(\.fields) == [["aaa", "b\r\nbb", "ccc"], ["zzz", "yyy", "xxx"], ["a\"b", "", ""]])
        #expect(records.map(\.line) == [1, 3, 4])
    }

    @Test("LF, lone CR, a missing final line break, and a BOM")
    func lineEndings() throws {
        #expect(try CSVReader.records("a,b\nc,d").map(\.fields) == [["a", "b"], ["c", "d"]])
        #expect(try CSVReader.records("a\rb\r").map(\.fields) == [["a"], ["b"]])
        #expect(try CSVReader.records("\u{FEFF}Title,x\r\n").map(\.fields) == [["Title", "x"]])
        #expect(try CSVReader.records("\n\n").isEmpty)
        #expect(try CSVReader.records("a\tb\n", delimiter: "\t").map(\.fields) == [["a", "b"]])
        #expect(try CSVReader.records("x\"y,\"q\"z\n").map(\.fields) == [["x\"y", "qz"]])
    }

    @Test("the writer quotes by bytes: a quote with a combining mark is still doubled")
    func writerQuotesBytes() throws {
        let writer = CSVWriter()
        // RFC 4180 §2.7: a double quote inside a field is escaped by another; a reader sees bytes.
        #expect(writer.field("a\"\u{301}b") == "\"a\"\"\u{301}b\"")
        #expect(writer.field("plain é") == "plain é")
        #expect(writer.record(["x,y", "\r\n", "z"]) == "\"x,y\",\"\r\n\",z\r\n")
        #expect(CSVWriter(delimiter: "\t", lineEnding: "\n").record(["a\tb", "c,d"]) == "\"a\tb\"\tc,d\n")
        #expect(CSVWriter(delimiter: "§").record(["a§b", "c"]) == "\"a§b\"§c\r\n")
        let records = try CSVReader.records(writer.record(["a\"\u{301}b", "c"]))
        #expect(records.map(\.fields) == [["a\"\u{301}b", "c"]])
    }

    @Test("a partial BOM is data")
    func partialBOM() throws {
        var reader = CSVReader()
        var records: [CSVRecord] = []
        reader.feed([0xEF, 0xBB, 0x41, 0x0A]) { records.append($0) }
        try reader.finish { records.append($0) }
        #expect(records.map(\.fields) == [[String(decoding: [0xEF, 0xBB, 0x41], as: UTF8.self)]])
        var short = CSVReader()
        var tail: [CSVRecord] = []
        short.feed([0xEF]) { tail.append($0) }
        try short.finish { tail.append($0) }
        #expect(tail.count == 1)
    }

    @Test("an unterminated quote is an error with its line and the byte offset of the quote")
    func unterminated() {
        // "a" is byte 0 and the line feed byte 1, so the quote opening line 2 is byte 2.
        #expect(throws: CSVError.unterminatedQuote(line: 2, offset: 2)) { try CSVReader.records("a\n\"b,c\nd") }
        // The byte order mark counts: EF BB BF are bytes 0–2, "x" 3, LF 4, "y" 5, "," 6, the quote 7.
        #expect(throws: CSVError.unterminatedQuote(line: 2, offset: 7)) { try CSVReader.records("\u{FEFF}x\ny,\"z") }
        // A quote inside a quoted field does not move the error: the field opens on line 1, byte 4.
        #expect(throws: CSVError.unterminatedQuote(line: 1, offset: 4)) {
            try CSVReader.records("one,\"two \"\"2\"\"\r\nthree")
        }
    }

    @Test(
        "CSV errors name the line, the byte offset or the column",
        arguments: [
            (
                CSVError.unterminatedQuote(line: 2, offset: 14),
                "A quoted field that starts on line 2 (byte 14) is never closed; the file may be cut short."
            ),
            (CSVError.missingColumn("Title"), "The file has no \u{201C}Title\u{201D} column, which this import needs."),
            (CSVError.recordRejected(line: 9, reason: "no room"), "The record on line 9 was refused: no room."),
        ])
    func errorMessages(error: CSVError, message: String) {
        #expect(error.description == message)
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String { "no room" }
    }

    @Test("an error of the last record's handler names the record's line")
    func rejectedRecord() throws {
        var reader = CSVReader()
        var seen: [CSVRecord] = []
        try reader.feed(Array("a\r\n\"b\nc\",d".utf8)) { (record) throws(Refusal) in seen.append(record) }
        #expect(seen.map(\.line) == [1])
        #expect(throws: CSVError.recordRejected(line: 2, reason: "no room")) {
            try reader.finish { _ in throw Refusal() }
        }
        var passing = CSVReader()
        passing.feed(Array("x".utf8)) { _ in }
        #expect(throws: CSVError.missingColumn("Title")) {
            try passing.finish { _ in throw CSVError.missingColumn("Title") }
        }
        let message = CSVError.recordRejected(line: 2, reason: "no room").description
        #expect(message == "The record on line 2 was refused: no room.")
        #expect(throws: Refusal.self) {
            var feeding = CSVReader()
            try feeding.feed(Array("a\n".utf8)) { (_) throws(Refusal) in throw Refusal() }
        }
    }

    @Test("streaming in one-byte chunks gives the same records")
    func streaming() throws {
        let text = "\u{FEFF}h1,h2\r\n\"multi\r\nline\",\"q\"\"\"\r\nlast,row"
        var reader = CSVReader()
        var records: [CSVRecord] = []
        for byte in text.utf8 { reader.feed(CollectionOfOne(byte)) { records.append($0) } }
        try reader.finish { records.append($0) }
        #expect(records == (try CSVReader.records(text)))
    }

    static let hostile = [
        "plain", "with,comma", "with \"quotes\"", "line\nbreak", "crlf\r\nbreak", "emoji 📚👩🏽‍💻", "=SUM(A1:A2)",
        "+1", "-1", "@cmd", "\ttab", "", " spaced ",
    ]

    @Test("hostile strings round-trip through the writer and reader")
    func roundTrip() throws {
        let writer = CSVWriter()
        let text = writer.record(Self.hostile) + writer.record(Self.hostile.reversed())
        #expect(try CSVReader.records(text).map(\.fields) == [Self.hostile, Self.hostile.reversed()])
    }

    @Test("formula injection is defanged for spreadsheet profiles only")
    func defang() {
        #expect(CSVProfile.goodreads.cell("=HYPERLINK(\"x\")") == "'=HYPERLINK(\"x\")")
        for prefix in ["=", "+", "-", "@", "\t", "\r"] {
            #expect(CSVProfile.storyGraph.cell(prefix + "x") == "'" + prefix + "x")
        }
        #expect(CSVProfile.goodreads.cell("Dune") == "Dune")
        #expect(CSVProfile.goodreads.cell("") == "")
        #expect(CSVProfile.lossless.cell("=1+1") == "=1+1")
    }
}

@Suite("Import and export profiles")
struct ProfileTests {
    static func books() throws -> [Book] {
        [
            Book(
                isbn: try ISBN("0-201-61622-X"), title: "=The Pragmatic Programmer",
                authors: ["Andrew Hunt", "David Thomas"],
                format: .paperback, publisher: "Addison-Wesley", publishedDate: "1999", pageCount: 321,
                addedAt: Date(timeIntervalSince1970: 1_700_000_000)),
            Book(
                localID: "spine-1", title: "Untitled, \"draft\"\nsecond line", authors: [], format: .unknown,
                spineConfidence: 0.25, addedAt: Date(timeIntervalSinceReferenceDate: 12.345),
                enrichmentStatus: .notFound,
                userEditedFields: [.title], rawJSON: "{\"k\": [1, 2]}"),
        ]
    }

    static func exported(_ profile: CSVProfile, _ books: [Book]) -> String {
        var text = ""
        profile.export(books) { text += $0 }
        return text
    }

    @Test("Goodreads rows follow the header and write ISBN cells as =\"…\"")
    func goodreadsExport() throws {
        let records = try CSVReader.records(Self.exported(.goodreads, try Self.books()))
        #expect(records[0].fields == CSVProfile.goodreads.headers)
        #expect(records.allSatisfy { $0.fields.count == CSVProfile.goodreads.headers.count })
        let row = Dictionary(uniqueKeysWithValues: zip(records[0].fields, records[1].fields))
        #expect(row["Title"] == "'=The Pragmatic Programmer")
        #expect(row["Author"] == "Andrew Hunt")
        #expect(row["Author l-f"] == "Hunt, Andrew")
        #expect(row["Additional Authors"] == "David Thomas")
        #expect(row["ISBN"] == "=\"020161622X\"")
        #expect(row["ISBN13"] == "=\"9780201616224\"")
        #expect(row["Binding"] == "Paperback")
        #expect(row["Number of Pages"] == "321")
        #expect(row["Year Published"] == "1999")
        #expect(row["Date Added"] == "2023/11/14")
    }

    @Test("StoryGraph rows follow the header and read back")
    func storyGraphExport() throws {
        let records = try CSVReader.records(Self.exported(.storyGraph, try Self.books()))
        #expect(records[0].fields == CSVProfile.storyGraph.headers)
        #expect(records[1].fields[3] == "9780201616224")
        #expect(records.allSatisfy { $0.fields.count == CSVProfile.storyGraph.headers.count })
        let back = try CSVProfile.storyGraph.importBooks(Self.exported(.storyGraph, try Self.books()))
        #expect(back.books.map(\.title) == ["=The Pragmatic Programmer", "Untitled, \"draft\"\nsecond line"])
        #expect(back.books[0].isbn == (try ISBN("9780201616224")))
        #expect(back.books[0].authors == ["Andrew Hunt", "David Thomas"])
    }

    @Test("the lossless profile round-trips every field exactly")
    func lossless() throws {
        let books = try Self.books()
        let result = try CSVProfile.lossless.importBooks(Self.exported(.lossless, books))
        #expect(result.problems.isEmpty)
        #expect(result.books == books)
        #expect(result.books[1].id == .local("spine-1"))
    }

    @Test("a Goodreads file from a spreadsheet: BOM, CRLF, =\"…\", columns reordered, extra and missing")
    func goodreadsImport() throws {
        let file =
            "\u{FEFF}Title,Extra,ISBN13,Author,Additional Authors,Binding,Number of Pages,Date Added,ISBN\r\n"
            + "Dune,x,=\"9780441172719\",Frank Herbert,,Mass Market Paperback,896,2020/01/31,=\"\"\r\n"
            + ",x,,Nobody,,,,,\r\n"
            + "\"Bad, ISBN\",x,=\"9780441172710\",A,,,,,\r\n"
            + "Pages,x,,A,\"B, C\",Hardcover,many,,\r\n"
            + "Good Omens,x,,Terry Pratchett,Neil Gaiman,Kindle Edition,,,=\"0060853980\"\r\n"
        let result = try CSVProfile.goodreads.importBooks(file)
        #expect(result.books.map(\.title) == ["Dune", "Good Omens"])
        #expect(result.books[0].isbn?.isbn13 == "9780441172719")
        #expect(result.books[0].format == .paperback)
        #expect(result.books[0].pageCount == 896)
        #expect(result.books[1].authors == ["Terry Pratchett", "Neil Gaiman"])
        #expect(result.books[1].isbn?.isbn13 == "9780060853983")
        #expect(result.books[1].format == .ebook)
        #expect(result.problems.map(\.line) == [3, 4, 5])
        #expect(result.problems[0].reason == .missingTitle)
        #expect(result.problems[2].reason == .invalidNumber(column: "Number of Pages", value: "many"))
        #expect(result.problems[0].description.hasPrefix("Line 3"))
        #expect(result.problems[1].description.contains("not an ISBN"))
        #expect(result.problems[2].description.contains("many"))
    }

    @Test("a file without a title column is rejected")
    func missingTitle() {
        #expect(throws: CSVError.missingColumn("Title")) { try CSVProfile.goodreads.importBooks("Author\r\nX\r\n") }
    }

    @Test("export streams in bounded chunks")
    func chunks() throws {
        let books = (0..<2000).map { Fixtures.book($0) }
        var sizes: [Int] = []
        CSVProfile.goodreads.export(books) { sizes.append($0.utf8.count) }
        #expect(sizes.count > 1)
        #expect(sizes.allSatisfy { $0 < 70_000 })
    }
}

@Suite("JSON archive")
struct JSONArchiveTests {
    @Test("round-trips the whole library exactly")
    func roundTrip() throws {
        let books = try ProfileTests.books()
        let data = try LibraryArchive(books: books).encoded()
        let back = try LibraryArchive.decode(data)
        #expect(back.books == books)
        #expect(back.version == 1)
    }

    @Test("rejects other formats, newer versions and malformed books, naming the member")
    func errors() throws {
        #expect(throws: LibraryArchiveError.malformed(path: "", reason: "no format and version")) {
            try LibraryArchive.decode(Data("[]".utf8))
        }
        #expect(throws: LibraryArchiveError.malformed(path: "format", reason: "format is other")) {
            try LibraryArchive.decode(Data("{\"format\":\"other\",\"version\":1}".utf8))
        }
        #expect(throws: LibraryArchiveError.unsupportedVersion(2)) {
            try LibraryArchive.decode(Data("{\"format\":\"booklibrary\",\"version\":2,\"books\":[]}".utf8))
        }
        let wrongID = #expect(throws: LibraryArchiveError.self) {
            try LibraryArchive.decode(Data("{\"format\":\"booklibrary\",\"version\":1,\"books\":[{\"id\":1}]}".utf8))
        }
        guard case .malformed(let path, _)? = wrongID else {
            Issue.record("expected a malformed archive, got \(String(describing: wrongID))")
            return
        }
        #expect(path == "books[0].id")
        #expect(wrongID?.description.contains("(at books[0].id)") == true)
        let noTitle = #"{"format":"booklibrary","version":1,"books":[{"id":"local:a"}]}"#
        #expect(throws: LibraryArchiveError.malformed(path: "books[0].title", reason: "the member is missing")) {
            try LibraryArchive.decode(Data(noTitle.utf8))
        }
        #expect(LibraryArchiveError.unsupportedVersion(2).description.contains("version 2"))
        #expect(
            LibraryArchiveError.malformed(path: "", reason: "x").description == "The file is not a library archive: x.")
    }

    @Test("a value JSON cannot hold is reported with its place")
    func unencodable() throws {
        let archive = LibraryArchive(books: [Book(title: "Dune"), Book(title: "Emma", spineConfidence: .nan)])
        let error = #expect(throws: LibraryArchiveError.self) { try archive.encoded() }
        guard case .unencodable(let path, _)? = error else {
            Issue.record("expected an unencodable archive, got \(String(describing: error))")
            return
        }
        #expect(path == "books[1].spineConfidence")
        #expect(error?.description.contains("(at books[1].spineConfidence)") == true)
    }
}

@Suite("Export failures")
struct ExportFailureTests {
    @Test("a CSV export into a missing folder names the file it could not create")
    func missingFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID().uuidString)")
        let snapshot = LibrarySnapshot(index: SearchIndex())
        let target = folder.appendingPathComponent("books.csv")
        #expect(throws: LibraryError.io(operation: "create", path: target.path + ".partial", code: ENOENT)) {
            try snapshot.exportCSV(profile: .goodreads, to: target)
        }
    }

    @Test("a JSON export names the book field JSON cannot hold")
    func unencodableBook() {
        var index = SearchIndex()
        index.put(Book(title: "Emma", spineConfidence: .infinity))
        index.finishBatch()
        #expect(throws: LibraryArchiveError.self) { try LibrarySnapshot(index: index).exportJSON() }
    }
}

@Suite("Export dates")
struct ExportDateTests {
    @Test(
        "days are written in UTC as yyyy/MM/dd",
        arguments: [
            (0.0, "1970/01/01"), (951_782_400, "2000/02/29"), (1_700_000_000, "2023/11/14"),
            (-86_400, "1969/12/31"), (4_107_542_400, "2100/03/01"),
        ])
    func days(seconds: Double, expected: String) {
        #expect(Cells.dayFormatter(Date(timeIntervalSince1970: seconds)) == expected)
    }
}
