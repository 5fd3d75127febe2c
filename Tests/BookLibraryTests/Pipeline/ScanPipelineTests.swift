import Foundation
import TestSupport
import Testing

@testable import BookLibrary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A backend whose answers are scripted per call, recording what the pipeline asked.
final class ScriptedTransport: ScanTransport, @unchecked Sendable {
    private let lock = NSLock()
    var uploadAnswers: [ScanUploadResult] = []
    var streams: [String: (events: [ScanStreamEvent], failure: (any Error)?)] = [:]
    var statusAnswers: [RecognitionJobStatus] = []
    var resultsAnswer = ScanJobResults(books: [])
    /// What each cleanup request fails with, in order; `nil` (or none left) answers 204.
    var cleanupFailures: [ScanTransportError?] = []
    private(set) var cleanups: [(jobID: String, at: Date)] = []
    private(set) var uploads: [UUID] = []
    private(set) var statusRequests: [Date] = []
    private(set) var streamRequests = 0
    private(set) var inFlight = 0
    private(set) var maximumInFlight = 0
    let clock: ManualPipelineClock

    init(clock: ManualPipelineClock) { self.clock = clock }

    static func books(_ job: String) -> [RecognizedBook] {
        [RecognizedBook(title: "Book of \(job)", authors: ["Writer"], confidence: 0.9)]
    }

    func upload(_ photos: [UploadPhoto], scan: UUID) async -> ScanUploadResult {
        let answer: ScanUploadResult = lock.withLock {
            uploads.append(scan)
            inFlight += 1
            maximumInFlight = max(maximumInFlight, inFlight)
            if uploadAnswers.isEmpty {
                let job = "job-\(uploads.count)"
                return .accepted(ScanJobAccepted(jobID: job, status: .queued, streamURL: "/s/\(job)", token: "t"))
            }
            return uploadAnswers.removeFirst()
        }
        for _ in 0..<5 { await Task.yield() }
        lock.withLock { inFlight -= 1 }
        return answer
    }

    func events(for ticket: ScanJobTicket) -> AsyncThrowingStream<ScanStreamEvent, any Error> {
        let script = lock.withLock {
            streamRequests += 1
            return streams[ticket.jobID]
                ?? (
                    [
                        .result(Self.books(ticket.jobID)[0]),
                        .completed(.books(ScanJobResults(books: Self.books(ticket.jobID)))),
                    ], nil
                )
        }
        return AsyncThrowingStream { continuation in
            for event in script.events { continuation.yield(event) }
            continuation.finish(throwing: script.failure)
        }
    }

