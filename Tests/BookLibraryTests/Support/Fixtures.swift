import Foundation

@testable import BookLibrary

/// Small deterministic books for store and search tests.
enum Fixtures {
    static let epoch = Date(timeIntervalSinceReferenceDate: 700_000_000)

    static func book(_ number: Int, isbn: Bool = false) -> Book {
        var parsed: ISBN?
        if isbn {
            var digits = [9, 7, 8, 0] + String(format: "%08d", number).compactMap(\.wholeNumberValue)
            digits.append(ISBNCheckDigit.isbn13(digits))
            parsed = try? ISBN(digits.map(String.init).joined())
        }
        return Book(
            isbn: parsed, localID: parsed == nil ? "book-\(number)" : nil, title: "Title \(number)",
            authors: ["Author \(number % 7)"], format: number % 2 == 0 ? .paperback : .hardcover,
            pageCount: 100 + number, addedAt: epoch.addingTimeInterval(Double(number)))
    }
}
