/// Why a favorites, collections or settings operation failed.
public enum SymbolLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No collection has this identifier.
    case unknownCollection(String)
    /// A collection name is empty or only whitespace.
    case emptyName
    /// An index is outside the list it refers to.
    case indexOutOfRange(index: Int, count: Int)
    /// A value in the settings is outside its allowed range.
    case invalidValue(field: String, value: String)
    /// The saved library was written by a newer format version.
    case unsupportedVersion(Int)
    /// The saved library is not valid JSON of the expected shape.
    case malformedDocument(String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .unknownCollection(let id): "No collection has the identifier \(id)."
        case .emptyName: "A collection needs a name."
        case .indexOutOfRange(let index, let count): "Index \(index) is outside a list of \(count) items."
        case .invalidValue(let field, let value): "The setting \(field) cannot be \(value)."
        case .unsupportedVersion(let version):
            "The library was saved in format version \(version), newer than this app understands."
        case .malformedDocument(let reason): "The saved library could not be read: \(reason)."
        }
    }
}
