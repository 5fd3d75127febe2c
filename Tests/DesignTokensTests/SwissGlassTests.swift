import Foundation
import Testing

@testable import DesignTokens

/// REQUIREMENTS.md, section "Book-spine scanning app "SwiftWing"", lines 92–96.
@Suite("Swiss Glass built-in set")
struct SwissGlassTests {
    static let document = Result { try TokenDocument.swissGlass() }

    func doc() throws -> TokenDocument { try Self.document.get() }

    func resolve(_ mode: [String: String] = [:]) throws -> ResolvedTokens { try doc().resolve(mode: mode) }

    @Test("parses, with contrast × motion modes")
    func modes() throws {
        let doc = try doc()
        #expect(doc.modifiers.map(\.name) == ["contrast", "motion"])
        #expect(doc.allModes.count == 4)
        #expect(try TokenDocument(json: doc.jsonData()) == doc)
    }

    // Line 93: "background #000000, text #FFFFFF, accent International Orange #FF3B30".
    @Test("is black, white and International Orange in every mode")
    func palette() throws {
        for mode in try doc().allModes {
            let resolved = try resolve(mode)
            #expect(try resolved.color("color.background").hexString == "#000000")
            #expect(try resolved.color("color.text.primary").hexString == "#ffffff")
            #expect(try resolved.color("color.accent").hexString == "#ff3b30")
        }
    }

