// URLSession, URLRequest and OperationQueue are outside FoundationEssentials.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A reconnecting Server-Sent Events client on URLSession, for Linux and Apple platforms, named
/// after the `EventSource` interface of WHATWG HTML §9.2.2.
///
/// ```swift
/// let client = EventSource(configuration: .init(idleTimeout: .seconds(30), stopEventTypes: ["complete"]))
/// for try await event in client.events(for: URLRequest(url: streamURL)) {
///     print(event.type, event.data)
/// }
/// ```
///
/// Each call to ``events(for:)`` opens a stream that follows WHATWG HTML §9.2.3: it sends the request
/// with `Accept: text/event-stream` and `Cache-Control: no-cache`, accepts only status 200 with a
/// `text/event-stream` body, stops cleanly on 204, and after a dropped connection or the end of the
/// body waits the reconnection time and sends the request again with `Last-Event-ID`. Method, headers
/// and body of the request are re-sent unchanged on every reconnection.
///
/// One client owns one `URLSession` whose data delegate feeds the parser directly, so streaming works
/// on Linux (where `URLSession.bytes(for:)` does not exist). Create one client and share it; streams
/// end when their consuming task is cancelled.
public final class EventSource: Sendable {
    /// The client's configuration.
    public let configuration: Configuration
    let session: URLSession
    let delegate: SessionDelegate

    /// Creates a client and its URLSession.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let delegate = SessionDelegate()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let sessionConfiguration = URLSessionConfiguration.default
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maximumConnectionsPerHost
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        // Idle and total timeouts are enforced by the client itself.
        sessionConfiguration.timeoutIntervalForRequest = Self.transportTimeout
        sessionConfiguration.timeoutIntervalForResource = Self.transportTimeout
        self.delegate = delegate
        self.session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// A transport timeout long enough never to fire before the client's own timers.
    static let transportTimeout: TimeInterval = 7 * 24 * 3600

    /// Opens an event stream for `request` and returns its events as they arrive.
    ///
    /// The sequence ends normally on a 204 response or a stop event, and throws an
    /// ``EventSourceError`` for a terminal error (or a retryable one once the reconnection policy is
    /// exhausted). Cancelling the consuming task closes the connection.
    public func events(for request: URLRequest) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream<ServerSentEvent, any Error>.makeStream(
            bufferingPolicy: .bufferingOldest(configuration.bufferedEventLimit))
        let state = StreamState(configuration: configuration, continuation: continuation)
        let driver = Task { [self] in
            await run(request, state: state)
        }
        continuation.onTermination = { _ in driver.cancel() }
        return stream
    }

    /// The request for one connection: the caller's request plus the event-stream headers.
    static func prepare(_ request: URLRequest, lastEventID: String) -> URLRequest {
        var prepared = request
        prepared.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        prepared.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
        prepared.setValue(lastEventID.isEmpty ? nil : lastEventID, forHTTPHeaderField: "Last-Event-ID")
        prepared.cachePolicy = .reloadIgnoringLocalCacheData
        prepared.timeoutInterval = transportTimeout
        return prepared
    }

    /// Connects, reconnects and finishes the stream.
    func run(_ request: URLRequest, state: StreamState) async {
        guard request.url != nil else {
            state.continuation.finish(throwing: EventSourceError.invalidRequest("the request has no URL"))
            return
        }
        let clock = ContinuousClock()
        let deadline = configuration.totalTimeout.map { clock.now + $0 }
        var failures = 0
        while !Task.isCancelled {
            let prepared = Self.prepare(request, lastEventID: state.lastEventID)
            let outcome = await connect(prepared, state: state, deadline: deadline)
            switch outcome {
            case .stopped, .cancelled:
                state.continuation.finish()
                return
            case .terminal(let error):
                state.continuation.finish(throwing: error)
                return
            case .retryable(let error, let connected):
                failures = connected ? 1 : failures + 1
                if let limit = configuration.reconnection.maximumAttempts, failures > limit {
                    let final: EventSourceError =
                        limit == 0 ? error : .reconnectionAttemptsExhausted(attempts: limit, lastError: error)
                    state.continuation.finish(throwing: final)
                    return
                }
                let delay = configuration.reconnection.delay(
                    forAttempt: failures, serverRetry: state.reconnectionTime, unitRandom: Double.random(in: 0..<1))
                if let deadline, clock.now + delay >= deadline {
                    state.continuation.finish(throwing: EventSourceError.deadlineExceeded)
                    return
                }
                configuration.onReconnect?(error, delay)
                do {
                    try await configuration.sleep(delay)
                } catch {
                    break
                }
            }
        }
        state.continuation.finish()
    }

    /// Runs one connection until it ends, with the idle and deadline watchdog beside it.
    func connect(_ request: URLRequest, state: StreamState, deadline: ContinuousClock.Instant?) async -> Outcome {
        let task = session.dataTask(with: request)
        state.begin(task)
        delegate.register(state, for: task)
        defer {
            delegate.unregister(task)
            task.cancel()
        }
        return await withTaskCancellationHandler {
            task.resume()
            return await withTaskGroup(of: Outcome?.self) { group in
                group.addTask { await state.outcome() }
                if configuration.idleTimeout != nil || deadline != nil {
                    group.addTask { [configuration] in
                        await Self.watch(state, idleTimeout: configuration.idleTimeout, deadline: deadline)
                        return nil
                    }
                }
                var result = Outcome.cancelled
                for await outcome in group {
                    if let outcome {
                        result = outcome
                        break
                    }
                }
                group.cancelAll()
                return result
            }
        } onCancel: {
            state.end(.cancelled)
        }
    }

    /// Ends the connection when it has been idle too long or the deadline passes.
    static func watch(_ state: StreamState, idleTimeout: Duration?, deadline: ContinuousClock.Instant?) async {
        let clock = ContinuousClock()
        while !Task.isCancelled {
            let now = clock.now
            if let deadline, now >= deadline {
                state.end(.terminal(.deadlineExceeded))
                return
            }
            var wake = deadline ?? now + .seconds(3600)
            if let idleTimeout {
                let idleEnd = state.lastActivity + idleTimeout
                if now >= idleEnd {
                    state.end(.retryable(.idleTimeout, connected: state.isConnected))
                    return
                }
                wake = Swift.min(wake, idleEnd)
            }
            do {
                try await Task.sleep(until: wake, clock: clock)
            } catch {
                return
            }
        }
    }
}
