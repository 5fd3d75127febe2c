#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything that can go wrong with QR Book's saved codes: a field that breaks a rule, an
/// unknown record, a backup that cannot be restored, a file that cannot be written.
public enum QRLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A record's field breaks a rule: which field (a JSON key such as `sizePx`, prefixed with
    /// the record's place in a backup, such as `records[3].sizePx`) and why.
    case invalidField(field: String, reason: String)
    /// No record in the library has this id.
    case recordNotFound(id: UUID)
    /// A record with this id is already in the library.
    case duplicateID(UUID)
    /// A use was recorded for a code that is expired or already used.
    case notActive(id: UUID, status: QRRecord.Status)
    /// A backup cannot be read: why (truncated JSON, a wrong type at a coding path, a repeated
    /// id…). The library is unchanged.
    case damagedBackup(reason: String)
    /// A backup was written by a newer version of the format than this one reads. The library
    /// is unchanged.
    case unsupportedBackupVersion(found: Int, supported: Int)
    /// A file operation failed: which, on which path, with the system's error number.
    case fileFailed(operation: String, path: String, code: Int32)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .invalidField(let field, let reason):
            return "field \(field) is invalid: \(reason)"
        case .recordNotFound(let id):
            return "no record has id \(id.uuidString)"
        case .duplicateID(let id):
            return "a record with id \(id.uuidString) already exists"
        case .notActive(let id, let status):
            return "record \(id.uuidString) is \(status.rawValue), so a use cannot be recorded"
        case .damagedBackup(let reason):
            return "the backup is damaged: \(reason); nothing was restored"
        case .unsupportedBackupVersion(let found, let supported):
            return "the backup has format version \(found), newer than version \(supported) that this library reads; "
                + "nothing was restored"
        case .fileFailed(let operation, let path, let code):
            return "\(operation) failed for \(path) (error \(code))"
        }
    }
}