    // Line 92: "Queue thumbnail states: yellow uploading, blue analyzing, green done, gray offline (queued)."
    @Test(
        "the queue states are the system colours of the dark appearance",
        arguments: [("uploading", "yellow"), ("analyzing", "blue"), ("done", "green"), ("offline", "gray")])
    func states(state: String, hue: String) throws {
        let expected = try #require(HIGSystemColors.table[hue])
        #expect(HIGSystemColors.bytes(try resolve().color("color.state.\(state)")) == expected[1])
        #expect(
            HIGSystemColors.bytes(try resolve(["contrast": "increased"]).color("color.state.\(state)")) == expected[3])
        // A thumbnail: a 2 pt stroke in the state colour (line 95).
        let border = try #require(try resolve()["border.thumbnail.\(state)"]?.value)
        #expect(border["width"]?["value"]?.doubleValue == 2)
        #expect(border["color"] == (try resolve()["color.state.\(state)"]?.value))
    }

    // Line 94: "JetBrains Mono for data and IDs (16–24 pt) with SF Pro".
    @Test("sets data and IDs in JetBrains Mono from 16 to 24 pt, the rest in SF Pro")
    func type() throws {
        let resolved = try resolve()
        for (role, size) in [("data", 16.0), ("dataLarge", 24)] {
            let font = try #require(resolved["font.\(role)"]?.value)
            #expect(font["fontFamily"]?.arrayValue?.first == .string("JetBrains Mono"))
            #expect(font["fontSize"]?["value"]?.doubleValue == size)
        }
        let body = try #require(resolved["font.body"]?.value)
        #expect(body["fontFamily"]?.arrayValue?.first == .string("SF Pro"))
        #expect(body["fontSize"]?["value"]?.doubleValue == TextStyle.body.iOSSize(.large))
        // Dynamic Type: every font names the text style it scales with.
        let doc = try doc()
        for path in ["font.body", "font.data", "font.dataLarge"] {
            #expect(doc.extensionValue(ExtensionKey.textStyle, of: try #require(doc[path])) != nil)
        }
    }

    // Lines 94–95: "radius 12 (cards, with 2 pt white stroke), 8 (thumbnails, 2 pt state-coloured stroke),
    // 4 pt strokes for emphasis".
    @Test("has radii 12 and 8, strokes 2 and 4, and a white 2 pt card stroke")
    func shapes() throws {
        let resolved = try resolve()
        #expect(try resolved.dimension("radius.card").points == 12)
        #expect(try resolved.dimension("radius.thumbnail").points == 8)
        #expect(try resolved.dimension("stroke.regular").points == 2)
        #expect(try resolved.dimension("stroke.emphasis").points == 4)
        let card = try #require(resolved["border.card"]?.value)
        #expect(try RGBColor(dtcg: try #require(card["color"]), path: "") == .white)
        #expect(card["width"]?["value"]?.doubleValue == 2)
        #expect(resolved["border.emphasis"]?.value["width"]?["value"]?.doubleValue == 4)
    }

    // Line 96: "glow white 0.1 opacity radius 8".
    @Test("glows white at 0.1 opacity with SwiftUI radius 8")
    func glow() throws {
        let glow = try #require(try resolve()["shadow.glow"]?.value)
        let color = try RGBColor(dtcg: try #require(glow["color"]), path: "")
        #expect(color == RGBColor(red: 1, green: 1, blue: 1, alpha: 0.1))
        // DTCG gives the CSS blur radius; SwiftUI's radius is half of it.
        #expect(glow["blur"]?["value"]?.doubleValue == 16)
        let source = try SwiftCodeGenerator(namespace: "Swiss").generate(from: doc())
        #expect(source.contains("radius: 8, x: 0, y: 0"))
    }

    // Line 96: "motion spring 0.2 s, linear 0.1 s".
    @Test("moves with a 0.2 s spring and a 0.1 s linear; Reduce Motion gives none and a cross-fade")
    func motion() throws {
        let doc = try doc()
        let standard = try resolve()
        #expect(standard["animation.spring"]?.value["duration"]?["value"]?.doubleValue == 200)
        #expect(
            doc.extensionValue(ExtensionKey.spring, of: try #require(doc["animation.spring"]))?["bounce"]
                == .number(JSONNumber(0)))
        let linear = try #require(standard["animation.linear"]?.value)
        #expect(linear["duration"]?["value"]?.doubleValue == 100)
        #expect(linear["timingFunction"]?.arrayValue?.map(\.doubleValue) == [0, 0, 1, 1])
        let reduced = try resolve(["motion": "reduced"])
        #expect(reduced["animation.spring"]?.value["duration"]?["value"]?.doubleValue == 0)
        #expect(reduced["animation.linear"]?.value == linear)
    }

    // Line 96: "WCAG AAA contrast".
    @Test("passes its AAA audit: text at 7:1, the accent as large text, the states as strokes")
    func audit() throws {
        let doc = try doc()
        #expect(doc.contrastPairs.first { $0.foreground == "color.text.primary" }?.requirement == .aaaNormalText)
        #expect(doc.contrastPairs.first { $0.foreground == "color.accent" }?.requirement == .aaaLargeText)
        #expect(doc.contrastPairs.filter { $0.requirement == .uiComponent }.count == 4)
        let report = try doc.auditContrast()
        #expect(report.checks == 6 * 4)
        for failure in report.failures { Issue.record("\(failure)") }
        #expect(report.passed)
    }

    /// What cannot meet AAA's 7:1 as body text, recomputed from the colours: the accent #FF3B30 on
    /// black is (0.2460 + 0.05) / 0.05 = 5.92; system blue #0A84FF 5.76 and gray #8E8E93 6.44
    /// (their increased-contrast values, 7.42 and 9.50, pass). So they are declared for large text
    /// and strokes only, and this test keeps the shortfall on record.
    @Test("the accent, blue and gray fall short of 7:1 as body text, and the audit says so")
    func aaaShortfall() throws {
        let pairs = [
            "color.accent", "color.state.uploading", "color.state.analyzing", "color.state.done", "color.state.offline",
        ]
        .map { ContrastPair(foreground: $0, background: "color.background", requirement: .aaaNormalText) }
        let report = try doc().auditContrast(pairs: pairs)
        let found = Dictionary(
            report.failures.map { ("\($0.pair.foreground) \($0.mode["contrast"] ?? "")", $0.ratio) },
            uniquingKeysWith: min)
        let expected = [
            "color.accent standard": 5.9203, "color.accent increased": 5.9203,
            "color.state.analyzing standard": 5.7574, "color.state.offline standard": 6.4407,
        ]
        #expect(Set(found.keys) == Set(expected.keys))
        for (key, ratio) in expected { #expect(abs((found[key] ?? 0) - ratio) < 0.005, "\(key)") }
    }

    @Test("has no component tokens, and the catalogue says which")
    func noComponents() throws {
        let problems = ComponentCatalog.composableClarity.tokenProblems(in: try doc())
        #expect(
            problems.contains(
                .invalid(path: "/component/badge/font", expected: "a typography token for Badge", found: "nothing")))
        #expect(problems.count == 41)
    }
}
