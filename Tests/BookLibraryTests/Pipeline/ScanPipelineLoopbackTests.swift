import Foundation
import TestSupport
import Testing

@testable import BookLibrary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A recognition backend on 127.0.0.1 speaking API 3.8, with per-test answers.
struct FakeBackend {
    static let token = "secret-token"

    /// What `POST /v3/jobs/scans` answers, by request number; later requests get the last entry.
    var uploads: [[LoopbackHTTPServer.Step]] = [accepted("job-1")]
    /// The stream's script; `nil` sends the full happy-path sequence.
    var stream: [LoopbackHTTPServer.Step]?
    var status = "completed"
    /// The backend's side of `DELETE …/cleanup`, shared by every copy of this value.
    let cleanups = CleanupLedger()

    static func json(_ status: Int, _ body: String, type: String = "application/json", extra: [(String, String)] = [])
        -> [LoopbackHTTPServer.Step]
    {
        [.head(status: status, headers: [("Content-Type", type)] + extra, chunked: true), .chunk(body)]
    }

    static func accepted(_ job: String) -> [LoopbackHTTPServer.Step] {
        json(
            202,
            """
            {"success": true, "data": {"jobId": "\(job)", "status": "queued", \
            "streamUrl": "/v3/jobs/scans/\(job)/stream", "token": "\(token)"}, "metadata": {"v": "3.8"}}
            """)
    }

    static func problem(_ status: Int, retryable: Bool, retryAfterMs: Int? = nil, headers: [(String, String)] = [])
        -> [LoopbackHTTPServer.Step]
    {
        let after = retryAfterMs.map { ", \"retryAfterMs\": \($0)" } ?? ""
        return json(
            status,
            "{\"type\": \"about:blank\", \"title\": \"E\(status)\", \"status\": \(status), \"retryable\": \(retryable)\(after)}",
            type: "application/problem+json", extra: headers)
    }

    static let spine =
        "{\"title\": \"the NAME of the Rose\", \"author\": \"Umberto Eco\", \"isbn\": null, \"confidence\": 0.62}"
    static let cover =
        "{\"title\": \"Data Reduction\", \"authors\": [\"Wong\"], \"isbn\": \"9780306406157\", \"confidence\": 0.97}"

    /// The event sequence of the contract: comment, retry, progress, every result twice under one id,
    /// `completed` with books, then `completed` with a results address.
    static let happyStream: [LoopbackHTTPServer.Step] = [
        .head(status: 200, headers: [("Content-Type", "text/event-stream")], chunked: true),
        .chunk(": connected\n\nretry: 5000\n\n"),
        .chunk("event: progress\ndata: {\"stage\": \"reading spines\", \"progress\": 40}\n\n"),
        .chunk("id: r\nevent: result\ndata: \(spine)\n\n"),
        .chunk("id: r\nevent: result\ndata: \(cover)\n\n"),
        .chunk("event: ping\ndata: {}\n\n"),
        .chunk("id: r\nevent: result\ndata: \(spine)\n\n"),
        .chunk("id: r\nevent: result\ndata: \(cover)\n\n"),
        .chunk("event: completed\ndata: {\"books\": [\(spine), \(cover)], \"summary\": {\"total\": 2}}\n\n"),
        .chunk(
            "event: completed\ndata: {\"type\": \"complete\", \"resultsUrl\": \"/v3/jobs/scans/job-1/results\"}\n\n"),
    ]

    func start() throws -> LoopbackHTTPServer {
        let backend = self
        return try LoopbackHTTPServer { request in
            if request.method == "DELETE" { return backend.cleanups.answer(request) }
            if request.method == "POST" {
                return backend.uploads[min(request.index, backend.uploads.count - 1)]
            }
            if request.path.hasSuffix("/stream") {
                guard request.headers["authorization"] == "Bearer \(Self.token)" else {
                    return Self.problem(401, retryable: false)
                }
                return backend.stream ?? Self.happyStream
            }
            if request.path.hasSuffix("/results") {
                return Self.json(200, "{\"success\": true, \"data\": {\"books\": [\(Self.spine)]}}")
            }
            return Self.json(
                200, "{\"success\": true, \"data\": {\"jobId\": \"job-1\", \"status\": \"\(backend.status)\"}}")
        }
    }
}

