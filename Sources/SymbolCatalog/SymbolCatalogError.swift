/// Why a catalog could not be built from metadata.
///
/// Every case names the place at fault: the metadata file, the table and line of the compact
/// encoding, or the symbol and the release it names.
public enum SymbolCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required metadata file is missing from the folder.
    case missingFile(String)
    /// A metadata file exists but could not be read; `reason` is the operating system's message.
    case unreadableFile(file: String, reason: String)
    /// A file is not a property list of the expected shape.
    case malformedFile(file: String, reason: String)
    /// A line of the compact catalog encoding could not be read.
    case malformedLine(section: String, line: Int, reason: String)
    /// A symbol refers to a release key that the release table does not list.
    case unknownRelease(symbol: String, release: String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .missingFile(let file):
            "The SF Symbols metadata file \(file) is missing; choose the app's Contents/Resources/Metadata folder."
        case .unreadableFile(let file, let reason):
            "The metadata file \(file) exists but could not be read: \(reason)."
        case .malformedFile(let file, let reason):
            "The metadata file \(file) could not be read: \(reason)."
        case .malformedLine(let section, let line, let reason):
            "Line \(line) of the \(section) table is malformed: \(reason)."
        case .unknownRelease(let symbol, let release):
            "The symbol \(symbol) names release \(release), which the release table does not list."
        }
    }
}
