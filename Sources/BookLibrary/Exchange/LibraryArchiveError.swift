/// Why a library archive cannot be read or written.
///
/// `path` locates the value in the JSON document, written like `books[3].isbn`; it is empty when
/// the problem concerns the whole document.
public enum LibraryArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON is not a library archive; `reason` says what is wrong at `path`.
    case malformed(path: String, reason: String)
    /// The archive was written by a newer version of the format.
    case unsupportedVersion(Int)
    /// A value at `path` cannot be written as JSON, such as a non-finite spine confidence.
    case unencodable(path: String, reason: String)

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .malformed(let path, let reason):
            "The file is not a library archive: \(reason)\(Self.location(path))."
        case .unsupportedVersion(let version):
            "The archive uses format version \(version); update the app to read it."
        case .unencodable(let path, let reason):
            "The library cannot be written as JSON: \(reason)\(Self.location(path))."
        }
    }

    private static func location(_ path: String) -> String { path.isEmpty ? "" : " (at \(path))" }

    /// A coding path written like `books[3].isbn`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}
