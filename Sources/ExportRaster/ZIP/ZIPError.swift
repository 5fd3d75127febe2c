/// Why a ZIP archive could not be written or read.
public enum ZIPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entry name is unsafe or unrepresentable (empty, absolute, `..`, backslash, NUL, too long).
    case invalidName(String, reason: String)
    /// Two entries have the same name.
    case duplicateName(String)
    /// The byte sink threw; the archive is incomplete.
    case sinkFailed(String)
    /// The writer was used after ``ZIPWriter/finish()``.
    case alreadyFinished
    /// A streamed entry is still open: end it with ``ZIPWriter/endEntry()`` first.
    case entryInProgress(String)
    /// Entry data or an entry end came with no streamed entry open.
    case noEntryInProgress
    /// A streamed entry reached 4 GiB without being begun with `mayExceed4GiB`; the archive is
    /// incomplete.
    case entryTooLarge(String)
    /// An option is out of range.
    case invalidOption(reason: String)
    /// The data has no end-of-central-directory record.
    case notZIP
    /// A record is cut short or points outside the archive.
    case truncated(offset: Int)
    /// A record has a wrong signature or inconsistent fields.
    case invalidRecord(offset: Int, reason: String)
    /// The entry uses a compression method other than stored (0) or deflated (8).
    case unsupportedMethod(name: String, method: Int)
    /// An entry's data does not match its CRC-32 or size.
    case checksumMismatch(name: String)
    /// An entry's deflated data is damaged; the inner error's offsets count from the start of that
    /// entry's compressed data, not of the archive.
    case compressedData(name: String, InflateError)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .invalidName(let name, let reason): "Entry name \"\(name)\" is not allowed: \(reason)."
        case .duplicateName(let name): "The archive already has an entry named \"\(name)\"."
        case .sinkFailed(let message): "Writing the archive failed: \(message)."
        case .alreadyFinished: "The archive is already finished."
        case .entryInProgress(let name): "Entry \"\(name)\" is still open; end it first."
        case .noEntryInProgress: "No streamed entry is open; begin one first."
        case .entryTooLarge(let name):
            "Entry \"\(name)\" reached 4 GiB; begin entries that large with mayExceed4GiB: true."
        case .invalidOption(let reason): "Invalid option: \(reason)."
        case .notZIP: "The data is not a ZIP archive (no end-of-central-directory record)."
        case .truncated(let offset): "The archive ends early at byte \(offset)."
        case .invalidRecord(let offset, let reason): "Invalid record at byte \(offset): \(reason)."
        case .unsupportedMethod(let name, let method): "Entry \"\(name)\" uses unsupported method \(method)."
        case .checksumMismatch(let name): "Entry \"\(name)\" does not match its CRC-32 or size."
        case .compressedData(let name, let error): "The compressed data of entry \"\(name)\" is damaged: \(error)"
        }
    }
}
