#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a favorites, collections, settings or library-file operation failed.
///
/// Every case names what was wrong and where: the collection's identifier, the list and index, the
/// settings field, the place in the saved JSON, or the file.
///
/// ```swift
/// do {
///     try library.collections.rename(id, to: " ")
/// } catch {
///     print(error)  // The collection 7E57C0DE-… needs a name; the one given is empty or only whitespace.
/// }
/// ```
public enum SymbolLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No collection has this identifier.
    case unknownCollection(UUID)
    /// The name given to the collection with this identifier is empty or only whitespace.
    case emptyName(collection: UUID)
    /// An index is outside the list it refers to, which has `count` items.
    case indexOutOfRange(index: Int, count: Int, in: List)
    /// A settings field has a value outside its allowed range (the field as the settings name it,
    /// the value as text).
    case invalidValue(field: String, value: String)
    /// The saved library was written by a newer format version.
    case unsupportedVersion(Int)
    /// The saved library is not JSON of the expected shape; `field` is the path to the offending
    /// value (`favorites.entries[2].addedAt`), empty when the document as a whole is at fault.
    case malformedDocument(field: String, reason: String)
    /// A value cannot be written as JSON (a number that is not finite); `field` is its path.
    case unencodableValue(field: String, reason: String)
    /// The library file could not be read; `reason` is the operating system's message.
    case fileReadFailed(path: String, reason: String)
    /// The library file could not be written; `reason` says which step failed and why.
    case fileWriteFailed(path: String, reason: String)

    /// An ordered list of symbols that an index refers to.
    public enum List: Hashable, Sendable, CustomStringConvertible {
        /// The favorites.
        case favorites
        /// The symbols of the collection with this identifier.
        case collection(UUID)

        /// `"the favorites"` or `"collection <identifier>"`.
        public var description: String {
            switch self {
            case .favorites: "the favorites"
            case .collection(let id): "collection \(id.uuidString)"
            }
        }
    }

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .unknownCollection(let id): "No collection has the identifier \(id.uuidString)."
        case .emptyName(let id):
            "The collection \(id.uuidString) needs a name; the one given is empty or only whitespace."
        case .indexOutOfRange(let index, let count, let list):
            "Index \(index) is outside \(list), which has \(count) \(count == 1 ? "item" : "items")."
        case .invalidValue(let field, let value): "The setting \(field) cannot be \(value)."
        case .unsupportedVersion(let version):
            "The library was saved in format version \(version), newer than this app understands."
        case .malformedDocument(let field, let reason):
            field.isEmpty
                ? "The saved library could not be read: \(reason)."
                : "The saved library could not be read at \(field): \(reason)."
        case .unencodableValue(let field, let reason): "The library cannot be saved: \(field) \(reason)."
        case .fileReadFailed(let path, let reason): "The library file \(path) could not be read: \(reason)."
        case .fileWriteFailed(let path, let reason): "The library could not be saved to \(path): \(reason)."
        }
    }
}
