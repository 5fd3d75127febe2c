#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CSVProfile {
    /// Libib's library export: 30 columns, one row per item.
    ///
    /// `creators` lists every credited name separated by `, `; `first_name` and `last_name` name the
    /// primary creator; ISBNs go in `ean_isbn13` and `upc_isbn10`; dates are `yyyy-MM-dd`. Columns
    /// for other media (discs, players, ESRB) and reading data are left empty. Cells are defanged
    /// against formula injection.
    public static let libib = CSVProfile(
        name: "libib",
        headers: [
            "item_type", "title", "creators", "first_name", "last_name", "collection", "ean_isbn13", "upc_isbn10",
            "description", "publisher", "publish_date", "group", "tags", "notes", "price", "length",
            "number_of_discs", "number_of_players", "age_group", "ensemble", "aspect_ratio", "esrb", "rating",
            "review", "review_date", "status", "began", "completed", "added", "copies",
        ],
        delimiter: ",", defangsFormulas: true,
        makeRow: { book, profile in
            var row = Array(repeating: "", count: 30)
            row[0] = "book"
            row[1] = profile.cell(book.title)
            row[2] = profile.cell(book.authors.joined(separator: ", "))
            if let primary = book.primaryAuthor {
                let words = primary.split(separator: " ")
                row[3] = profile.cell(words.dropLast().joined(separator: " "))
                row[4] = profile.cell(words.last.map(String.init) ?? "")
            }
            row[6] = book.isbn?.isbn13 ?? ""
            row[7] = book.isbn?.isbn10 ?? ""
            row[9] = profile.cell(book.publisher ?? "")
            row[10] = profile.cell(book.publishedDate ?? "")
            row[28] = Cells.dashedDay(book.addedAt)
            row[29] = "1"
            return row
        },
        makeBook: { values throws(CSVImportProblem.Reason) in
            guard let title = Cells.text(values["title"]) else { throw .missingTitle }
            var isbn = try Cells.isbn(values["ean_isbn13"])
            if isbn == nil { isbn = try Cells.isbn(values["upc_isbn10"]) }
            var authors =
                Cells.text(values["creators"])?.components(separatedBy: ", ").map {
                    Cells.trimmed($0)
                }.filter { !$0.isEmpty } ?? []
            if authors.isEmpty {
                let name = [Cells.text(values["first_name"]), Cells.text(values["last_name"])].compactMap { $0 }
                if !name.isEmpty { authors = [name.joined(separator: " ")] }
            }
            return Book(
                isbn: isbn, title: title, authors: authors, publisher: Cells.text(values["publisher"]),
                publishedDate: Cells.text(values["publish_date"]),
                addedAt: values["added"].flatMap(Cells.day) ?? Date())
        })
}
