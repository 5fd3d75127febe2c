extension EventSource {
    /// Everything that shapes a client's streams.
    public struct Configuration: Sendable {
        /// When and how often to reconnect.
        public var reconnection: ReconnectionPolicy
        /// The longest silence tolerated on an open connection; any bytes, comments included, count
        /// as activity. `nil` waits forever. On expiry the connection is dropped and retried.
        public var idleTimeout: Duration?
        /// The longest a stream may last in total, reconnections included, enforced by the library
        /// itself (FoundationNetworking ignores `timeoutIntervalForResource`). `nil` means no limit.
        public var totalTimeout: Duration?
        /// Event types that end the stream cleanly after they are delivered (for example `complete`
        /// and `error` of a job stream), instead of reconnecting.
        public var stopEventTypes: Set<String>
        /// A further stop condition, checked after each event is delivered; `true` ends the stream.
        /// It runs on the network queue: keep it quick.
        public var stopCondition: (@Sendable (ServerSentEvent) -> Bool)?
        /// The most connections the client's session opens to one host; the rest queue. URLSession
        /// defaults to 6, too few for many concurrent job streams.
        public var maximumConnectionsPerHost: Int
        /// The most events buffered between the network and a slower consumer. URLSession cannot
        /// pause a Linux transfer, so when the buffer is full the stream ends with
        /// ``EventSourceError/consumerTooSlow(bufferedEvents:)`` rather than grow or drop events.
        public var bufferedEventLimit: Int
        /// The last event ID to send with the first request, as `Last-Event-ID`.
        public var initialLastEventID: String
        /// The parser's limits, including the maximum event size.
        public var parser: SSEParser.Configuration
        /// Called before each reconnection with the retryable error and the delay about to be waited.
        public var onReconnect: (@Sendable (EventSourceError, Duration) -> Void)?
        /// Waits between connections; replace it to control time in tests.
        public var sleep: @Sendable (Duration) async throws -> Void

        /// Creates a configuration; every parameter has a default that suits a single long stream.
        ///
        /// - Precondition: `maximumConnectionsPerHost` and `bufferedEventLimit` are positive.
        public init(
            reconnection: ReconnectionPolicy = ReconnectionPolicy(),
            idleTimeout: Duration? = nil,
            totalTimeout: Duration? = nil,
            stopEventTypes: Set<String> = [],
            stopCondition: (@Sendable (ServerSentEvent) -> Bool)? = nil,
            maximumConnectionsPerHost: Int = 64,
            bufferedEventLimit: Int = 4096,
            initialLastEventID: String = "",
            parser: SSEParser.Configuration = SSEParser.Configuration(),
            onReconnect: (@Sendable (EventSourceError, Duration) -> Void)? = nil,
            sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
        ) {
            precondition(maximumConnectionsPerHost > 0, "maximumConnectionsPerHost must be positive")
            precondition(bufferedEventLimit > 0, "bufferedEventLimit must be positive")
            self.reconnection = reconnection
            self.idleTimeout = idleTimeout
            self.totalTimeout = totalTimeout
            self.stopEventTypes = stopEventTypes
            self.stopCondition = stopCondition
            self.maximumConnectionsPerHost = maximumConnectionsPerHost
            self.bufferedEventLimit = bufferedEventLimit
            self.initialLastEventID = initialLastEventID
            self.parser = parser
            self.onReconnect = onReconnect
            self.sleep = sleep
        }

        func stops(at event: ServerSentEvent) -> Bool {
            stopEventTypes.contains(event.type) || (stopCondition?(event) ?? false)
        }
    }
}
