import Foundation
import TestSupport
import Testing

@testable import BookLibrary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The backend's cleanup endpoint: the first `DELETE /v3/jobs/scans/{jobId}/cleanup` of a job
/// deletes it and answers 204, later ones answer 404 (the job is gone); `failNext(_:)` makes the
/// next requests answer 503 first.
final class CleanupLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var cleaned: Set<String> = []
    private var failuresLeft = 0

    func failNext(_ count: Int) { lock.withLock { failuresLeft = count } }

    func answer(_ request: LoopbackHTTPServer.Request) -> [LoopbackHTTPServer.Step] {
        let parts = request.path.split(separator: "/")
        guard parts.count == 5, parts.prefix(3).elementsEqual(["v3", "jobs", "scans"]), parts[4] == "cleanup" else {
            return FakeBackend.problem(405, retryable: false)
        }
        let job = String(parts[3])
        return lock.withLock {
            if failuresLeft > 0 {
                failuresLeft -= 1
                return FakeBackend.problem(503, retryable: true)
            }
            if cleaned.insert(job).inserted { return [.head(status: 204, headers: [], chunked: false)] }
            return FakeBackend.problem(404, retryable: false)
        }
    }
}

/// Photo files read from a simulated file system, so a pipeline on simulated storage can upload.
final class SimulatedUploadFiles: UploadFileAccess, @unchecked Sendable {
    let io: SimulatedFileIO

    init(io: SimulatedFileIO) { self.io = io }

    func size(of file: URL) throws(UploadFileError) -> Int64 {
        guard let bytes = io.contents(file.path) else { throw .sizeUnavailable(path: file.path, reason: "missing") }
        return Int64(bytes.count)
    }

    func openForReading(_ file: URL) throws(UploadFileError) -> any UploadChunkReader {
        guard let bytes = io.contents(file.path) else { throw .cannotOpen(path: file.path, reason: "missing") }
        return Reader(bytes: bytes)
    }

    final class Reader: UploadChunkReader {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func read(upTo maxCount: Int) throws(UploadFileError) -> Data {
            let end = min(bytes.count, offset + maxCount)
            defer { offset = end }
            return Data(bytes[offset..<end])
        }

        func close() {}
    }
}

@Suite("Scan cleanup over loopback HTTP", .serialized)
struct ScanCleanupLoopbackTests {
    static let titles = ["Data Reduction", "the NAME of the Rose"]

    static func deletes(_ server: LoopbackHTTPServer) -> [LoopbackHTTPServer.Request] {
        server.requests.filter { $0.method == "DELETE" }
    }

    /// Runs one drain, then stops the pipeline and returns its cleanup updates.
    static func drain(_ pipeline: ScanPipeline) async -> [ScanCleanupUpdate] {
        let log = CleanupLog()
        let listener = Task { for await update in pipeline.cleanupUpdates { log.append(update) } }
        await pipeline.drain()
        await pipeline.stop()
        await listener.value
        return log.all
    }

    @Test("after the books are saved, DELETE /v3/jobs/scans/{jobId}/cleanup is sent once, with the device id")
    func cleanupSent() async throws {
        let backend = FakeBackend()
        let server = try backend.start()
        defer { server.stop() }
        let fixture = try await LoopbackFixture(port: server.port)
        defer { fixture.remove() }
        _ = try await fixture.capture()
        let updates = await Self.drain(fixture.pipeline)
        #expect(await fixture.titles() == Self.titles)
        let deletes = Self.deletes(server)
        #expect(deletes.map(\.path) == ["/v3/jobs/scans/job-1/cleanup"])
        #expect(deletes.first?.headers["x-device-id"] != nil)
        // The cleanup follows the stream, never precedes it.
        let streamIndex = try #require(server.requests.firstIndex { $0.path.hasSuffix("/stream") })
        #expect(server.requests.lastIndex { $0.method == "DELETE" } ?? 0 > streamIndex)
        #expect(updates.map(\.outcome) == [.completed])
        #expect(updates.first?.cleanup.jobID == "job-1")
        #expect(await fixture.queue.pendingCleanups.isEmpty)
    }

    @Test("503 answers are retried with the upload back-off until the cleanup goes through")
    func retriedUntilDone() async throws {
        let backend = FakeBackend()
        backend.cleanups.failNext(2)
        let server = try backend.start()
        defer { server.stop() }
        let fixture = try await LoopbackFixture(port: server.port)
        defer { fixture.remove() }
        _ = try await fixture.capture()
        let updates = await Self.drain(fixture.pipeline)
        #expect(Self.deletes(server).count == 3)
        #expect(updates.map(\.outcome.isFinal) == [false, false, true])
        #expect(updates.last?.outcome == .completed)
        #expect(await fixture.titles() == Self.titles)
    }

    @Test("a cleanup the backend keeps refusing is abandoned after three retries; the books stay saved")
    func abandoned() async throws {
        let backend = FakeBackend()
        backend.cleanups.failNext(100)
        let server = try backend.start()
        defer { server.stop() }
        let fixture = try await LoopbackFixture(port: server.port)
        defer { fixture.remove() }
        _ = try await fixture.capture()
        let updates = await Self.drain(fixture.pipeline)
        #expect(Self.deletes(server).count == 4)
        guard case .abandoned(let reason)? = updates.last?.outcome else {
            Issue.record("expected an abandoned cleanup, got \(updates)")
            return
        }
        #expect(reason.contains("503") && reason.contains("/v3/jobs/scans/job-1/cleanup"))
        #expect(await fixture.titles() == Self.titles)
        #expect(await fixture.queue.pendingCleanups.isEmpty)
        #expect(await fixture.pipeline.lastError == nil)
    }

