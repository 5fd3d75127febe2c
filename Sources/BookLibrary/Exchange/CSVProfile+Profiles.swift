#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CSVProfile {
    /// Goodreads' library export as Goodreads writes it today: 23 columns (earlier exports also had
    /// `Average Rating`, and before that seven more; they import like any extra column); ISBN cells
    /// written `="…"` so spreadsheets keep leading zeros. Reading status, ratings and shelves are
    /// not tracked and are left empty.
    public static let goodreads = CSVProfile(
        name: "goodreads",
        headers: [
            "Book Id", "Title", "Author", "Author l-f", "Additional Authors", "ISBN", "ISBN13", "My Rating",
            "Publisher", "Binding", "Number of Pages", "Year Published",
            "Original Publication Year", "Date Read", "Date Added", "Bookshelves", "Bookshelves with positions",
            "Exclusive Shelf", "My Review", "Spoiler", "Private Notes", "Read Count", "Owned Copies",
        ],
        delimiter: ",", defangsFormulas: true,
        makeRow: { book, profile in
            let author = book.primaryAuthor ?? ""
            let binding = Cells.name(
                of: book.format, hardcover: "Hardcover", paperback: "Paperback", ebook: "Kindle Edition",
                audiobook: "Audiobook")
            let year = book.publishedDate.map { String($0.prefix(4)) } ?? ""
            return [
                "", profile.cell(book.title), profile.cell(author),
                profile.cell(author.isEmpty ? "" : Cells.lastFirst(author)),
                profile.cell(book.authors.dropFirst().joined(separator: ", ")),
                "=\"\(book.isbn?.isbn10 ?? "")\"", "=\"\(book.isbn?.isbn13 ?? "")\"", "0",
                profile.cell(book.publisher ?? ""), binding, book.pageCount.map(String.init) ?? "", year, year, "",
                Cells.dayFormatter(book.addedAt), "", "", "", "", "", "", "0", "1",
            ]
        },
        makeBook: { values throws(CSVImportProblem.Reason) in
            guard let title = Cells.text(values["Title"]) else { throw .missingTitle }
            var isbn = try Cells.isbn(values["ISBN13"])
            if isbn == nil { isbn = try Cells.isbn(values["ISBN"]) }
            var authors = Cells.text(values["Author"]).map { [$0] } ?? []
            if let more = Cells.text(values["Additional Authors"]) {
                authors += more.split(separator: ",").map { Cells.trimmed($0) }
            }
            let format: Book.Format =
                switch values["Binding"]?.lowercased() ?? "" {
                case "hardcover", "library binding": .hardcover
                case "paperback", "mass market paperback", "trade paperback": .paperback
                case "kindle edition", "ebook", "nook": .ebook
                case "audiobook", "audio cd", "audible audio": .audiobook
                case "": .unknown
                default: .other
                }
            return Book(
                isbn: isbn, title: title, authors: authors, format: format, publisher: Cells.text(values["Publisher"]),
                publishedDate: Cells.text(values["Year Published"]) ?? Cells.text(values["Original Publication Year"]),
                pageCount: try Cells.number(values["Number of Pages"], column: "Number of Pages"),
                addedAt: values["Date Added"].flatMap(Cells.day) ?? Date(), enrichmentStatus: .pending)
        })

    /// The StoryGraph library export: 23 columns. Reading data (status, moods, ratings) is not
    /// tracked and is left empty.
    public static let storyGraph = CSVProfile(
        name: "storygraph",
        headers: [
            "Title", "Authors", "Contributors", "ISBN/UID", "Format", "Read Status", "Date Added", "Last Date Read",
            "Dates Read", "Read Count", "Moods", "Pace", "Character- or Plot-Driven?", "Strong Character Development?",
            "Loveable Characters?", "Diverse Characters?", "Flawed Characters?", "Star Rating", "Review",
            "Content Warnings", "Content Warning Description", "Tags", "Owned?",
        ],
        delimiter: ",", defangsFormulas: true,
        makeRow: { book, profile in
            let format = Cells.name(
                of: book.format, hardcover: "hardcover", paperback: "paperback", ebook: "digital", audiobook: "audio")
            var row = Array(repeating: "", count: 23)
            row[0] = profile.cell(book.title)
            row[1] = profile.cell(book.authors.joined(separator: ", "))
            row[3] = book.isbn?.isbn13 ?? ""
            row[4] = format
            row[6] = Cells.dayFormatter(book.addedAt)
            row[22] = "Yes"
            return row
        },
        makeBook: { values throws(CSVImportProblem.Reason) in
            guard let title = Cells.text(values["Title"]) else { throw .missingTitle }
            let identifier = Cells.text(values["ISBN/UID"])
            // StoryGraph puts its own identifier here when a book has no ISBN.
            let isbn = identifier.flatMap { try? ISBN($0) }
            let authors =
                Cells.text(values["Authors"])?.split(separator: ",").map {
                    Cells.trimmed($0)
                } ?? []
            let format: Book.Format =
                switch values["Format"]?.lowercased() ?? "" {
                case "hardcover": .hardcover
                case "paperback": .paperback
                case "digital": .ebook
                case "audio": .audiobook
                case "": .unknown
                default: .other
                }
            return Book(
                isbn: isbn, title: title, authors: authors, format: format,
                addedAt: values["Date Added"].flatMap(Cells.day) ?? Date())
        })

    /// Our own profile: every field of ``Book``, written exactly; reading it back gives equal books.
    public static let lossless = CSVProfile(
        name: "lossless",
        headers: [
            "id", "isbn13", "isbn_add_on", "isbn_repaired", "title", "authors", "cover_url", "format", "publisher",
            "published_date", "page_count", "spine_confidence", "added_at", "enrichment_status", "user_edited_fields",
            "raw_json",
        ],
        delimiter: ",", defangsFormulas: false,
        makeRow: { book, _ in
            [
                book.id.description, book.isbn?.isbn13 ?? "", book.isbn?.addOn ?? "",
                book.isbn?.isRepaired == true ? "1" : "", book.title, LosslessCells.list(book.authors),
                book.coverURL?.absoluteString ?? "", book.format.rawValue, LosslessCells.optional(book.publisher),
                LosslessCells.optional(book.publishedDate), book.pageCount.map(String.init) ?? "",
                book.spineConfidence.map { "\($0)" } ?? "", "\(book.addedAt.timeIntervalSinceReferenceDate)",
                book.enrichmentStatus.rawValue, LosslessCells.list(book.userEditedFields.sorted().map(\.rawValue)),
                LosslessCells.optional(book.rawJSON),
            ]
        },
        makeBook: { values throws(CSVImportProblem.Reason) in
            guard let idText = values["id"], let id = Book.ID(idText), let title = values["title"] else {
                throw .missingTitle
            }
            var isbn: ISBN?
            if let digits = values["isbn13"], !digits.isEmpty {
                let addOn = values["isbn_add_on"] ?? ""
                do throws(ISBNError) {
                    let parsed = try ISBN(digits + addOn)
                    isbn = ISBN(validated: parsed, isRepaired: values["isbn_repaired"] == "1")
                } catch {
                    throw .invalidISBN(digits, error)
                }
            }
            func double(_ column: String) throws(CSVImportProblem.Reason) -> Double? {
                guard let text = values[column], !text.isEmpty else { return nil }
                guard let value = Double(text) else { throw .invalidNumber(column: column, value: text) }
                return value
            }
            var book = Book(
                isbn: isbn, localID: "", title: title, authors: LosslessCells.parseList(values["authors"] ?? ""),
                coverURL: values["cover_url"].flatMap { $0.isEmpty ? nil : URL(string: $0) },
                format: Book.Format(rawValue: values["format"] ?? "") ?? .unknown,
                publisher: LosslessCells.parseOptional(values["publisher"]),
                publishedDate: LosslessCells.parseOptional(values["published_date"]),
                pageCount: try Cells.number(values["page_count"], column: "page_count"),
                spineConfidence: try double("spine_confidence"),
                addedAt: Date(timeIntervalSinceReferenceDate: try double("added_at") ?? 0),
                enrichmentStatus: Book.EnrichmentStatus(rawValue: values["enrichment_status"] ?? "") ?? .pending,
                userEditedFields: Set(
                    LosslessCells.parseList(values["user_edited_fields"] ?? "").compactMap(Book.Field.init)),
                rawJSON: LosslessCells.parseOptional(values["raw_json"]))
            book.id = id
            return book
        })

    /// Every built-in profile.
    public static let all: [CSVProfile] = [.goodreads, .storyGraph, .libraryThing, .calibre, .libib, .lossless]
}

/// Lossless encodings for cells that hold lists or optional text.
///
/// A list is a JSON array of strings; an optional text is empty for `nil` and prefixed with `=` when
/// present (so an empty string and `nil` differ). The lossless profile is not spreadsheet-bound.
enum LosslessCells {
    static func list(_ items: [String]) -> String {
        guard let data = try? JSONEncoder().encode(items) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    static func parseList(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }

    static func optional(_ text: String?) -> String { text.map { "=" + $0 } ?? "" }

    static func parseOptional(_ text: String?) -> String? {
        guard let text, text.hasPrefix("=") else { return nil }
        return String(text.dropFirst())
    }
}
