/// Why a scan record could not change or be read back.
public enum ScanStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The event is not allowed in the state.
    case illegalTransition(from: String, event: String)
    /// A journaled record has a format version this code does not know.
    case unsupportedVersion(Int)
    /// A journaled record names a state this code does not know.
    case unknownState(String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .illegalTransition(let from, let event):
            return "A scan in state \(from) cannot take the event \(event)."
        case .unsupportedVersion(let version):
            return
                "The scan record has format version \(version); this version reads version \(ScanRecord.formatVersion)."
        case .unknownState(let name):
            return "The scan record names an unknown state \"\(name)\"."
        }
    }
}
