import Foundation
import TestSupport
import Testing

@testable import BookLibrary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URLSessionScanTransport errors")
struct URLSessionScanTransportTests {
    static func transport(port: Int) throws -> URLSessionScanTransport {
        let base = try #require(URL(string: "http://127.0.0.1:\(port)/"))
        return URLSessionScanTransport(
            api: RecognitionAPI(baseURL: base, deviceID: UUID(), timeout: .seconds(5)), idleTimeout: .seconds(5),
            jobDeadline: .seconds(10))
    }

    static func ticket(_ job: String, stream: String = "/v3/jobs/scans/job-1/stream") -> ScanJobTicket {
        ScanJobTicket(jobID: job, token: FakeBackend.token, streamURL: stream, acceptedAt: Date())
    }

    /// The error a job stream ends with, if any.
    static func streamError(_ stream: AsyncThrowingStream<ScanStreamEvent, any Error>) async -> (any Error)? {
        do {
            for try await _ in stream {}
            return nil
        } catch {
            return error
        }
    }

    @Test("a ticket that cannot address a request is refused before any traffic")
    func invalidRequest() async throws {
        let transport = try Self.transport(port: 9)
        await #expect(throws: ScanTransportError.invalidRequest(.invalidJobID("a/b"))) {
            try await transport.status(of: Self.ticket("a/b"))
        }
        await #expect(throws: ScanTransportError.invalidRequest(.invalidJobID(""))) {
            try await transport.results(of: Self.ticket(""))
        }
        let error = await Self.streamError(transport.events(for: Self.ticket("j", stream: "ftp://x/s")))
        #expect(error as? ScanTransportError == .invalidRequest(.invalidStreamURL("ftp://x/s")))
    }

    @Test("a status other than 200 names the address and the problem's text")
    func unexpectedStatus() async throws {
        let server = try LoopbackHTTPServer { _ in FakeBackend.problem(503, retryable: true) }
        defer { server.stop() }
        let transport = try Self.transport(port: server.port)
        let url = "http://127.0.0.1:\(server.port)/v3/jobs/scans/job-1"
        await #expect(throws: ScanTransportError.unexpectedStatus(503, url: url, message: "E503")) {
            try await transport.status(of: Self.ticket("job-1"))
        }
        let error = ScanTransportError.unexpectedStatus(503, url: url, message: "E503")
        #expect(error.description.contains(url) && error.description.contains("503"))
    }

    @Test("an answer that cannot be decoded names the address and the missing field")
    func undecodableResponse() async throws {
        let server = try LoopbackHTTPServer { _ in FakeBackend.json(200, "{\"success\": true, \"data\": {}}") }
        defer { server.stop() }
        let transport = try Self.transport(port: server.port)
        let base = "http://127.0.0.1:\(server.port)/v3/jobs/scans/job-1"
        await #expect(
            throws: ScanTransportError.undecodableResponse(url: base + "/results", .missingField(path: "data.books"))
        ) {
            try await transport.results(of: Self.ticket("job-1"))
        }
        await #expect(
            throws: ScanTransportError.undecodableResponse(url: base, .missingField(path: "data.status"))
        ) {
            try await transport.status(of: Self.ticket("job-1"))
        }
    }

    @Test("a server that is not there is unreachable, with the address")
    func unreachable() async throws {
        let server = try LoopbackHTTPServer { _ in [] }
        let port = server.port
        server.stop()
        let transport = try Self.transport(port: port)
        let error = await #expect(throws: ScanTransportError.self) {
            try await transport.status(of: Self.ticket("job-1"))
        }
        guard case .unreachable(let url, let reason)? = error else {
            Issue.record("expected an unreachable server, got \(String(describing: error))")
            return
        }
        #expect(url == "http://127.0.0.1:\(port)/v3/jobs/scans/job-1")
        #expect(!reason.isEmpty)
    }

    @Test("a refused job stream ends with the stream's address and the server's status")
    func streamFailed() async throws {
        let server = try LoopbackHTTPServer { _ in FakeBackend.problem(404, retryable: false) }
        defer { server.stop() }
        let transport = try Self.transport(port: server.port)
        let error = await Self.streamError(transport.events(for: Self.ticket("job-1")))
        let url = "http://127.0.0.1:\(server.port)/v3/jobs/scans/job-1/stream"
        #expect(
            error as? ScanTransportError
                == .streamFailed(
                    url: url, reason: "the server answered HTTP 404; an event stream needs 200 (or 204 to stop)"))
    }

    @Test("a cleanup is a DELETE of the job's cleanup address; a 2xx is success, a 404 names the address")
    func cleanUp() async throws {
        let ledger = CleanupLedger()
        let server = try LoopbackHTTPServer { ledger.answer($0) }
        defer { server.stop() }
        let transport = try Self.transport(port: server.port)
        try await transport.cleanUp(jobID: "job-1")
        let request = try #require(server.requests.first)
        #expect(request.method == "DELETE")
        #expect(request.path == "/v3/jobs/scans/job-1/cleanup")
        #expect(request.headers["x-device-id"] != nil)
        let url = "http://127.0.0.1:\(server.port)/v3/jobs/scans/job-1/cleanup"
        await #expect(throws: ScanTransportError.unexpectedStatus(404, url: url, message: "E404")) {
            try await transport.cleanUp(jobID: "job-1")
        }
        ledger.failNext(1)
        await #expect(
            throws: ScanTransportError.unexpectedStatus(
                503, url: url.replacingOccurrences(of: "job-1", with: "job-2"), message: "E503")
        ) {
            try await transport.cleanUp(jobID: "job-2")
        }
        try await transport.cleanUp(jobID: "job-2")
        await #expect(throws: ScanTransportError.invalidRequest(.invalidJobID(".."))) {
            try await transport.cleanUp(jobID: "..")
        }
        #expect(server.requests.count == 4)
    }
}
