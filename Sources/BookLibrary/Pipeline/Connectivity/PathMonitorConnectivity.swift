#if canImport(Network)
    import Dispatch
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
