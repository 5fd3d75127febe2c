/// A colour for a symbol: a system colour or an sRGB colour given as hex.
public enum SymbolColor: Sendable, Hashable, Codable {
    /// An adaptive system colour.
    case system(SystemColor)
    /// An sRGB colour with 8-bit components.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// Parses `"#FF8000"`, `"FF8000"` or the short form `"#F80"`.
    /// - Throws: ``SymbolCodeError/invalidHexColor(_:)`` with the text for anything else.
    public static func hex(_ text: String) throws(SymbolCodeError) -> SymbolColor {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count, digits.allSatisfy(\.isASCII) else {
            throw .invalidHexColor(text)
        }
        switch values.count {
        case 3:
            return .rgb(red: UInt8(values[0] * 17), green: UInt8(values[1] * 17), blue: UInt8(values[2] * 17))
        case 6:
            return .rgb(
                red: UInt8(values[0] * 16 + values[1]), green: UInt8(values[2] * 16 + values[3]),
                blue: UInt8(values[4] * 16 + values[5]))
        default:
            throw .invalidHexColor(text)
        }
    }
}
