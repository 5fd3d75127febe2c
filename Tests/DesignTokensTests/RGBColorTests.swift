import Testing

@testable import DesignTokens

@Suite("RGBColor")
struct RGBColorTests {
    @Test(
        "hex forms expand as CSS Color 4 §5.2 says",
        arguments: [
            ("#F00", 255, 0, 0, 255), ("#f00a", 255, 0, 0, 170), ("#FF3B30", 255, 59, 48, 255),
            ("#ff3b3080", 255, 59, 48, 128),
        ])
    func parsesHex(text: String, r: Int, g: Int, b: Int, a: Int) throws {
        let color = try RGBColor(hex: text)
        #expect((color.red * 255).rounded() == Double(r))
        #expect((color.green * 255).rounded() == Double(g))
        #expect((color.blue * 255).rounded() == Double(b))
        #expect((color.alpha * 255).rounded() == Double(a))
    }

    @Test("rejects malformed hex with a located error")
    func rejects() {
        #expect(throws: ColorParseError.missingHash("FF0000")) { try RGBColor(hex: "FF0000") }
        #expect(throws: ColorParseError.invalidCharacter("#FG0000", offset: 2)) { try RGBColor(hex: "#FG0000") }
        #expect(throws: ColorParseError.wrongLength("#12345", digits: 5)) { try RGBColor(hex: "#12345") }
        #expect(throws: ColorParseError.wrongLength("#1234567", digits: 7)) { try RGBColor(hex: "#1234567") }
    }

    /// WCAG's own examples: black on white is 21:1; #777777 on white is the well-known 4.48:1.
    ///
    /// #777777 by hand, WCAG 2.2 "relative luminance": 0x77 / 255 = 0.466667, above 0.04045, so
    /// linear = ((0.466667 + 0.055) / 1.055)^2.4 = 0.494471^2.4 = 0.184475 for each channel, and
    /// L = (0.2126 + 0.7152 + 0.0722) × 0.184475 = 0.184475. White has L = 1, so the ratio is
    /// (1 + 0.05) / (0.184475 + 0.05) = 1.05 / 0.234475 = 4.478089.
    @Test("WCAG contrast ratios of known pairs")
    func contrast() {
        #expect(abs(RGBColor.black.contrastRatio(against: .white) - 21) < 1e-9)
        let gray = RGBColor(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255)
        #expect(abs(gray.contrastRatio(against: .white) - 4.4781) < 1e-4)
    }
}
