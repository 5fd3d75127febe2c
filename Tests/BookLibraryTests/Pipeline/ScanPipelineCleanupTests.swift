import Foundation
import Testing

@testable import BookLibrary

/// Collects every cleanup update the pipeline publishes.
final class CleanupLog: @unchecked Sendable {
    private let lock = NSLock()
    private var updates: [ScanCleanupUpdate] = []
    func append(_ update: ScanCleanupUpdate) { lock.withLock { updates.append(update) } }
    var all: [ScanCleanupUpdate] { lock.withLock { updates } }
    var outcomes: [ScanCleanupUpdate.Outcome] { all.map(\.outcome) }
}

/// The pipeline's side of the backend cleanup and of the thumbnail states, against the scripted
/// backend of ``ScanPipelineTests``.
@Suite("Scan pipeline cleanup and thumbnails")
struct ScanPipelineCleanupTests {
    /// Drains the pipeline once, then stops it and returns every cleanup update it published.
    static func drain(_ fixture: PipelineFixture) async -> [ScanCleanupUpdate] {
        let log = CleanupLog()
        let listener = Task { for await update in fixture.pipeline.cleanupUpdates { log.append(update) } }
        await fixture.pipeline.drain()
        await fixture.pipeline.stop()
        await listener.value
        return log.all
    }

    static func unavailable() -> ScanTransportError { .unexpectedStatus(503, url: "/c", message: "busy") }

    @Test("after the books are saved, each job's cleanup is sent once and its completion published")
    func cleanupAfterSave() async throws {
        let fixture = try await PipelineFixture()
        let ids = try await fixture.capture(3)
        let updates = await Self.drain(fixture)
        #expect(await fixture.titles() == ["Book of job-1", "Book of job-2", "Book of job-3"])
        #expect(fixture.transport.cleanups.map(\.jobID).sorted() == ["job-1", "job-2", "job-3"])
        #expect(updates.map(\.outcome) == Array(repeating: .completed, count: 3))
        #expect(Set(updates.map(\.cleanup.scan)) == Set(ids))
        #expect(await fixture.pipeline.queue.pendingCleanups.isEmpty)
        #expect(await fixture.pipeline.lastError == nil)
    }

    @Test("a 404 counts as done")
    func notFoundIsDone() async throws {
        let fixture = try await PipelineFixture()
        fixture.transport.cleanupFailures = [.unexpectedStatus(404, url: "/c", message: "gone")]
        _ = try await fixture.capture(1)
        let updates = await Self.drain(fixture)
        #expect(updates.map(\.outcome) == [.alreadyGone])
        #expect(fixture.transport.cleanups.count == 1)
        #expect(await fixture.pipeline.queue.pendingCleanups.isEmpty)
    }

    @Test("a failing cleanup is retried with the upload back-off, at most 1, 2 and 4 s apart")
    func retried() async throws {
        let fixture = try await PipelineFixture()
        fixture.transport.cleanupFailures = [
            Self.unavailable(), .unreachable(url: "/c", reason: "x"), Self.unavailable(),
        ]
        _ = try await fixture.capture(1)
        let updates = await Self.drain(fixture)
        let sent = fixture.transport.cleanups.map(\.at)
        #expect(sent.count == 4)
        for (index, (earlier, later)) in zip(sent, sent.dropFirst()).enumerated() {
            let gap = later.timeIntervalSince(earlier)
            #expect(gap >= 0 && gap <= Double(1 << index), "retry \(index + 1) waited \(gap) s")
        }
        #expect(updates.map(\.outcome.isFinal) == [false, false, false, true])
        #expect(updates.last?.outcome == .completed)
        guard case .retryScheduled(let attempt, let notBefore, let reason)? = updates.first?.outcome else {
            Issue.record("expected a scheduled retry, got \(updates)")
            return
        }
        #expect(attempt == 1)
        #expect(notBefore == sent[1])
        #expect(reason == Self.unavailable().description)
    }

    @Test("a cleanup that keeps failing is abandoned after three retries, and the books stay saved")
    func abandonedAfterRetries() async throws {
        let fixture = try await PipelineFixture()
        fixture.transport.cleanupFailures = Array(repeating: Self.unavailable(), count: 10)
        let ids = try await fixture.capture(1)
        let updates = await Self.drain(fixture)
        #expect(fixture.transport.cleanups.count == 4)
        #expect(updates.last?.outcome == .abandoned(reason: Self.unavailable().description))
        #expect(await fixture.titles() == ["Book of job-1"])
        #expect(await fixture.pipeline.queue.pendingCleanups.isEmpty)
        #expect(await fixture.pipeline.queue.scan(id: ids[0]) == nil)
        #expect(await fixture.pipeline.lastError == nil)
    }

    @Test("an answer that says repeating cannot help abandons the cleanup at once")
    func forbidden() async throws {
        let fixture = try await PipelineFixture()
        let refusal = ScanTransportError.unexpectedStatus(403, url: "/c", message: "not yours")
        fixture.transport.cleanupFailures = [refusal]
        _ = try await fixture.capture(1)
        let updates = await Self.drain(fixture)
        #expect(fixture.transport.cleanups.count == 1)
        #expect(updates.map(\.outcome) == [.abandoned(reason: refusal.description)])
    }