    /// Waits until `server` has been idle for 50 ms (no open connection, no new request), for at
    /// most 2 s. A crashed run's request that URLSession had already taken can still land after
    /// its task was cancelled; it belongs to that run, not to the next.
    static func waitUntilIdle(_ server: LoopbackHTTPServer) async {
        var seen = server.requests.count
        var quietPolls = 0
        for _ in 0..<200 where quietPolls < 5 {
            try? await Task.sleep(for: .milliseconds(10))
            let count = server.requests.count
            if server.openConnections == 0 && count == seen {
                quietPolls += 1
            } else {
                (seen, quietPolls) = (count, 0)
            }
        }
    }

    /// A pipeline over simulated storage, talking to the loopback server.
    static func pipeline(io: SimulatedFileIO, port: Int, clock: ManualPipelineClock) async throws -> ScanPipeline {
        let library = try await Library.open(directory: "/library", io: io)
        let queue = try await ScanQueue.open(directory: "/scans", io: io, library: library)
        return try LoopbackFixture.pipeline(queue: queue, port: port, clock: clock, files: SimulatedUploadFiles(io: io))
    }

    /// The moments the cleanup must survive.
    enum Step: String, CaseIterable {
        case afterSaveBeforeIntent = "after saving, before the cleanup is journaled"
        case afterIntentBeforeRequest = "after the cleanup is journaled, before it is sent"
        case afterRequestBeforeAcknowledgement = "after it is sent, before its answer is journaled"
    }

    /// How the first run ends at its crash point.
    enum Crash: String, CaseIterable {
        /// The power goes: what was not synced is lost.
        case powerCut
        /// The process is killed: what was written survives, synced or not.
        case kill
    }

    @Test(
        "a crash at every write from upload to acknowledgement still cleans up on the next run, and saves once",
        arguments: Crash.allCases)
    func crashAtEveryWrite(crash: Crash) async throws {
        var reached: Set<Step> = []
        var crashPoint = 0
        while crashPoint < 60 {
            let backend = FakeBackend()
            let server = try backend.start()
            defer { server.stop() }
            let io = SimulatedFileIO()
            let clock = ManualPipelineClock(start: Date())
            let first = try await Self.pipeline(io: io, port: server.port, clock: clock)
            _ = try await first.capture(photos: [Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 0xFF, 0xD9])])
            io.crashAfter = crashPoint
            await first.drain()
            let finished = await first.lastError == nil
            await first.stop()
            await Self.waitUntilIdle(server)
            let sentBefore = Self.deletes(server).count

            // The next run opens what survived.
            let survivor = crash == .powerCut ? io.afterPowerCut(.lose) : io.afterKill()
            let second = try await Self.pipeline(io: survivor, port: server.port, clock: clock)
            let queue = second.queue
            let saved = await queue.library.count == 2
            let owed = await queue.pendingCleanups.map(\.jobID)
            let scanLeft = await queue.count == 1
            var step: Step?
            if saved && scanLeft && owed.isEmpty && sentBefore == 0 { step = .afterSaveBeforeIntent }
            if owed == ["job-1"] && sentBefore == 0 { step = .afterIntentBeforeRequest }
            if owed == ["job-1"] && sentBefore == 1 { step = .afterRequestBeforeAcknowledgement }
            if let step { reached.insert(step) }
            #expect(sentBefore == 0 || saved, "crash point \(crashPoint): cleanup sent before the books were durable")

            let updates = await Self.drain(second)
            let context = "\(crash) at crash point \(crashPoint) (\(step?.rawValue ?? "other"))"
            #expect(await second.lastError == nil, "\(context)")
            #expect(await queue.count == 0, "\(context)")
            #expect(await queue.pendingCleanups.isEmpty, "\(context)")
            #expect(await queue.library.snapshot.allBooks.map(\.title).sorted() == Self.titles, "\(context)")
            let deletes = Self.deletes(server)
            #expect(deletes.allSatisfy { $0.path == "/v3/jobs/scans/job-1/cleanup" }, "\(context)")
            if !scanLeft && owed.isEmpty {
                // The answer was journaled before the crash: nothing is left to send.
                #expect(sentBefore == 1 && deletes.count == 1 && updates.isEmpty, "\(context)")
            } else if sentBefore == 1 {
                // Sent again; the backend had already cleaned up, and its 404 counts as done.
                #expect(deletes.count == 2, "\(context)")
                #expect(updates.map(\.outcome) == [.alreadyGone], "\(context)")
            } else {
                #expect(deletes.count == 1, "\(context)")
                #expect(updates.map(\.outcome) == [.completed], "\(context)")
            }
            if finished { break }
            crashPoint += 1
        }
        // A power cut loses the journaled intent with its unsynced write, so only a kill can stop
        // the run between journaling the cleanup and sending it; every other step both reach.
        let expected =
            crash == .kill ? Set(Step.allCases) : [.afterSaveBeforeIntent, .afterRequestBeforeAcknowledgement]
        #expect(reached == expected)
        #expect(crashPoint > 10)
    }
}
