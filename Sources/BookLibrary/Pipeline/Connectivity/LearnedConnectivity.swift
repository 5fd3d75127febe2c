// URLError and NSLock are outside FoundationEssentials.
import Foundation

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
