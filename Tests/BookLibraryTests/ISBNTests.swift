import Foundation
import Testing

@testable import BookLibrary

@Suite("ISBN")
struct ISBNTests {
    /// ISBNs printed in real books, as ISBN-10 and ISBN-13 (the pair printed on the copyright page).
    static let publishedPairs: [(String, String)] = [
        ("0-13-110362-8", "9780131103627"),  // Kernighan & Ritchie, The C Programming Language, 2nd ed.
        ("0-465-02656-7", "9780465026562"),  // Hofstadter, Gödel, Escher, Bach
        ("0-262-51087-1", "9780262510875"),  // Abelson & Sussman, SICP, 2nd ed.
        ("0-201-89683-4", "9780201896831"),  // Knuth, TAOCP vol. 1, 3rd ed.
        ("0-201-61622-X", "9780201616224"),  // Hunt & Thomas, The Pragmatic Programmer
        ("0-306-40615-2", "9780306406157"),  // the ISBN Users' Manual example
    ]

    @Test("published ISBN-10s convert to the ISBN-13 printed beside them", arguments: publishedPairs)
    func tenToThirteen(pair: (String, String)) throws {
        let isbn = try ISBN(pair.0)
        #expect(isbn.isbn13 == pair.1)
        #expect(isbn.isbn10 == pair.0.replacingOccurrences(of: "-", with: ""))
        #expect(try ISBN(pair.1) == isbn)
    }

    @Test("979 ISBNs have no ISBN-10")
    func nineSevenNine() throws {
        let isbn = try ISBN("979-10-90636-07-1")
        #expect(isbn.isbn13 == "9791090636071")
        #expect(isbn.isbn10 == nil)
        #expect(isbn.hyphenatedISBN10 == nil)
        #expect(isbn.hyphenated == "979-10-90636-07-1")
    }

    @Test("the public contract example")
    func contract() throws {
        let isbn = try ISBN("978-0-306-40615-7")
        #expect(isbn.isbn13 == "9780306406157")
        #expect(isbn.isbn10 == "0306406152")
        #expect(isbn.hyphenated == "978-0-306-40615-7")
        #expect(isbn.hyphenatedISBN10 == "0-306-40615-2")
        #expect(isbn.registrationGroup == "English language")
        #expect(isbn.description == "978-0-306-40615-7")
        #expect(!isbn.isRepaired)
    }

    @Test(
        "cleans real-world input",
        arguments: [
            ("ISBN 978-0-306-40615-7", "9780306406157"),
            ("ISBN-13: 978-0-306-40615-7", "9780306406157"),
            ("isbn10: 0-306-40615-2", "9780306406157"),
            ("ISBN:0306406152", "9780306406157"),
            ("  978 0 306 40615 7  ", "9780306406157"),
            ("978\u{2013}0\u{2014}306\u{2010}40615\u{2212}7", "9780306406157"),
            ("０３０６４０６１５２", "9780306406157"),
            ("0-201-61622-x", "9780201616224"),
            ("0-201-61622-Ｘ", "9780201616224"),
            ("0-306-40615-2 (pbk.)", "9780306406157"),
            ("9780306406157 (hardcover)", "9780306406157"),
            ("=\"9780306406157\"", "9780306406157"),
            ("=\"0306406152\"", "9780306406157"),
            ("306406152", "9780306406157"),  // SBN: 9 digits, a leading 0 implied
            ("20161622X", "9780201616224"),
        ])
    func cleaning(input: String, expected: String) throws {
        #expect(try ISBN(input).isbn13 == expected)
    }

    @Test("EAN-13 with a 5-digit price add-on keeps the 13 and decodes the price")
    func eanFive() throws {
        let isbn = try ISBN("9780306406157 51995")
        #expect(isbn.isbn13 == "9780306406157")
        #expect(isbn.addOn == "51995")
        #expect(isbn.price == .price(currency: .usd, hundredths: 1995))
        #expect(isbn.price?.description == "USD 19.95")
    }

    @Test("EAN-13 with a 2-digit add-on")
    func eanTwo() throws {
        let isbn = try ISBN("978030640615705")
        #expect(isbn.addOn == "05")
        #expect(isbn.price == nil)
    }

    @Test(
        "EAN-5 price codes",
        arguments: [
            ("50799", EAN5Price.price(currency: .usd, hundredths: 799)),
            ("07900", .price(currency: .gbp, hundredths: 7900)),
            ("12500", .price(currency: .gbp, hundredths: 2500)),
            ("61000", .price(currency: .cad, hundredths: 1000)),
            ("31234", .price(currency: .aud, hundredths: 1234)),
            ("40001", .price(currency: .nzd, hundredths: 1)),
            ("90000", .noSuggestedPrice),
            ("99991", .other("99991")),
            ("21234", .other("21234")),
        ])
    func eanFivePrices(code: String, expected: EAN5Price) {
        #expect(EAN5Price(code) == expected)
    }

