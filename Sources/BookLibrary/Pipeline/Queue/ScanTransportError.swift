import Foundation

/// Why a status or results request failed.
public struct ScanTransportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The HTTP status, or `nil` when no response arrived.
    public var status: Int?
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    public init(status: Int?, reason: String) {
        self.status = status
        self.reason = reason
    }

    /// A sentence a user can act on.
    public var description: String {
        if let status { return "The recognition service answered \(status): \(reason)." }
        return "The recognition service could not be reached: \(reason)."
    }
}
