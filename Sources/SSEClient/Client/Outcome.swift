/// How one connection ended.
enum Outcome: Sendable, Equatable {
    /// A 204 response or a stop event: finish cleanly.
    case stopped
    /// The consumer went away or the task was cancelled.
    case cancelled
    /// Finish with this error.
    case terminal(EventSourceError)
    /// Reconnect; `connected` tells whether this connection had been accepted.
    case retryable(EventSourceError, connected: Bool)
}
