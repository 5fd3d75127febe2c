import Foundation
import Testing

@testable import BookLibrary

/// The backend cleanup a finished job is owed: the retry rules, and how the queue journals it.
@Suite("Scan cleanup")
struct ScanCleanupTests {
    static let url = "http://x.test/v3/jobs/scans/j/cleanup"

    static func status(_ code: Int) -> ScanTransportError { .unexpectedStatus(code, url: url, message: "no details") }

    enum Expected: Equatable {
        case alreadyGone, abandoned, retry
    }

    @Test(
        "a failed cleanup request is settled or retried as its answer says",
        arguments: [
            // 404: the job is gone, which is what the cleanup wanted.
            (status(404), 1, Expected.alreadyGone), (status(404), 4, .alreadyGone),
            // Other client errors: repeating the same request cannot help.
            (status(400), 1, .abandoned), (status(401), 1, .abandoned), (status(403), 1, .abandoned),
            (status(405), 1, .abandoned), (status(410), 1, .abandoned), (status(422), 1, .abandoned),
            (.invalidRequest(.invalidJobID("a/b")), 1, .abandoned),
            // Timeouts, throttling, server errors and no answer: DELETE is idempotent, so retry.
            (status(408), 1, .retry), (status(429), 2, .retry), (status(500), 1, .retry), (status(503), 3, .retry),
            (.unreachable(url: url, reason: "timed out"), 1, .retry),
            (.streamFailed(url: url, reason: "x"), 1, .retry),
            // After one request and three retries, the fourth failure gives up.
            (status(503), 4, .abandoned), (.unreachable(url: url, reason: "timed out"), 4, .abandoned),
        ])
    func decision(error: ScanTransportError, attempt: Int, expected: Expected) {
        var random = ScriptedRandom([0])
        let decision = ScanCleanup.decision(after: error, attempt: attempt, policy: UploadRetryPolicy(), using: &random)
        switch (decision, expected) {
        case (.settle(.alreadyGone), .alreadyGone): break
        case (.settle(.abandoned(let reason)), .abandoned): #expect(reason == error.description)
        case (.retry(_, let reason), .retry): #expect(reason == error.description)
        default: Issue.record("\(error) on attempt \(attempt): expected \(expected), got \(decision)")
        }
    }

