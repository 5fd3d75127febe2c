import Testing

@testable import BookLibrary

@Suite("ISBN check digits")
struct ISBNCheckDigitTests {
    static func digits(_ text: String) -> [Int] { text.compactMap { $0.wholeNumberValue } }

    /// ISBNs printed in real books: The C Programming Language 2nd ed. (0-13-110362-8 /
    /// 978-0-13-110362-7), the ISBN manual example 978-0-306-40615-7, and Gödel, Escher, Bach
    /// (0-465-02656-7 / 978-0-465-02656-2).
    @Test(
        "ISBN-13 check digits of published books",
        arguments: [
            "9780131103627", "9780306406157", "9780465026562", "9780262033848",
        ])
    func isbn13(isbn: String) {
        let d = Self.digits(isbn)
        #expect(ISBNCheckDigit.isbn13(d.prefix(12)) == d[12])
    }

    @Test(
        "ISBN-10 check values of published books",
        arguments: [
            ("013110362", 8), ("030640615", 2), ("046502656", 7), ("080442957", 10),
        ])
    func isbn10(prefix: String, check: Int) {
        #expect(ISBNCheckDigit.isbn10(Self.digits(prefix)) == check)
    }
}
