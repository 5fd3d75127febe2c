import Foundation
import Testing

@testable import DesignTokens

/// A document with a translucent tint over a surface, in light and dark.
private let tinted = #"""
    {
      "$extensions": {
        "org.composableclarity.modifiers": {"theme": {"contexts": ["light", "dark"]}},
        "org.composableclarity.contrastPairs": [
          {"foreground": "text", "background": "tint", "surface": "surface", "requirement": "aaNormalText"}
        ]
      },
      "surface": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]},
                  "$extensions": {"org.composableclarity.modes": {"theme:dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}}},
      "tint": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5}},
      "text": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]},
               "$extensions": {"org.composableclarity.modes": {"theme:dark": {"colorSpace": "srgb", "components": [1, 1, 1]}}}},
      "veil": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}}
    }
    """#

@Suite("Contrast audit")
struct ContrastAuditTests {
    /// Red at 0.5 over white is (1, 0.5, 0.5): luminance 0.2126 + 0.7152·0.2140 + 0.0722·0.2140
    /// = 0.3811 (0.5 linearises to ((0.5 + 0.055) / 1.055)^2.4 = 0.2140), so black text on it is
    /// (0.3811 + 0.05) / 0.05 = 8.62:1. Over black it is (0.5, 0, 0): luminance 0.2126·0.2140 =
    /// 0.0455, and white text on it (1.05) / (0.0955) = 10.99:1. Measured without the surface, the
    /// opaque red would give 5.25:1 and 4.00:1: compositing matters.
    @Test("composites a translucent background over its surface before measuring")
    func composites() throws {
        let doc = try TokenDocument(jsonString: tinted)
        let pair = try #require(doc.contrastPairs.first)
        #expect(
            pair == ContrastPair(foreground: "text", background: "tint", surface: "surface", requirement: .aaNormalText)
        )
        let light = try TokenDocument.visibleBackground(of: pair, in: doc.resolve(mode: ["theme": "light"]))
        #expect(light == RGBColor(red: 1, green: 0.5, blue: 0.5))
        #expect(abs(RGBColor.black.contrastRatio(against: light) - 8.62) < 0.005)
        let dark = try TokenDocument.visibleBackground(of: pair, in: doc.resolve(mode: ["theme": "dark"]))
        #expect(dark == RGBColor(red: 0.5, green: 0, blue: 0))
        #expect(abs(RGBColor.white.contrastRatio(against: dark) - 10.99) < 0.005)
        #expect(try doc.auditContrast() == ContrastReport(checks: 2, failures: []))
    }

    @Test("reports a failing pair with its surface, mode and ratio")
    func failure() throws {
        let doc = try TokenDocument(jsonString: tinted)
        let pair = ContrastPair(foreground: "text", background: "tint", surface: "surface", requirement: .aaaNormalText)
        let enhanced = ContrastPair(
            foreground: "veil", background: "tint", surface: "surface", requirement: .aaNormalText)
        let report = try doc.auditContrast(pairs: [pair, enhanced])
        #expect(report.checks == 4)
        // Black at 0.5 over (1, 0.5, 0.5) is (0.5, 0.25, 0.25), luminance 0.2126·0.2140 +
        // 0.7848·0.0509 = 0.0855: (0.3811 + 0.05) / (0.0855 + 0.05) = 3.18:1 in light; over
        // (0.5, 0, 0) it is (0.25, 0, 0), luminance 0.0108: 0.0955 / 0.0608 = 1.57:1 in dark.
        // The 8.62 and 10.99 of the text pass 7:1.
        #expect(report.failures.map(\.pair) == [enhanced, enhanced])
        #expect(report.failures.map { $0.mode["theme"] } == ["light", "dark"])
        #expect(abs(report.failures[0].ratio - 3.18) < 0.005)
        #expect(abs(report.failures[1].ratio - 1.57) < 0.005)
        #expect(report.failures[0].required == 4.5)
        #expect(report.failures[0].description.hasPrefix("veil on tint is 3."))
        #expect(!report.passed)
    }

    @Test(
        "refuses to measure what it cannot see",
        arguments: [
            (
                ContrastPair(foreground: "text", background: "tint", requirement: .aaNormalText),
                TokenError.invalidValue(
                    path: "tint", type: .color,
                    expected: "opaque in a contrast pair without a surface (it is 0.5 opaque)")
            ),
            (
                ContrastPair(foreground: "text", background: "tint", surface: "veil", requirement: .aaNormalText),
                TokenError.invalidValue(
                    path: "veil", type: .color, expected: "opaque as a contrast surface (it is 0.5 opaque)")
            ),
            (
                ContrastPair(foreground: "text", background: "tint", surface: "nothing", requirement: .aaNormalText),
                TokenError.tokenNotFound("nothing")
            ),
            (
                ContrastPair(foreground: "nothing", background: "surface", requirement: .aaNormalText),
                TokenError.tokenNotFound("nothing")
            ),
        ])
    func errors(pair: ContrastPair, error: TokenError) throws {
        let doc = try TokenDocument(jsonString: tinted)
        #expect(throws: error) { try doc.auditContrast(pairs: [pair]) }
    }

    @Test("skips declared pairs it cannot read, and reads a pair without a surface")
    func declarations() throws {
        let doc = try TokenDocument(
            jsonString: #"""
                {"$extensions": {"org.composableclarity.contrastPairs": [
                   {"foreground": "a", "background": "b", "requirement": "uiComponent"},
                   {"foreground": "a", "requirement": "uiComponent"},
                   {"foreground": "a", "background": "b", "requirement": "excellent"}]},
                 "a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                 "b": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}
                """#)
        #expect(doc.contrastPairs == [ContrastPair(foreground: "a", background: "b", requirement: .uiComponent)])
        #expect(try doc.auditContrast().passed)
    }
}
