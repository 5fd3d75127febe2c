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
