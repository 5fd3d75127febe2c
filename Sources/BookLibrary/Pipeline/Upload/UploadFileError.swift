/// Why a photo file could not be measured, opened or read for an upload.
///
/// Each case names the file; a failed read also says how many bytes had been read before it.
public enum UploadFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's size could not be read (it is missing or not accessible).
    case sizeUnavailable(path: String, reason: String)
    /// The file could not be opened for reading.
    case cannotOpen(path: String, reason: String)
    /// Reading failed `byteOffset` bytes into the file.
    case readFailed(path: String, byteOffset: Int64, reason: String)

    /// A sentence naming the file and what failed.
    public var description: String {
        switch self {
        case .sizeUnavailable(let path, let reason):
            return "The size of \(path) could not be read: \(reason)."
        case .cannotOpen(let path, let reason):
            return "\(path) could not be opened: \(reason)."
        case .readFailed(let path, let byteOffset, let reason):
            return "\(path) could not be read at byte \(byteOffset): \(reason)."
        }
    }
}
