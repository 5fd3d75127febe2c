import Testing

@testable import QREncoder

@Suite("GF(256) arithmetic")
struct GaloisFieldTests {
    /// Powers of α from the log/antilog table in Thonky's QR tutorial and ISO/IEC 18004 Annex A.
    @Test(
        "α powers match the published antilog table",
        arguments: [
            (0, 1), (1, 2), (7, 128), (8, 29), (9, 58), (10, 116), (25, 3), (12, 205), (50, 5), (75, 15),
        ])
    func alphaPowers(exponent: Int, value: Int) {
        #expect(GaloisField.power(ofAlpha: exponent) == UInt8(value))
    }

    @Test("logarithms invert exponents for every non-zero element")
    func logarithmsInvert() {
        for a in 1...255 {
            #expect(GaloisField.exponents[Int(GaloisField.logarithms[a])] == UInt8(a))
        }
    }

    @Test("multiplication agrees with carry-less multiply reduced by 0x11D")
    func multiplicationMatchesPolynomialArithmetic() {
        func slow(_ a: Int, _ b: Int) -> Int {
            var product = 0
            for bit in 0..<8 where b & (1 << bit) != 0 { product ^= a << bit }
            for bit in stride(from: 15, through: 8, by: -1) where product & (1 << bit) != 0 {
                product ^= 0x11D << (bit - 8)
            }
            return product
        }
        for a in 0...255 {
            for b in stride(from: 0, through: 255, by: 7) {
                #expect(Int(GaloisField.multiply(UInt8(a), UInt8(b))) == slow(a, b))
            }
        }
    }

    @Test("division undoes multiplication")
    func divisionUndoesMultiplication() {
        for a in 0...255 {
            for b in 1...255 where (a + b) % 5 == 0 {
                #expect(GaloisField.divide(GaloisField.multiply(UInt8(a), UInt8(b)), UInt8(b)) == UInt8(a))
            }
        }
    }
}