    @Test("offline, owed cleanups wait; they go when connectivity returns")
    func offlineWaits() async throws {
        let fixture = try await PipelineFixture()
        let queue = fixture.pipeline.queue
        let scan = try await queue.enqueue(photos: [Data([1])], capturedAt: fixture.clock.now())
        let ticket = ScanJobTicket(jobID: "job-9", token: "t", streamURL: "/s", acceptedAt: fixture.clock.now())
        try await queue.apply(.uploadStarted, to: scan.id, at: fixture.clock.now())
        try await queue.apply(.uploadAccepted(ticket), to: scan.id, at: fixture.clock.now())
        try await queue.apply(.resultsReceived(ScriptedTransport.books("job-9")), to: scan.id, at: fixture.clock.now())
        fixture.connectivity.set(.offline)
        await fixture.pipeline.drain()
        // Saving needs no network; the cleanup is owed and waits.
        #expect(await fixture.titles() == ["Book of job-9"])
        #expect(fixture.transport.cleanups.isEmpty)
        #expect(await queue.pendingCleanups.map(\.jobID) == ["job-9"])
        fixture.connectivity.set(.online)
        let updates = await Self.drain(fixture)
        #expect(fixture.transport.cleanups.map(\.jobID) == ["job-9"])
        #expect(updates.map(\.outcome) == [.completed])
        #expect(await queue.pendingCleanups.isEmpty)
    }

    @Test("a job that fails after acceptance is cleaned up too")
    func failedJob() async throws {
        let fixture = try await PipelineFixture()
        fixture.transport.streams["job-1"] = ([.failure(ScanStreamFailure(message: "blurry"))], nil)
        let ids = try await fixture.capture(1)
        let updates = await Self.drain(fixture)
        #expect(await fixture.pipeline.queue.scan(id: ids[0])?.state == .rejected(reason: "blurry"))
        #expect(fixture.transport.cleanups.map(\.jobID) == ["job-1"])
        #expect(updates.map(\.outcome) == [.completed])
    }

    @Test("a cleanup owed before a relaunch is sent by the next pipeline")
    func owedAcrossRelaunch() async throws {
        let fixture = try await PipelineFixture()
        let queue = fixture.pipeline.queue
        let scan = try await ScanCleanupTests.savedScan(in: queue, job: "job-5")
        try await queue.cleanUp(scan.id, at: fixture.clock.now())
        let library = try await Library.open(directory: "/library", io: fixture.io)
        let reopened = try await ScanQueue.open(directory: "/scans", io: fixture.io, library: library)
        let relaunched = ScanPipeline(
            queue: reopened, transport: fixture.transport, connectivity: fixture.connectivity, clock: fixture.clock)
        await relaunched.drain()
        #expect(fixture.transport.cleanups.map(\.jobID) == ["job-5"])
        #expect(await reopened.pendingCleanups.isEmpty)
    }

    // MARK: Thumbnails

    @Test("an offline capture shows gray, then yellow while it uploads, blue while analysed, green when done")
    func thumbnailsThroughOffline() async throws {
        let fixture = try await PipelineFixture()
        let log = UpdateLog()
        let listener = Task { for await update in fixture.pipeline.updates { log.append(update) } }
        fixture.connectivity.set(.offline)
        let ids = try await fixture.capture(1)
        await fixture.pipeline.drain()
        fixture.connectivity.set(.online)
        await fixture.pipeline.drain()
        await fixture.pipeline.stop()
        await listener.value
        let states = log.all.filter { $0.scan == ids[0] }.map(\.state)
        var tints: [ScanThumbnailTint] = []
        for tint in states.map(\.tint) where tints.last != tint { tints.append(tint) }
        #expect(tints == [.yellow, .gray, .yellow, .blue, .green])
        #expect(states.contains(.offline))
        #expect(states.contains(.queued))
        #expect(states.contains(.uploading))
    }

    @Test(
        "the queue thumbnail states of the scanning app: yellow uploading, blue analyzing, green done, gray offline",
        arguments: [
            (ScanDisplayState.uploading, ScanThumbnailTint.yellow), (.analyzing(progress: nil), .blue),
            (.analyzing(progress: "reading spines"), .blue), (.done(books: []), .green), (.offline, .gray),
        ])
    func pageColours(state: ScanDisplayState, tint: ScanThumbnailTint) {
        #expect(state.tint == tint)
    }

    @Test("queued and offline are told apart; failures take the accent; tints read as colour names")
    func tintNames() {
        #expect(ScanDisplayState.queued != ScanDisplayState.offline)
        #expect(ScanDisplayState.failed(reason: "x", canRetry: true).tint == .orange)
        #expect(ScanThumbnailTint.allCases.map(\.rawValue) == ["yellow", "blue", "green", "gray", "orange"])
    }
}
