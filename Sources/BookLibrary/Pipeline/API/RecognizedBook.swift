/// One book as the recognition backend describes it, in a `result` event, a `completed` event or
/// the `/results` response.
///
/// Decoding is tolerant: `isbn` is often `null` for spine scans, the author comes either as
/// `author` (one string) or `authors` (strings, or objects with a `name`), and every member this
/// type does not model stays available in ``raw``. Title and author case are kept as sent.
public struct RecognizedBook: Sendable, Hashable, Codable {
    /// The title as sent, or `nil` when the backend only recognised an ISBN.
    public var title: String?
    /// The authors as sent, in order; empty when none was recognised.
    public var authors: [String]
    /// The ISBN text as sent (hyphens and spaces kept), or `nil`.
    public var isbn: String?
    /// The recognition confidence in 0…1, or `nil` when absent.
    public var confidence: Double?
    /// The complete JSON object the book was decoded from.
    public var raw: RecognitionJSON

    /// Creates a book from its parts; ``raw`` defaults to an object holding them.
    public init(
        title: String?, authors: [String] = [], isbn: String? = nil, confidence: Double? = nil,
        raw: RecognitionJSON? = nil
    ) {
        self.title = title
        self.authors = authors
        self.isbn = isbn
        self.confidence = confidence
        var members: [String: RecognitionJSON] = ["authors": .array(authors.map { .string($0) })]
        members["title"] = title.map { .string($0) } ?? .null
        members["isbn"] = isbn.map { .string($0) } ?? .null
        if let confidence { members["confidence"] = .number(confidence) }
        self.raw = raw ?? .object(members)
    }

    /// The first author, the one used for de-duplication.
    public var primaryAuthor: String? { authors.first }

    /// Decodes a book from a JSON value.
    ///
    /// - Parameters:
    ///   - json: The book object.
    ///   - path: Where the object sits in its document, for error messages.
    /// - Throws: ``RecognitionDecodingError`` when the value is not an object, or when it has
    ///   neither a usable title nor an ISBN.
    public init(json: RecognitionJSON, path: String = "") throws(RecognitionDecodingError) {
        let reader = try RecognitionJSONReader.object(json, path: path)
        let title = reader.string("title")?.scanTrimmed
        let isbn = reader.string("isbn")?.scanTrimmed
        self.title = title?.isEmpty == false ? title : nil
        self.isbn = isbn?.isEmpty == false ? isbn : nil
        self.authors = Self.authors(in: reader)
        self.confidence = reader.number("confidence").flatMap(Self.normalizedConfidence)
        self.raw = json
        guard self.title != nil || self.isbn != nil else {
            throw .invalidValue(path: path.isEmpty ? "(root)" : path, reason: "a book needs a title or an ISBN")
        }
    }

    /// Decodes a book from a JSON text such as the `data` of a `result` event.
    /// - Throws: ``RecognitionDecodingError``.
    public init(jsonString: String) throws(RecognitionDecodingError) {
        try self.init(json: RecognitionJSON.parse(jsonString, context: "result event"))
    }

    private static func authors(in reader: RecognitionJSONReader) -> [String] {
        var names: [String] = []
        if case .array(let items)? = reader.member("authors") {
            for item in items {
                switch item {
                case .string(let name): names.append(name)
                case .object: RecognitionJSONReader(item, path: "").string("name").map { names.append($0) }
                default: break
                }
            }
        }
        if names.isEmpty, let single = reader.string("author") { names.append(single) }
        return names.map(\.scanTrimmed).filter { !$0.isEmpty }
    }

    /// Confidence in 0…1; values in (1, 100] are read as percentages, anything else is dropped.
    private static func normalizedConfidence(_ value: Double) -> Double? {
        guard value.isFinite, value >= 0 else { return nil }
        if value <= 1 { return value }
        if value <= 100 { return value / 100 }
        return nil
    }
}