    @Test("retries wait at most 1 s, 2 s and 4 s: the upload back-off with full jitter")
    func backoff() {
        // The largest random value gives the whole cap: 2^(n-1) seconds before retry n.
        var highest = ScriptedRandom([UInt64.max])
        var lowest = ScriptedRandom([0])
        for (attempt, seconds) in [(1, 1), (2, 2), (3, 4)] {
            let error = Self.status(503)
            #expect(
                ScanCleanup.decision(after: error, attempt: attempt, policy: UploadRetryPolicy(), using: &highest)
                    == .retry(after: .seconds(seconds), reason: error.description))
            #expect(
                ScanCleanup.decision(after: error, attempt: attempt, policy: UploadRetryPolicy(), using: &lowest)
                    == .retry(after: .zero, reason: error.description))
        }
    }

    @Test("only a scheduled retry is not final")
    func finality() {
        #expect(ScanCleanupUpdate.Outcome.completed.isFinal)
        #expect(ScanCleanupUpdate.Outcome.alreadyGone.isFinal)
        #expect(ScanCleanupUpdate.Outcome.abandoned(reason: "x").isFinal)
        #expect(
            !ScanCleanupUpdate.Outcome.retryScheduled(attempt: 1, notBefore: QueueDriver.start, reason: "x").isFinal)
    }

    @Test("the journal form names the job as the API does and reads back")
    func codable() throws {
        let cleanup = ScanCleanup(
            jobID: "job-7", scan: UUID(uuidString: "00000000-0000-0000-0000-000000000007") ?? UUID(),
            owedSince: QueueDriver.start)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(cleanup), as: UTF8.self)
        #expect(json == #"{"jobId":"job-7","owedSince":800000000,"scan":"00000000-0000-0000-0000-000000000007"}"#)
        #expect(try JSONDecoder().decode(ScanCleanup.self, from: Data(json.utf8)) == cleanup)
    }

    // MARK: The queue's journal

    /// Takes a new scan to `saved` with one book.
    static func savedScan(in queue: ScanQueue, job: String = "job-1") async throws -> ScanRecord {
        let scan = try await queue.enqueue(photos: QueueDriver.photos(1), capturedAt: QueueDriver.start)
        let ticket = ScanJobTicket(jobID: job, token: "t", streamURL: "/s", acceptedAt: QueueDriver.start)
        try await queue.apply(.uploadStarted, to: scan.id, at: QueueDriver.start)
        try await queue.apply(.uploadAccepted(ticket), to: scan.id, at: QueueDriver.start)
        try await queue.apply(.resultsReceived([RecognizedBook(title: "Dune")]), to: scan.id, at: QueueDriver.start)
        try await queue.saveBooks(of: scan.id, at: QueueDriver.start)
        return scan
    }

    @Test("cleaning up a saved scan forgets it and owes its job's cleanup, across reopening")
    func owedAfterCleanUp() async throws {
        let io = SimulatedFileIO()
        let queue = try await ScanQueueTests.open(io)
        let scan = try await Self.savedScan(in: queue)
        let before = io.mutations
        let owed = try await queue.cleanUp(scan.id, at: QueueDriver.start + 5)
        // Two photo removals, one directory sync, then one append and one sync for both records.
        #expect(io.mutations - before == 5)
        #expect(owed == ScanCleanup(jobID: "job-1", scan: scan.id, owedSince: QueueDriver.start + 5))
        #expect(await queue.count == 0)
        #expect(await queue.pendingCleanups == [owed])
        let reopened = try await ScanQueueTests.open(io.afterPowerCut(.lose))
        #expect(await reopened.pendingCleanups == [owed])
        #expect(await reopened.count == 0)
        #expect(await reopened.library.count == 1)
    }

    @Test("settling appends one record without a sync: a kill keeps it, a power cut may owe the cleanup again")
    func settle() async throws {
        let io = SimulatedFileIO()
        let queue = try await ScanQueueTests.open(io)
        let first = try await Self.savedScan(in: queue, job: "job-1")
        let second = try await Self.savedScan(in: queue, job: "job-2")
        try await queue.cleanUp(first.id, at: QueueDriver.start)
        try await queue.cleanUp(second.id, at: QueueDriver.start)
        #expect(await queue.pendingCleanups.map(\.jobID) == ["job-1", "job-2"])
        var before = io.mutations
        try await queue.settleCleanup(jobID: "job-1")
        #expect(io.mutations - before == 1)
        before = io.mutations
        try await queue.settleCleanup(jobID: "job-1")
        try await queue.settleCleanup(jobID: "job-9")
        #expect(io.mutations == before)
        #expect(await queue.pendingCleanups.map(\.jobID) == ["job-2"])
        let owed = { (survivor: SimulatedFileIO) in try await ScanQueueTests.open(survivor).pendingCleanups.map(\.jobID)
        }
        #expect(try await owed(io.afterKill()) == ["job-2"])
        // Unsynced, the settlement can vanish in a power cut: the cleanup is owed and sent again,
        // and the backend's 404 counts as done.
        #expect(try await owed(io.afterPowerCut(.lose)) == ["job-1", "job-2"])
        // The next synced write makes it durable.
        _ = try await queue.enqueue(photos: [Data([1])], capturedAt: QueueDriver.start)
        #expect(try await owed(io.afterPowerCut(.lose)) == ["job-2"])
    }

    @Test("a job that fails after acceptance owes its cleanup; a scan refused before acceptance owes none")
    func failedJobs() async throws {
        let io = SimulatedFileIO()
        let queue = try await ScanQueueTests.open(io)
        let accepted = try await queue.enqueue(photos: [Data([1])], capturedAt: QueueDriver.start)
        let ticket = ScanJobTicket(jobID: "job-failed", token: "t", streamURL: "/s", acceptedAt: QueueDriver.start)
        try await queue.apply(.uploadStarted, to: accepted.id, at: QueueDriver.start)
        try await queue.apply(.uploadAccepted(ticket), to: accepted.id, at: QueueDriver.start)
        try await queue.apply(.streamOpened, to: accepted.id, at: QueueDriver.start)
        try await queue.apply(.jobFailed(reason: "blurry"), to: accepted.id, at: QueueDriver.start + 9)
        let refused = try await queue.enqueue(photos: [Data([2])], capturedAt: QueueDriver.start)
        try await queue.apply(.uploadStarted, to: refused.id, at: QueueDriver.start)
        try await queue.apply(.uploadRejected(reason: "HTTP 413"), to: refused.id, at: QueueDriver.start)
        let owed = ScanCleanup(jobID: "job-failed", scan: accepted.id, owedSince: QueueDriver.start + 9)
        #expect(await queue.pendingCleanups == [owed])
        // Discarding the rejected scans owes nothing more.
        try await queue.discard(accepted.id)
        try await queue.discard(refused.id)
        let reopened = try await ScanQueueTests.open(io.afterPowerCut(.lose))
        #expect(await reopened.pendingCleanups == [owed])
        #expect(await reopened.count == 0)
    }

    @Test("compaction keeps the owed cleanups with the queued scans")
    func compaction() async throws {
        let io = SimulatedFileIO()
        let queue = try await ScanQueueTests.open(io)
        let saved = try await Self.savedScan(in: queue, job: "job-1")
        try await queue.cleanUp(saved.id, at: QueueDriver.start)
        let other = try await Self.savedScan(in: queue, job: "job-2")
        try await queue.cleanUp(other.id, at: QueueDriver.start)
        try await queue.settleCleanup(jobID: "job-2")
        let waiting = try await queue.enqueue(photos: [Data([9])], capturedAt: QueueDriver.start)
        try await queue.compact()
        let reopened = try await ScanQueueTests.open(io.afterPowerCut(.lose))
        #expect(await reopened.scans.map(\.id) == [waiting.id])
        #expect(await reopened.pendingCleanups.map(\.jobID) == ["job-1"])
    }

    @Test("settling compacts the journal once it passes the threshold")
    func settleCompacts() async throws {
        let io = SimulatedFileIO()
        let queue = try await ScanQueueTests.open(io)
        let saved = try await Self.savedScan(in: queue)
        try await queue.cleanUp(saved.id, at: QueueDriver.start)
        await queue.setCompactionThreshold(10)
        try await queue.settleCleanup(jobID: "job-1")
        // Nothing is queued or owed, so the compacted journal is empty.
        #expect(io.contents(QueueDriver.queueDirectory + "/" + ScanQueue.journalName) == [])
    }

    @Test(
        "a power cut at any write from saving to settling never forgets a scan without owing its cleanup",
        arguments: SimulatedFileIO.PowerCut.allCases)
    func powerCut(mode: SimulatedFileIO.PowerCut) async throws {
        for crashPoint in 0..<12 {
            let io = SimulatedFileIO()
            let queue = try await ScanQueueTests.open(io)
            let scan = try await queue.enqueue(photos: QueueDriver.photos(1), capturedAt: QueueDriver.start)
            let ticket = ScanJobTicket(jobID: "job-1", token: "t", streamURL: "/s", acceptedAt: QueueDriver.start)
            try await queue.apply(.uploadStarted, to: scan.id, at: QueueDriver.start)
            try await queue.apply(.uploadAccepted(ticket), to: scan.id, at: QueueDriver.start)
            try await queue.apply(.resultsReceived([RecognizedBook(title: "Dune")]), to: scan.id, at: QueueDriver.start)
            io.crashAfter = crashPoint
            var settled = false
            do {
                try await queue.saveBooks(of: scan.id, at: QueueDriver.start)
                try await queue.cleanUp(scan.id, at: QueueDriver.start)
                try await queue.settleCleanup(jobID: "job-1")
                settled = true
            } catch {}
            let reopened = try await ScanQueueTests.open(io.afterPowerCut(mode, seed: UInt64(crashPoint)))
            let owed = await reopened.pendingCleanups.map(\.jobID)
            let queued = await reopened.scan(id: scan.id) != nil
            #expect(queued || owed == ["job-1"] || settled, "crash point \(crashPoint): cleanup lost")
            #expect(!(queued && settled), "crash point \(crashPoint)")
            // Resuming finishes the local work; the cleanup is then owed, unless it was settled and
            // the unsynced settlement survived (a lost one only makes the cleanup go again).
            try await reopened.finishLocalWork(at: QueueDriver.start)
            #expect(await reopened.count == 0)
            let expected: Set<[String]> = settled ? [[], ["job-1"]] : [["job-1"]]
            #expect(expected.contains(await reopened.pendingCleanups.map(\.jobID)), "crash \(crashPoint)")
            #expect(await reopened.library.count == 1)
            if settled { break }
        }
    }

    @Test("undecodable cleanup records are reported with their offset")
    func undecodable() async throws {
        let io = SimulatedFileIO()
        let path = QueueDriver.queueDirectory + "/" + ScanQueue.journalName
        for (payload, reason) in [([UInt8(4)], "empty job identifier"), ([3] + Array("{}".utf8), nil)] {
            var bytes: [UInt8] = []
            var offset = 0
            LogFormat.append([2] + Array(UUID().uuidString.utf8), to: &bytes, blockOffset: &offset)
            let start = bytes.count
            LogFormat.append(payload, to: &bytes, blockOffset: &offset)
            io.replaceContents(path, with: bytes)
            let error = await #expect(throws: ScanQueueError.self) { try await ScanQueueTests.open(io) }
            guard case .undecodableRecord(let at, let text)? = error else {
                Issue.record("expected an undecodable record, got \(String(describing: error))")
                continue
            }
            #expect(at == start)
            if let reason { #expect(text == reason) } else { #expect(text.contains("jobId")) }
        }
    }
}
