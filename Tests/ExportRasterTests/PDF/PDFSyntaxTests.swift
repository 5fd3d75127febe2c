import Testing

@testable import ExportRaster

@Suite("PDF syntax")
struct PDFSyntaxTests {
    @Test(
        "reals are written in fixed point, without exponents, trailing zeros or -0 (ISO 32000-1 §7.3.3)",
        arguments: [
            (0.5, "0.5"), (-2.5, "-2.5"), (3, "3"), (0, "0"), (-0.0, "0"), (-0.000_01, "0"), (1e-7, "0"),
            (1_234.567_89, "1234.5679"), (0.000_06, "0.0001"), (-0.000_06, "-0.0001"), (0.1, "0.1"),
            (32_767, "32767"), (10.000_04, "10"), (0.012, "0.012"),
        ])
    func fixedPoint(value: Double, text: String) {
        #expect(PDFSyntax.number(value) == text)
    }

    @Test("more decimals can be asked for, as transform entries are written")
    func decimals() {
        #expect(PDFSyntax.number(0.123_456_7, decimals: 6) == "0.123457")
        #expect(PDFSyntax.number(0.5, decimals: 0) == "1")  // rounds half away from zero
    }

    @Test("cross-reference offsets are ten zero-padded digits")
    func tenDigits() {
        #expect(PDFSyntax.tenDigits(0) == Array("0000000000".utf8))
        #expect(PDFSyntax.tenDigits(1_234) == Array("0000001234".utf8))
        #expect(PDFSyntax.tenDigits(9_999_999_999) == Array("9999999999".utf8))
    }

    @Test("byte strings are written as hexadecimal strings (§7.3.4.3)")
    func hexString() {
        #expect(PDFSyntax.hexString([0x00, 0x9F, 0xFF]) == "<009FFF>")
        #expect(PDFSyntax.hexString([]) == "<>")
    }
}
