import BookLibrary
import Foundation
import TestSupport

/// Runs async library calls from the synchronous benchmark bodies and probes.
private final class BlockingResult<T>: @unchecked Sendable {
    var value: Result<T, any Error>?
}

/// The deterministic inputs shared by the BookLibrary benchmarks and memory probes.
enum BookLibraryBenchmarkInputs {
    /// The library size the issue's targets are stated for.
    static let libraryCount = 100_000

    /// Runs an async library call to completion from synchronous code.
    @discardableResult
    static func blocking<T>(_ operation: @escaping @Sendable () async throws -> T) -> T {
        let box = BlockingResult<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.value = .success(try await operation()) } catch { box.value = .failure(error) }
            done.signal()
        }
        done.wait()
        switch box.value {
        case .success(let value): return value
        case .failure(let error): preconditionFailure("benchmark operation failed: \(error)")
        case nil: preconditionFailure("benchmark operation did not finish")
        }
    }

    private static let words = [
        "river", "shadow", "garden", "winter", "empire", "silent", "golden", "journey", "stone", "ocean", "night",
        "forest", "machine", "history", "secret", "letters", "city", "light", "children", "war", "house", "island",
        "memory", "code", "dream", "fire", "glass", "mountain", "song", "time", "world", "kingdom", "north", "star",
    ]
    private static let names = [
        "Ada Lovelace", "Jane Austen", "Leo Tolstoy", "Toni Morrison", "Haruki Murakami", "Chinua Achebe",
        "Gabriel García Márquez", "Ursula K. Le Guin", "Terry Pratchett", "Zadie Smith", "Italo Calvino",
        "Octavia Butler", "Jorge Luis Borges", "Mary Shelley", "Fyodor Dostoevsky", "Virginia Woolf",
    ]

    /// The bytes of the words and names that ``makeBooks(_:seed:)`` draws titles and authors from,
    /// lower-cased as search folds them: each occurs in the 100,000-book corpus many times over.
    static let letters = Set((words + names).joined(separator: " ").lowercased().utf8)

    /// `count` deterministic books: three-to-five-word titles, one or two authors, half with ISBNs.
    ///
    /// - Throws: `ISBNError` if an ISBN built with its check digit is refused (a bug here).
    static func makeBooks(_ count: Int, seed: UInt64 = 42) throws -> [Book] {
        var generator = SplitMix64(seed: seed)
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        return try (0..<count).map { index in
            let wordCount = 3 + Int(generator.next() % 3)
            var title = (0..<wordCount).map { _ in words[Int(generator.next() % UInt64(words.count))] }
            title[0] = title[0].capitalized
            var authors = [names[Int(generator.next() % UInt64(names.count))]]
            if generator.next() % 4 == 0 { authors.append(names[Int(generator.next() % UInt64(names.count))]) }
            var isbn: ISBN?
            if index % 2 == 0 {
                let body = String(format: "97800%07d", index)
                let digits = body.compactMap(\.wholeNumberValue)
                var sum = 0
                for (position, digit) in digits.enumerated() { sum += position % 2 == 0 ? digit : 3 * digit }
                isbn = try ISBN(body + String((10 - sum % 10) % 10))
            }
            return Book(
                isbn: isbn, localID: "bench-\(index)", title: title.joined(separator: " ") + " \(index)",
                authors: authors, format: index % 3 == 0 ? .hardcover : .paperback,
                publisher: "Publisher \(index % 50)", publishedDate: String(1900 + index % 120),
                pageCount: 100 + index % 700, spineConfidence: index % 10 == 0 ? 0.5 : nil,
                addedAt: start.addingTimeInterval(Double(index) * 60))
        }
    }

    /// A fresh, unique path under the temporary directory (not created).
    static func temporaryDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "booklibrary-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: url)
        return url
    }

    /// Builds a library of `books` at `url`, compacted so that opening reads the snapshot.
    static func makeLibrary(_ books: [Book], at url: URL) -> Library {
        let library = blocking { try await Library.open(at: url) }
        blocking { try await library.add(contentsOf: books) }
        blocking { try await library.compact() }
        return library
    }
}

@discardableResult
private func blocking<T>(_ operation: @escaping @Sendable () async throws -> T) -> T {
    BookLibraryBenchmarkInputs.blocking(operation)
}

private func makeBooks(_ count: Int) throws -> [Book] { try BookLibraryBenchmarkInputs.makeBooks(count) }

private func temporaryDirectory(_ name: String) -> URL { BookLibraryBenchmarkInputs.temporaryDirectory(name) }

/// A 100k-book library on disk, compacted so that opening reads the snapshot.
private func makeLibrary(_ books: [Book]) -> (URL, Library) {
    let url = temporaryDirectory("library")
    return (url, BookLibraryBenchmarkInputs.makeLibrary(books, at: url))
}

