// decomposedStringWithCanonicalMapping (NFD) is outside FoundationEssentials.
import Foundation

/// Collects the books of one scan job, dropping the duplicates the backend sends.
///
/// Every book can arrive twice (as a `result` event and again in `completed`), and the stream
/// reuses one event id for every result, so ids cannot tell books apart. Two books are the same
/// when both have an ISBN and the ISBNs are equal (ISBN-10 and ISBN-13 forms compared as ISBN-13),
/// or, when at least one of them has no ISBN, when their normalised title and primary author are
/// equal. A duplicate that brings an ISBN the kept book lacked fills it in.
public struct RecognizedBookDeduplicator: Sendable {
    /// What ``add(_:)`` did with a book.
    public enum Outcome: Sendable, Equatable {
        /// The book was new and appended at this index.
        case added(index: Int)
        /// The book duplicated the one at this index and filled in missing fields.
        case merged(index: Int)
        /// The book duplicated the one at this index and brought nothing new.
        case duplicate(index: Int)
    }

    /// The distinct books, in the order they first arrived.
    public private(set) var books: [RecognizedBook] = []
    private var keys: [(isbn: String?, titleAuthor: String)] = []

    /// Creates an empty collection.
    public init() {}

    /// Adds a book unless it duplicates one already collected.
    /// - Complexity: O(n) in the number of books collected so far (a job holds a few dozen).
    @discardableResult
    public mutating func add(_ book: RecognizedBook) -> Outcome {
        let isbn = book.isbn.flatMap(Self.normalizedISBN)
        let titleAuthor = Self.titleAuthorKey(title: book.title, author: book.primaryAuthor)
        for (index, key) in keys.enumerated() {
            let same: Bool
            if let isbn, let known = key.isbn {
                same = isbn == known
            } else {
                same = !titleAuthor.isEmpty && titleAuthor == key.titleAuthor
            }
            guard same else { continue }
            var kept = books[index]
            var changed = false
            if kept.isbn == nil, let newISBN = book.isbn {
                kept.isbn = newISBN
                keys[index].isbn = isbn
                changed = true
            }
            if kept.title == nil, let title = book.title {
                kept.title = title
                changed = true
            }
            if kept.authors.isEmpty, !book.authors.isEmpty {
                kept.authors = book.authors
                changed = true
            }
            guard changed else { return .duplicate(index: index) }
            keys[index].titleAuthor = Self.titleAuthorKey(title: kept.title, author: kept.primaryAuthor)
            books[index] = kept
            return .merged(index: index)
        }
        books.append(book)
        keys.append((isbn, titleAuthor))
        return .added(index: books.count - 1)
    }

    /// Adds every book in order.
    public mutating func add(contentsOf newBooks: some Sequence<RecognizedBook>) {
        for book in newBooks { add(book) }
    }

    /// The ISBN-13 digits of an ISBN-10 or ISBN-13 text, or `nil` when the text is not one.
    ///
    /// Hyphens and spaces are ignored. An ISBN-10 is converted by prefixing `978` and recomputing
    /// the check digit (ISO 2108:2017 §7); check digits are not validated here, the library does.
    static func normalizedISBN(_ text: String) -> String? {
        let characters = text.uppercased().filter { $0 != "-" && $0 != " " }
        guard characters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "X") }) else { return nil }
        switch characters.count {
        case 13 where characters.allSatisfy(\.isNumber):
            return characters
        case 10 where characters.dropLast().allSatisfy(\.isNumber):
            let body = "978" + characters.dropLast()
            var sum = 0
            for (position, digit) in body.enumerated() {
                sum += (digit.wholeNumberValue ?? 0) * (position.isMultiple(of: 2) ? 1 : 3)
            }
            return body + String((10 - sum % 10) % 10)
        default:
            return nil
        }
    }

    /// The de-duplication key of a title and author: case and diacritics folded, punctuation and
    /// spacing reduced to single spaces, then joined by a separator.
    static func titleAuthorKey(title: String?, author: String?) -> String {
        let folded = fold(title ?? "")
        guard !folded.isEmpty else { return "" }
        return folded + "|" + fold(author ?? "")
    }

    /// Folds case and diacritics (canonical decomposition, combining marks removed), drops
    /// apostrophes, and keeps only letters and digits, separating words by one space.
    static func fold(_ text: String) -> String {
        let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]
        var words: [String] = []
        var word = ""
        for scalar in text.decomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.generalCategory == .nonspacingMark || apostrophes.contains(scalar) { continue }
            if properties.isAlphabetic || properties.numericType != nil {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ")
    }
}
