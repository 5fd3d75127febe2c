import Foundation
import SSEClient
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The snippet of GettingStarted.md, compiled here and run against a loopback server.
func followJob(at streamURL: URL) async throws -> String? {
    let client = EventSource(
        configuration: .init(
            idleTimeout: .seconds(30),
            totalTimeout: .seconds(300),
            stopEventTypes: ["complete", "error"]
        ))
    var result: String?
    for try await event in client.events(for: URLRequest(url: streamURL)) {
        switch event.type {
        case "progress": print("progress", event.data)
        case "result": result = event.data
        default: break
        }
    }
    return result
}

@Suite("Getting started")
struct GettingStartedTests {
    @Test("the article's job follower returns the result event")
    func followsJob() async throws {
        let server = try LoopbackHTTPServer { _ in
            [
                .eventStreamHead,
                .chunk("event: progress\ndata: 50\n\nevent: result\ndata: {\"isbn\":\"9780262033848\"}\n\n"),
                .chunk("event: complete\ndata:\n\n"),
            ]
        }
        #expect(try await followJob(at: server.url("/jobs/7")) == "{\"isbn\":\"9780262033848\"}")
    }

    @Test("the article's parser and encoder snippets hold")
    func snippets() throws {
        var parser = SSEParser()
        let events = try parser.parse(Array("event: progress\ndata: 40\n\n".utf8))
        #expect(events == [ServerSentEvent(type: "progress", data: "40")])
        var encoder = SSEEncoder()
        let bytes = try encoder.encode(ServerSentEvent(type: "progress", data: "40", lastEventID: "3"))
        #expect(String(decoding: bytes, as: UTF8.self) == "event: progress\ndata: 40\nid: 3\n\n")
    }
}
