import Foundation
import TestSupport
import Testing

@testable import SSEClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects a stream's events and its error, if any.
private func collect(
    _ stream: AsyncThrowingStream<ServerSentEvent, any Error>, limit: Int = 100
) async -> (events: [ServerSentEvent], error: EventSourceError?) {
    var events: [ServerSentEvent] = []
    do {
        for try await event in stream {
            events.append(event)
            if events.count >= limit { break }
        }
    } catch let error as EventSourceError {
        return (events, error)
    } catch {
        return (events, .connectionFailed("unexpected \(error)"))
    }
    return (events, nil)
}

/// Records values from `@Sendable` callbacks.
private final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []
    func append(_ value: Value) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Polls `condition` every 5 ms for at most `milliseconds`.
private func eventually(within milliseconds: Int = 2000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<(milliseconds / 5) {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}

private func configuration(
    _ transform: (inout EventSource.Configuration) -> Void = { _ in }
) -> EventSource.Configuration {
    var configuration = EventSource.Configuration(
        reconnection: ReconnectionPolicy(defaultRetry: .milliseconds(10)), totalTimeout: .seconds(10),
        stopEventTypes: ["complete"])
    transform(&configuration)
    return configuration
}

@Suite("EventSource against a loopback HTTP server")
struct EventSourceTests {
    @Test("streams events with the event-stream request headers and stops on a stop event")
    func streamsAndStops() async throws {
        let server = try LoopbackHTTPServer { _ in
            [
                .eventStreamHead, .chunk("data: one\n\n"), .pause(milliseconds: 10), .chunk("event: progress\ndata: t"),
                .pause(milliseconds: 10), .chunk("wo\n\nevent: complete\ndata: {}\n\n"),
                .keepAliveUntilClosed(milliseconds: 10, limit: 100),
            ]
        }
        let client = EventSource(configuration: configuration())
        let result = await collect(client.events(for: URLRequest(url: server.url("/jobs/1"))))
        #expect(result.error == nil)
        #expect(
            result.events == [
                ServerSentEvent(data: "one"), ServerSentEvent(type: "progress", data: "two"),
                ServerSentEvent(type: "complete", data: "{}"),
            ])
        let requests = server.requests
        #expect(requests.count == 1)
        #expect(requests.first?.path == "/jobs/1")
        #expect(requests.first?.headers["accept"] == "text/event-stream")
        #expect(requests.first?.headers["cache-control"] == "no-cache")
        #expect(requests.first?.headers["last-event-id"] == nil)
    }

    @Test("delivers the events before an oversized one in the same chunk, then ends with the parser error")
    func oversizedEventEndsTheStream() async throws {
        let server = try LoopbackHTTPServer { _ in
            [
                .eventStreamHead, .chunk("data: one\n\ndata: two\n\ndata: far too long\n\n"),
                .keepAliveUntilClosed(milliseconds: 10, limit: 100),
            ]
        }
        let client = EventSource(configuration: configuration { $0.parser = .init(maximumEventSize: 10) })
        let result = await collect(client.events(for: URLRequest(url: server.url("/big"))))
        #expect(result.events.map(\.data) == ["one", "two"])
        // "data: one\n\n" and "data: two\n\n" are bytes 0–21; the third line may hold 10 bytes, so
        // its eleventh, at offset 22 + 10, is the first over the limit.
        #expect(result.error == .parser(.eventTooLarge(limit: 10, byteOffset: 32)))
    }

    @Test("reconnects after a drop mid-event with Last-Event-ID and the server's retry")
    func reconnects() async throws {
        let server = try LoopbackHTTPServer { request in
            if request.index == 0 {
                return [.eventStreamHead, .chunk("retry: 25\nid: 7\ndata: a\n\ndata: half"), .drop]
            }
            return [.eventStreamHead, .chunk("id: 8\ndata: b\n\nevent: complete\ndata: done\n\n")]
        }
        let delays = Recorder<Duration>()
        let client = EventSource(configuration: configuration { $0.onReconnect = { _, delay in delays.append(delay) } })
        let result = await collect(client.events(for: URLRequest(url: server.url("/stream"))))
        #expect(result.error == nil)
        #expect(result.events.map(\.data) == ["a", "b", "done"])
        #expect(result.events.map(\.lastEventID) == ["7", "8", "8"])
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.headers["last-event-id"] == "7")
        #expect(delays.values == [.milliseconds(25)])
    }

    @Test("re-sends the method, headers and body, and an initial Last-Event-ID")
    func resendsRequest() async throws {
        let server = try LoopbackHTTPServer { request in
            request.index == 0
                ? [.eventStreamHead, .chunk("data: a\n\n")]
                : [.eventStreamHead, .chunk("event: complete\ndata: z\n\n")]
        }
        var request = URLRequest(url: server.url("/tokens"))
        request.httpMethod = "POST"
        request.httpBody = Data("prompt".utf8)
        request.setValue("secret", forHTTPHeaderField: "X-Token")
        let client = EventSource(configuration: configuration { $0.initialLastEventID = "41" })
        let result = await collect(client.events(for: request))
        #expect(result.events.map(\.data) == ["a", "z"])
        let requests = server.requests
        #expect(requests.count == 2)
        for recorded in requests {
            #expect(recorded.method == "POST")
            #expect(recorded.body == Array("prompt".utf8))
            #expect(recorded.headers["x-token"] == "secret")
            #expect(recorded.headers["last-event-id"] == "41")
        }
    }

    @Test("204 ends the stream cleanly without reconnecting")
    func noContent() async throws {
        let server = try LoopbackHTTPServer { _ in [.head(status: 204, headers: [], chunked: false)] }
        let client = EventSource(configuration: configuration())
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        #expect(result.events.isEmpty)
        #expect(result.error == nil)
        #expect(server.requests.count == 1)
    }

    @Test("a status other than 200 is terminal")
    func serverError() async throws {
        let server = try LoopbackHTTPServer { _ in
            [
                .head(status: 500, headers: [("Content-Type", "text/event-stream")], chunked: true),
                .chunk("data: x\n\n"),
            ]
        }
        let client = EventSource(configuration: configuration())
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        #expect(result.error == .unexpectedStatus(500))
        #expect(result.error?.isRetryable == false)
        #expect(server.requests.count == 1)
    }

    @Test("a wrong content type is terminal")
    func wrongContentType() async throws {
        let server = try LoopbackHTTPServer { _ in
            [.head(status: 200, headers: [("Content-Type", "text/plain")], chunked: true), .chunk("data: x\n\n")]
        }
        let client = EventSource(configuration: configuration())
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        #expect(result.error == .unexpectedContentType("text/plain"))
        #expect(server.requests.count == 1)
    }

    @Test("redirects are followed")
    func redirect() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/old"
                ? [.head(status: 302, headers: [("Location", "/new"), ("Content-Length", "0")], chunked: false)]
                : [.eventStreamHead, .chunk("event: complete\ndata: moved\n\n")]
        }
        let client = EventSource(configuration: configuration())
        let result = await collect(client.events(for: URLRequest(url: server.url("/old"))))
        #expect(result.events.map(\.data) == ["moved"])
        #expect(server.requests.map(\.path) == ["/old", "/new"])
    }

    @Test("an idle connection is dropped and reported as retryable")
    func idleTimeout() async throws {
        let server = try LoopbackHTTPServer { _ in
            [.eventStreamHead, .chunk("data: a\n\n"), .pause(milliseconds: 8000), .chunk("data: late\n\n")]
        }
        let client = EventSource(
            configuration: configuration {
                $0.idleTimeout = .milliseconds(60)
                $0.reconnection = .never
            })
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        // The server's next event comes 8 s after the first: seeing only "a" and an idle-timeout
        // error proves the timer fired before then. (Wall-clock bounds in the test itself would
        // measure how busy the test runner's thread pool is, not the library; with 1.5 s, a run
        // of the whole suite on a loaded two-core machine once kept the timer's task from running
        // in time. The wait costs nothing when the timer fires: the client hangs up at once.)
        #expect(result.events.map(\.data) == ["a"])
        #expect(result.error == .idleTimeout)
        #expect(result.error?.isRetryable == true)
    }

    @Test("comments count as activity for the idle timeout")
    func commentsKeepAlive() async throws {
        let server = try LoopbackHTTPServer { _ in
            var steps: [LoopbackHTTPServer.Step] = [.eventStreamHead]
            for _ in 0..<10 { steps += [.chunk(": ping\n"), .pause(milliseconds: 25)] }
            return steps + [.chunk("event: complete\ndata: alive\n\n")]
        }
        let client = EventSource(configuration: configuration { $0.idleTimeout = .milliseconds(200) })
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        #expect(result.error == nil)
        #expect(result.events.map(\.data) == ["alive"])
        #expect(server.requests.count == 1)
    }

    @Test("the total deadline ends a stream that never finishes")
    func deadline() async throws {
        let server = try LoopbackHTTPServer { _ in
            [.eventStreamHead, .chunk("data: a\n\n"), .keepAliveUntilClosed(milliseconds: 10, limit: 300)]
        }
        let client = EventSource(configuration: configuration { $0.totalTimeout = .milliseconds(400) })
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        // The server keeps the stream alive for 3 s and then ends it cleanly, after which the
        // client would reconnect: a single request ending in `deadlineExceeded` can only come from
        // the library's own deadline. (Wall-clock bounds in the test itself would measure how
        // busy the test runner's thread pool is, not the library.)
        #expect(result.events.map(\.data) == ["a"])
        #expect(result.error == .deadlineExceeded)
        #expect(server.requests.count == 1)
    }

    @Test("the deadline also cuts a reconnection wait short")
    func deadlineDuringReconnectionWait() async throws {
        let server = try LoopbackHTTPServer { _ in [.eventStreamHead, .chunk("retry: 5000\ndata: a\n\n")] }
        let client = EventSource(configuration: configuration { $0.totalTimeout = .milliseconds(500) })
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        #expect(result.error == .deadlineExceeded)
        #expect(server.requests.count == 1)
    }

    @Test("a stop condition ends the stream")
    func stopCondition() async throws {
        let server = try LoopbackHTTPServer { _ in
            [
                .eventStreamHead, .chunk("data: 1\n\ndata: 2\n\ndata: 3\n\n"),
                .keepAliveUntilClosed(milliseconds: 10, limit: 300),
            ]
        }
        let client = EventSource(configuration: configuration { $0.stopCondition = { $0.data == "2" } })
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        #expect(result.error == nil)
        #expect(result.events.map(\.data) == ["1", "2"])
    }

    @Test("cancelling the consuming task closes the connection promptly")
    func cancellation() async throws {
        let server = try LoopbackHTTPServer { _ in
            [.eventStreamHead, .chunk("data: first\n\n"), .keepAliveUntilClosed(milliseconds: 10, limit: 300)]
        }
        let client = EventSource(configuration: configuration())
        let received = Recorder<String>()
        let consumer = Task {
            for try await event in client.events(for: URLRequest(url: server.url("/"))) { received.append(event.data) }
        }
        #expect(await eventually { received.values == ["first"] })
        consumer.cancel()
        #expect(await eventually(within: 1000) { server.connectionsClosedByClient == 1 })
        #expect(server.requests.count == 1)
    }

    @Test("a slow consumer ends the stream instead of buffering without bound")
    func slowConsumer() async throws {
        let server = try LoopbackHTTPServer { _ in
            [
                .eventStreamHead, .chunk(String(repeating: "data: x\n\n", count: 10)),
                .keepAliveUntilClosed(milliseconds: 10, limit: 300),
            ]
        }
        let client = EventSource(configuration: configuration { $0.bufferedEventLimit = 3 })
        let stream = client.events(for: URLRequest(url: server.url("/")))
        // The overflow closes the connection before the consumer reads anything.
        #expect(await eventually { server.connectionsClosedByClient == 1 })
        let result = await collect(stream)
        #expect(result.events.count == 3)
        #expect(result.error == .consumerTooSlow(bufferedEvents: 3))
    }

    @Test("a successful connection starts the backoff over")
    func backoffResets() async throws {
        let server = try LoopbackHTTPServer { _ in [.eventStreamHead, .chunk("data: again\n\n")] }
        let waits = Recorder<Duration>()
        let client = EventSource(
            configuration: configuration {
                $0.reconnection = ReconnectionPolicy(
                    defaultRetry: .seconds(1), backoffMultiplier: 2, maximumDelay: .seconds(3))
                $0.sleep = { waits.append($0) }
            })
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))), limit: 3)
        #expect(result.events.count == 3)
        #expect(result.error == nil)
        #expect(waits.values.count >= 2)
        #expect(waits.values.allSatisfy { $0 == .seconds(1) })
    }

    @Test("gives up after the allowed number of reconnections")
    func attemptsExhausted() async throws {
        let server = try LoopbackHTTPServer { _ in [.drop] }
        let waits = Recorder<Duration>()
        let client = EventSource(
            configuration: configuration {
                $0.reconnection = ReconnectionPolicy(
                    defaultRetry: .seconds(1), backoffMultiplier: 2, maximumDelay: .seconds(3), maximumAttempts: 2)
                $0.sleep = { waits.append($0) }
            })
        let result = await collect(client.events(for: URLRequest(url: server.url("/"))))
        #expect(result.events.isEmpty)
        guard case .reconnectionAttemptsExhausted(2, .connectionFailed) = result.error else {
            Issue.record("unexpected \(String(describing: result.error))")
            return
        }
        #expect(waits.values == [.seconds(1), .seconds(2)])
        #expect(server.requests.count == 3)
    }

    @Test("a refused connection is retryable and backs off")
    func connectionRefused() async throws {
        let server = try LoopbackHTTPServer { _ in [] }
        let url = server.url("/")
        server.stop()
        let waits = Recorder<Duration>()
        let client = EventSource(
            configuration: configuration {
                $0.reconnection = ReconnectionPolicy(
                    defaultRetry: .milliseconds(100), backoffMultiplier: 2, maximumDelay: .seconds(1),
                    maximumAttempts: 3)
                $0.sleep = { waits.append($0) }
            })
        let result = await collect(client.events(for: URLRequest(url: url)))
        guard case .reconnectionAttemptsExhausted(3, .connectionFailed) = result.error else {
            Issue.record("unexpected \(String(describing: result.error))")
            return
        }
        #expect(waits.values == [.milliseconds(100), .milliseconds(200), .milliseconds(400)])
    }

    @Test("twelve streams to one host run at the same time")
    func concurrentStreams() async throws {
        let box = ServerBox()
        let server = try LoopbackHTTPServer { _ in
            // Hold every stream until all twelve are open (bounded wait).
            for _ in 0..<600 where !box.allOpen(12) { usleep(5000) }
            return [.eventStreamHead, .chunk("event: complete\ndata: go\n\n")]
        }
        box.server = server
        let client = EventSource(configuration: configuration { $0.maximumConnectionsPerHost = 12 })
        let results = await withTaskGroup(of: [ServerSentEvent].self) { group in
            for index in 0..<12 {
                group.addTask {
                    await collect(client.events(for: URLRequest(url: server.url("/jobs/\(index)")))).events
                }
            }
            var all: [[ServerSentEvent]] = []
            for await events in group { all.append(events) }
            return all
        }
        #expect(results.count == 12)
        #expect(results.allSatisfy { $0.count == 1 })
        #expect(server.peakConnections == 12)
    }
}

