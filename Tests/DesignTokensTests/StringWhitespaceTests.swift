import Foundation
import Testing

@testable import DesignTokens

/// The legacy import and the mode-condition reader trim spaces and tabs without Foundation; these
/// tests hold that trimming to Foundation's `trimmingCharacters(in: .whitespaces)`.
@Suite("Trimming spaces and tabs")
struct StringWhitespaceTests {
    @Test(
        "trims exactly what Foundation's CharacterSet.whitespaces trims",
        arguments: [
            "  16px  ", "\t1.5rem\t", "\u{00A0}200ms\u{3000}", "\u{2009}x\u{202F}", "\n12\n", "\u{200B}a\u{200B}",
            "   ", "", "a b", " \u{0301}a ", "\u{1680}ogham\u{1680}", "\u{FEFF}bom", "\u{85}next\u{85}",
            "\r\n\t theme : dark \t", "é ",
        ])
    func matchesFoundation(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test("counts as a space or tab every scalar CharacterSet.whitespaces holds, and no other")
    func everyScalar() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isSpaceOrTab != CharacterSet.whitespaces.contains(scalar) { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty)
    }
}
