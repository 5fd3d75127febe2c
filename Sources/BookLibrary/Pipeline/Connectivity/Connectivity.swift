import Foundation

/// Whether the device can reach the network.
public enum ConnectivityStatus: String, Sendable, Hashable, Codable {
    /// A network path is available.
    case online
    /// No network path; uploads wait.
    case offline
}

/// A source of online/offline changes; offline captures queue, and going online drains the queue.
///
/// Implementations: `PathMonitorConnectivity` on Apple platforms (with `NWPathMonitor`), ``LearnedConnectivity``
/// everywhere (it learns from request outcomes), and ``ScriptedConnectivity`` for tests.
public protocol Connectivity: Sendable {
    /// The status now.
    var status: ConnectivityStatus { get }
    /// A stream that yields the current status at once, then every change, until the stream is
    /// dropped or the source ends.
    func statusUpdates() -> AsyncStream<ConnectivityStatus>
}

/// Holds a status and fans its changes out to every subscriber; the building block of the
/// ``Connectivity`` implementations.
final class ConnectivityBroadcaster: @unchecked Sendable {
    private let lock = NSLock()
    private var current: ConnectivityStatus
    private var continuations: [Int: AsyncStream<ConnectivityStatus>.Continuation] = [:]
    private var nextToken = 0

    init(initial: ConnectivityStatus) { current = initial }

    var status: ConnectivityStatus { lock.withLock { current } }

    func updates() -> AsyncStream<ConnectivityStatus> {
        let (stream, continuation) = AsyncStream<ConnectivityStatus>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let token = lock.withLock {
            nextToken += 1
            continuations[nextToken] = continuation
            continuation.yield(current)
            return nextToken
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.continuations.removeValue(forKey: token) }
        }
        return stream
    }

    /// Publishes `status` when it differs from the current one.
    func publish(_ status: ConnectivityStatus) {
        lock.withLock {
            guard status != current else { return }
            current = status
            for continuation in continuations.values { continuation.yield(status) }
        }
    }

    func finish() {
        let ended = lock.withLock {
            let all = Array(continuations.values)
            continuations.removeAll()
            return all
        }
        for continuation in ended { continuation.finish() }
    }

    var subscriberCount: Int { lock.withLock { continuations.count } }
}

/// ``Connectivity`` driven by a test: call ``set(_:)`` to change the status.
public final class ScriptedConnectivity: Connectivity, @unchecked Sendable {
    private let broadcaster: ConnectivityBroadcaster

    /// Creates a source with an initial status.
    public init(_ initial: ConnectivityStatus = .online) {
        broadcaster = ConnectivityBroadcaster(initial: initial)
    }

    /// The status now.
    public var status: ConnectivityStatus { broadcaster.status }

    /// See ``Connectivity/statusUpdates()``.
    public func statusUpdates() -> AsyncStream<ConnectivityStatus> { broadcaster.updates() }

    /// Changes the status; subscribers see it only when it differs from the current one.
    public func set(_ status: ConnectivityStatus) { broadcaster.publish(status) }

    /// Ends every subscriber's stream.
    public func finish() { broadcaster.finish() }
}

/// ``Connectivity`` that learns from the outcomes of real requests, for platforms without a path
/// monitor: an offline error (`notConnectedToInternet`, `dataNotAllowed`,
/// `internationalRoamingOff`) means offline at once; a run of DNS failures means offline too (a
/// refused connection does not: the network works, the server is down); any response means online.
public final class LearnedConnectivity: Connectivity, @unchecked Sendable {
    private let broadcaster: ConnectivityBroadcaster
    private let lock = NSLock()
    private var dnsFailuresInARow = 0
    /// The number of consecutive DNS failures taken as "offline".
    public let dnsFailureThreshold: Int

    /// Creates a source that starts `online` (the first request finds out).
    public init(initial: ConnectivityStatus = .online, dnsFailureThreshold: Int = 3) {
        broadcaster = ConnectivityBroadcaster(initial: initial)
        self.dnsFailureThreshold = max(1, dnsFailureThreshold)
    }

    /// The status now.
    public var status: ConnectivityStatus { broadcaster.status }

    /// See ``Connectivity/statusUpdates()``.
    public func statusUpdates() -> AsyncStream<ConnectivityStatus> { broadcaster.updates() }

    /// Records that a request got any HTTP response: the network works.
    public func recordResponse() {
        lock.withLock { dnsFailuresInARow = 0 }
        broadcaster.publish(.online)
    }

    /// Records that a request failed in transport with `code`.
    public func recordFailure(_ code: URLError.Code) {
        let failure = UploadFailure.transport(code)
        if failure.indicatesOffline {
            broadcaster.publish(.offline)
            return
        }
        guard code == .cannotFindHost || code == .dnsLookupFailed else { return }
        let reachedThreshold = lock.withLock {
            dnsFailuresInARow += 1
            return dnsFailuresInARow >= dnsFailureThreshold
        }
        if reachedThreshold { broadcaster.publish(.offline) }
    }
}

#if canImport(Network)
    import Network

    /// ``Connectivity`` backed by `NWPathMonitor`: online when the path is satisfied.
    public final class PathMonitorConnectivity: Connectivity, @unchecked Sendable {
        private let broadcaster = ConnectivityBroadcaster(initial: .online)
        private let monitor: NWPathMonitor

        /// Starts monitoring on a private queue.
        public init() {
            monitor = NWPathMonitor()
            let broadcaster = self.broadcaster
            monitor.pathUpdateHandler = { path in
                broadcaster.publish(path.status == .satisfied ? .online : .offline)
            }
            monitor.start(queue: DispatchQueue(label: "PathMonitorConnectivity"))
        }

        deinit {
            monitor.cancel()
            broadcaster.finish()
        }

        /// The status now.
        public var status: ConnectivityStatus { broadcaster.status }

        /// See ``Connectivity/statusUpdates()``.
        public func statusUpdates() -> AsyncStream<ConnectivityStatus> { broadcaster.updates() }
    }
#endif
