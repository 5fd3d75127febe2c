import Foundation
import Testing

@testable import SymbolCatalog

/// The module trims with the standard library so that it needs only FoundationEssentials; these
/// tests hold it to Foundation's `CharacterSet` answers, scalar by scalar.
@Suite("String trimming")
struct StringTrimmingTests {
    @Test("classifies every Unicode scalar as Foundation's whitespace character sets do")
    func everyScalar() {
        var differences: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isWhitespaceOrNewline != CharacterSet.whitespacesAndNewlines.contains(scalar) {
                differences.append("whitespacesAndNewlines U+\(String(value, radix: 16, uppercase: true))")
            }
            if scalar.isHorizontalWhitespace != CharacterSet.whitespaces.contains(scalar) {
                differences.append("whitespaces U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    @Test(
        "trims strings like trimmingCharacters(in:)",
        arguments: [
            "", " ", "  Tab Bar ", "\n\t Icons\r\n", "\u{3000}名前\u{3000}", " \u{301}x ", "x \u{301}",
            "\u{200B}a\u{200B}",
            "\u{85}a b\u{2028}", "e\u{301}", "👩‍👩‍👧 ",
        ])
    func strings(text: String) {
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(Substring(text).trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }
}
