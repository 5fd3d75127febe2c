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
