// Test-support executable for the scan-queue kill -9 harness (built by run.sh in a temporary package).
//   scanner DIR PREFIX   resume the queue, then capture and process scans forever with an instant
//                        in-process backend, printing "upload ID" before each upload, "captured ID"
//                        after each durable capture, "accepted ID" once an acceptance is journaled
//                        and "cleanup JOB" when the backend receives a job's cleanup
//   verify DIR           print "queued ID STATE" for each queued scan, "owed JOB" for each backend
//                        cleanup still owed and "book TITLE" for each book
import BookLibrary
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// A backend that accepts every upload at once and finds two books per scan, each sent twice.
final class InstantBackend: ScanTransport {
    static func books(_ scan: String) -> [RecognizedBook] {
        [
            RecognizedBook(title: "Spine \(scan)", authors: ["A"], confidence: 0.5),
            RecognizedBook(title: "Cover \(scan)", authors: ["B"], confidence: 0.9),
        ]
    }

    func upload(_ photos: [UploadPhoto], scan: UUID) async -> ScanUploadResult {
        say("upload \(scan.uuidString)")
        return .accepted(ScanJobAccepted(jobID: scan.uuidString, streamURL: "/s", token: "t"))
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

    func cleanUp(jobID: String) async throws(ScanTransportError) {
        say("cleanup \(jobID)")
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: support scanner|verify DIR …") }
let root = URL(fileURLWithPath: arguments[2])
let library = try await Library.open(at: root.appendingPathComponent("library"))
let queue = try await ScanQueue.open(at: root.appendingPathComponent("scans"), library: library)

switch arguments[1] {
case "scanner":
    let pipeline = ScanPipeline(queue: queue, transport: InstantBackend(), connectivity: ScriptedConnectivity(.online))
    let listener = Task {
        for await update in pipeline.updates {
            if case .analyzing = update.state { say("accepted \(update.scan.uuidString)") }
        }
    }
    await pipeline.drain()
    var number = 0
    while true {
        let photo = Data(repeating: UInt8(truncatingIfNeeded: number), count: 4096 + number % 5000)
        let scan = try await pipeline.capture(photos: [photo, photo])
        say("captured \(scan.id.uuidString)")
        if number % 3 == 2 { await pipeline.drain() }
        number += 1
    }
    _ = listener
case "verify":
    for record in await queue.scans { print("queued \(record.id.uuidString) \(record.state.name)") }
    for cleanup in await queue.pendingCleanups { print("owed \(cleanup.jobID)") }
    for book in await library.snapshot.allBooks { print("book \(book.title)") }
    let images =
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scans/images").path)) ?? []
    let referenced = await queue.scans.reduce(0) { $0 + $1.photos.count }
    print("images \(images.count) \(referenced)")
default:
    fail("unknown command \(arguments[1])")
}