private final class Counter: @unchecked Sendable {
    var value = 0
}

/// One 100k-book library shared by the read benchmarks, built on first use.
private final class Shared: @unchecked Sendable {
    private var built: (URL, Library)?
    func library() throws -> (URL, Library) {
        if let built { return built }
        let made = makeLibrary(try makeBooks(BookLibraryBenchmarkInputs.libraryCount))
        built = made
        return made
    }
}

private let shared = Shared()

func registerBookLibraryBenchmarks(_ registry: inout BenchmarkRegistry) {
    let count = BookLibraryBenchmarkInputs.libraryCount

    registry.add("booklibrary.open.100k", items: count, full: true) {
        let (url, _) = try shared.library()
        return { blackHole(blocking { try await Library.open(at: url) }) }
    }

    registry.add("booklibrary.bulk-import.100k", items: count, full: true) {
        let books = try makeBooks(count)
        return {
            let url = temporaryDirectory("import")
            let library = blocking { try await Library.open(at: url) }
            blackHole(blocking { try await library.add(contentsOf: books) })
            try? FileManager.default.removeItem(at: url)
        }
    }

    registry.add("booklibrary.add-durable.100k", items: 1) {
        let (_, library) = try shared.library()
        let counter = Counter()
        return {
            counter.value += 1
            let book = Book(
                localID: "new-\(counter.value)", title: "Fresh arrival \(counter.value)", authors: ["New Author"])
            blackHole(blocking { try await library.add(book) })
        }
    }

    let queries = ["river", "gold", "ada love", "murakami", "silent night", "garc", "9780000012", "winter sto"]
    for query in queries {
        registry.add("booklibrary.search.token.\(query.replacingOccurrences(of: " ", with: "-"))", items: 1) {
            let (_, library) = try shared.library()
            let snapshot = blocking { await library.snapshot }
            return { blackHole(snapshot.books(matching: LibraryQuery(text: query))) }
        }
    }

    // "xq zv" matches no token and no substring, but no book holds an "x" at all: the corpus's byte
    // counts answer it without a scan (see "absent-eeee" below for the full scan).
    for query in ["iver shad", "lovelac", "00001234", "xq zv"] {
        registry.add("booklibrary.search.substring.\(query.replacingOccurrences(of: " ", with: "-"))", items: 1) {
            let (_, library) = try shared.library()
            let snapshot = blocking { await library.snapshot }
            return { blackHole(snapshot.books(matching: LibraryQuery(text: query))) }
        }
    }

    // The worst case: a needle of the corpus's most common letter that no book holds, so that no byte
    // of it is missing (which would end the search at once) and every book's text is scanned to the
    // end, with the needle's bytes found at every turn.
    let absent = "eeee"
    registry.add("booklibrary.search.substring.absent-\(absent)", items: 1) {
        guard absent.utf8.allSatisfy(BookLibraryBenchmarkInputs.letters.contains) else {
            throw BenchmarkSetUpError("\(absent) holds a byte that the generated titles and authors lack")
        }
        let (_, library) = try shared.library()
        let snapshot = blocking { await library.snapshot }
        let query = LibraryQuery(text: absent)
        if let found = snapshot.books(matching: query).first {
            throw BenchmarkSetUpError("\(absent) is meant to match no book but matches \(found.title)")
        }
        return { blackHole(snapshot.books(matching: query)) }
    }

    // Filtered searches: a common word restricted to one format, and to books needing review.
    let filtered: [(String, LibraryQuery)] = [
        ("river-hardcover", LibraryQuery(text: "river", format: .hardcover)),
        ("murakami-review", LibraryQuery(text: "murakami", needsReview: true)),
        ("iver-shad-paperback", LibraryQuery(text: "iver shad", format: .paperback)),
    ]
    for (name, query) in filtered {
        registry.add("booklibrary.search.filtered.\(name)", items: 1) {
            let (_, library) = try shared.library()
            let snapshot = blocking { await library.snapshot }
            return { blackHole(snapshot.books(matching: query)) }
        }
    }

    registry.add("booklibrary.first-page-by-date.100k", items: 50) {
        let (_, library) = try shared.library()
        let snapshot = blocking { await library.snapshot }
        return { blackHole(snapshot.books(matching: LibraryQuery(sort: .addedNewestFirst, limit: 50))) }
    }

    registerCSVReadingBenchmarks(&registry)

    registry.add("booklibrary.export.goodreads.100k", items: count, full: true) {
        let (_, library) = try shared.library()
        let snapshot = blocking { await library.snapshot }
        let url = temporaryDirectory("export").appendingPathExtension("csv")
        return {
            blackHole(blocking { try snapshot.exportCSV(profile: .goodreads, to: url) })
        }
    }
}

