import BookLibrary
import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// In-memory photo files for the multipart benchmark (public `UploadFileAccess` API only).
private final class BenchmarkPhotoFiles: UploadFileAccess, @unchecked Sendable {
    let contents: [String: Data]

    init(contents: [String: Data]) { self.contents = contents }

    func size(of file: URL) throws(UploadFileError) -> Int64 { Int64(contents[file.lastPathComponent]?.count ?? 0) }

    func openForReading(_ file: URL) throws(UploadFileError) -> any UploadChunkReader {
        Reader(data: contents[file.lastPathComponent] ?? Data())
    }

    final class Reader: UploadChunkReader {
        let data: Data
        var offset = 0

        init(data: Data) { self.data = data }

        func read(upTo maxCount: Int) throws(UploadFileError) -> Data {
            let end = min(data.count, offset + maxCount)
            defer { offset = end }
            return data.subdata(in: offset..<end)
        }

        func close() {}
    }
}

/// The result of async work, handed from its task to the waiting benchmark thread.
private final class PipelineResultBox<T>: @unchecked Sendable {
    var value: Result<T, any Error>?
}

/// Runs async work to completion from the harness's synchronous timed body.
private func awaitResult<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) -> T {
    let box = PipelineResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do { box.value = .success(try await operation()) } catch { box.value = .failure(error) }
        done.signal()
    }
    done.wait()
    switch box.value {
    case .success(let value)?: return value
    case .failure(let error)?: preconditionFailure("benchmark operation failed: \(error)")
    case nil: preconditionFailure("benchmark operation did not finish")
    }
}

/// A fresh, empty library and scan queue in a temporary directory that is removed when the
/// benchmark body holding it is released.
private final class TemporaryScanQueue: @unchecked Sendable {
    let root: URL
    let queue: ScanQueue

    init(_ name: String) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(name)-\(UUID().uuidString)")
        queue = makeQueue(at: root)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}

/// A fresh, empty library and scan queue under `root`.
private func makeQueue(at root: URL) -> ScanQueue {
    let library = awaitResult { try await Library.open(at: root.appendingPathComponent("library")) }
    return awaitResult { try await ScanQueue.open(at: root.appendingPathComponent("scans"), library: library) }
}

/// A backend that answers at once, in process: two books per scan, each sent twice.
private final class InstantBackend: ScanTransport {
    static func books(_ job: String) -> [RecognizedBook] {
        [
            RecognizedBook(title: "Spine \(job)", authors: ["Author"], confidence: 0.6),
            RecognizedBook(title: "Cover \(job)", authors: ["Editor"], confidence: 0.95),
        ]
    }

    func upload(_ photos: [UploadPhoto], scan: UUID) async -> ScanUploadResult {
        .accepted(ScanJobAccepted(jobID: scan.uuidString, streamURL: "/s", token: "t"))
    }

    func events(for ticket: ScanJobTicket) -> AsyncThrowingStream<ScanStreamEvent, any Error> {
        let books = Self.books(ticket.jobID)
        return AsyncThrowingStream { continuation in
            for book in books + books { continuation.yield(.result(book)) }
            continuation.yield(.completed(.books(ScanJobResults(books: books))))
            continuation.finish()
        }
    }