extension EventSourceTests {
    @Test("the per-host connection limit queues streams beyond it")
    func connectionLimit() async throws {
        let server = try LoopbackHTTPServer { _ in
            [.pause(milliseconds: 60), .eventStreamHead, .chunk("event: complete\ndata: done\n\n")]
        }
        let client = EventSource(configuration: configuration { $0.maximumConnectionsPerHost = 2 })
        let counts = await withTaskGroup(of: Int.self) { group in
            for index in 0..<4 {
                group.addTask {
                    await collect(client.events(for: URLRequest(url: server.url("/q/\(index)")))).events.count
                }
            }
            var counts: [Int] = []
            for await count in group { counts.append(count) }
            return counts
        }
        #expect(counts == [1, 1, 1, 1])
        #expect(server.peakConnections <= 2)
        #expect(server.requests.count == 4)
    }
}

/// Lets a handler see its own server, and latches once a number of connections were open together.
private final class ServerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var reached = false
    private var stored: LoopbackHTTPServer?

    var server: LoopbackHTTPServer? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }

    func allOpen(_ count: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if !reached, (stored?.openConnections ?? 0) >= count { reached = true }
        return reached
    }
}

@Suite("EventSource parts")
struct EventSourcePartsTests {
    @Test(
        "recognises the event-stream media type, ignoring parameters and case",
        arguments: [
            ("text/event-stream", true), ("Text/Event-Stream; charset=utf-8", true), (" text/event-stream ;x", true),
            ("text/plain", false), ("text/event-streams", false), (nil, false),
        ] as [(String?, Bool)])
    func mediaType(_ value: String?, _ expected: Bool) {
        #expect(StreamState.isEventStream(value) == expected)
    }

