import Foundation
import Testing

@testable import BookLibrary

/// Drives scans through the queue the way the pipeline does, with the server's answers scripted.
struct QueueDriver {
    static let libraryDirectory = "/library"
    static let queueDirectory = "/scans"
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// The books the scripted server finds on scan `scan`: one with an ISBN-13 for even scans,
    /// one spine without ISBN, and the spine sent a second time (as the backend does).
    static func books(scan: Int) -> [RecognizedBook] {
        var found = [
            RecognizedBook(title: "Spine Title \(scan)", authors: ["Author \(scan)"], confidence: 0.9),
            RecognizedBook(title: "Spine Title \(scan)", authors: ["Author \(scan)"], confidence: 0.9),
        ]
        if scan.isMultiple(of: 2) {
            found.append(RecognizedBook(title: "Cover Title \(scan)", authors: ["Editor"], confidence: 0.4))
        }
        return found
    }

    static func titles(scan: Int) -> Set<String> { Set(books(scan: scan).compactMap(\.title)) }

    static func photos(_ scan: Int) -> [Data] { [Data("jpeg \(scan) a".utf8), Data("jpeg \(scan) b".utf8)] }

    static func ticket(_ id: UUID) -> ScanJobTicket {
        ScanJobTicket(jobID: "job-\(id.uuidString)", token: "token", streamURL: "/v3/stream/\(id)", acceptedAt: start)
    }

    var enqueued: [Int: UUID] = [:]
    var accepted: Set<UUID> = []
    var uploads: [UUID] = []
    var finishedAll = false

    /// Uploads (scripted), streams and saves a scan from `captured` to forgotten.
    mutating func finish(_ id: UUID, scan: Int, in queue: ScanQueue) async throws {
        try await queue.apply(.uploadStarted, to: id, at: Self.start)
        uploads.append(id)
        try await queue.apply(.uploadAccepted(Self.ticket(id)), to: id, at: Self.start)
        accepted.insert(id)
        try await stream(id, scan: scan, in: queue)
    }

    /// Streams and saves an accepted scan.
    func stream(_ id: UUID, scan: Int, in queue: ScanQueue) async throws {
        if case .accepted = await queue.scan(id: id)?.state {
            try await queue.apply(.streamOpened, to: id, at: Self.start)
        }
        try await queue.apply(.resultsReceived(Self.books(scan: scan)), to: id, at: Self.start)
        try await queue.saveBooks(of: id, at: Self.start)
        try await queue.cleanUp(id, at: Self.start)
    }

    /// Captures and finishes `count` scans, stopping at the first failed write.
    mutating func run(_ count: Int, queue: ScanQueue) async {
        for scan in 0..<count {
            let id = UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", scan)) ?? UUID()
            do {
                try await queue.enqueue(photos: Self.photos(scan), capturedAt: Self.start, id: id)
                enqueued[scan] = id
                try await finish(id, scan: scan, in: queue)
            } catch {
                return
            }
        }
        finishedAll = true
    }

    /// Resumes every scan left in a reopened queue until the queue is empty.
    mutating func resume(_ queue: ScanQueue) async throws {
        try await queue.finishLocalWork(at: Self.start)
        for record in await queue.scans {
            let scan = Int(record.id.uuidString.suffix(12)) ?? -1
            switch record.resumeAction(at: Self.start) {
            case .upload:
                try await finish(record.id, scan: scan, in: queue)
            case .stream:
                try await stream(record.id, scan: scan, in: queue)
            case let other:
                Issue.record("unexpected resume action \(other)")
            }
        }
    }
}

@Suite("Scan queue")
struct ScanQueueTests {
    static func open(_ io: SimulatedFileIO) async throws -> ScanQueue {
        let library = try await Library.open(directory: QueueDriver.libraryDirectory, io: io)
        return try await ScanQueue.open(directory: QueueDriver.queueDirectory, io: io, library: library)
    }

    static func titleCounts(_ library: Library) async -> [String: Int] {
        var counts: [String: Int] = [:]
        for book in await library.snapshot.allBooks { counts[book.title, default: 0] += 1 }
        return counts
    }