    func status(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobStatusReport {
        do {
            return try ScanJobStatusReport(data: Data("{\"status\":\"completed\"}".utf8))
        } catch {
            throw .undecodableResponse(url: "/status", error)
        }
    }

    func results(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobResults {
        ScanJobResults(books: Self.books(ticket.jobID))
    }

    func cleanUp(jobID: String) async throws(ScanTransportError) {}
}

/// A recognition backend on 127.0.0.1 that answers at once: every upload is accepted (202) as a
/// new job, every job stream sends a spine and a cover `result`, then `completed` with both, and
/// every job's cleanup (`DELETE …/cleanup`) is answered 204. Status and results requests (the
/// fallback when a stream fails) get a 404, so they cannot pass unnoticed.
private func startInstantServer() -> LoopbackHTTPServer {
    let token = "bench-token"
    @Sendable func json(_ status: Int, _ body: String) -> [LoopbackHTTPServer.Step] {
        [.head(status: status, headers: [("Content-Type", "application/json")], chunked: true), .chunk(body)]
    }
    @Sendable func book(_ title: String, _ job: String, _ confidence: String) -> String {
        "{\"title\": \"\(title) \(job)\", \"author\": \"Author\", \"isbn\": null, \"confidence\": \(confidence)}"
    }
    let server: LoopbackHTTPServer
    do {
        server = try LoopbackHTTPServer { request in
            if request.method == "POST" {
                let job = "job-\(request.index)"
                return json(
                    202,
                    """
                    {"success": true, "data": {"jobId": "\(job)", "status": "queued", \
                    "streamUrl": "/v3/jobs/scans/\(job)/stream", "token": "\(token)"}}
                    """)
            }
            let parts = request.path.split(separator: "/")
            if request.method == "DELETE", parts.count == 5, parts[4] == "cleanup" {
                return [.head(status: 204, headers: [], chunked: false)]
            }
            guard parts.count == 5, parts[4] == "stream", request.headers["authorization"] == "Bearer \(token)" else {
                return json(404, "{\"type\": \"about:blank\", \"title\": \"Not here\", \"status\": 404}")
            }
            let job = String(parts[3])
            let spine = book("Spine", job, "0.62")
            let cover = book("Cover", job, "0.97")
            return [
                .head(status: 200, headers: [("Content-Type", "text/event-stream")], chunked: true),
                .chunk("event: result\ndata: \(spine)\n\nevent: result\ndata: \(cover)\n\n"),
                .chunk("event: completed\ndata: {\"books\": [\(spine), \(cover)]}\n\n"),
            ]
        }
    } catch {
        preconditionFailure("the loopback server could not start: \(error)")
    }
    return server
}

/// User and system CPU time of the whole process so far (every thread), in nanoseconds.
private func processCPUNanoseconds() -> (user: Int64, system: Int64) {
    #if canImport(Glibc) || canImport(Darwin)
        #if canImport(Glibc)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        var usage = rusage()
        guard getrusage(who, &usage) == 0 else { return (0, 0) }
        func nanoseconds(_ time: timeval) -> Int64 {
            Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_usec) * 1_000
        }
        return (nanoseconds(usage.ru_utime), nanoseconds(usage.ru_stime))
    #else
        return (0, 0)
    #endif
}

/// The `sleep` of a benchmark pipeline: short waits are real, a long one (a retry back-off or a
/// rate limit, which an instant backend never causes) ends the drain so the failure shows.
private struct UnexpectedWait: Error {
    let duration: Duration
}

/// Process CPU time (user and system, every thread) spent in measured runs; prints the time per
/// scan to standard error when released, that is when its benchmark is over.
private final class CPUMeter: @unchecked Sendable {
    let name: String
    private var userNanoseconds: Int64 = 0
    private var systemNanoseconds: Int64 = 0
    private var scans = 0

    init(name: String) { self.name = name }

    /// Runs `work`, which handles `count` scans, and adds the process CPU time it took.
    func measure<T>(scans count: Int, _ work: () -> T) -> T {
        let before = processCPUNanoseconds()
        let result = work()
        let after = processCPUNanoseconds()
        userNanoseconds += after.user - before.user
        systemNanoseconds += after.system - before.system
        scans += count
        return result
    }

