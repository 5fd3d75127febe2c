#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One book in a personal library.
///
/// A book is identified by its ISBN-13 when one is known, else by a stable local identifier (spine
/// scans often find a title but no ISBN). Fields the user edited by hand are listed in
/// ``userEditedFields`` and are never overwritten by enrichment (see ``Book/enriched(with:)``).
///
/// ```swift
/// let book = Book(isbn: try ISBN("9780306406157"), title: "Data Reduction", authors: ["Someone"])
/// book.needsReview   // false: no spine confidence means the ISBN was scanned or typed
/// ```
public struct Book: Identifiable, Hashable, Sendable, Codable {
    /// How the book is identified.
    public enum ID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
        /// The ISBN-13 digits.
        case isbn(String)
        /// A stable identifier made by the library for a book without an ISBN.
        case local(String)

        /// `isbn:…` or `local:…`.
        public var description: String {
            switch self {
            case .isbn(let digits): "isbn:\(digits)"
            case .local(let identifier): "local:\(identifier)"
            }
        }

        /// Parses ``description``.
        public init?(_ text: String) {
            if text.hasPrefix("isbn:") {
                self = .isbn(String(text.dropFirst(5)))
            } else if text.hasPrefix("local:") {
                self = .local(String(text.dropFirst(6)))
            } else {
                return nil
            }
        }

        /// Decodes from ``description``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let id = ID(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad book id \(text)")
            }
            self = id
        }

        /// Encodes as ``description``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }

    /// The physical or digital form of a book.
    public enum Format: String, Hashable, Sendable, Codable, CaseIterable {
        /// Hardcover (hardback).
        case hardcover
        /// Paperback (softcover, mass-market).
        case paperback
        /// An electronic book.
        case ebook
        /// An audiobook.
        case audiobook
        /// Any other form.
        case other
        /// Not known.
        case unknown
    }

    /// Where a book stands in metadata enrichment.
    public enum EnrichmentStatus: String, Hashable, Sendable, Codable, CaseIterable {
        /// Waiting to be looked up.
        case pending
        /// Metadata was found and merged.
        case enriched
        /// The lookup found nothing.
        case notFound
        /// The lookup failed and may be retried.
        case failed
    }

    /// Fields a user can edit; edited fields are protected from enrichment.
    public enum Field: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// ``Book/title``.
        case title
        /// ``Book/authors``.
        case authors
        /// ``Book/coverURL``.
        case coverURL
        /// ``Book/format``.
        case format
        /// ``Book/publisher``.
        case publisher
        /// ``Book/publishedDate``.
        case publishedDate
        /// ``Book/pageCount``.
        case pageCount

        /// Orders by raw value, for stable output.
        public static func < (lhs: Field, rhs: Field) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The confidence below which a spine scan needs a person to check it.
    public static let reviewThreshold = 0.8

    /// The identity: ISBN-13 when known, else a local identifier.
    public var id: ID
    /// The ISBN, when known.
    public var isbn: ISBN?
    /// The title.
    public var title: String
    /// The authors in credit order; the first is the primary author.
    public var authors: [String]
    /// Where the cover image is.
    public var coverURL: URL?
    /// The format.
    public var format: Format
    /// The publisher.
    public var publisher: String?
    /// The publication date as printed or sent by a catalogue (`"1999"`, `"1999-05"`, `"1999-05-04"`).
    public var publishedDate: String?
    /// The number of pages.
    public var pageCount: Int?
    /// How sure the spine scanner was (0...1), or `nil` when the book was not read from a spine.
    public var spineConfidence: Double?
    /// When the book entered the library.
    public var addedAt: Date
    /// Where the book stands in enrichment.
    public var enrichmentStatus: EnrichmentStatus
    /// Fields the user edited; enrichment leaves them alone.
    public var userEditedFields: Set<Field>
    /// The JSON the metadata server sent, kept verbatim.
    public var rawJSON: String?

    /// Creates a book. Without an ISBN, the book gets a fresh local identifier.
    public init(
        isbn: ISBN? = nil, localID: String? = nil, title: String, authors: [String] = [], coverURL: URL? = nil,
        format: Format = .unknown, publisher: String? = nil, publishedDate: String? = nil, pageCount: Int? = nil,
        spineConfidence: Double? = nil, addedAt: Date = Date(), enrichmentStatus: EnrichmentStatus = .pending,
        userEditedFields: Set<Field> = [], rawJSON: String? = nil
    ) {
        if let isbn {
            id = .isbn(isbn.isbn13)
        } else {
            id = .local(localID ?? UUID().uuidString.lowercased())
        }
        self.isbn = isbn
        self.title = title
        self.authors = authors
        self.coverURL = coverURL
        self.format = format
        self.publisher = publisher
        self.publishedDate = publishedDate
        self.pageCount = pageCount
        self.spineConfidence = spineConfidence
        self.addedAt = addedAt
        self.enrichmentStatus = enrichmentStatus
        self.userEditedFields = userEditedFields
        self.rawJSON = rawJSON
    }

    /// The first author, if any.
    public var primaryAuthor: String? { authors.first }

    /// `true` when a spine scan's confidence is below ``reviewThreshold``.
    public var needsReview: Bool { (spineConfidence ?? 1) < Self.reviewThreshold }
}
