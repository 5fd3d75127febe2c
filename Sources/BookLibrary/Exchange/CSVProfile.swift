/// A CSV layout that another tool reads or writes: its exact column headers and how a book maps to
/// a row and back.
///
/// Spreadsheet-bound profiles (``goodreads``, ``storyGraph``, ``libraryThing``, ``calibre``,
/// ``libib``) defang formula injection: a text cell beginning with `=`, `+`, `-`, `@`, a tab or a CR
/// gets a leading `'` so spreadsheet programs show it as text. The ``lossless`` profile never alters
/// data.
public struct CSVProfile: Sendable {
    /// A short name (`goodreads`, `storygraph`, `librarything`, `calibre`, `libib`, `lossless`).
    public let name: String
    /// The header row, exactly as the tool writes it.
    public let headers: [String]
    /// The field separator.
    public let delimiter: Character
    /// Whether text cells are defanged against formula injection.
    public let defangsFormulas: Bool
    let makeRow: @Sendable (Book, CSVProfile) -> [String]
    let makeBook: @Sendable ([String: String]) throws(CSVImportProblem.Reason) -> Book?

    /// A cell as written to a spreadsheet-bound file.
    public func cell(_ text: String) -> String {
        guard defangsFormulas, let first = text.unicodeScalars.first else { return text }
        switch first {
        case "=", "+", "-", "@", "\t", "\r": return "'" + text
        default: return text
        }
    }

    /// The row for a book, in ``headers`` order.
    public func row(for book: Book) -> [String] { makeRow(book, self) }
}

extension CSVProfile {
    /// Reads books from CSV bytes delivered in chunks, tolerating column order, extra and missing
    /// columns (matched by header name), and reporting bad rows by line without dropping good ones.
    ///
    /// - Parameter chunks: The file's bytes in any chunking.
    /// - Throws: ``CSVError`` when the text is not CSV at all (an unterminated quote) or has no
    ///   title column.
    /// - Complexity: O(n) in the input size.
    public func importBooks(_ chunks: some Sequence<[UInt8]>) throws(CSVError) -> CSVImportResult {
        try importBooks(chunks: chunks)
    }

    /// Reads books from a whole CSV text.
    ///
    /// - Throws: ``CSVError`` when the text is not CSV at all (an unterminated quote) or has no
    ///   title column.
    /// - Complexity: O(n) in the length of `text`.
    public func importBooks(_ text: String) throws(CSVError) -> CSVImportResult {
        try importBooks(chunks: CollectionOfOne(text.utf8))
    }

    /// The import itself, for chunks of any byte sequence type (arrays, or a string's UTF-8 view).
    private func importBooks<Chunk: Sequence<UInt8>>(chunks: some Sequence<Chunk>) throws(CSVError) -> CSVImportResult {
        var reader = CSVReader(delimiter: delimiter)
        var header: [String]?
        var result = CSVImportResult(books: [], problems: [])
        func handle(_ record: CSVRecord) throws(CSVError) {
            guard let columns = header else {
                let names = record.fields.map { Cells.trimmed($0) }
                let titleColumn = headers.first(where: { $0.lowercased() == "title" }) ?? "Title"
                guard names.contains(titleColumn) else { throw .missingColumn(titleColumn) }
                header = names
                return
            }
            var values: [String: String] = [:]
            for (index, name) in columns.enumerated() where index < record.fields.count {
                values[name] = record.fields[index]
            }
            do {
                if let book = try makeBook(values) { result.books.append(book) }
            } catch {
                result.problems.append(CSVImportProblem(line: record.line, reason: error))
            }
        }
        for chunk in chunks { try reader.feed(chunk, emit: handle) }
        try reader.finish(emit: handle)
        return result
    }

    /// Writes the header and one row per book, handing out text in chunks of about 64 KiB.
    ///
    /// - Throws: Only what `write` throws, unchanged.
    /// - Complexity: O(n) time; memory bounded by the chunk size.
    public func export<E: Error>(_ books: some Sequence<Book>, to write: (String) throws(E) -> Void) throws(E) {
        let writer = CSVWriter(delimiter: delimiter, lineEnding: delimiter == "\t" ? "\n" : "\r\n")
        var buffer = ""
        buffer.reserveCapacity(1 << 17)
        writer.append(headers, to: &buffer)
        for book in books {
            writer.append(row(for: book), to: &buffer)
            if buffer.utf8.count >= 65_536 {
                try write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { try write(buffer) }
    }
}
