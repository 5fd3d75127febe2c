#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The whole library as versioned JSON, for backups and moving between devices.
///
/// ```json
/// { "format": "booklibrary", "version": 1, "books": [ … ] }
/// ```
///
/// Every ``Book`` field is kept; dates are stored as seconds since 2001-01-01 so they round-trip
/// exactly.
public struct LibraryArchive: Codable, Sendable, Equatable {
    /// The format name, always `booklibrary`.
    public var format: String
    /// The format version this library writes.
    public static let currentVersion = 1
    /// The version of this archive.
    public var version: Int
    /// The books.
    public var books: [Book]

    /// Creates an archive of books.
    public init(books: [Book]) {
        format = "booklibrary"
        version = Self.currentVersion
        self.books = books
    }

    /// The archive as JSON.
    ///
    /// - Throws: ``LibraryArchiveError/unencodable(path:reason:)`` naming the value JSON cannot
    ///   hold (a non-finite spine confidence).
    public func encoded() throws(LibraryArchiveError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(self)
        } catch let EncodingError.invalidValue(_, context) {
            throw .unencodable(path: LibraryArchiveError.path(context.codingPath), reason: context.debugDescription)
        } catch {
            throw .unencodable(path: "", reason: "\(error)")
        }
    }

    /// Reads an archive.
    ///
    /// - Throws: ``LibraryArchiveError/malformed(path:reason:)`` locating the first value that does
    ///   not fit the format, or ``LibraryArchiveError/unsupportedVersion(_:)``.
    public static func decode(_ data: Data) throws(LibraryArchiveError) -> LibraryArchive {
        struct Header: Decodable {
            var format: String
            var version: Int
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw .malformed(path: "", reason: "no format and version")
        }
        guard header.format == "booklibrary" else {
            throw .malformed(path: "format", reason: "format is \(header.format)")
        }
        guard header.version <= currentVersion else { throw .unsupportedVersion(header.version) }
        do {
            return try JSONDecoder().decode(LibraryArchive.self, from: data)
        } catch let error as DecodingError {
            throw Self.malformed(error)
        } catch {
            throw .malformed(path: "", reason: "\(error)")
        }
    }

    /// The place and reason of a decoding error.
    private static func malformed(_ error: DecodingError) -> LibraryArchiveError {
        switch error {
        case .keyNotFound(let key, let context):
            return .malformed(
                path: LibraryArchiveError.path(context.codingPath + [key]), reason: "the member is missing")
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return .malformed(path: LibraryArchiveError.path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .malformed(path: "", reason: "\(error)")
        }
    }
}
