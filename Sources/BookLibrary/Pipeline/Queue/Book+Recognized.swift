#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Book {
    /// A library book made from a book the recognition service found on a photo.
    ///
    /// Title and authors keep the case the service sent. The ISBN is kept when it is valid (spine
    /// scans often have none); ``spineConfidence`` carries the service's confidence, so
    /// ``needsReview`` is `true` below ``reviewThreshold``; ``rawJSON`` keeps the service's JSON.
    /// A book with neither a title nor a valid ISBN cannot be stored and gives `nil`.
    ///
    /// - Parameters:
    ///   - recognized: The book as decoded from a `result` event or from `/results`.
    ///   - localID: The identifier used when the book has no ISBN; a stable value (for example
    ///     derived from the scan and the book's position) makes saving the same scan twice merge
    ///     into the same book instead of adding a copy.
    ///   - addedAt: When the scan was captured.
    public init?(recognized: RecognizedBook, localID: String, addedAt: Date) {
        let isbn = recognized.isbn.flatMap { try? ISBN($0) }
        let title = recognized.title ?? ""
        guard isbn != nil || !title.isEmpty else { return nil }
        let raw = String(decoding: recognized.raw.jsonData, as: UTF8.self)
        self.init(
            isbn: isbn, localID: localID, title: title, authors: recognized.authors,
            spineConfidence: recognized.confidence, addedAt: addedAt, rawJSON: raw)
    }
}
