/// An International Standard Book Number, validated and normalised to its 13-digit form.
///
/// `ISBN` accepts what people and scanners actually produce: ISBN-10 and ISBN-13 with spaces,
/// hyphens or Unicode dashes, `ISBN:`/`ISBN-13:` labels, a lower-case `x`, full-width digits, a
/// trailing qualifier such as `(pbk.)`, a spreadsheet's `="…"` wrapper, 9-digit SBNs, and the
/// EAN-13 barcode with its 2- or 5-digit add-on.
///
/// ```swift
/// let isbn = try ISBN("978-0-306-40615-7")
/// isbn.isbn13      // "9780306406157"
/// isbn.isbn10      // "0306406152"
/// isbn.hyphenated  // "978-0-306-40615-7"
/// ```
///
/// Two ISBNs are equal when their 13-digit forms are equal; the add-on and the repair flag are
/// details of how the number was read.
public struct ISBN: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    /// The 13 digits of the ISBN-13 (ISBN Users' Manual §4).
    public let isbn13: String
    /// The 2- or 5-digit add-on printed to the right of the barcode, if the input had one.
    public let addOn: String?
    /// `true` when ``ParsingOptions/repairOCR`` replaced look-alike letters to make the checksum pass.
    public let isRepaired: Bool

    /// Options for reading an ISBN from text.
    public struct ParsingOptions: OptionSet, Sendable {
        /// The raw option bits.
        public let rawValue: Int
        /// Creates options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Reads OCR look-alikes as digits (O→0, I/l→1, S→5, B→8, Z→2), keeping the result only if
        /// the checksum then passes; the result is marked ``ISBN/isRepaired``.
        public static let repairOCR = ParsingOptions(rawValue: 1)
    }

    /// Reads and validates an ISBN.
    ///
    /// - Parameters:
    ///   - text: An ISBN-10, ISBN-13, SBN or EAN-13 (+ add-on) as printed, typed or scanned.
    ///   - options: ``ParsingOptions/repairOCR`` to accept OCR look-alike letters.
    /// - Throws: ``ISBNError`` saying what is wrong and where.
    /// - Complexity: O(n) in the length of `text`.
    public init(_ text: String, options: ParsingOptions = []) throws(ISBNError) {
        let cleaned = try ISBNCleaner.clean(text, repairOCR: options.contains(.repairOCR))
        do {
            try self.init(
                cleanedDigits: cleaned.digits, trailingX: cleaned.trailingX, isRepaired: !cleaned.repairs.isEmpty)
        } catch {
            if let first = cleaned.repairs.first {
                throw ISBNError.invalidCharacter(first.character, offset: first.offset)
            }
            throw error
        }
    }

    /// Validates cleaned digits (and an optional final X of an ISBN-10).
    private init(cleanedDigits digits: [Int], trailingX: Bool, isRepaired: Bool) throws(ISBNError) {
        self.isRepaired = isRepaired
        var digits = digits
        if trailingX {
            guard digits.count == 9 || digits.count == 8 else { throw .wrongLength(digits.count + 1) }
            if digits.count == 8 { digits.insert(0, at: 0) }
            let expected = ISBNCheckDigit.isbn10(digits)
            guard expected == 10 else { throw .checksumMismatch(expected: Self.isbn10Character(expected), found: "X") }
            isbn13 = Self.isbn13(fromISBN10Body: digits)
            addOn = nil
            return
        }
        switch digits.count {
        case 9, 10:
            if digits.count == 9 { digits.insert(0, at: 0) }  // SBN: ISBN-10 with a leading 0
            let expected = ISBNCheckDigit.isbn10(digits.prefix(9))
            guard expected == digits[9] else {
                throw .checksumMismatch(
                    expected: Self.isbn10Character(expected), found: Self.isbn10Character(digits[9]))
            }
            isbn13 = Self.isbn13(fromISBN10Body: Array(digits.prefix(9)))
            addOn = nil
        case 13, 15, 18:
            let main = Array(digits.prefix(13))
            let prefix = main[0] * 100 + main[1] * 10 + main[2]
            let expected = ISBNCheckDigit.isbn13(main.prefix(12))
            guard prefix == 978 || prefix == 979 || prefix == 977 else {
                if digits.count == 13, expected == main[12] { throw .notABook(.other(String(prefix))) }
                throw digits.count == 13
                    ? .checksumMismatch(
                        expected: Self.digitCharacter(expected),
                        found: Self.digitCharacter(main[12])) : .wrongLength(digits.count)
            }
            guard expected == main[12] else {
                throw .checksumMismatch(expected: Self.digitCharacter(expected), found: Self.digitCharacter(main[12]))
            }
            if prefix == 977 { throw .notABook(.issn) }
            if prefix == 979 && main[3] == 0 { throw .notABook(.ismn) }
            isbn13 = String(main.map { Self.digitCharacter($0) })
            addOn = digits.count > 13 ? String(digits.dropFirst(13).map { Self.digitCharacter($0) }) : nil
        default:
            throw .wrongLength(digits.count)
        }
    }

    /// The ISBN-10 form, or `nil` for 979 ISBNs, which have none (ISBN Users' Manual §4).
    public var isbn10: String? {
        guard isbn13.hasPrefix("978") else { return nil }
        let body = isbn13.utf8.dropFirst(3).prefix(9).map { Int($0) - 48 }
        return String(body.map { Self.digitCharacter($0) }) + String(Self.isbn10Character(ISBNCheckDigit.isbn10(body)))
    }

    /// The ISBN-13 with hyphens between prefix, group, registrant, publication and check digit,
    /// or `nil` when the group or registrant range is not in the International ISBN Agency's data.
    ///
    /// - Complexity: O(r) in the number of registrant ranges of the group.
    public var hyphenated: String? {
        guard let parts = ISBNRanges.split(isbn13) else { return nil }
        return [parts.prefix, parts.group, parts.registrant, parts.publication, parts.check].joined(separator: "-")
    }

    /// The ISBN-10 hyphenated with the same group and registrant, or `nil` for 979 or unknown ranges.
    public var hyphenatedISBN10: String? {
        guard let parts = ISBNRanges.split(isbn13), let ten = isbn10, let check = ten.last else { return nil }
        return [parts.group, parts.registrant, parts.publication, String(check)].joined(separator: "-")
    }

    /// The registration group's agency (language area or country), when the range data knows it.
    public var registrationGroup: String? {
        guard let parts = ISBNRanges.split(isbn13) else { return nil }
        return ISBNRanges.groups[parts.prefix + parts.group]?.agency
    }

    /// The price in a 5-digit add-on, if there is one.
    public var price: EAN5Price? { addOn.flatMap { EAN5Price($0) } }

    /// The serial number and date of the International ISBN Agency range message used for hyphenation.
    public static var rangeDataVersion: (serial: String, date: String) { (ISBNRanges.serial, ISBNRanges.date) }

    /// The hyphenated form when known, else the 13 digits.
    public var description: String { hyphenated ?? isbn13 }

    /// Equal when the 13-digit forms are equal.
    public static func == (lhs: ISBN, rhs: ISBN) -> Bool { lhs.isbn13 == rhs.isbn13 }

    /// Hashes the 13-digit form.
    public func hash(into hasher: inout Hasher) { hasher.combine(isbn13) }

    /// Orders by the 13-digit form.
    public static func < (lhs: ISBN, rhs: ISBN) -> Bool { lhs.isbn13 < rhs.isbn13 }

    /// Decodes from a single string holding any accepted ISBN form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes as the 13-digit string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isbn13)
    }

    private static func isbn13(fromISBN10Body body: [Int]) -> String {
        let digits = [9, 7, 8] + body
        return String((digits + [ISBNCheckDigit.isbn13(digits)]).map { digitCharacter($0) })
    }

    private static func digitCharacter(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(48 + value)))
    }

    private static func isbn10Character(_ value: Int) -> Character {
        value == 10 ? "X" : digitCharacter(value)
    }
}

extension ISBN {
    /// Validates exactly 13 ASCII digits without cleaning: the fast path for stored books.
    init(storedDigits text: Substring) throws(ISBNError) {
        let digits = text.utf8.map { Int($0) - 48 }
        guard digits.count == 13, digits.allSatisfy({ (0...9).contains($0) }) else { throw .wrongLength(digits.count) }
        try self.init(cleanedDigits: digits, trailingX: false, isRepaired: false)
    }

    /// A copy of an already validated ISBN with the repair flag restored (decoding stored books).
    init(validated: ISBN, isRepaired: Bool) {
        self.isbn13 = validated.isbn13
        self.addOn = validated.addOn
        self.isRepaired = isRepaired
    }
}
