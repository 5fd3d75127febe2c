/// Duplicate detection and merging.
///
/// Two books are duplicates when both have ISBNs and the ISBNs are equal, or when at least one has
/// no ISBN and their folded titles and folded primary authors are equal (case, diacritics and
/// punctuation ignored, see ``Book/duplicateKey``).
extension Book {
    /// The key that identifies duplicates among books without an ISBN: folded title and primary author.
    public var duplicateKey: String {
        TextFolding.fold(title) + "\u{1F}" + TextFolding.fold(primaryAuthor ?? "")
    }

    /// Whether `other` is the same book as this one.
    public func isDuplicate(of other: Book) -> Bool {
        if let isbn, let otherISBN = other.isbn { return isbn == otherISBN }
        return duplicateKey == other.duplicateKey
    }

    /// Merges a duplicate into this book, keeping this book's identity.
    ///
    /// The rule: a field the user edited on either side keeps the user's value (this book's when both
    /// edited it); otherwise a value present on this book is kept and a missing one is taken from
    /// `other`. An ISBN is adopted if this book had none (the identity then becomes the ISBN), the
    /// earlier added date wins, the higher spine confidence wins, and the edited-field sets are joined.
    public func merged(with other: Book) -> Book {
        var result = self
        func take(_ field: Field) -> Bool {
            !userEditedFields.contains(field) && other.userEditedFields.contains(field)
        }
        if take(.title) || title.isEmpty { result.title = other.title }
        if take(.authors) || authors.isEmpty { result.authors = other.authors }
        if take(.coverURL) || coverURL == nil { result.coverURL = other.coverURL ?? coverURL }
        if take(.format) || format == .unknown { result.format = other.format == .unknown ? format : other.format }
        if take(.publisher) || publisher == nil { result.publisher = other.publisher ?? publisher }
        if take(.publishedDate) || publishedDate == nil { result.publishedDate = other.publishedDate ?? publishedDate }
        if take(.pageCount) || pageCount == nil { result.pageCount = other.pageCount ?? pageCount }
        if isbn == nil, let otherISBN = other.isbn {
            result.isbn = otherISBN
            result.id = .isbn(otherISBN.isbn13)
        }
        result.addedAt = min(addedAt, other.addedAt)
        if let theirs = other.spineConfidence { result.spineConfidence = max(spineConfidence ?? theirs, theirs) }
        if result.rawJSON == nil { result.rawJSON = other.rawJSON }
        if enrichmentStatus != .enriched && other.enrichmentStatus == .enriched { result.enrichmentStatus = .enriched }
        result.userEditedFields.formUnion(other.userEditedFields)
        return result
    }

    /// Applies metadata found by enrichment, leaving user-edited fields untouched, and marks the book
    /// enriched.
    public func enriched(with metadata: Book) -> Book {
        var result = self
        func allowed(_ field: Field) -> Bool { !userEditedFields.contains(field) }
        if allowed(.title), !metadata.title.isEmpty { result.title = metadata.title }
        if allowed(.authors), !metadata.authors.isEmpty { result.authors = metadata.authors }
        if allowed(.coverURL), let value = metadata.coverURL { result.coverURL = value }
        if allowed(.format), metadata.format != .unknown { result.format = metadata.format }
        if allowed(.publisher), let value = metadata.publisher { result.publisher = value }
        if allowed(.publishedDate), let value = metadata.publishedDate { result.publishedDate = value }
        if allowed(.pageCount), let value = metadata.pageCount { result.pageCount = value }
        if isbn == nil, let value = metadata.isbn {
            result.isbn = value
            result.id = .isbn(value.isbn13)
        }
        if let raw = metadata.rawJSON { result.rawJSON = raw }
        result.enrichmentStatus = .enriched
        return result
    }
}
