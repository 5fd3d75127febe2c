import DesignTokens
import Foundation
import TestSupport

/// A deterministic DTCG document of `count` tokens: colours, dimensions, numbers, durations,
/// a quarter of them aliases, a tenth with dark-mode values, under theme × contrast × platform.
func makeLargeTokenDocument(count: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    var text = #"{"$extensions": {"org.composableclarity.modifiers": {"#
    text += #""theme": {"contexts": ["light", "dark"]}, "contrast": {"contexts": ["standard", "increased"]}, "#
    text += #""platform": {"contexts": ["iOS", "macOS", "visionOS"]}}}"#
    let groups = 50
    let perGroup = count / groups
    for group in 0..<groups {
        text += ",\n\"group\(group)\": {"
        var types: [Int] = []
        for item in 0..<perGroup {
            if item > 0 { text += "," }
            let index = group * perGroup + item
            let kind = index % 4
            text += "\n  \"t\(item)\": {"
            if item > 0 && generator.next() % 4 == 0 {
                let target = Int(generator.next() % UInt64(item))
                let targetKind = types[target]
                types.append(targetKind)
                text +=
                    #""$type": "\#(["color", "dimension", "number", "duration"][targetKind])", "$value": "{group\#(group).t\#(target)}"}"#
                continue
            }
            types.append(kind)
            switch kind {
            case 0:
                let r = Double(generator.next() % 256) / 255
                let g = Double(generator.next() % 256) / 255
                let b = Double(generator.next() % 256) / 255
                text += #""$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(r), \#(g), \#(b)]}"#
            case 1: text += #""$type": "dimension", "$value": {"value": \#(generator.next() % 64), "unit": "px"}"#
            case 2: text += #""$type": "number", "$value": \#(Double(generator.next() % 1000) / 10)"#
            default: text += #""$type": "duration", "$value": {"value": \#(generator.next() % 500), "unit": "ms"}"#
            }
            if kind == 0 && generator.next() % 10 == 0 {
                text +=
                    #", "$extensions": {"org.composableclarity.modes": {"theme:dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"#
            }
            text += "}"
        }
        text += "\n}"
    }
    text += "\n}\n"
    return Array(text.utf8)
}

func registerDesignTokensBenchmarks(_ registry: inout BenchmarkRegistry) {
    let large = makeLargeTokenDocument(count: 5_000, seed: 0xD7C6)
    do {
        let doc = try TokenDocument(json: Data(large))
        precondition(doc.tokens.count == 5_000, "the generated document must hold 5,000 tokens")
    } catch {
        preconditionFailure("the generated document must be valid: \(error)")
    }
    registry.addInput("tokens-5000.json") { large }

    registry.add("tokens.parse.large", bytes: large.count, items: 5_000) {
        let data = Data(large)
        return {
            blackHole(try TokenDocument(json: data))
        }
    }

    registry.add("tokens.parse-resolve.large", bytes: large.count, items: 5_000) {
        let data = Data(large)
        return {
            let doc = try TokenDocument(json: data)
            blackHole(try doc.resolve(mode: ["theme": "dark", "platform": "macOS"]))
        }
    }

    registry.add("tokens.resolve.modes", items: 5_000 * 12) {
        let doc = try TokenDocument(json: Data(large))
        let modes = doc.allModes
        return {
            for mode in modes { blackHole(try doc.resolve(mode: mode)) }
        }
    }

    // Composable Clarity: 10 pairs in 32 modes.
    registry.add("tokens.audit", items: 32) {
        let doc = try TokenDocument.composableClarity()
        return {
            blackHole(try doc.auditContrast())
        }
    }

    // The DS namespace: 32 resolutions, then every token rendered per platform and switch.
    registry.add("tokens.codegen", items: 1) {
        let doc = try TokenDocument.composableClarity()
        return {
            blackHole(try SwiftCodeGenerator().generate(from: doc))
        }
    }

    // Every component token of the catalogue, and the hit targets in all 32 modes.
    registry.add("tokens.components.tokens", items: 32) {
        let doc = try TokenDocument.composableClarity()
        return {
            blackHole(ComponentCatalog.composableClarity.tokenProblems(in: doc))
        }
    }

    registry.add("tokens.contrast.pairs", items: 1_000) {
        var generator = SplitMix64(seed: 0xC010)
        let colors = (0..<1_001).map { _ in
            RGBColor(
                red: Double(generator.next() % 256) / 255, green: Double(generator.next() % 256) / 255,
                blue: Double(generator.next() % 256) / 255)
        }
        return {
            var total = 0.0
            for i in 0..<1_000 { total += colors[i].contrastRatio(against: colors[i + 1]) }
            blackHole(total)
        }
    }
}