/// A pipeline on real files talking to a loopback server, with time driven by a manual clock.
struct LoopbackFixture {
    let clock = ManualPipelineClock(start: Date())
    let directory: URL
    let pipeline: ScanPipeline
    let queue: ScanQueue

    init(port: Int, token: String = FakeBackend.token, idleTimeout: Duration = .seconds(5)) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("scan-loopback-\(UUID().uuidString)")
        let library = try await Library.open(at: directory.appendingPathComponent("library"))
        queue = try await ScanQueue.open(at: directory.appendingPathComponent("scans"), library: library)
        pipeline = try Self.pipeline(queue: queue, port: port, clock: clock, idleTimeout: idleTimeout)
    }

    /// A pipeline on `queue` talking to the loopback server on `port`; photos are read through
    /// `files` (real files unless a test says otherwise).
    static func pipeline(
        queue: ScanQueue, port: Int, clock: ManualPipelineClock, idleTimeout: Duration = .seconds(5),
        files: any UploadFileAccess = FileHandleUploadFileAccess()
    ) throws -> ScanPipeline {
        let base = try #require(URL(string: "http://127.0.0.1:\(port)/"))
        let api = RecognitionAPI(baseURL: base, deviceID: UUID(), timeout: .seconds(5))
        let transport = URLSessionScanTransport(
            api: api, idleTimeout: idleTimeout, jobDeadline: .seconds(10), files: files)
        let configuration = ScanPipeline.Configuration(sleep: { duration in
            clock.advance(by: duration)
            try await Task.sleep(nanoseconds: 5_000_000)
        })
        return ScanPipeline(
            queue: queue, transport: transport, connectivity: ScriptedConnectivity(.online), clock: clock,
            random: SplitMix64(seed: 3), configuration: configuration)
    }

    func capture() async throws -> UUID {
        try await pipeline.capture(photos: [Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 0xFF, 0xD9])]).id
    }

    func titles() async -> [String] { await queue.library.snapshot.allBooks.map(\.title).sorted() }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

@Suite("Scan pipeline over loopback HTTP", .serialized)
struct ScanPipelineLoopbackTests {
    @Test("the contract's event sequence saves each book once, case kept, with the upload sent as multipart")
    func happyPath() async throws {
        let server = try FakeBackend().start()
        defer { server.stop() }
        let fixture = try await LoopbackFixture(port: server.port)
        defer { fixture.remove() }
        _ = try await fixture.capture()
        await fixture.pipeline.drain()
        #expect(await fixture.pipeline.lastError == nil)
        #expect(await fixture.titles() == ["Data Reduction", "the NAME of the Rose"])
        let spine = try #require(await fixture.queue.library.snapshot.allBooks.first { $0.isbn == nil })
        #expect(spine.needsReview)
        #expect(spine.authors == ["Umberto Eco"])
        #expect(await fixture.queue.count == 0)
        let upload = try #require(server.requests.first { $0.method == "POST" })
        #expect(upload.path == "/v3/jobs/scans")
        #expect(upload.headers["content-type"]?.hasPrefix("multipart/form-data; boundary=") == true)
        #expect(upload.headers["x-device-id"] != nil)
        #expect(String(decoding: upload.body, as: UTF8.self).contains("name=\"photos[]\""))
        #expect(server.requests.filter { $0.method == "POST" }.count == 1)
    }

    @Test(
        "a 429 sets the countdown from Retry-After seconds, from retryAfterMs, or to the 60 s default",
        arguments: [
            (FakeBackend.problem(429, retryable: true, headers: [("Retry-After", "7")]), 7.0),
            (FakeBackend.problem(429, retryable: true, retryAfterMs: 12_000), 12.0),
            (FakeBackend.problem(429, retryable: true), 60.0),
        ])
    func rateLimited(answer: [LoopbackHTTPServer.Step], seconds: Double) async throws {
        var backend = FakeBackend()
        backend.uploads = [answer, FakeBackend.accepted("job-1")]
        let server = try backend.start()
        defer { server.stop() }
        let fixture = try await LoopbackFixture(port: server.port)
        defer { fixture.remove() }
        let start = fixture.clock.now()
        _ = try await fixture.capture()
        await fixture.pipeline.drain()
        let deadline = try #require(await fixture.pipeline.rateLimit.deadline)
        #expect(abs(deadline.timeIntervalSince(start) - seconds) < 1)
        #expect(await fixture.titles().count == 2)
    }

