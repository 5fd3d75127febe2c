import Foundation

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

    /// Why an archive cannot be read.
    public enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The JSON is not a library archive; `reason` says where.
        case malformed(String)
        /// The archive was written by a newer version of the format.
        case unsupportedVersion(Int)

        /// A sentence a user can act on.
        public var description: String {
            switch self {
            case .malformed(let reason): "The file is not a library archive: \(reason)."
            case .unsupportedVersion(let version):
                "The archive uses format version \(version); update the app to read it."
            }
        }
    }

    /// The archive as JSON.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads an archive.
    ///
    /// - Throws: ``ReadError``.
    public static func decode(_ data: Data) throws(ReadError) -> LibraryArchive {
        struct Header: Decodable {
            var format: String
            var version: Int
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw .malformed("no format and version")
        }
        guard header.format == "booklibrary" else { throw .malformed("format is \(header.format)") }
        guard header.version <= currentVersion else { throw .unsupportedVersion(header.version) }
        do {
            return try JSONDecoder().decode(LibraryArchive.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw .malformed(context.debugDescription)
        } catch {
            throw .malformed("\(error)")
        }
    }
}
