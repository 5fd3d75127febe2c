/// Whether the device can reach the network.
public enum ConnectivityStatus: String, Sendable, Hashable, Codable {
    /// A network path is available.
    case online
    /// No network path; uploads wait.
    case offline
}