    @Test("a 429 with an HTTP-date Retry-After waits until that date")
    func rateLimitedUntilDate() async throws {
        var backend = FakeBackend()
        let fixtureClockStart = Date()
        let until = HTTPDate.format(fixtureClockStart + 90)
        backend.uploads = [
            FakeBackend.problem(429, retryable: true, headers: [("Retry-After", until)]), FakeBackend.accepted("job-1"),
        ]
        let server = try backend.start()
        defer { server.stop() }
        let fixture = try await LoopbackFixture(port: server.port)
        defer { fixture.remove() }
        _ = try await fixture.capture()
        await fixture.pipeline.drain()
        let deadline = try #require(await fixture.pipeline.rateLimit.deadline)
        #expect(abs(deadline.timeIntervalSince(fixtureClockStart) - 90) < 3)
        #expect(await fixture.titles().count == 2)
    }

    @Test("413 and 400 problems reject the scan after one request", arguments: [413, 400])
    func rejected(status: Int) async throws {
        var backend = FakeBackend()
        backend.uploads = [FakeBackend.problem(status, retryable: false)]
        let server = try backend.start()
        defer { server.stop() }
        let fixture = try await LoopbackFixture(port: server.port)
        defer { fixture.remove() }
        let id = try await fixture.capture()
        await fixture.pipeline.drain()
        #expect(await fixture.queue.scan(id: id)?.state.name == "rejected")
        #expect(server.requests.count == 1)
    }

    @Test(
        "a dropped, silent or unauthorised stream falls back to status polling and /results",
        arguments: [
            [
                LoopbackHTTPServer.Step.head(
                    status: 200, headers: [("Content-Type", "text/event-stream")], chunked: true),
                .chunk("id: r\nevent: result\ndata: \(FakeBackend.spine)\n\n"), .drop,
            ],
            [
                .head(status: 200, headers: [("Content-Type", "text/event-stream")], chunked: true),
                .chunk(": connected\n\n"), .pause(milliseconds: 1_500),
            ],
            FakeBackend.problem(401, retryable: false),
        ])
    func streamFallback(stream: [LoopbackHTTPServer.Step]) async throws {
        var backend = FakeBackend()
        backend.stream = stream
        let server = try backend.start()
        defer { server.stop() }
        let fixture = try await LoopbackFixture(port: server.port, idleTimeout: .milliseconds(200))
        defer { fixture.remove() }
        _ = try await fixture.capture()
        await fixture.pipeline.drain()
        #expect(await fixture.titles() == ["the NAME of the Rose"])
        #expect(server.requests.contains { $0.path == "/v3/jobs/scans/job-1" })
        #expect(server.requests.contains { $0.path == "/v3/jobs/scans/job-1/results" })
    }

    @Test("with the server down the scan is retried, parked, and finished once the server is up")
    func serverDownThenUp() async throws {
        let down = try FakeBackend().start()
        let deadPort = down.port
        down.stop()
        let fixture = try await LoopbackFixture(port: deadPort)
        defer { fixture.remove() }
        let id = try await fixture.capture()
        await fixture.pipeline.drain()
        #expect(await fixture.queue.scan(id: id)?.state.name == "failedRetryable")
        let server = try FakeBackend().start()
        defer { server.stop() }
        let relaunched = try LoopbackFixture.pipeline(queue: fixture.queue, port: server.port, clock: fixture.clock)
        try await relaunched.retry(id)
        await relaunched.drain()
        #expect(await fixture.queue.count == 0)
        #expect(await fixture.titles().count == 2)
    }
}
