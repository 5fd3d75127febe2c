import Foundation
import Testing

@testable import DesignTokens

@Suite("Composable Clarity built-in set")
struct ComposableClarityTests {
    @Test("parses as a valid DTCG document")
    func parses() throws {
        let doc = try TokenDocument.composableClarity()
        #expect(doc.tokens.count > 80)
        #expect(doc.modifiers.map(\.name) == ["theme", "contrast", "platform"])
        #expect(doc.allModes.count == 12)
    }

    @Test("passes its own contrast audit in all twelve modes")
    func audit() throws {
        let report = try TokenDocument.composableClarity().auditContrast()
        #expect(report.checks == 15 * 12)
        for failure in report.failures { Issue.record("\(failure)") }
        #expect(report.passed)
    }

    @Test("declares the accent for large text only, because it is 3.55:1 on white")
    func accentUsage() throws {
        let doc = try TokenDocument.composableClarity()
        let accent = try #require(doc.contrastPairs.first { $0.foreground == "color.text.accent" })
        #expect(accent.requirement == .aaLargeText)
        let ratio = try doc.resolve(mode: [:]).color("color.text.accent").contrastRatio(against: .white)
        #expect(WCAG.rounded(ratio) < 4.5)
        #expect(abs(ratio - 3.55) < 0.005)
    }

    @Test("resolves dark, increased-contrast and platform values")
    func modes() throws {
        let doc = try TokenDocument.composableClarity()
        let dark = try doc.resolve(mode: ["theme": "dark", "contrast": "increased"])
        #expect(try dark.color("color.text.primary") == .white)
        #expect(try dark.color("color.text.secondary").hexString == "#e6e6e6")
        #expect(try dark.dimension("control.borderWidth") == DimensionValue(value: 2))
        let mac = try doc.resolve(mode: ["platform": "macOS"])
        #expect(try mac.dimension("control.height").points == 28)
        #expect(try mac.dimension("spacing.inset").points == 12)
        #expect(try doc.resolve(mode: [:]).dimension("spacing.inset").points == 16)
    }

    @Test("its springs are SwiftUI's presets and its text styles follow Apple's sizes")
    func motionAndType() throws {
        let doc = try TokenDocument.composableClarity()
        let resolved = try doc.resolve(mode: [:])
        for (name, preset) in [("smooth", SpringTiming.smooth), ("snappy", .snappy), ("bouncy", .bouncy)] {
            let spring = SpringTiming(
                duration: try resolved.duration("motion.spring.\(name).duration"),
                bounce: try resolved.number("motion.spring.\(name).bounce"))
            #expect(spring == preset)
        }
        let mac = try doc.resolve(mode: ["platform": "macOS"])
        for style in TextStyle.allCases {
            let iOS = try #require(resolved["typography.\(style.rawValue)"]?.value)
            let macOS = try #require(mac["typography.\(style.rawValue)"]?.value)
            #expect(iOS["fontSize"]?["value"]?.doubleValue == style.iOSSize(.large))
            #expect(macOS["fontSize"]?["value"]?.doubleValue == style.macOSSize)
            #expect(iOS["fontWeight"]?.doubleValue == Double(style.iOSWeight))
            #expect(macOS["fontWeight"]?.doubleValue == Double(style.macOSWeight))
            let leading = (iOS["lineHeight"]?.doubleValue ?? 0) * style.iOSSize(.large)
            #expect(abs(leading - style.iOSLeading) < 0.01)
        }
    }

    @Test("keeps every spacing and radius on the 4-point grid in every mode")
    func grid() throws {
        let doc = try TokenDocument.composableClarity()
        for mode in doc.allModes {
            let resolved = try doc.resolve(mode: mode)
            for token in resolved.tokens where token.path.hasPrefix("spacing.") || token.path.hasPrefix("radius.") {
                #expect(
                    SpacingGrid.composableClarity.contains(try resolved.dimension(token.path).points), "\(token.path)")
            }
        }
    }
}

@Suite("Getting started")
struct GettingStartedTests {
    @Test("the article's snippet compiles and does what it says")
    func snippet() throws {
        let red = try RGBColor(hex: "#FF3B30")
        let onWhite = red.contrastRatio(against: .white)  // about 3.55: large text and UI only

        let doc = try TokenDocument(json: Data(TokenDocument.composableClarityJSON.utf8))
        let resolved = try doc.resolve(mode: ["theme": "dark", "contrast": "increased"])
        let text = try resolved.color("color.text.primary")  // white
        let inset = try doc.resolve(mode: ["platform": "macOS"]).dimension("spacing.inset")  // 12 px

        let report = try doc.auditContrast()  // every declared pair in all 12 modes
        let source = try SwiftCodeGenerator(namespace: "Clarity").generate(from: doc)

        #expect(abs(onWhite - 3.55) < 0.005)
        #expect(text == .white)
        #expect(inset == DimensionValue(value: 12))
        #expect(report.passed)
        #expect(source.contains("public enum Clarity {"))
    }
}
