/// The lexical pieces of a PDF file that the writer emits: numbers, names and keywords as bytes.
///
/// ISO 32000-1 §7.3.3 (numeric objects): a real number is written as an optional sign, digits and
/// at most one period; exponent notation (`1e-5`) is not PDF syntax, so every real is written in
/// fixed-point form here. Annex C, Table C.1, gives about five significant digits in the fraction
/// as what readers keep, so coordinates are rounded to four decimals.
enum PDFSyntax {
    /// Appends `value` rounded to `decimals` places, without trailing zeros or a lone `-0`.
    ///
    /// - Precondition: `value` is finite and `|value| × 10^decimals` fits comfortably in an `Int64`
    ///   (callers check against ``VectorPDF/coordinateLimit`` first).
    /// - Complexity: O(1).
    static func appendNumber(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
        precondition(value.isFinite && (0...6).contains(decimals), "number not writable")
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        precondition(abs(scaled) < 9e18, "number too large for fixed-point output")
        var units = Int64(scaled)
        if units < 0 {
            bytes.append(UInt8(ascii: "-"))
            units = -units
        }
        appendDigits(units / scale, to: &bytes)
        var fraction = units % scale
        guard fraction != 0 else { return }
        var width = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        bytes.append(UInt8(ascii: "."))
        var divisor: Int64 = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// Appends a non-negative integer in decimal.
    static func appendDigits(_ value: Int64, to bytes: inout [UInt8]) {
        if value >= 10 { appendDigits(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `value` as a decimal string with at most `decimals` places (for dictionaries and tests).
    static func number(_ value: Double, decimals: Int = 4) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A ten-digit, zero-padded byte offset as a cross-reference entry needs (§7.5.4).
    ///
    /// - Precondition: `0 ≤ value < 10¹⁰`, the largest offset the table can hold.
    static func tenDigits(_ value: Int) -> [UInt8] {
        precondition(value >= 0 && value < 10_000_000_000, "offset does not fit ten digits")
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: 10)
        var rest = value
        var index = 9
        while rest > 0 {
            digits[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        }
        return digits
    }

    /// Bytes as an uppercase hexadecimal string object, `<…>` (§7.3.4.3).
    static func hexString(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = [UInt8(ascii: "<")]
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        text.append(UInt8(ascii: ">"))
        return String(decoding: text, as: UTF8.self)
    }
}
