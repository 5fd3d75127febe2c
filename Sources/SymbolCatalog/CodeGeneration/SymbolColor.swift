/// A colour for a symbol: a system colour or an sRGB colour given as hex.
public enum SymbolColor: Sendable, Hashable, Codable {
    /// An adaptive system colour.
    case system(SystemColor)
    /// An sRGB colour with 8-bit components.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The colour as `#RRGGBB` in uppercase hex, for showing and editing a custom colour; `nil` for a
    /// system colour, which adapts to appearance and has no single value.
    ///
    /// The inverse of ``hex(_:)``: `try SymbolColor.hex("#f80").hexString` is `"#FF8800"`.
    /// - Complexity: O(1).
    public var hexString: String? {
        guard case .rgb(let red, let green, let blue) = self else { return nil }
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for component in [red, green, blue] {
            bytes.append(digits[Int(component >> 4)])
            bytes.append(digits[Int(component & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

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
