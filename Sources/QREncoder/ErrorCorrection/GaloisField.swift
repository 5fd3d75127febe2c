/// Arithmetic in GF(2⁸) with the QR Code field polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D).
///
/// ISO/IEC 18004:2015 §7.5.2: Reed–Solomon error correction codewords are computed over this field,
/// with α = 2 as the primitive element. Multiplication and division go through exponent and
/// logarithm tables built once; both are O(1).
enum GaloisField {
    /// The field's reducing polynomial, including the x⁸ term.
    static let polynomial = 0x11D

    /// `exponents[i]` = αⁱ for i in 0..<510: α⁰…α²⁵⁴ twice over (α²⁵⁵ = 1), so that `log a + log b`
    /// (at most 254 + 254) needs no modulo.
    static let exponents: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for i in 0..<255 {
            table[i] = UInt8(value)
            table[i + 255] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= polynomial }
        }
        return table
    }()

    /// `logarithms[a]` = log_α(a) for a in 1...255; `logarithms[0]` is unused.
    static let logarithms: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for i in 0..<255 { table[Int(exponents[i])] = UInt8(i) }
        return table
    }()

    /// The product a·b in GF(2⁸).
    @inline(__always)
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 { return 0 }
        return exponents[Int(logarithms[Int(a)]) + Int(logarithms[Int(b)])]
    }

    /// The quotient a / b in GF(2⁸). Division by zero is a programmer error (precondition).
    @inline(__always)
    static func divide(_ a: UInt8, _ b: UInt8) -> UInt8 {
        precondition(b != 0, "division by zero in GF(256)")
        if a == 0 { return 0 }
        return exponents[Int(logarithms[Int(a)]) + 255 - Int(logarithms[Int(b)])]
    }

    /// αⁿ for any non-negative n.
    @inline(__always)
    static func power(ofAlpha n: Int) -> UInt8 {
        exponents[n % 255]
    }
}
