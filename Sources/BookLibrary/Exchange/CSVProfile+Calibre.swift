// ISO8601DateFormatter (calibre's timestamps) is outside FoundationEssentials.
import Foundation

extension CSVProfile {
    /// calibre's CSV catalog (`calibredb catalog books.csv`, all fields): 21 columns.
    ///
    /// calibre puts the sort field (`id` by default) first and the other standard fields after it in
    /// alphabetical order; custom columns (`#name`) follow and are ignored on import. Authors are
    /// separated by `, ` (` & ` is accepted too), `isbn` holds digits only, `identifiers` holds
    /// `isbn:…`, and `pubdate` and `timestamp` are ISO 8601. Cells are defanged against formula
    /// injection.
    public static let calibre = CSVProfile(
        name: "calibre",
        headers: [
            "id", "author_sort", "authors", "comments", "cover", "formats", "identifiers", "isbn", "languages",
            "library_name", "pubdate", "publisher", "rating", "series", "series_index", "size", "tags",
            "timestamp", "title", "title_sort", "uuid",
        ],
        delimiter: ",", defangsFormulas: true,
        makeRow: { book, profile in
            var row = Array(repeating: "", count: 21)
            row[1] = profile.cell(book.authors.map(Cells.lastFirst).joined(separator: " & "))
            row[2] = profile.cell(book.authors.joined(separator: ", "))
            if let isbn = book.isbn {
                row[6] = "isbn:\(isbn.isbn13)"
                row[7] = isbn.isbn13
            }
            row[10] = profile.cell(book.publishedDate ?? "")
            row[11] = profile.cell(book.publisher ?? "")
            row[17] = CalibreCells.timestamp(book.addedAt)
            row[18] = profile.cell(book.title)
            row[19] = profile.cell(book.title)
            return row
        },
        makeBook: { values throws(CSVImportProblem.Reason) in
            guard let title = Cells.text(values["title"]) else { throw .missingTitle }
            var isbn = try Cells.isbn(values["isbn"])
            if isbn == nil { isbn = try Cells.isbn(CalibreCells.isbnIdentifier(values["identifiers"])) }
            let authorText = Cells.text(values["authors"]) ?? ""
            let separator = authorText.contains(" & ") ? " & " : ", "
            let authors = authorText.components(separatedBy: separator).map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            return Book(
                isbn: isbn, title: title, authors: authors, publisher: Cells.text(values["publisher"]),
                publishedDate: Cells.text(values["pubdate"]).flatMap(CalibreCells.publishedDate),
                addedAt: values["timestamp"].flatMap(CalibreCells.date) ?? Date())
        })
}

/// Cell conventions of calibre's catalog.
enum CalibreCells {
    /// `2023-11-14T22:13:20+00:00`, as Python's `isoformat` writes a UTC date.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withColonSeparatorInTimeZone]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date).replacingOccurrences(of: "Z", with: "+00:00")
    }

    /// An ISO 8601 date and time with an offset, or a bare `yyyy-MM-dd`.
    static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: trimmed) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: trimmed) { return date }
        return Cells.day(String(trimmed.prefix(10)))
    }

    /// The `yyyy-MM-dd` part of a publication date; calibre's "undefined" date (year 101) is none.
    static func publishedDate(_ text: String) -> String? {
        let day = String(text.prefix(10))
        guard let year = Int(day.prefix(4)), year > 101 else { return nil }
        return text.count > 10 ? day : text
    }

    /// The ISBN in an `identifiers` cell such as `goodreads:123, isbn:9780441172719`.
    static func isbnIdentifier(_ text: String?) -> String? {
        guard let text else { return nil }
        for part in text.split(separator: ",") {
            let item = part.trimmingCharacters(in: .whitespaces)
            if item.lowercased().hasPrefix("isbn:") { return String(item.dropFirst(5)) }
        }
        return nil
    }
}