    deinit {
        guard scans > 0 else { return }
        func perScan(_ nanoseconds: Int64) -> String {
            String(format: "%.3f", Double(nanoseconds) / Double(scans) / 1e6)
        }
        let line =
            "\(name): process CPU per scan \(perScan(userNanoseconds + systemNanoseconds)) ms "
            + "(user \(perScan(userNanoseconds)) ms, system \(perScan(systemNanoseconds)) ms) over \(scans) scans\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// The transport the loopback benchmarks share: `URLSessionScanTransport` against a fresh instant
/// server, staging upload bodies in `directory`.
private func loopbackTransport(directory: URL) -> (URLSessionScanTransport, LoopbackHTTPServer) {
    let server = startInstantServer()
    guard let base = URL(string: "http://127.0.0.1:\(server.port)/") else {
        preconditionFailure("no loopback URL for port \(server.port)")
    }
    let api = RecognitionAPI(baseURL: base, deviceID: UUID(), timeout: .seconds(5))
    let transport = URLSessionScanTransport(
        api: api, idleTimeout: .seconds(5), jobDeadline: .seconds(10), bodyDirectory: directory)
    return (transport, server)
}

/// A scan pipeline on a fresh store in a temporary directory, with a CPU meter. When released it
/// stops the loopback server and removes the directory.
private final class PipelineRig: @unchecked Sendable {
    let directory: URL
    let queue: ScanQueue
    let pipeline: ScanPipeline
    let server: LoopbackHTTPServer?
    let meter: CPUMeter

    /// A pipeline over `URLSessionScanTransport` and a loopback server when `loopback` is set, over
    /// an in-process `InstantBackend` otherwise.
    init(name: String, loopback: Bool) {
        meter = CPUMeter(name: name)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-\(name)-\(UUID().uuidString)")
        queue = makeQueue(at: directory)
        let configuration = ScanPipeline.Configuration(sleep: { duration in
            guard duration <= .seconds(1) else { throw UnexpectedWait(duration: duration) }
            try await Task.sleep(for: max(.zero, duration))
        })
        let transport: any ScanTransport
        if loopback {
            let (loopbackTransport, server) = loopbackTransport(directory: directory)
            transport = loopbackTransport
            self.server = server
        } else {
            transport = InstantBackend()
            server = nil
        }
        pipeline = ScanPipeline(
            queue: queue, transport: transport, connectivity: ScriptedConnectivity(), configuration: configuration)
    }

    /// Captures `count` scans of `photo`, drains the pipeline, and checks that every scan finished.
    func run(scans count: Int, photo: Data) {
        let pipeline = pipeline
        let queue = queue
        let (left, failure) = meter.measure(scans: count) {
            awaitResult {
                for _ in 0..<count { try await pipeline.capture(photos: [photo]) }
                await pipeline.drain()
                return (await queue.count, await pipeline.lastError)
            }
        }
        precondition(failure == nil, "the pipeline failed: \(failure ?? "")")
        precondition(left == 0, "the pipeline left \(left) scans in the queue")
    }

    deinit {
        server?.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// The HTTP exchanges of a scan alone (upload, then the job stream read to `completed`) through
/// `URLSessionScanTransport` and the loopback server, without the queue, store or pipeline.
private final class TransportRig: @unchecked Sendable {
    let directory: URL
    let photos: [UploadPhoto]
    let transport: URLSessionScanTransport
    let server: LoopbackHTTPServer
    let meter: CPUMeter

    init(name: String, photo: Data) {
        meter = CPUMeter(name: name)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-\(name)-\(UUID().uuidString)")
        let file = directory.appendingPathComponent("photo.jpg")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try photo.write(to: file)
        } catch {
            preconditionFailure("the benchmark photo could not be written: \(error)")
        }
        photos = [UploadPhoto(file: file)]
        (transport, server) = loopbackTransport(directory: directory)
    }

    /// Uploads and streams `count` scans one after another and checks every stream's results.
    func run(scans count: Int) {
        let transport = transport
        let photos = photos
        let results = meter.measure(scans: count) {
            awaitResult {
                var results = 0
                for _ in 0..<count {
                    let answer = await transport.upload(photos, scan: UUID())
                    guard case .accepted(let job) = answer else { preconditionFailure("upload answered \(answer)") }
                    let ticket = ScanJobTicket(
                        jobID: job.jobID, token: job.token, streamURL: job.streamURL, acceptedAt: Date())
                    for try await event in transport.events(for: ticket) {
                        if case .result = event { results += 1 }
                    }
                }
                return results
            }
        }
        precondition(results == 2 * count, "the streams sent \(results) results for \(count) scans")
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A `result` event payload as the backend sends it for a spine scan.
private func resultPayload(_ index: Int, generator: inout SplitMix64) -> String {
    let isbn = index % 3 == 0 ? "\"97800\(String(format: "%08d", Int(generator.next() % 100_000_000)))\"" : "null"
    return """
        {"title": "Title number \(index) of the shelf", "author": "Author \(generator.next() % 500)", \
        "isbn": \(isbn), "confidence": 0.\(generator.next() % 90 + 10), "bbox": [1, 2, 3, 4]}
        """
}

/// Registers the scan pipeline's building-block benchmarks.
func registerBookLibraryPipelineBenchmarks(_ registry: inout BenchmarkRegistry) {
    let photoBytes = 2 * 1024 * 1024
    registry.add("books.pipeline.multipart-5x2MiB", bytes: 5 * photoBytes, items: 5) {
        var generator = SplitMix64(seed: 8)
        var contents: [String: Data] = [:]
        for index in 0..<5 {
            contents["p\(index).jpg"] = Data((0..<photoBytes).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        }
        let files = BenchmarkPhotoFiles(contents: contents)
        let photos = (0..<5).map { UploadPhoto(file: URL(fileURLWithPath: "/bench/p\($0).jpg")) }
        return {
            var boundarySource = SplitMix64(seed: 9)
            let body = try MultipartFormData(photos: photos, using: &boundarySource, files: files)
            var total = 0
            try body.writeBody { total += $0.count }
            blackHole(total)
        }
    }

    registry.add("books.pipeline.decode-and-dedupe-200-results", items: 400) {
        var generator = SplitMix64(seed: 10)
        let payloads = (0..<200).map { resultPayload($0, generator: &generator) }
        return {
            var books = RecognizedBookDeduplicator()
            for _ in 0..<2 {
                for payload in payloads {
                    if case .result(let book) = try ScanStreamEvent(type: "result", data: payload) { books.add(book) }
                }
            }
            blackHole(books.books.count)
        }
    }

    registry.add("books.pipeline.journal-record-roundtrip-200", items: 200) {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let records: [ScanRecord] = try (0..<200).map { index in
            var record = ScanRecord(
                capturedAt: start, photos: [UploadPhoto(file: URL(fileURLWithPath: "/s/\(index).jpg"))])
            let ticket = ScanJobTicket(jobID: "job-\(index)", token: "t", streamURL: "/s/\(index)", acceptedAt: start)
            try record.apply(.uploadStarted, at: start)
            try record.apply(.uploadAccepted(ticket), at: start)
            return record
        }
        return {
            let encoder = JSONEncoder()
            let decoder = JSONDecoder()
            for record in records {
                blackHole(try decoder.decode(ScanRecord.self, from: encoder.encode(record)))
            }
        }
    }

    // The shutter path: one 512 KiB photo saved durably (temp, fsync, rename, directory fsync) and
    // the scan journaled (append, fsync). The harness's p90/p99 stand in for the p95 target.
    registry.add("books.pipeline.durable-enqueue", bytes: 512 * 1024, items: 1) {
        var generator = SplitMix64(seed: 11)
        let photo = Data((0..<(512 * 1024)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        let temporary = TemporaryScanQueue("enqueue")
        let queue = temporary.queue
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        return {
            withExtendedLifetime(temporary) {
                blackHole(awaitResult { try await queue.enqueue(photos: [photo], capturedAt: start) })
            }
        }
    }

    // Every journaled step of one scan, without the network: enqueue, uploading, accepted,
    // streaming, results received, books saved into the library, photos deleted.
    registry.add("books.pipeline.queue-lifecycle", items: 1) {
        let temporary = TemporaryScanQueue("lifecycle")
        let queue = temporary.queue
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let photo = Data(repeating: 0xFF, count: 64 * 1024)
        let found = [
            RecognizedBook(title: "Spine Title", authors: ["Author"], confidence: 0.9),
            RecognizedBook(title: "Cover Title", authors: ["Editor"], isbn: "9780306406157", confidence: 0.95),
        ]
        return {
            withExtendedLifetime(temporary) {}
            awaitResult {
                let scan = try await queue.enqueue(photos: [photo], capturedAt: start)
                let ticket = ScanJobTicket(jobID: "job", token: "t", streamURL: "/s", acceptedAt: start)
                try await queue.apply(.uploadStarted, to: scan.id, at: start)
                try await queue.apply(.uploadAccepted(ticket), to: scan.id, at: start)
                try await queue.apply(.streamOpened, to: scan.id, at: start)
                try await queue.apply(.resultsReceived(found), to: scan.id, at: start)
                try await queue.saveBooks(of: scan.id, at: start)
                try await queue.cleanUp(scan.id, at: start)
            }
        }
    }

    // 200 scans captured, uploaded, streamed, saved and cleaned up by the pipeline through
    // `URLSessionScanTransport` against an instant server on 127.0.0.1 (202, then an SSE stream of
    // two results and `completed`), every step journaled with fsync on the real file system. The
    // process CPU time per scan (pipeline, HTTP client and the in-process server together) goes to
    // standard error when the benchmark ends.
    registry.add("books.pipeline.200-scans", items: 200, full: true) {
        let rig = PipelineRig(name: "books.pipeline.200-scans", loopback: true)
        let photo = Data(repeating: 0xD8, count: 32 * 1024)
        return { rig.run(scans: 200, photo: photo) }
    }

    // The HTTP side of the same 200 scans alone: upload and job stream through the transport and
    // the loopback server, with no queue, store or pipeline. Subtracting its CPU per scan from
    // `books.pipeline.200-scans` leaves what the pipeline and the store add.
    registry.add("books.pipeline.200-scans.transport-only", items: 200, full: true) {
        let rig = TransportRig(
            name: "books.pipeline.200-scans.transport-only", photo: Data(repeating: 0xD8, count: 32 * 1024))
        return { rig.run(scans: 200) }
    }

    // The same 200 scans against an instant in-process backend: the pipeline and the store alone.
    registry.add("books.pipeline.200-scans.in-process", items: 200, full: true) {
        let rig = PipelineRig(name: "books.pipeline.200-scans.in-process", loopback: false)
        let photo = Data(repeating: 0xD8, count: 32 * 1024)
        return { rig.run(scans: 200, photo: photo) }
    }
}
