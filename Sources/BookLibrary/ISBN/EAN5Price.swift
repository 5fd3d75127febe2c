/// The suggested retail price carried by the 5-digit add-on printed beside a book's barcode.
///
/// The first digit names the currency (0 or 1: pound sterling, 3: Australian dollar, 4: New Zealand
/// dollar, 5: US dollar, 6: Canadian dollar) and the other four give the price in hundredths.
/// `90000` means no suggested price; other add-ons beginning with 9 are for internal use.
public enum EAN5Price: Equatable, Sendable, CustomStringConvertible {
    /// A price in a currency, as a whole number of hundredths (`1995` is 19.95).
    case price(currency: Currency, hundredths: Int)
    /// `90000`: the publisher gives no suggested price.
    case noSuggestedPrice
    /// A code that is not a price (internal or reserved use, or an unassigned currency digit).
    case other(String)

    /// The currencies an EAN-5 price add-on can name.
    public enum Currency: String, Equatable, Sendable {
        /// Pound sterling (first digit 0 or 1).
        case gbp = "GBP"
        /// Australian dollar (first digit 3).
        case aud = "AUD"
        /// New Zealand dollar (first digit 4).
        case nzd = "NZD"
        /// United States dollar (first digit 5).
        case usd = "USD"
        /// Canadian dollar (first digit 6).
        case cad = "CAD"
    }

    /// Decodes a 5-digit add-on; `nil` unless `code` is exactly five ASCII digits.
    public init?(_ code: String) {
        let digits = code.utf8.map { Int($0) - 48 }
        guard digits.count == 5, digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
        let amount = digits[1...].reduce(0) { $0 * 10 + $1 }
        switch digits[0] {
        case 0, 1: self = .price(currency: .gbp, hundredths: amount)
        case 3: self = .price(currency: .aud, hundredths: amount)
        case 4: self = .price(currency: .nzd, hundredths: amount)
        case 5: self = .price(currency: .usd, hundredths: amount)
        case 6: self = .price(currency: .cad, hundredths: amount)
        case 9 where amount == 0: self = .noSuggestedPrice
        default: self = .other(code)
        }
    }

    /// The price as text, for example `USD 19.95`.
    public var description: String {
        switch self {
        case .price(let currency, let hundredths):
            let cents = hundredths % 100
            return "\(currency.rawValue) \(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
        case .noSuggestedPrice:
            return "no suggested price"
        case .other(let code):
            return "code \(code)"
        }
    }
}
