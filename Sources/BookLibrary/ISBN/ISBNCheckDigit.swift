/// Check-digit arithmetic for ISBN-10 and ISBN-13.
///
/// ISBN Users' Manual (International ISBN Agency, 7th ed.) §4 and §9: an ISBN-13 check digit makes
/// the weighted sum (weights 1, 3, 1, 3, …) a multiple of 10; an ISBN-10 check digit makes the
/// weighted sum (weights 10, 9, …, 1) a multiple of 11, with X standing for 10. Both are O(n).
enum ISBNCheckDigit {
    /// The ISBN-13 check digit (0...9) for the first twelve digits. `digits` must hold 12 values 0...9.
    static func isbn13(_ digits: some Collection<Int>) -> Int {
        precondition(digits.count == 12, "ISBN-13 check digit needs 12 digits")
        var sum = 0
        for (index, digit) in digits.enumerated() { sum += digit * (index.isMultiple(of: 2) ? 1 : 3) }
        return (10 - sum % 10) % 10
    }

    /// The ISBN-10 check value (0...10, where 10 is written X) for the first nine digits.
    static func isbn10(_ digits: some Collection<Int>) -> Int {
        precondition(digits.count == 9, "ISBN-10 check digit needs 9 digits")
        var sum = 0
        for (index, digit) in digits.enumerated() { sum += digit * (10 - index) }
        return (11 - sum % 11) % 11
    }
}
