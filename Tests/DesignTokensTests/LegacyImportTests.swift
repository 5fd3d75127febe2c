import Foundation
import TestSupport
import Testing

@testable import DesignTokens

@Suite("Legacy import (Figma, Tokens Studio)")
struct LegacyImportTests {
    static let fixture: Data? = {
        FileManager.default.contents(atPath: TestEnvironment.fixture("DesignTokens/tokens-studio-legacy.json").path)
    }()

    func imported() throws -> LegacyImport {
        try TokenDocument.importingLegacy(json: try #require(Self.fixture))
    }

    @Test("the strict reader still rejects the legacy file")
    func strictUnchanged() throws {
        #expect(throws: TokenError.self) { try TokenDocument(json: try #require(Self.fixture)) }
    }

    @Test("converts colour strings to sRGB colour objects")
    func colors() throws {
        let doc = try imported().document
        let accent = try #require(doc["global.color.accent"])
        #expect(accent.type == .color)
        #expect(accent.value["hex"]?.stringValue == "#ff3b30")
        #expect(accent.value["components"]?.arrayValue?.compactMap(\.doubleValue) == [1, 0.2314, 0.1882])
        #expect(accent.description == "International Orange")
        let scrim = try #require(doc["global.color.scrim"])
        #expect(scrim.value["alpha"]?.doubleValue == 0.5)
        #expect(scrim.value["components"]?.arrayValue?.compactMap(\.doubleValue) == [0, 0, 0])
        #expect(doc["global.color.link"]?.value.stringValue == "{global.color.accent}")
        let resolved = try doc.resolve(mode: [:])
        let link = try resolved.color("global.color.link")
        #expect(abs(link.red - 1) < 1e-4 && abs(link.green - 59.0 / 255) < 1e-4 && abs(link.blue - 48.0 / 255) < 1e-4)
    }

    @Test("converts dimensions, durations, weights and percentages")
    func scalars() throws {
        let doc = try imported().document
        func pair(_ path: String) -> (Double?, String?) {
            (doc[path]?.value["value"]?.doubleValue, doc[path]?.value["unit"]?.stringValue)
        }
        #expect(pair("global.space.md") == (16, "px"))
        #expect(pair("global.space.lg") == (24, "px"))
        #expect(pair("global.space.prose") == (1.5, "rem"))
        #expect(doc["global.space.md"]?.type == .dimension)
        #expect(pair("global.motion.fast") == (200, "ms"))
        #expect(pair("global.motion.slow") == (0.4, "s"))
        #expect(doc["global.weight.semibold"]?.value.doubleValue == 600)
        #expect(doc["global.weight.light"]?.value.doubleValue == 200)
        #expect(doc["global.opacity.disabled"]?.value.doubleValue == 0.4)
        #expect(doc["global.opacity.disabled"]?.type == .number)
    }

    @Test("converts composite parts, relative letter spacing and Tokens Studio shadows")
    func composites() throws {
        let doc = try imported().document
        let body = try #require(doc["global.body"]?.value)
        #expect(body["fontSize"]?["value"]?.doubleValue == 17)
        #expect(body["fontWeight"]?.doubleValue == 400)
        // -2.5 % of 17 px is -0.425 px; 22 px over 17 px is 1.2941.
        #expect(body["letterSpacing"]?["value"]?.doubleValue == -0.425)
        #expect(body["lineHeight"]?.doubleValue == 1.2941)
        let card = try #require(doc["global.card"]?.value)
        #expect(card["offsetY"]?["value"]?.doubleValue == 2)
        #expect(card["offsetX"]?["unit"]?.stringValue == "px")
        #expect(card["inset"] == .bool(false))
        #expect(abs((card["color"]?["alpha"]?.doubleValue ?? 0) - 26.0 / 255) < 1e-9)
    }

    @Test("reports every conversion with its JSON Pointer")
    func notes() throws {
        let conversions = try imported().conversions
        let pointers = conversions.map(\.pointer)
        #expect(pointers.contains("/global/color/accent/$value"))
        #expect(pointers.contains("/global/color/accent/$description"))
        #expect(pointers.contains("/global/space/$type"))
        #expect(pointers.contains("/global/body/$value/letterSpacing"))
        #expect(pointers.contains("/global/card/$value/offsetX"))
        // The alias is renamed but not converted.
        let link = conversions.filter { $0.pointer == "/global/color/link/$value" }
        #expect(link.map(\.kind) == [.renamedProperty(from: "value", to: "$value")])
        let mapped = conversions.first { if case .mappedType = $0.kind { true } else { false } }
        #expect(mapped?.kind == .mappedType(from: "spacing", to: .dimension))
        #expect(mapped?.description == #"/global/space/$type: type "spacing" read as dimension"#)
        let fast = conversions.first {
            if case .convertedValue = $0.kind { $0.pointer == "/global/motion/fast/$value" } else { false }
        }
        #expect(
            fast?.description == #"/global/motion/fast/$value: duration "200ms" converted to {"value":200,"unit":"ms"}"#
        )
        #expect(conversions.contains { $0.description == "/global/color/accent/$value: renamed value to $value" })
    }

    @Test("leaves a DTCG 2025.10 document unchanged and reports nothing")
    func modernUntouched() throws {
        let imported = try TokenDocument.importingLegacy(json: Data(TokenDocument.composableClarityJSON.utf8))
        #expect(imported.conversions.isEmpty)
        #expect(imported.document == (try TokenDocument.composableClarity()))
    }

    @Test(
        "reports values it cannot convert through the strict reader",
        arguments: [
            #"{"c": {"type": "color", "value": "tomato"}}"#,
            #"{"c": {"type": "color", "value": "rgb(300, 0, 0)"}}"#,
            #"{"c": {"type": "color", "value": "rgba(0, 0, 0, 2)"}}"#,
            #"{"c": {"type": "color", "value": "rgb(1, 2)"}}"#,
            #"{"d": {"type": "spacing", "value": "16pt"}}"#,
            #"{"w": {"type": "fontWeights", "value": "Chunky"}}"#,
            #"{"n": {"type": "opacity", "value": "half"}}"#,
        ])
    func unconvertible(json: String) {
        #expect(throws: TokenError.self) { try TokenDocument.importingLegacy(json: Data(json.utf8)) }
    }

    @Test("reads percentage alpha, short hex and numeric weight strings; rejects bad JSON")
    func moreForms() throws {
        let json = #"""
            {"a": {"type": "color", "value": "rgba(255, 255, 255, 50%)"}, "b": {"type": "color", "value": "#fff"},
             "w": {"type": "fontWeight", "value": "600"}, "k": {"type": "fontWeight", "value": "bold"},
             "t": {"type": "duration", "value": 150}, "r": {"type": "number", "value": ".5"}}
            """#
        let doc = try TokenDocument.importingLegacy(json: Data(json.utf8)).document
        #expect(doc["a"]?.value["alpha"]?.doubleValue == 0.5)
        #expect(doc["b"]?.value["hex"]?.stringValue == "#ffffff")
        #expect(doc["w"]?.value.doubleValue == 600)
        #expect(doc["k"]?.value.stringValue == "bold")
        #expect(doc["t"]?.value["unit"]?.stringValue == "ms")
        #expect(doc["r"]?.value.doubleValue == 0.5)
        #expect(throws: TokenError.self) { try TokenDocument.importingLegacy(json: Data("{".utf8)) }
    }
}
