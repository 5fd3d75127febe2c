import BookLibrary
import Foundation

/// In-memory photo files for the multipart benchmark (public `UploadFileAccess` API only).
private final class BenchmarkPhotoFiles: UploadFileAccess, @unchecked Sendable {
    let contents: [String: Data]

    init(contents: [String: Data]) { self.contents = contents }

    func size(of file: URL) throws -> Int64 { Int64(contents[file.lastPathComponent]?.count ?? 0) }

    func openForReading(_ file: URL) throws -> any UploadChunkReader {
        Reader(data: contents[file.lastPathComponent] ?? Data())
    }

    final class Reader: UploadChunkReader {
        let data: Data
        var offset = 0

        init(data: Data) { self.data = data }

        func read(upTo maxCount: Int) throws -> Data {
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

/// A fresh, empty library and scan queue in a temporary directory.
private func makeQueue(_ name: String) -> ScanQueue {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(name)-\(UUID().uuidString)")
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
        .accepted(ScanJobAccepted(jobId: scan.uuidString, streamUrl: "/s", token: "t"))
    }

    func events(for ticket: ScanJobTicket) -> AsyncThrowingStream<ScanStreamEvent, any Error> {
        let books = Self.books(ticket.jobId)
        return AsyncThrowingStream { continuation in
            for book in books + books { continuation.yield(.result(book)) }
            continuation.yield(.completed(.books(ScanJobResults(books: books))))
            continuation.finish()
        }
    }

    func status(of ticket: ScanJobTicket) async throws -> ScanJobStatusReport {
        try ScanJobStatusReport(data: Data("{\"status\":\"completed\"}".utf8))
    }

    func results(of ticket: ScanJobTicket) async throws -> ScanJobResults {
        ScanJobResults(books: Self.books(ticket.jobId))
    }
}

/// A `result` event payload as the backend sends it for a spine scan.
private func resultPayload(_ index: Int, generator: inout SeededGenerator) -> String {
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
        var generator = SeededGenerator(seed: 8)
        var contents: [String: Data] = [:]
        for index in 0..<5 {
            contents["p\(index).jpg"] = Data((0..<photoBytes).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        }
        let files = BenchmarkPhotoFiles(contents: contents)
        let photos = (0..<5).map { UploadPhoto(file: URL(fileURLWithPath: "/bench/p\($0).jpg")) }
        return {
            var boundarySource = SeededGenerator(seed: 9)
            guard let body = try? MultipartFormData(photos: photos, using: &boundarySource, files: files) else {
                preconditionFailure("benchmark body could not be planned")
            }
            var total = 0
            try? body.writeBody { total += $0.count }
            blackHole(total)
        }
    }

    registry.add("books.pipeline.decode-and-dedupe-200-results", items: 400) {
        var generator = SeededGenerator(seed: 10)
        let payloads = (0..<200).map { resultPayload($0, generator: &generator) }
        return {
            var books = RecognizedBookDeduplicator()
            for _ in 0..<2 {
                for payload in payloads {
                    if case .result(let book)? = try? ScanStreamEvent(type: "result", data: payload) { books.add(book) }
                }
            }
            blackHole(books.books.count)
        }
    }

    registry.add("books.pipeline.journal-record-roundtrip-200", items: 200) {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let records: [ScanRecord] = (0..<200).map { index in
            var record = ScanRecord(
                capturedAt: start, photos: [UploadPhoto(file: URL(fileURLWithPath: "/s/\(index).jpg"))])
            let ticket = ScanJobTicket(jobId: "job-\(index)", token: "t", streamUrl: "/s/\(index)", acceptedAt: start)
            try? record.apply(.uploadStarted, at: start)
            try? record.apply(.uploadAccepted(ticket), at: start)
            return record
        }
        return {
            let encoder = JSONEncoder()
            let decoder = JSONDecoder()
            var decoded = 0
            for record in records {
                if let data = try? encoder.encode(record), (try? decoder.decode(ScanRecord.self, from: data)) != nil {
                    decoded += 1
                }
            }
            blackHole(decoded)
        }
    }

    // The shutter path: one 512 KiB photo saved durably (temp, fsync, rename, directory fsync) and
    // the scan journaled (append, fsync). The harness's p90/p99 stand in for the p95 target.
    registry.add("books.pipeline.durable-enqueue", bytes: 512 * 1024, items: 1) {
        var generator = SeededGenerator(seed: 11)
        let photo = Data((0..<(512 * 1024)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        let queue = makeQueue("enqueue")
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        return {
            blackHole(awaitResult { try await queue.enqueue(photos: [photo], capturedAt: start) })
        }
    }

    // Every journaled step of one scan, without the network: enqueue, uploading, accepted,
    // streaming, results received, books saved into the library, photos deleted.
    registry.add("books.pipeline.queue-lifecycle", items: 1) {
        let queue = makeQueue("lifecycle")
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let photo = Data(repeating: 0xFF, count: 64 * 1024)
        let found = [
            RecognizedBook(title: "Spine Title", authors: ["Author"], confidence: 0.9),
            RecognizedBook(title: "Cover Title", authors: ["Editor"], isbn: "9780306406157", confidence: 0.95),
        ]
        return {
            awaitResult {
                let scan = try await queue.enqueue(photos: [photo], capturedAt: start)
                let ticket = ScanJobTicket(jobId: "job", token: "t", streamUrl: "/s", acceptedAt: start)
                try await queue.apply(.uploadStarted, to: scan.id, at: start)
                try await queue.apply(.uploadAccepted(ticket), to: scan.id, at: start)
                try await queue.apply(.streamOpened, to: scan.id, at: start)
                try await queue.apply(.resultsReceived(found), to: scan.id, at: start)
                try await queue.saveBooks(of: scan.id, at: start)
                try await queue.cleanUp(scan.id, at: start)
            }
        }
    }

    // 200 scans captured, uploaded, streamed, saved and cleaned up by the pipeline against an
    // instant in-process backend, every step journaled with fsync on the real file system.
    registry.add("books.pipeline.200-scans", items: 200) {
        let queue = makeQueue("200-scans")
        let pipeline = ScanPipeline(queue: queue, transport: InstantBackend(), connectivity: ScriptedConnectivity())
        let photo = Data(repeating: 0xD8, count: 32 * 1024)
        return {
            let left = awaitResult {
                for _ in 0..<200 { try await pipeline.capture(photos: [photo]) }
                await pipeline.drain()
                return await queue.count
            }
            precondition(left == 0, "the pipeline left scans in the queue")
        }
    }
}
