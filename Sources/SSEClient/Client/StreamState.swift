// NSLock, HTTPURLResponse and case-insensitive comparison are outside FoundationEssentials.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The state of one event stream across its connections, shared by the driver task and the session
/// delegate's queue under a lock.
final class StreamState: @unchecked Sendable {
    let configuration: EventSource.Configuration
    let continuation: AsyncThrowingStream<ServerSentEvent, any Error>.Continuation
    private let lock = NSLock()
    private let clock = ContinuousClock()
    // Guarded by `lock`.
    private var parser: SSEParser
    private var task: URLSessionDataTask?
    private var ended: Outcome?
    private var waiter: CheckedContinuation<Outcome, Never>?
    private var connected = false
    private var activity: ContinuousClock.Instant

    init(
        configuration: EventSource.Configuration,
        continuation: AsyncThrowingStream<ServerSentEvent, any Error>.Continuation
    ) {
        self.configuration = configuration
        self.continuation = continuation
        self.parser = SSEParser(configuration: configuration.parser, lastEventID: configuration.initialLastEventID)
        self.activity = ContinuousClock().now
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    var lastEventID: String { locked { parser.lastEventID } }
    var reconnectionTime: Duration? { locked { parser.reconnectionTime } }
    var lastActivity: ContinuousClock.Instant { locked { activity } }
    var isConnected: Bool { locked { connected } }

    /// Starts a connection: a new stream for the parser, fresh timers.
    func begin(_ task: URLSessionDataTask) {
        locked {
            self.task = task
            parser.startNewStream()
            ended = nil
            waiter = nil
            connected = false
            activity = clock.now
        }
    }

    /// Waits until the current connection ends.
    func outcome() async -> Outcome {
        await withCheckedContinuation { waiter in
            let early: Outcome? = locked {
                if let ended { return ended }
                self.waiter = waiter
                return nil
            }
            if let early { waiter.resume(returning: early) }
        }
    }

    /// Ends the current connection once; later calls are ignored.
    func end(_ outcome: Outcome) {
        let (waiter, task): (CheckedContinuation<Outcome, Never>?, URLSessionDataTask?) = locked {
            guard ended == nil else { return (nil, nil) }
            ended = outcome
            defer { self.waiter = nil }
            return (self.waiter, self.task)
        }
        task?.cancel()
        waiter?.resume(returning: outcome)
    }

    /// Checks the response head: WHATWG HTML §9.2.3 accepts only 200 with `text/event-stream`.
    func receive(_ response: URLResponse) -> Bool {
        guard let response = response as? HTTPURLResponse else {
            end(.terminal(.invalidRequest("the response is not HTTP")))
            return false
        }
        if response.statusCode == 204 {
            end(.stopped)
            return false
        }
        guard response.statusCode == 200 else {
            end(.terminal(.unexpectedStatus(response.statusCode)))
            return false
        }
        let contentType = Self.header("Content-Type", in: response)
        guard Self.isEventStream(contentType) else {
            end(.terminal(.unexpectedContentType(contentType)))
            return false
        }
        locked {
            connected = true
            activity = clock.now
        }
        return true
    }

    /// Parses a piece of the body and hands its events to the consumer.
    func receive(_ data: Data) {
        var stop: Outcome?
        locked {
            activity = clock.now
            guard ended == nil else { return }
            // The events before an oversized one are delivered, then the stream ends with the error.
            var events: [ServerSentEvent] = []
            var failure: SSEParserError?
            do throws(SSEParserError) {
                try parser.parse(data, into: &events)
            } catch {
                failure = error
            }
            for event in events {
                switch continuation.yield(event) {
                case .enqueued:
                    break
                case .dropped:
                    stop = .terminal(.consumerTooSlow(bufferedEvents: configuration.bufferedEventLimit))
                    return
                case .terminated:
                    stop = .cancelled
                    return
                @unknown default:
                    break
                }
                if configuration.stops(at: event) {
                    stop = .stopped
                    return
                }
            }
            if let failure { stop = .terminal(.parser(failure)) }
        }
        if let stop { end(stop) }
    }

    /// The transfer finished: a clean end of body or a network error, both retryable.
    func complete(_ error: (any Error)?) {
        let wasConnected = isConnected
        if let error {
            end(.retryable(.connectionFailed(error.localizedDescription), connected: wasConnected))
        } else {
            end(.retryable(.endOfStream, connected: wasConnected))
        }
    }

    static func header(_ name: String, in response: HTTPURLResponse) -> String? {
        for (key, value) in response.allHeaderFields {
            if let key = key as? String, key.caseInsensitiveCompare(name) == .orderedSame {
                return value as? String
            }
        }
        return nil
    }

    /// Whether a `Content-Type` value names `text/event-stream`, ignoring parameters and case.
    static func isEventStream(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "text/event-stream"
    }
}
