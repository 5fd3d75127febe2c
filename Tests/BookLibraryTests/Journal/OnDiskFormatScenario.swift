import Foundation

@testable import BookLibrary

/// A fixed history of writes to a library and to a scan queue, replayed on a ``SimulatedFileIO``.
///
/// `OnDiskFormatFixtures.swift` holds the files this scenario left behind when it ran on the code
/// of commit 8b850d4, before the library and the scan queue shared one journal; the tests open
/// those files with today's code and check every fact listed here.
enum OnDiskFormatScenario {
    static let libraryDirectory = "/format/library"
    static let queueDirectory = "/format/scans"
    static let queueLibraryDirectory = "/format/scan-library"
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// The ISBN that book 7 gains when a scan finds it again.
    static let foundISBN = "9780306406157"
    /// Book 30's raw JSON: longer than a 32 KiB block, so its journal record is fragmented.
    static let bigRawJSON = "[" + String(repeating: "\"shelf\",", count: 4_200) + "\"end\"]"

    // MARK: Library

    /// Book 5 found again without an ISBN, with a publisher: merged into book 5.
    static func mergedDuplicate() -> Book {
        Book(
            localID: "dup-5", title: "TITLE 5", authors: ["author 5"], publisher: "Merged Press",
            addedAt: Fixtures.epoch.addingTimeInterval(100))
    }

    /// Book 7 found again with an ISBN: the local book moves to the ISBN identifier.
    static func identifiedDuplicate() throws -> Book {
        Book(isbn: try ISBN(foundISBN), title: "Title 7", authors: ["Author 0"], addedAt: Fixtures.epoch)
    }

    /// Writes the library's history: a batch of 24 books, a compaction (snapshot generation 1), six
    /// single adds, one fragmented record, an edit, a removal, and two merges (one of which removes
    /// the local book it merges).
    static func writeLibrary(_ io: SimulatedFileIO) async throws {
        let library = try await Library.open(directory: libraryDirectory, io: io)
        try await library.add(contentsOf: (0..<24).map { Fixtures.book($0, isbn: $0 % 3 == 0) })
        try await library.compact()
        for number in 24..<30 { try await library.add(Fixtures.book(number, isbn: number % 3 == 0)) }
        var big = Fixtures.book(30)
        big.rawJSON = bigRawJSON
        try await library.add(big)
        var edited = Fixtures.book(3, isbn: true)
        edited.title = "Edited Title 3"
        edited.userEditedFields = [.title]
        try await library.update(edited)
        try await library.remove(.local("book-4"))
        try await library.add(mergedDuplicate())
        try await library.add(try identifiedDuplicate())
    }

    // MARK: Scan queue

    /// The identifier of scan `number`.
    static func scanID(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number)) ?? UUID()
    }

    static func photos(_ number: Int) -> [Data] {
        [Data("fixture photo \(number) a".utf8), Data("fixture photo \(number) b".utf8)]
    }

    static func ticket(_ number: Int) -> ScanJobTicket {
        ScanJobTicket(
            jobID: "job-\(number)", token: "token-\(number)", streamURL: "/v3/jobs/scans/job-\(number)/stream",
            acceptedAt: start.addingTimeInterval(Double(number)))
    }

    /// Scan 8's books: enough that its record spans two journal blocks.
    static let manyBooks: [RecognizedBook] = (0..<200).map { index in
        RecognizedBook(
            title: "Shelf book \(index)", authors: ["Writer \(index % 9)"],
            isbn: index == 0 ? "978-0-306-40615-7" : nil, confidence: 0.5)
    }

    /// Scan 9's books: saved into the queue's library.
    static let savedBooks: [RecognizedBook] = [
        RecognizedBook(title: "the NAME of the Rose", authors: ["Umberto Eco"], confidence: 0.62),
        RecognizedBook(title: "Data Reduction", authors: ["Wong"], isbn: "0-306-40615-2", confidence: 0.97),
    ]

    /// The state name each scan is left in; scan 5 is discarded (forgotten) and absent.
    static let queuedStates: [Int: String] = [
        0: "captured", 1: "offlineQueued", 2: "waitingForRateLimit", 3: "failedRetryable", 4: "rejected",
        6: "accepted", 7: "streaming", 8: "resultsReceived", 9: "saved", 10: "captured",
    ]

    /// Writes the queue's history: eleven scans left in every durable state, one of them discarded.
    static func writeQueue(_ io: SimulatedFileIO) async throws {
        let library = try await Library.open(directory: queueLibraryDirectory, io: io)
        let queue = try await ScanQueue.open(directory: queueDirectory, io: io, library: library)
        for number in 0...10 {
            try await queue.enqueue(
                photos: photos(number), capturedAt: start.addingTimeInterval(Double(number)), id: scanID(number))
        }
        func apply(_ event: ScanEvent, _ number: Int) async throws {
            try await queue.apply(event, to: scanID(number), at: start.addingTimeInterval(Double(100 + number)))
        }
        try await apply(.wentOffline, 1)
        try await apply(.rateLimited(until: start.addingTimeInterval(3_600)), 2)
        try await apply(.uploadStarted, 3)
        try await apply(.parked(reason: "HTTP 500"), 3)
        for number in [4, 5] {
            try await apply(.uploadStarted, number)
            try await apply(.uploadRejected(reason: "HTTP 413: too large"), number)
        }
        try await queue.discard(scanID(5))
        for number in [6, 7, 8, 9] {
            try await apply(.uploadStarted, number)
            try await apply(.uploadAccepted(ticket(number)), number)
        }
        for number in [7, 8, 9] { try await apply(.streamOpened, number) }
        try await apply(.resultsReceived(manyBooks), 8)
        try await apply(.resultsReceived(savedBooks + savedBooks), 9)
        try await queue.saveBooks(of: scanID(9), at: start.addingTimeInterval(200))
        try await apply(.uploadStarted, 10)
        try await apply(.retryScheduled(notBefore: start.addingTimeInterval(60)), 10)
    }

    /// Every file under the scenario's directories, with its bytes.
    static func files(_ io: SimulatedFileIO) throws -> [(path: String, bytes: [UInt8])] {
        var found: [(String, [UInt8])] = []
        for directory in [libraryDirectory, queueDirectory, queueLibraryDirectory] {
            for name in try io.list(directory).sorted() {
                let path = directory + "/" + name
                if let bytes = io.contents(path) { found.append((path, bytes)) }
            }
        }
        return found
    }
}
