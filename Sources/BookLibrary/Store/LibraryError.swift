/// Why a library could not be opened, read or written.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The journal is damaged before its last intact record: data there cannot be read back.
    /// `offset` is the byte offset of the damage in the journal file.
    case journalDamaged(file: String, offset: Int, reason: String)
    /// The snapshot file fails its checksum or structure check.
    case snapshotDamaged(file: String, reason: String)
    /// A record passed its checksum but could not be decoded (written by a newer version?).
    case undecodableRecord(file: String, offset: Int, reason: String)
    /// A file-system call failed. `code` is the POSIX `errno`.
    case io(operation: String, path: String, code: Int32)
    /// An earlier write failed part-way; reopen the library to recover a consistent state.
    case needsReopen
    /// No book has this identifier.
    case bookNotFound(Book.ID)

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .journalDamaged(let file, let offset, let reason):
            "The library journal \(file) is damaged at byte \(offset) (\(reason)); later records are intact, "
                + "so it was not truncated. Restore from a backup or open with salvage recovery."
        case .snapshotDamaged(let file, let reason):
            "The library snapshot \(file) is damaged (\(reason)). Restore it from a backup."
        case .undecodableRecord(let file, let offset, let reason):
            "A record at byte \(offset) of \(file) cannot be decoded (\(reason))."
        case .io(let operation, let path, let code):
            "Could not \(operation) \(path) (error \(code))."
        case .needsReopen:
            "An earlier write failed; reopen the library before writing again."
        case .bookNotFound(let id):
            "No book with id \(id) is in the library."
        }
    }
}
