import Foundation

/// Why the scan queue refused a request.
public enum ScanQueueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No queued scan has this identifier.
    case scanNotFound(UUID)
    /// A scan needs between one and five photos (recognition API 3.8, `photos[]`).
    case photoCount(Int)
    /// A scan with this identifier is already queued.
    case duplicateScan(UUID)
    /// The scan is not in a state where this step applies.
    case wrongState(scan: UUID, state: String, step: String)
    /// A journal record could not be decoded.
    case undecodableRecord(offset: Int, reason: String)

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .scanNotFound(let id):
            return "No queued scan has the identifier \(id.uuidString)."
        case .photoCount(let count):
            return "A scan needs 1 to 5 photos; \(count) were given."
        case .duplicateScan(let id):
            return "A scan with the identifier \(id.uuidString) is already queued."
        case .wrongState(let scan, let state, let step):
            return "The scan \(scan.uuidString) is \(state), so it cannot be \(step)."
        case .undecodableRecord(let offset, let reason):
            return "The scan journal record at byte \(offset) cannot be read: \(reason)."
        }
    }
}