    func status(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobStatusReport {
        let status: RecognitionJobStatus = lock.withLock {
            statusRequests.append(clock.now())
            return statusAnswers.isEmpty ? .processing : statusAnswers.removeFirst()
        }
        let text = "{\"success\":true,\"data\":{\"jobId\":\"\(ticket.jobID)\",\"status\":\"\(status)\"}}"
        do {
            return try ScanJobStatusReport(data: Data(text.utf8))
        } catch {
            throw .undecodableResponse(url: "/status", error)
        }
    }

    func results(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobResults {
        lock.withLock { resultsAnswer }
    }

    func cleanUp(jobID: String) async throws(ScanTransportError) {
        let failure: ScanTransportError? = lock.withLock {
            cleanups.append((jobID, clock.now()))
            return cleanupFailures.isEmpty ? nil : cleanupFailures.removeFirst()
        }
        if let failure { throw failure }
    }
}

/// Collects every update the pipeline publishes.
final class UpdateLog: @unchecked Sendable {
    private let lock = NSLock()
    private var updates: [ScanUpdate] = []
    func append(_ update: ScanUpdate) { lock.withLock { updates.append(update) } }
    var all: [ScanUpdate] { lock.withLock { updates } }
}

struct PipelineFixture {
    let clock = ManualPipelineClock(start: Date(timeIntervalSinceReferenceDate: 800_000_000))
    let io = SimulatedFileIO()
    let connectivity = ScriptedConnectivity(.online)
    let transport: ScriptedTransport
    let pipeline: ScanPipeline

    init(concurrency: Int = 4) async throws {
        transport = ScriptedTransport(clock: clock)
        let library = try await Library.open(directory: "/library", io: io)
        let queue = try await ScanQueue.open(directory: "/scans", io: io, library: library)
        let clock = self.clock
        let configuration = ScanPipeline.Configuration(
            concurrencyLimit: concurrency,
            sleep: { duration in
                clock.advance(by: duration)
                await Task.yield()
            })
        pipeline = ScanPipeline(
            queue: queue, transport: transport, connectivity: connectivity, clock: clock,
            random: SplitMix64(seed: 8), configuration: configuration)
    }

    func capture(_ count: Int) async throws -> [UUID] {
        var ids: [UUID] = []
        for index in 0..<count { ids.append(try await pipeline.capture(photos: [Data("photo \(index)".utf8)]).id) }
        return ids
    }

    func titles() async -> [String] { await pipeline.queue.library.snapshot.allBooks.map(\.title).sorted() }
}

@Suite("Scan pipeline")
struct ScanPipelineTests {
    @Test("captured scans are uploaded, streamed and saved, with their display states in order")
    func happyPath() async throws {
        // One scan in flight, so that the uploads reach the transport in capture order: with
        // several, the pipeline adds their tasks in order but each awaits the queue before it
        // uploads, so they may reach the transport in any order (the concurrency tests cover
        // that case).
        let fixture = try await PipelineFixture(concurrency: 1)
        let log = UpdateLog()
        let listener = Task { for await update in fixture.pipeline.updates { log.append(update) } }
        let ids = try await fixture.capture(3)
        await fixture.pipeline.drain()
        await fixture.pipeline.stop()
        await listener.value
        #expect(await fixture.titles() == ["Book of job-1", "Book of job-2", "Book of job-3"])
        #expect(await fixture.pipeline.queue.count == 0)
        #expect(fixture.transport.uploads == ids)
        let first = log.all.filter { $0.scan == ids[0] }.map(\.state.tint)
        #expect(first.first == .yellow)
        #expect(first.last == .green)
        #expect(first.contains(.blue))
        #expect(await fixture.pipeline.lastError == nil)
    }

    @Test("no more than the concurrency limit of scans are in flight", arguments: [1, 2, 4])
    func concurrencyLimit(limit: Int) async throws {
        let fixture = try await PipelineFixture(concurrency: limit)
        _ = try await fixture.capture(8)
        await fixture.pipeline.drain()
        #expect(fixture.transport.maximumInFlight <= limit)
        #expect(await fixture.pipeline.queue.library.count == 8)
    }

    @Test("a 429 starts the global countdown; uploads wait for it, then all go through")
    func rateLimited() async throws {
        let fixture = try await PipelineFixture(concurrency: 1)
        let start = fixture.clock.now()
        fixture.transport.uploadAnswers = [.failed(.http(status: 429, retryAfter: "30", problem: nil))]
        _ = try await fixture.capture(3)
        await fixture.pipeline.drain()
        let countdown = await fixture.pipeline.rateLimit
        #expect(countdown.deadline == start + 30)
        #expect(fixture.clock.now() >= start + 30)
        #expect(fixture.transport.uploads.count == 4)
        #expect(await fixture.pipeline.queue.library.count == 3)
    }

    @Test("an unreachable server is retried three times with back-off, then the scan is parked")
    func parkedAfterRetries() async throws {
        let fixture = try await PipelineFixture()
        let start = fixture.clock.now()
        fixture.transport.uploadAnswers = Array(repeating: .failed(.transport(.cannotConnectToHost)), count: 4)
        let ids = try await fixture.capture(1)
        await fixture.pipeline.drain()
        #expect(fixture.transport.uploads.count == 4)
        let parked = try #require(await fixture.pipeline.queue.scan(id: ids[0]))
        guard case .failedRetryable = parked.state else {
            Issue.record("expected a parked scan, got \(parked.state)")
            return
        }
        // Full jitter: each wait is at most 1 s, 2 s, 4 s.
        #expect(fixture.clock.now() <= start + 7)
        try await fixture.pipeline.retry(ids[0])
        await fixture.pipeline.drain()
        #expect(await fixture.pipeline.queue.count == 0)
    }

    @Test("400 and 413 problems reject the scan without retrying", arguments: [400, 413])
    func rejected(status: Int) async throws {
        let fixture = try await PipelineFixture()
        let problem = ProblemDetails(type: "about:blank", title: "Bad", status: status, retryable: false)
        fixture.transport.uploadAnswers = [.failed(.http(status: status, retryAfter: nil, problem: problem))]
        let ids = try await fixture.capture(1)
        await fixture.pipeline.drain()
        #expect(fixture.transport.uploads.count == 1)
        #expect(await fixture.pipeline.queue.scan(id: ids[0])?.state.name == "rejected")
    }

    @Test("offline captures wait, then go in capture order when the network returns")
    func offlineThenOnline() async throws {
        let fixture = try await PipelineFixture(concurrency: 1)
        fixture.connectivity.set(.offline)
        let ids = try await fixture.capture(3)
        await fixture.pipeline.drain()
        #expect(fixture.transport.uploads.isEmpty)
        #expect(await fixture.pipeline.queue.scans.map(\.state) == Array(repeating: .offlineQueued, count: 3))
        fixture.connectivity.set(.online)
        await fixture.pipeline.drain()
        #expect(fixture.transport.uploads == ids)
        #expect(await fixture.pipeline.queue.library.count == 3)
    }

    @Test("an upload that finds the device offline waits for connectivity")
    func offlineDuringUpload() async throws {
        let fixture = try await PipelineFixture()
        fixture.transport.uploadAnswers = [.failed(.transport(.notConnectedToInternet))]
        let ids = try await fixture.capture(1)
        await fixture.pipeline.drain()
        #expect(await fixture.pipeline.queue.scan(id: ids[0])?.state == .offlineQueued)
        #expect(fixture.transport.uploads.count == 1)
        await fixture.pipeline.drain()
        #expect(await fixture.pipeline.queue.count == 0)
        #expect(fixture.transport.uploads.count == 2)
    }

    @Test("a dropped stream falls back to polling at most every 2 s, then to /results")
    func pollingFallback() async throws {
        let fixture = try await PipelineFixture()
        fixture.transport.streams["job-1"] = (
            [.progress(ScanProgress(stage: "reading spines"))], URLError(.networkConnectionLost)
        )
        fixture.transport.statusAnswers = [.processing, .processing, .completed]
        fixture.transport.resultsAnswer = ScanJobResults(books: [RecognizedBook(title: "Polled", authors: ["P"])])
        _ = try await fixture.capture(1)
        await fixture.pipeline.drain()
        #expect(await fixture.titles() == ["Polled"])
        let times = fixture.transport.statusRequests
        #expect(times.count == 3)
        for (earlier, later) in zip(times, times.dropFirst()) { #expect(later.timeIntervalSince(earlier) >= 2) }
    }

    @Test("a job that never ends fails after the 5-minute deadline")
    func deadline() async throws {
        let fixture = try await PipelineFixture()
        let start = fixture.clock.now()
        fixture.transport.streams["job-1"] = ([], URLError(.timedOut))
        let ids = try await fixture.capture(1)
        await fixture.pipeline.drain()
        #expect(await fixture.pipeline.queue.scan(id: ids[0])?.state.name == "rejected")
        #expect(fixture.transport.statusRequests.count <= 151)
        #expect(fixture.clock.now() >= start + 300)
    }

    @Test("an error event or a failed status ends the job as rejected")
    func jobFailed() async throws {
        let fixture = try await PipelineFixture()
        fixture.transport.streams["job-1"] = ([.failure(ScanStreamFailure(message: "blurry"))], nil)
        fixture.transport.streams["job-2"] = ([], URLError(.badServerResponse))
        fixture.transport.statusAnswers = [.failed]
        let ids = try await fixture.capture(2)
        await fixture.pipeline.drain()
        #expect(await fixture.pipeline.queue.scan(id: ids[0])?.state == .rejected(reason: "blurry"))
        #expect(await fixture.pipeline.queue.scan(id: ids[1])?.state.name == "rejected")
    }

    @Test("a completed event pointing at /results fetches them and keeps the streamed books")
    func completedWithResultsURL() async throws {
        let fixture = try await PipelineFixture()
        let streamed = RecognizedBook(title: "Streamed", authors: ["S"])
        fixture.transport.streams["job-1"] = (
            [.result(streamed), .completed(.resultsAvailable(resultsURL: "/r"))], nil
        )
        fixture.transport.resultsAnswer = ScanJobResults(books: [RecognizedBook(title: "Fetched", authors: ["F"])])
        _ = try await fixture.capture(1)
        await fixture.pipeline.drain()
        #expect(await fixture.titles() == ["Fetched", "Streamed"])
    }

    @Test("started in the background, the pipeline drains after each capture")
    func background() async throws {
        let fixture = try await PipelineFixture()
        await fixture.pipeline.start()
        _ = try await fixture.capture(2)
        for _ in 0..<2_000 where await fixture.pipeline.queue.library.count < 2 { await Task.yield() }
        #expect(await fixture.pipeline.queue.library.count == 2)
        await fixture.pipeline.stop()
    }

    @Test("transport errors read as sentences naming the address")
    func transportErrors() {
        #expect(
            ScanTransportError.unexpectedStatus(503, url: "https://x.test/v3/jobs/scans/j", message: "busy").description
                == "The recognition service answered 503 for https://x.test/v3/jobs/scans/j: busy.")
        #expect(
            ScanTransportError.unreachable(url: "https://x.test/j", reason: "refused").description
                == "The recognition service could not be reached at https://x.test/j: refused.")
        #expect(
            ScanTransportError.invalidRequest(.invalidJobID("a/b")).description
                == "The request could not be built: \"a/b\" is not a valid job identifier.")
        #expect(
            ScanTransportError.undecodableResponse(url: "https://x.test/r", .missingField(path: "books")).description
                == "The answer from https://x.test/r could not be read: The required field books is missing.")
        #expect(
            ScanTransportError.streamFailed(url: "https://x.test/s", reason: "the server ended the response")
                .description == "The job stream at https://x.test/s failed: the server ended the response.")
    }

    @Test(
        "after a relaunch, an accepted job streams within the token's hour, fetches results within two, else fails",
        arguments: [(0.5, 1, "Book of job-1"), (1.5, 0, "Fetched"), (2.5, 0, nil)])
    func resumeAccepted(hours: Double, streams: Int, title: String?) async throws {
        let fixture = try await PipelineFixture()
        fixture.transport.resultsAnswer = ScanJobResults(books: [RecognizedBook(title: "Fetched", authors: ["F"])])
        let scan = try await fixture.pipeline.capture(photos: [Data([1])])
        let queue = fixture.pipeline.queue
        let ticket = ScanJobTicket(jobID: "job-1", token: "t", streamURL: "/s", acceptedAt: fixture.clock.now())
        try await queue.apply(.uploadStarted, to: scan.id, at: fixture.clock.now())
        try await queue.apply(.uploadAccepted(ticket), to: scan.id, at: fixture.clock.now())
        fixture.clock.advance(by: .seconds(hours * 3600))
        await fixture.pipeline.drain()
        #expect(fixture.transport.uploads.isEmpty)
        #expect(fixture.transport.streamRequests == streams)
        #expect(await fixture.titles() == (title.map { [$0] } ?? []))
        #expect(await queue.scan(id: scan.id)?.state.name == (title == nil ? "rejected" : nil))
    }
}