    @Test("EAN-5 rejects anything but five digits")
    func eanFiveInvalid() {
        #expect(EAN5Price("1234") == nil)
        #expect(EAN5Price("1234a") == nil)
        #expect(EAN5Price.noSuggestedPrice.description == "no suggested price")
        #expect(EAN5Price.other("99991").description == "code 99991")
        #expect(EAN5Price.price(currency: .gbp, hundredths: 7900).description == "GBP 79.00")
    }

    @Test(
        "every error case",
        arguments: [
            ("", ISBNError.empty),
            ("   ", .empty),
            ("ISBN:", .empty),
            ("978-0-306-40615-A", .invalidCharacter("A", offset: 16)),
            ("97803O6406157", .invalidCharacter("O", offset: 5)),
            ("0-201-6162X-4", .invalidCharacter("X", offset: 10)),
            ("12345", .wrongLength(5)),
            ("97803064061571", .wrongLength(14)),
            ("9780306406158", .checksumMismatch(expected: "7", found: "8")),
            ("0306406153", .checksumMismatch(expected: "2", found: "3")),
            ("030640615X", .checksumMismatch(expected: "2", found: "X")),
            ("0201616220", .checksumMismatch(expected: "X", found: "0")),
            ("9790260000438", .notABook(.ismn)),  // ISMN 979-0-2600-0043-8
            ("9771234567003", .notABook(.issn)),  // ISSN 1234-5679 as EAN-13
            ("4006381333931", .notABook(.other("400"))),  // a grocery EAN-13
            ("4006381333932", .checksumMismatch(expected: "1", found: "2")),
            ("400638133393112", .wrongLength(15)),
        ])
    func errors(input: String, expected: ISBNError) {
        #expect(throws: expected) { try ISBN(input) }
    }

    @Test(
        "error messages name the offending character and its position, the length, or the digits",
        arguments: [
            (ISBNError.empty, ["The ISBN is empty."]),
            // Offsets are zero-based in the error and one-based for the reader.
            (.invalidCharacter("A", offset: 2), ["\u{201C}A\u{201D}", "at position 3"]),
            (.wrongLength(5), ["10 or 13 digits", "this one has 5"]),
            (.checksumMismatch(expected: "7", found: "8"), ["check digit is 8", "should be 7"]),
            (.notABook(.ismn), ["ISMN", "979-0"]),
            (.notABook(.issn), ["ISSN", "977"]),
            (.notABook(.other("400")), ["prefix 400"]),
        ])
    func messages(error: ISBNError, fragments: [String]) {
        for fragment in fragments { #expect(error.description.contains(fragment)) }
    }

    @Test("OCR repair accepts look-alike letters only when the checksum passes")
    func ocrRepair() throws {
        let repaired = try ISBN("978O3O64O6l57", options: .repairOCR)
        #expect(repaired.isbn13 == "9780306406157")
        #expect(repaired.isRepaired)
        #expect(throws: ISBNError.invalidCharacter("B", offset: 0)) { try ISBN("B7SZ", options: .repairOCR) }
    }

    @Test("OCR repair that breaks the checksum reports the first replaced letter")
    func ocrRepairFails() {
        #expect(throws: ISBNError.invalidCharacter("S", offset: 3)) { try ISBN("978S306406157", options: .repairOCR) }
        #expect(throws: ISBNError.invalidCharacter("O", offset: 3)) { try ISBN("978O306406157") }
    }

    @Test("a valid ISBN in an unassigned range has no hyphenation but is valid")
    func unknownRange() throws {
        // 979-7 is not an assigned registration group in the range data.
        var digits = [9, 7, 9, 7, 0, 0, 0, 0, 0, 0, 0, 0]
        digits.append(ISBNCheckDigit.isbn13(digits))
        let isbn = try ISBN(digits.map(String.init).joined())
        #expect(isbn.hyphenated == nil)
        #expect(isbn.registrationGroup == nil)
        #expect(isbn.description == isbn.isbn13)
    }

    @Test("Codable round trip as a 13-digit string")
    func codable() throws {
        let isbn = try ISBN("0-306-40615-2")
        let data = try JSONEncoder().encode([isbn])
        #expect(String(decoding: data, as: UTF8.self) == "[\"9780306406157\"]")
        #expect(try JSONDecoder().decode([ISBN].self, from: data) == [isbn])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ISBN].self, from: Data("[\"12\"]".utf8)) }
        #expect(try ISBN("9780131103627") < isbn)
        #expect(ISBN.rangeDataVersion.serial == "6e5a8502-5e3f-4baa-9b1a-ff835dd18851")
    }
}
