// NSLock is outside FoundationEssentials.
import Foundation

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
