import Foundation
import Testing

@testable import SymbolCatalog

/// Every legal animation specification, in every framework form and for three deployment targets, must
/// be syntactically valid Swift: `swiftc -parse` checks it (it parses without SwiftUI, so it runs on
/// Linux too).
@Suite("SymbolCode animations parse")
struct SymbolCodeAnimationParseTests {
    /// The option sets tried with every variant set and trigger; illegal combinations are skipped by
    /// the spec's own validation.
    static let optionSets: [SymbolAnimationSpec.Options] = [
        .default, .repeat(3), .repeat(.continuous), .nonRepeating, .speed(2), .repeat(5).speed(1.5),
        .nonRepeating.speed(0.5), .repeat(.continuous).speed(0.25),
    ]

    /// Every subset of an animation's variants with at most one variant per group.
    static func variantSets(_ animation: SymbolAnimation) -> [[SymbolAnimation.Variant]] {
        var sets: [[SymbolAnimation.Variant]] = [[]]
        for group in SymbolAnimation.Variant.Group.allCases {
            let members = animation.variants.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            sets = sets.flatMap { set in [set] + members.map { set + [$0] } }
        }
        return sets
    }

    /// Every legal specification: animations × variant sets × triggers × option sets, with and without a
    /// text alternative where one applies.
    static let legalSpecs: [SymbolAnimationSpec] = {
        var specs: [SymbolAnimationSpec] = []
        for animation in SymbolAnimation.allCases {
            for variants in variantSets(animation) {
                for trigger in animation.triggers {
                    for options in optionSets {
                        for text in trigger == .isActive ? [nil, "In progress"] : [nil] {
                            if let spec = try? SymbolAnimationSpec(
                                animation, variants: variants, options: options, trigger: trigger,
                                textAlternative: text)
                            {
                                specs.append(spec)
                            }
                        }
                    }
                }
            }
        }
        return specs
    }()

    static let styles: [SymbolStyle] = [
        SymbolStyle(),
        SymbolStyle(pointSize: 24, weight: .semibold, renderingMode: .hierarchical, colors: [.system(.red)]),
        SymbolStyle(renderingMode: .palette, colors: [.system(.mint), .rgb(red: 1, green: 2, blue: 3)]),
        SymbolStyle(colors: [.system(.orange)], variableValue: 0.4, variableValueMode: .draw),
        SymbolStyle(scale: .large, renderingMode: .multicolor, colorRenderingMode: .gradient),
    ]

    static let symbols = ["wifi", "document", "heart.fill", "apple.intelligence", "0.circle"]

    @Test("enumerates thousands of legal specs, each animation with each of its triggers")
    func coverage() {
        #expect(Self.legalSpecs.count > 2_000)
        for animation in SymbolAnimation.allCases {
            for trigger in animation.triggers {
                #expect(Self.legalSpecs.contains { $0.animation == animation && $0.trigger == trigger })
            }
        }
        #expect(Self.variantSets(.wiggle).count == 27)
        #expect(Self.variantSets(.variableColor).count == 27)
        #expect(Self.variantSets(.pulse).count == 3)
    }

    @Test(
        "generates Swift that swiftc -parse accepts for every legal spec and three targets",
        .enabled(if: SwiftCompiler.shouldRun))
    func parses() throws {
        let targets: [(PlatformVersion, PlatformVersion)] = [
            (.iOS(17, 0), .macOS(14, 0)), (.iOS(18, 0), .macOS(15, 0)), (.iOS(26, 0), .macOS(26, 0)),
        ]
        var sources: [String] = []
        var count = 0
        for (targetIndex, (apple, mac)) in targets.enumerated() {
            var source = ""
            for (offset, spec) in Self.legalSpecs.enumerated() {
                let symbol = Self.symbols[offset % Self.symbols.count]
                let style = Self.styles[(offset / Self.symbols.count) % Self.styles.count]
                let code = SymbolCode(symbol: symbol, style: style, animation: spec, deploymentTarget: apple)
                let mac = SymbolCode(symbol: symbol, style: style, animation: spec, deploymentTarget: mac)
                let name = "S\(targetIndex)_\(offset)"
                source += Self.view(name + "a", code.swiftUIDeclarations, code.swiftUI)
                source += Self.view(name + "b", code.swiftUIDeclarations, code.sfSafeSymbols)
                source += "func \(name)c(imageView: UIImageView) {\n\(code.uiKit)\n}\n"
                source += "func \(name)d(imageView: NSImageView) {\n\(mac.appKit)\n}\n"
                count += 4
            }
            sources.append(source)
        }
        let result = try SwiftCompiler.parse(sources: sources)
        #expect(result.status == 0, "\(result.output.prefix(3_000))")
        #expect(count == Self.legalSpecs.count * 12)
    }

    @Test("swiftc -parse rejects broken code, so the check above can fail", .enabled(if: SwiftCompiler.shouldRun))
    func parseCanFail() throws {
        let broken = Self.view("Broken", "", "Image(systemName: \"wifi\")\n    .symbolEffect(.bounce, value: )")
        let result = try SwiftCompiler.parse(sources: [broken])
        #expect(result.status > 0, "swiftc must run and reject the broken snippet")
    }

    static func view(_ name: String, _ declarations: String, _ body: String) -> String {
        let properties = declarations.isEmpty ? "" : SymbolCode.indent(declarations) + "\n"
        return "struct \(name): View {\n\(properties)    var body: some View {\n"
            + SymbolCode.indent(SymbolCode.indent(body)) + "\n    }\n}\n"
    }
}
