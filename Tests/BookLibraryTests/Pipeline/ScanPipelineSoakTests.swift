import Foundation
import TestSupport
import Testing

@testable import BookLibrary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A backend that fails at random (seeded): refused connections, 503s, 429s, dropped streams,
/// failing status and results requests. Job numbers map back to scans through the upload order.
final class ChaosTransport: ScanTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var random: SplitMix64
    private var jobs: [String: UUID] = [:]
    private(set) var acceptedScans: [UUID] = []

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private func roll(_ percent: UInt64) -> Bool { lock.withLock { random.next() % 100 < percent } }

    static func books(_ scan: UUID) -> [RecognizedBook] {
        let key = scan.uuidString.prefix(8)
        return [
            RecognizedBook(title: "Soak \(key) spine", authors: ["A \(key)"], confidence: 0.5),
            RecognizedBook(title: "Soak \(key) cover", authors: ["B \(key)"], confidence: 0.95),
        ]
    }

    func upload(_ photos: [UploadPhoto], scan: UUID) async -> ScanUploadResult {
        await Task.yield()
        let dice = lock.withLock { random.next() % 100 }
        switch dice {
        case 0..<10: return .failed(.transport(.cannotConnectToHost))
        case 10..<15: return .failed(.http(status: 503, retryAfter: nil, problem: nil))
        case 15..<18: return .failed(.http(status: 429, retryAfter: "2", problem: nil))
        default:
            let job = lock.withLock {
                let job = "job-\(jobs.count)"
                jobs[job] = scan
                acceptedScans.append(scan)
                return job
            }
            return .accepted(ScanJobAccepted(jobID: job, streamURL: "/s/\(job)", token: "t"))
        }
    }

    private func scan(_ ticket: ScanJobTicket) -> UUID? { lock.withLock { jobs[ticket.jobID] } }

    /// Every job the backend created.
    var acceptedJobs: Set<String> { lock.withLock { Set(jobs.keys) } }

    func events(for ticket: ScanJobTicket) -> AsyncThrowingStream<ScanStreamEvent, any Error> {
        let books = scan(ticket).map(Self.books) ?? []
        let drop = roll(20)
        return AsyncThrowingStream { continuation in
            for book in books { continuation.yield(.result(book)) }
            if drop {
                continuation.finish(throwing: URLError(.networkConnectionLost))
            } else {
                for book in books { continuation.yield(.result(book)) }
                continuation.yield(.completed(.books(ScanJobResults(books: books))))
                continuation.finish()
            }
        }
    }

    func status(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobStatusReport {
        if roll(30) { throw .unreachable(url: "/status", reason: "timed out") }
        let word = roll(50) ? "processing" : "completed"
        do {
            return try ScanJobStatusReport(data: Data("{\"data\":{\"status\":\"\(word)\"}}".utf8))
        } catch {
            throw .undecodableResponse(url: "/status", error)
        }
    }

    func results(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobResults {
        if roll(20) { throw .unreachable(url: "/results", reason: "timed out") }
        return ScanJobResults(books: scan(ticket).map(Self.books) ?? [])
    }

    /// Jobs whose cleanup the backend confirmed, or answered 404 for.
    private(set) var settledCleanups: Set<String> = []

    func cleanUp(jobID: String) async throws(ScanTransportError) {
        await Task.yield()
        let dice = lock.withLock { random.next() % 100 }
        switch dice {
        case 0..<20: throw .unreachable(url: "/cleanup", reason: "timed out")
        case 20..<30: throw .unexpectedStatus(503, url: "/cleanup", message: "busy")
        case 30..<35:
            lock.withLock { _ = settledCleanups.insert(jobID) }
            throw .unexpectedStatus(404, url: "/cleanup", message: "gone")
        default: lock.withLock { _ = settledCleanups.insert(jobID) }
        }
    }
}

@Suite("Scan pipeline soak")
struct ScanPipelineSoakTests {
    @Test("200 scans through random failures: every book saved exactly once, the queue empty")
    func soak() async throws {
        let clock = ManualPipelineClock(start: Date(timeIntervalSinceReferenceDate: 800_000_000))
        let io = SimulatedFileIO()
        let library = try await Library.open(directory: "/library", io: io)
        let queue = try await ScanQueue.open(directory: "/scans", io: io, library: library)
        let transport = ChaosTransport(seed: 2026)
        let configuration = ScanPipeline.Configuration(sleep: { duration in
            clock.advance(by: duration)
            await Task.yield()
        })
        let pipeline = ScanPipeline(
            queue: queue, transport: transport, connectivity: ScriptedConnectivity(.online), clock: clock,
            random: SplitMix64(seed: 5), configuration: configuration)
        var ids: [UUID] = []
        for index in 0..<200 { ids.append(try await pipeline.capture(photos: [Data("photo \(index)".utf8)]).id) }
        // Parked scans (four refused attempts in a row) are retried by the user; bounded rounds.
        for _ in 0..<20 {
            await pipeline.drain()
            let parked = await queue.scans.filter { $0.state.name == "failedRetryable" }
            if parked.isEmpty { break }
            for record in parked { try await pipeline.retry(record.id) }
        }
        #expect(await pipeline.lastError == nil)
        #expect(await queue.count == 0)
        var counts: [String: Int] = [:]
        for book in await library.snapshot.allBooks { counts[book.title, default: 0] += 1 }
        let expected = Set(ids.flatMap { ChaosTransport.books($0).compactMap(\.title) })
        #expect(Set(counts.keys) == expected)
        #expect(counts.values.allSatisfy { $0 == 1 })
        #expect(Set(transport.acceptedScans).count == transport.acceptedScans.count, "a scan was accepted twice")
        #expect(try io.list("/scans/images").isEmpty)
    }

    @Test("100 scans through random failures: every job's cleanup ends settled, and no book is lost to it")
    func cleanupSoak() async throws {
        let clock = ManualPipelineClock(start: Date(timeIntervalSinceReferenceDate: 800_000_000))
        let io = SimulatedFileIO()
        let library = try await Library.open(directory: "/library", io: io)
        let queue = try await ScanQueue.open(directory: "/scans", io: io, library: library)
        let transport = ChaosTransport(seed: 77)
        let configuration = ScanPipeline.Configuration(sleep: { duration in
            clock.advance(by: duration)
            await Task.yield()
        })
        let pipeline = ScanPipeline(
            queue: queue, transport: transport, connectivity: ScriptedConnectivity(.online), clock: clock,
            random: SplitMix64(seed: 6), configuration: configuration)
        let outcomes = CleanupLog()
        let listener = Task { for await update in pipeline.cleanupUpdates { outcomes.append(update) } }
        var ids: [UUID] = []
        for index in 0..<100 { ids.append(try await pipeline.capture(photos: [Data("photo \(index)".utf8)]).id) }
        for _ in 0..<20 {
            await pipeline.drain()
            let parked = await queue.scans.filter { $0.state.name == "failedRetryable" }
            if parked.isEmpty { break }
            for record in parked { try await pipeline.retry(record.id) }
        }
        await pipeline.stop()
        await listener.value
        #expect(await pipeline.lastError == nil)
        #expect(await queue.count == 0)
        #expect(await queue.pendingCleanups.isEmpty)
        let final = outcomes.all.filter(\.outcome.isFinal)
        // Every job ends exactly once: completed, already gone, or abandoned after its retries.
        #expect(final.map(\.cleanup.jobID).sorted() == transport.acceptedJobs.sorted())
        for update in final where update.outcome == .completed || update.outcome == .alreadyGone {
            #expect(transport.settledCleanups.contains(update.cleanup.jobID))
        }
        #expect(outcomes.all.contains { if case .retryScheduled = $0.outcome { true } else { false } })
        var counts: [String: Int] = [:]
        for book in await library.snapshot.allBooks { counts[book.title, default: 0] += 1 }
        #expect(Set(counts.keys) == Set(ids.flatMap { ChaosTransport.books($0).compactMap(\.title) }))
        #expect(counts.values.allSatisfy { $0 == 1 })
    }
}
