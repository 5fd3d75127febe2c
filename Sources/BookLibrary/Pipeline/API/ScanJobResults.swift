#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The answer to `GET /v3/jobs/scans/{jobId}/results`, or the books of a `completed` event.
public struct ScanJobResults: Sendable, Hashable, Codable {
    /// The books in the order sent (duplicates included; see ``RecognizedBookDeduplicator``).
    public var books: [RecognizedBook]
    /// The `summary` member as sent, when present.
    public var summary: RecognitionJSON?

    /// Creates results from their parts.
    public init(books: [RecognizedBook], summary: RecognitionJSON? = nil) {
        self.books = books
        self.summary = summary
    }

    /// Decodes a results response, with or without the `{success, data}` envelope.
    /// - Throws: ``RecognitionDecodingError`` when `books` is missing or any book is invalid,
    ///   with the book's index in the path.
    public init(data: Data) throws(RecognitionDecodingError) {
        let root = try RecognitionJSONReader.object(
            RecognitionJSON.parse(data, context: "results response body"), path: "")
        let body = root.member("data") == nil ? root : try root.requiredObject("data")
        try self.init(reader: body)
    }

    init(reader: RecognitionJSONReader) throws(RecognitionDecodingError) {
        guard let items = try reader.optionalArray("books") else {
            throw .missingField(path: reader.childPath("books"))
        }
        var books: [RecognizedBook] = []
        for (index, item) in items.enumerated() {
            books.append(try RecognizedBook(json: item, path: "\(reader.childPath("books"))[\(index)]"))
        }
        self.books = books
        self.summary = reader.member("summary")
    }
}
