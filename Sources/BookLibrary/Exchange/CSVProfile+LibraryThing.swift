#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CSVProfile {
    /// LibraryThing's tab-separated export: 54 columns.
    ///
    /// The primary author is written surname first (`Hunt, Andrew`), secondary authors are separated
    /// by `|`, the `ISBN` cell holds one ISBN in square brackets (`[020161622X]`) and `ISBNs` every
    /// form separated by commas. Reading data, classification and lending columns are not tracked
    /// and are left empty. Cells are defanged against formula injection, as the file is often opened
    /// in a spreadsheet.
    public static let libraryThing = CSVProfile(
        name: "librarything",
        headers: [
            "Book Id", "Title", "Sort Character", "Primary Author", "Primary Author Role", "Secondary Author",
            "Secondary Author Roles", "Publication", "Date", "Review", "Rating", "Comment", "Private Comment",
            "Summary", "Media", "Physical Description", "Weight", "Height", "Thickness", "Length", "Dimensions",
            "Page Count", "LCCN", "Acquired", "Date Started", "Date Read", "Barcode", "BCID", "Tags",
            "Collections", "Languages", "Original Languages", "LC Classification", "ISBN", "ISBNs", "Subjects",
            "Dewey Decimal", "Dewey Wording", "Other Call Number", "Copies", "Source", "Entry Date", "From Where",
            "OCLC", "Work id", "Lending Patron", "Lending Status", "Lending Start", "Lending End", "List Price",
            "Purchase Price", "Value", "Condition", "ISSN",
        ],
        delimiter: "\t", defangsFormulas: true,
        makeRow: { book, profile in
            let media = Cells.name(
                of: book.format, hardcover: "Hardcover", paperback: "Paperback", ebook: "Ebook", audiobook: "Audiobook")
            var row = Array(repeating: "", count: 54)
            row[1] = profile.cell(book.title)
            row[3] = profile.cell(book.primaryAuthor.map(Cells.lastFirst) ?? "")
            row[5] = profile.cell(book.authors.dropFirst().joined(separator: "|"))
            row[7] = profile.cell(book.publisher ?? "")
            row[8] = profile.cell(book.publishedDate ?? "")
            row[14] = media
            row[21] = book.pageCount.map(String.init) ?? ""
            if let isbn = book.isbn {
                row[33] = "[\(isbn.isbn10 ?? isbn.isbn13)]"
                row[34] = ([isbn.isbn13] + (isbn.isbn10.map { [$0] } ?? [])).joined(separator: ", ")
            }
            row[39] = "1"
            row[41] = Cells.dashedDay(book.addedAt)
            return row
        },
        makeBook: { values throws(CSVImportProblem.Reason) in
            guard let title = Cells.text(values["Title"]) else { throw .missingTitle }
            var isbn = try Cells.isbn(LibraryThingCells.firstISBN(values["ISBN"]))
            if isbn == nil { isbn = try Cells.isbn(LibraryThingCells.firstISBN(values["ISBNs"])) }
            var authors = Cells.text(values["Primary Author"]).map { [LibraryThingCells.firstLast($0)] } ?? []
            if let more = Cells.text(values["Secondary Author"]) {
                authors += more.split(separator: "|").map { LibraryThingCells.firstLast($0) }.filter { !$0.isEmpty }
            }
            let media = values["Media"]?.lowercased() ?? ""
            let format: Book.Format =
                if Cells.trimmed(media).isEmpty {
                    .unknown
                } else if media.contains("hardcover") || media.contains("hardback") {
                    .hardcover
                } else if media.contains("paperback") {
                    .paperback
                } else if media.contains("ebook") || media.contains("e-book") || media.contains("kindle") {
                    .ebook
                } else if media.contains("audio") {
                    .audiobook
                } else {
                    .other
                }
            return Book(
                isbn: isbn, title: title, authors: authors, format: format,
                publisher: Cells.text(values["Publication"]).map(LibraryThingCells.publisher),
                publishedDate: Cells.text(values["Date"]),
                pageCount: try Cells.number(values["Page Count"], column: "Page Count"),
                addedAt: (values["Entry Date"] ?? values["Acquired"]).flatMap(Cells.day) ?? Date())
        })
}

/// Cell conventions of LibraryThing's export.
enum LibraryThingCells {
    /// The first ISBN of `[0201616224]` or `9780201616224, 0201616224`.
    static func firstISBN(_ text: String?) -> String? {
        guard let text else { return nil }
        let inner = Cells.trimmed(text) { $0 == "[" || $0 == "]" || $0 == " " }
        return inner.split(separator: ",").first.map { Cells.trimmed($0) }
    }

    /// "Hunt, Andrew" → "Andrew Hunt"; a name with no comma or several is kept as written.
    static func firstLast(_ name: some StringProtocol) -> String {
        let parts = name.split(separator: ",").map { Cells.trimmed($0) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            return Cells.trimmed(name)
        }
        return "\(parts[1]) \(parts[0])"
    }

    /// "Library of America (2007), Edition: 1st, Hardcover" → "Library of America": the text before
    /// the parenthesised year, or all of it when there is none.
    static func publisher(_ publication: String) -> String {
        guard let cut = publication.firstRange(of: " (")?.lowerBound else { return publication }
        let name = Cells.trimmed(publication[..<cut])
        return name.isEmpty ? publication : name
    }
}