    static func imageFiles(_ io: SimulatedFileIO) throws -> [String] {
        try io.list(QueueDriver.queueDirectory + "/" + ScanQueue.imagesName)
    }

    @Test("a captured scan keeps its photos across reopening")
    func enqueueSurvivesReopen() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        let scan = try await queue.enqueue(photos: QueueDriver.photos(7), capturedAt: QueueDriver.start)
        let reopened = try await Self.open(io)
        let restored = try #require(await reopened.scan(id: scan.id))
        #expect(restored.state == .captured)
        #expect(restored.photos.count == 2)
        #expect(try await reopened.photoData(restored.photos[1]) == Data("jpeg 7 b".utf8))
        #expect(restored.resumeAction(at: QueueDriver.start) == .upload(notBefore: nil))
        #expect(try Self.imageFiles(io).count == 2)
    }

    @Test("a finished scan leaves its books in the library and nothing in the queue")
    func lifecycle() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        var driver = QueueDriver()
        await driver.run(3, queue: queue)
        #expect(await queue.count == 0)
        #expect(try Self.imageFiles(io).isEmpty)
        let counts = await Self.titleCounts(queue.library)
        #expect(
            counts == [
                "Spine Title 0": 1, "Cover Title 0": 1, "Spine Title 1": 1, "Spine Title 2": 1, "Cover Title 2": 1,
            ])
        let cover = try #require(await queue.library.snapshot.allBooks.first { $0.title == "Cover Title 0" })
        #expect(cover.needsReview)
        #expect(cover.authors == ["Editor"])
        let reopened = try await Self.open(io)
        #expect(await reopened.count == 0)
        #expect(await reopened.library.count == 5)
    }

    @Test("steps that do not fit the scan's state are refused")
    func refusals() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        let missing = UUID()
        await #expect(throws: ScanQueueError.photoCount(0)) {
            try await queue.enqueue(photos: [], capturedAt: QueueDriver.start)
        }
        await #expect(throws: ScanQueueError.photoCount(6)) {
            try await queue.enqueue(photos: Array(repeating: Data([1]), count: 6), capturedAt: QueueDriver.start)
        }
        let scan = try await queue.enqueue(photos: [Data([0xFF, 0xD8])], capturedAt: QueueDriver.start)
        await #expect(throws: ScanQueueError.duplicateScan(scan.id)) {
            try await queue.enqueue(photos: [Data([1])], capturedAt: QueueDriver.start, id: scan.id)
        }
        await #expect(throws: ScanQueueError.scanNotFound(missing)) {
            try await queue.apply(.uploadStarted, to: missing, at: QueueDriver.start)
        }
        await #expect(throws: ScanQueueError.scanNotFound(missing)) { try await queue.cleanUp(missing, at: .now) }
        await #expect(throws: ScanQueueError.scanNotFound(missing)) { try await queue.discard(missing) }
        await #expect(throws: ScanQueueError.scanNotFound(missing)) { try await queue.saveBooks(of: missing, at: .now) }
        await #expect(throws: ScanQueueError.wrongState(scan: scan.id, state: "captured", step: "cleaned up")) {
            try await queue.cleanUp(scan.id, at: QueueDriver.start)
        }
        await #expect(throws: ScanQueueError.wrongState(scan: scan.id, state: "captured", step: "discarded")) {
            try await queue.discard(scan.id)
        }
        await #expect(throws: ScanQueueError.wrongState(scan: scan.id, state: "captured", step: "saved to the library"))
        {
            try await queue.saveBooks(of: scan.id, at: QueueDriver.start)
        }
        await #expect(throws: ScanQueueError.illegalTransition(scan: scan.id, from: "captured", event: "booksSaved")) {
            try await queue.apply(.booksSaved, to: scan.id, at: QueueDriver.start)
        }
        #expect(await queue.scan(id: scan.id)?.state == .captured)
        #expect(ScanQueueError.photoCount(0).description.contains("1 to 5"))
        #expect(ScanQueueError.undecodableRecord(offset: 9, reason: "x").description.contains("byte 9"))
        let transition = ScanQueueError.illegalTransition(scan: scan.id, from: "captured", event: "booksSaved")
        #expect(transition.description.contains(scan.id.uuidString) && transition.description.contains("booksSaved"))
    }

    @Test("a rejected scan can be discarded, which deletes its photos")
    func discardRejected() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        let scan = try await queue.enqueue(photos: QueueDriver.photos(1), capturedAt: QueueDriver.start)
        try await queue.apply(.uploadStarted, to: scan.id, at: QueueDriver.start)
        try await queue.apply(.uploadRejected(reason: "413 too large"), to: scan.id, at: QueueDriver.start)
        try await queue.discard(scan.id)
        #expect(await queue.count == 0)
        #expect(try Self.imageFiles(io).isEmpty)
        #expect(try await Self.open(io).count == 0)
    }

    @Test("books the user edited keep their edits when a scan finds them again")
    func userEditsSurvive() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        let isbn = try ISBN("978-0-306-40615-7")
        try await queue.library.add(
            Book(isbn: isbn, title: "My Own Title", authors: ["Someone"], userEditedFields: [.title]))
        let scan = try await queue.enqueue(photos: [Data([1])], capturedAt: QueueDriver.start)
        try await queue.apply(.uploadStarted, to: scan.id, at: QueueDriver.start)
        try await queue.apply(.uploadAccepted(QueueDriver.ticket(scan.id)), to: scan.id, at: QueueDriver.start)
        let found = RecognizedBook(title: "DATA REDUCTION", authors: ["Wong"], isbn: "9780306406157", confidence: 0.99)
        try await queue.apply(.resultsReceived([found]), to: scan.id, at: QueueDriver.start)
        try await queue.saveBooks(of: scan.id, at: QueueDriver.start)
        let stored = try #require(await queue.library.book(id: .isbn("9780306406157")))
        #expect(stored.title == "My Own Title")
        #expect(await queue.library.count == 1)
    }

    @Test(
        "recognized books keep the service's case, confidence and raw JSON",
        arguments: [
            (
                "{\"title\":\"the HOBBIT\",\"author\":\"J.R.R. Tolkien\",\"isbn\":null,\"confidence\":0.55}",
                "the HOBBIT", nil as String?, true
            ),
            (
                "{\"title\":null,\"authors\":[\"A\"],\"isbn\":\"0-306-40615-2\",\"confidence\":0.95}",
                "", "9780306406157", false
            ),
            ("{\"title\":\"Spine\",\"isbn\":\"12345\"}", "Spine", nil, false),
        ])
    func mapping(json: String, title: String, isbn13: String?, needsReview: Bool) throws {
        let recognized = try RecognizedBook(jsonString: json)
        let book = try #require(Book(recognized: recognized, localID: "scan-1-0", addedAt: QueueDriver.start))
        #expect(book.title == title)
        #expect(book.isbn?.isbn13 == isbn13)
        #expect(book.needsReview == needsReview)
        #expect(book.id == (isbn13.map { .isbn($0) } ?? .local("scan-1-0")))
        let raw = try #require(book.rawJSON)
        #expect(try RecognitionJSON.parse(raw, context: "raw") == RecognitionJSON.parse(json, context: "input"))
    }

    @Test("a book with neither title nor valid ISBN is not stored")
    func unmappable() throws {
        let recognized = try RecognizedBook(jsonString: "{\"title\":null,\"isbn\":\"nope\"}")
        #expect(Book(recognized: recognized, localID: "x", addedAt: QueueDriver.start) == nil)
    }

    @Test("compaction keeps only queued scans and survives reopening")
    func compaction() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        await queue.setCompactionThreshold(2_000)
        var driver = QueueDriver()
        await driver.run(6, queue: queue)
        let waiting = try await queue.enqueue(photos: [Data([9])], capturedAt: QueueDriver.start)
        try await queue.compact()
        let journal = try #require(io.contents(QueueDriver.queueDirectory + "/" + ScanQueue.journalName))
        #expect(journal.count < 2_000)
        let reopened = try await Self.open(io)
        #expect(await reopened.scans.map(\.id) == [waiting.id])
        #expect(await reopened.library.count == 9)
    }

    @Test("a state JSON cannot hold is refused before anything is written")
    func unencodableState() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        let scan = try await queue.enqueue(photos: [Data([1])], capturedAt: QueueDriver.start)
        let ticket = ScanJobTicket(jobID: "j", token: "t", streamURL: "/s", acceptedAt: QueueDriver.start)
        try await queue.apply(.uploadStarted, to: scan.id, at: QueueDriver.start)
        try await queue.apply(.uploadAccepted(ticket), to: scan.id, at: QueueDriver.start)
        let before = io.mutations
        let book = RecognizedBook(title: "Dune", confidence: .nan)
        let error = await #expect(throws: ScanQueueError.self) {
            try await queue.apply(.resultsReceived([book]), to: scan.id, at: QueueDriver.start)
        }
        guard case .unencodableRecord(let id, _)? = error else {
            Issue.record("expected an unencodable record, got \(String(describing: error))")
            return
        }
        #expect(id == scan.id)
        #expect(error?.description.contains(scan.id.uuidString) == true)
        #expect(io.mutations == before)
        #expect(await queue.scan(id: scan.id)?.state == .accepted(ticket))
    }

    @Test("file failures reach the caller as storage errors naming the file")
    func storageErrors() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        let scan = try await queue.enqueue(photos: [Data([1, 2])], capturedAt: QueueDriver.start)
        let photo = try #require(scan.photos.first)
        #expect(try await queue.photoData(photo) == Data([1, 2]))
        try io.remove(photo.file.path)
        await #expect(
            throws: ScanQueueError.storage(.io(operation: "read", path: photo.file.lastPathComponent, code: 2))
        ) {
            try await queue.photoData(photo)
        }
        let fresh = UUID()
        let temporary = QueueDriver.queueDirectory + "/images/\(fresh.uuidString.lowercased())-0.jpg.tmp"
        io.crashAfter = 0
        await #expect(throws: ScanQueueError.storage(SimulatedFileIO.crash("write", temporary))) {
            try await queue.enqueue(photos: [Data([3])], capturedAt: QueueDriver.start, id: fresh)
        }
        io.crashAfter = nil
        let ticket = ScanJobTicket(jobID: "j", token: "t", streamURL: "/s", acceptedAt: QueueDriver.start)
        try await queue.apply(.uploadStarted, to: scan.id, at: QueueDriver.start)
        try await queue.apply(.uploadAccepted(ticket), to: scan.id, at: QueueDriver.start)
        try await queue.apply(.resultsReceived([RecognizedBook(title: "Dune")]), to: scan.id, at: QueueDriver.start)
        io.crashAfter = 0
        let journal = QueueDriver.libraryDirectory + "/journal-0.log"
        await #expect(throws: ScanQueueError.storage(SimulatedFileIO.crash("append", journal))) {
            try await queue.saveBooks(of: scan.id, at: QueueDriver.start)
        }
        #expect(await queue.scan(id: scan.id)?.state == .resultsReceived(ticket))
    }

    @Test("a damaged journal is reported, not silently emptied")
    func damage() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        // Enough records to reach the journal's second 32 KiB block, so intact records follow the damage.
        for _ in 0..<120 { try await queue.enqueue(photos: [Data([1])], capturedAt: QueueDriver.start) }
        let path = QueueDriver.queueDirectory + "/" + ScanQueue.journalName
        var bytes = try #require(io.contents(path))
        bytes[10] ^= 0xFF
        io.replaceContents(path, with: bytes)
        await #expect(
            throws: ScanQueueError.storage(
                .journalDamaged(file: ScanQueue.journalName, offset: 0, reason: "checksum mismatch"))
        ) {
            try await Self.open(io)
        }
        #expect(
            ScanQueueError.storage(.journalDamaged(file: "scans.log", offset: 0, reason: "checksum mismatch"))
                .description.contains("scans.log is damaged at byte 0"))
        var garbage: [UInt8] = []
        var offset = 0
        LogFormat.append([7, 1, 2], to: &garbage, blockOffset: &offset)
        io.replaceContents(path, with: garbage)
        await #expect(throws: ScanQueueError.undecodableRecord(offset: 0, reason: "unknown record type 7")) {
            try await Self.open(io)
        }
    }

    @Test("a failed write leaves the scan as it was and asks for a reopen")
    func failedWrite() async throws {
        let io = SimulatedFileIO()
        let queue = try await Self.open(io)
        let scan = try await queue.enqueue(photos: [Data([1])], capturedAt: QueueDriver.start)
        io.crashAfter = 1  // the append succeeds, its sync fails
        let journal = QueueDriver.queueDirectory + "/" + ScanQueue.journalName
        await #expect(throws: ScanQueueError.storage(SimulatedFileIO.crash("fsync", journal))) {
            try await queue.apply(.uploadStarted, to: scan.id, at: QueueDriver.start)
        }
        io.crashAfter = nil
        #expect(await queue.scan(id: scan.id)?.state == .captured)
        await #expect(throws: ScanQueueError.storage(.needsReopen)) {
            try await queue.enqueue(photos: [Data([1])], capturedAt: QueueDriver.start)
        }
        await #expect(throws: ScanQueueError.storage(.needsReopen)) { try await queue.compact() }
        let reopened = try await Self.open(io)
        #expect(await reopened.scan(id: scan.id) != nil)
    }

    @Test(
        "after a power cut at any write, every captured scan is still queued or its books are saved exactly once",
        arguments: SimulatedFileIO.PowerCut.allCases)
    func powerCutAtEveryState(mode: SimulatedFileIO.PowerCut) async throws {
        var crashPoint = 0
        while true {
            let io = SimulatedFileIO()
            let queue = try await Self.open(io)
            io.crashAfter = crashPoint
            var driver = QueueDriver()
            await driver.run(3, queue: queue)
            let completed = driver.finishedAll
            let survivor = io.afterPowerCut(mode, seed: UInt64(crashPoint))
            let reopened = try await Self.open(survivor)
            let counts = await Self.titleCounts(reopened.library)
            for (scan, id) in driver.enqueued {
                if let record = await reopened.scan(id: id) {
                    // Until a scan is saved, its photos must be intact (a cleanup cut short may have removed some).
                    if record.state.name != "saved" {
                        for (index, photo) in record.photos.enumerated() {
                            let bytes = try? await reopened.photoData(photo)
                            #expect(bytes == QueueDriver.photos(scan)[index], "crash point \(crashPoint): photo lost")
                        }
                    }
                    if driver.accepted.contains(id) {
                        #expect(
                            record.state.isAfterAcceptance, "crash point \(crashPoint): accepted scan lost its ticket")
                    }
                } else {
                    for title in QueueDriver.titles(scan: scan) {
                        #expect(counts[title] == 1, "crash point \(crashPoint): \(title) not saved exactly once")
                    }
                }
            }
            var resumer = QueueDriver()
            try await resumer.resume(reopened)
            #expect(Set(resumer.uploads).isDisjoint(with: driver.accepted), "crash point \(crashPoint): re-uploaded")
            #expect(await reopened.count == 0)
            #expect(try Self.imageFiles(survivor).isEmpty, "crash point \(crashPoint)")
            let finalCounts = await Self.titleCounts(reopened.library)
            #expect(finalCounts.values.allSatisfy { $0 == 1 }, "crash point \(crashPoint): \(finalCounts)")
            for scan in driver.enqueued.keys {
                #expect(QueueDriver.titles(scan: scan).isSubset(of: finalCounts.keys), "crash point \(crashPoint)")
            }
            if completed { break }
            crashPoint += 1
        }
        #expect(crashPoint > 60)
    }
}

extension ScanQueue {
    func setCompactionThreshold(_ bytes: Int) { compactionThreshold = bytes }
}