/// CSV reading: an ordinary export read back, and the two pathological inputs that must stay linear
/// (a quoted field that is never closed, and a record of nothing but delimiters).
private func registerCSVReadingBenchmarks(_ registry: inout BenchmarkRegistry) {
    let exportedCount = 20_000
    registry.add("booklibrary.csv.import.goodreads-20k", items: exportedCount, full: true) {
        var input: [UInt8] = []
        CSVProfile.goodreads.export(try makeBooks(exportedCount)) { input += Array($0.utf8) }
        return {
            guard let result = try? CSVProfile.goodreads.importBooks(CollectionOfOne(input)),
                result.books.count == exportedCount
            else { preconditionFailure("the Goodreads export did not read back") }
            blackHole(result)
        }
    }

    // Each profile's header, then a quote that opens an 8 MiB field and is never closed.
    let field = 8 << 20
    func header(_ profile: CSVProfile) -> [UInt8] {
        Array(CSVWriter(delimiter: profile.delimiter).record(profile.headers).utf8)
    }
    func unterminatedInput(_ profile: CSVProfile) -> [UInt8] {
        header(profile) + [UInt8(ascii: "\"")] + [UInt8](repeating: UInt8(ascii: "x"), count: field)
    }
    let unterminatedBytes = CSVProfile.all.reduce(0) { $0 + header($1).count + 1 + field }
    registry.add(
        "booklibrary.csv.unterminated-quote-8MiB.6-profiles", bytes: unterminatedBytes, items: CSVProfile.all.count
    ) {
        let inputs = CSVProfile.all.map(unterminatedInput)
        // The quote opens line 2, right after the header.
        let expected = CSVProfile.all.map { CSVError.unterminatedQuote(line: 2, offset: header($0).count) }
        return {
            for (profile, (input, error)) in zip(CSVProfile.all, zip(inputs, expected)) {
                try requireFailure(error) { () throws(CSVError) in try profile.importBooks(CollectionOfOne(input)) }
            }
        }
    }

    // The same field read as a file is: a reader fed 64 KiB slices from outside the module.
    registry.add("booklibrary.csv.unterminated-quote-8MiB.reader-64KiB", bytes: field + 1, items: 1) {
        let input = [UInt8(ascii: "\"")] + [UInt8](repeating: UInt8(ascii: "x"), count: field)
        return {
            var reader = CSVReader()
            for start in stride(from: 0, to: input.count, by: 65_536) {
                reader.feed(input[start..<min(input.count, start + 65_536)]) { blackHole($0) }
            }
            try requireFailure(.unterminatedQuote(line: 1, offset: 0)) { () throws(CSVError) in
                try reader.finish { blackHole($0) }
            }
        }
    }

    // And given as text, the way a whole file already in memory is imported.
    registry.add(
        "booklibrary.csv.unterminated-quote-8MiB.text", bytes: header(.goodreads).count + 1 + field, items: 1
    ) {
        let text = String(decoding: unterminatedInput(.goodreads), as: UTF8.self)
        let expected = CSVError.unterminatedQuote(line: 2, offset: header(.goodreads).count)
        return {
            try requireFailure(expected) { () throws(CSVError) in try CSVProfile.goodreads.importBooks(text) }
        }
    }

    let commaCount = 2_000_000
    registry.add("booklibrary.csv.two-million-commas", bytes: commaCount + 1, items: 1) {
        let commas = [UInt8](repeating: UInt8(ascii: ","), count: commaCount) + [0x0A]
        return {
            var reader = CSVReader()
            var fields = 0
            reader.feed(commas) { fields += $0.fields.count }
            guard (try? reader.finish(emit: { _ in })) != nil, fields == commaCount + 1 else {
                preconditionFailure("the row of commas did not read as 2,000,001 fields")
            }
            blackHole(fields)
        }
    }

    // The same row under a Goodreads header, through the profile import.
    registry.add(
        "booklibrary.csv.two-million-commas.goodreads", bytes: header(.goodreads).count + commaCount + 1, items: 1
    ) {
        let input = header(.goodreads) + [UInt8](repeating: UInt8(ascii: ","), count: commaCount) + [0x0A]
        return {
            guard let result = try? CSVProfile.goodreads.importBooks(CollectionOfOne(input)),
                result.problems.count == 1
            else { preconditionFailure("the row of commas was not reported as a row without a title") }
            blackHole(result)
        }
    }
}

/// Runs `read`, which must fail with exactly `expected`; any other outcome stops the run, since the
/// time would then be that of other work.
private func requireFailure<T>(_ expected: CSVError, _ read: () throws(CSVError) -> T) throws(BenchmarkOutcomeError) {
    let outcome: String
    do {
        blackHole(try read())
        outcome = "the input was accepted"
    } catch {
        if error == expected { return }
        outcome = "it failed with \(error)"
    }
    throw BenchmarkOutcomeError("expected \(expected), but \(outcome)")
}