    @Test("backoff grows, is capped, never shortens the server's retry, and jitters downwards")
    func reconnectionDelays() {
        let policy = ReconnectionPolicy(defaultRetry: .seconds(1), backoffMultiplier: 2, maximumDelay: .seconds(5))
        #expect(
            (1...5).map { policy.delay(forAttempt: $0, serverRetry: nil, unitRandom: 0) } == [
                .seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5),
            ])
        #expect(policy.delay(forAttempt: 3, serverRetry: .milliseconds(8000), unitRandom: 0) == .seconds(8))
        #expect(policy.delay(forAttempt: 1_000_000, serverRetry: .milliseconds(10), unitRandom: 0) == .seconds(5))
        let jittered = ReconnectionPolicy(defaultRetry: .seconds(2), jitter: 0.5)
        #expect(jittered.delay(forAttempt: 1, serverRetry: nil, unitRandom: 0.5) == .milliseconds(1500))
        #expect(ReconnectionPolicy().delay(forAttempt: 9, serverRetry: nil, unitRandom: 0.9) == .seconds(3))
        let century = Duration.microseconds(Int64(100 * 365.25 * 24 * 3600 * 1e6))
        #expect(policy.delay(forAttempt: 2, serverRetry: .milliseconds(Int.max), unitRandom: 0) == century)
    }

    @Test("errors say whether they are retryable and name what went wrong")
    func errors() {
        let cases: [(EventSourceError, Bool, [String])] = [
            (.unexpectedStatus(500), false, ["HTTP 500"]),
            (.unexpectedContentType(nil), false, ["untyped", "text/event-stream"]),
            (.unexpectedContentType("text/html"), false, ["text/html", "not text/event-stream"]),
            (.invalidRequest("no URL"), false, ["invalid request: no URL"]),
            (.parser(.eventTooLarge(limit: 64, byteOffset: 70)), false, ["size of 64 bytes", "stream byte 70"]),
            (.consumerTooSlow(bufferedEvents: 7), false, ["7 events behind", "bufferedEventLimit"]),
            (.deadlineExceeded, false, ["total deadline"]),
            (.connectionFailed("reset by peer"), true, ["connection failed: reset by peer"]),
            (.endOfStream, true, ["ended the response"]),
            (.idleTimeout, true, ["idle timeout"]),
            (
                .reconnectionAttemptsExhausted(attempts: 3, lastError: .idleTimeout), false,
                ["after 3 reconnection attempts", "idle timeout"]
            ),
        ]
        for (error, retryable, fragments) in cases {
            #expect(error.isRetryable == retryable)
            for fragment in fragments {
                #expect(error.description.contains(fragment), "\(error.description) should name \(fragment)")
            }
        }
    }

    @Test("the prepared request carries the event-stream headers")
    func preparedRequest() throws {
        let url = try #require(URL(string: "http://127.0.0.1/"))
        let prepared = EventSource.prepare(URLRequest(url: url), lastEventID: "")
        #expect(prepared.value(forHTTPHeaderField: "Accept") == "text/event-stream")
        #expect(prepared.value(forHTTPHeaderField: "Last-Event-ID") == nil)
        #expect(EventSource.prepare(prepared, lastEventID: "9").value(forHTTPHeaderField: "Last-Event-ID") == "9")
    }
}
