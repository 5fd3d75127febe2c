/// Why a string is not an ISBN.
///
/// Each case locates the problem so a user can correct the input: the offending character and its
/// position, the length found, or the check digit the number should have had.
public enum ISBNError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input holds no digits at all (only spaces, labels or punctuation).
    case empty
    /// A character that cannot be part of an ISBN, at a zero-based character offset in the input.
    case invalidCharacter(Character, offset: Int)
    /// The number of digits is not 9 (SBN), 10, 13, or 13 plus a 2- or 5-digit add-on.
    case wrongLength(Int)
    /// The check digit does not match; `expected` is the one the other digits call for.
    case checksumMismatch(expected: Character, found: Character)
    /// A valid EAN-13 whose prefix belongs to something other than a book.
    case notABook(NonBookPrefix)

    /// EAN-13 prefixes that look like ISBNs but identify something else.
    public enum NonBookPrefix: Equatable, Sendable, CustomStringConvertible {
        /// 979-0: International Standard Music Number (printed music).
        case ismn
        /// 977: International Standard Serial Number (periodicals).
        case issn
        /// Any other EAN-13 prefix (the first three digits).
        case other(String)

        /// The name of the numbering system.
        public var description: String {
            switch self {
            case .ismn: "an ISMN (979-0, printed music)"
            case .issn: "an ISSN (977, a periodical)"
            case .other(let prefix): "an EAN-13 with prefix \(prefix), not 978 or 979"
            }
        }
    }

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .empty:
            "The ISBN is empty."
        case .invalidCharacter(let character, let offset):
            "The character \u{201C}\(character)\u{201D} at position \(offset + 1) cannot appear in an ISBN."
        case .wrongLength(let count):
            "An ISBN has 10 or 13 digits, but this one has \(count)."
        case .checksumMismatch(let expected, let found):
            "The check digit is \(found) but should be \(expected); a digit was probably mistyped."
        case .notABook(let prefix):
            "This number is \(prefix), not an ISBN."
        }
    }
}
