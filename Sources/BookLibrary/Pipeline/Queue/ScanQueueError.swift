#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why the scan queue refused a request or could not be read or written.
public enum ScanQueueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No queued scan has this identifier.
    case scanNotFound(UUID)
    /// A scan needs between one and five photos (recognition API 3.8, `photos[]`).
    case photoCount(Int)
    /// A scan with this identifier is already queued.
    case duplicateScan(UUID)
    /// The scan is not in a state where this step applies.
    case wrongState(scan: UUID, state: String, step: String)
    /// The event is not allowed in the scan's state (see ``ScanRecord/apply(_:at:)``); the scan
    /// keeps its state.
    case illegalTransition(scan: UUID, from: String, event: String)
    /// A journal record could not be decoded; `offset` is its byte offset in `scans.log`.
    case undecodableRecord(offset: Int, reason: String)
    /// The scan's new state could not be encoded for the journal (a value JSON cannot hold, such as
    /// a non-finite confidence); nothing was written.
    case unencodableRecord(scan: UUID, reason: String)
    /// A file of the queue, or the library the books are saved into, could not be read or
    /// written; the ``LibraryError`` names the file.
    case storage(LibraryError)

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
        case .illegalTransition(let scan, let from, let event):
            return "The scan \(scan.uuidString) is \(from), so it cannot take the event \(event)."
        case .undecodableRecord(let offset, let reason):
            return "The scan journal record at byte \(offset) cannot be read: \(reason)."
        case .unencodableRecord(let scan, let reason):
            return "The scan \(scan.uuidString) could not be written to the journal: \(reason)."
        case .storage(let error):
            return error.description
        }
    }
}
