import Foundation
import TestSupport
import Testing

@testable import SymbolCatalog

/// The article "Animating symbols": its effect table matches the model, and its snippets compile and
/// behave as described.
@Suite("Animating symbols article")
struct AnimatingSymbolsArticleTests {
    static let article: String? = {
        let file = TestEnvironment.repositoryRoot
            .appendingPathComponent("Sources/SymbolCatalog/SymbolCatalog.docc/AnimatingSymbols.md")
        return try? String(contentsOf: file, encoding: .utf8)
    }()

    /// The table row the article must have for `animation`.
    static func row(_ animation: SymbolAnimation) -> String {
        let swift = animation == .magicReplace ? "`.replace.magic(fallback:)`" : "`.\(animation.rawValue)`"
        let triggers = animation.triggers.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        let variants = animation.variants.map(\.rawValue).joined(separator: ", ")
        let versions = Platform.allCases.map { animation.minimumVersion(on: $0)?.description ?? "—" }
        var fallback =
            animation.fallbacks.isEmpty ? "none" : animation.fallbacks.map(\.displayName).joined(separator: ", then ")
        if animation == .bounce { fallback += ", for `isActive` before iOS 18" }
        if animation == .magicReplace { fallback += ", `.replace.downUp` by default" }
        return "| \(animation.displayName) | \(swift) | \(triggers) | \(variants) | "
            + versions.joined(separator: " | ") + " | \(fallback) |"
    }

    @Test("has a table row for every effect with its triggers, variants, availability and fallback")
    func table() throws {
        let article = try #require(Self.article)
        let lines = Set(article.split(separator: "\n").map(String.init))
        for animation in SymbolAnimation.allCases {
            #expect(lines.contains(Self.row(animation)), "missing or stale row:\n\(Self.row(animation))")
        }
    }

    @Test("the article's snippets compile and produce what it shows")
    func snippets() throws {
        let wiggle = try SymbolAnimationSpec(.wiggle)
        let code = SymbolCode(symbol: "bell", animation: wiggle, deploymentTarget: .iOS(17, 0)).swiftUI
        #expect(code.contains("        .symbolEffect(.bounce, value: trigger)"))

        let searching = try SymbolAnimationSpec(
            .variableColor, variants: [.iterative, .reversing], options: .repeat(.continuous), trigger: .isActive,
            textAlternative: "Searching")
        let wifi = SymbolCode(symbol: "wifi", animation: searching, deploymentTarget: .iOS(17, 0))
        #expect(wifi.swiftUI.contains(".symbolEffect(.variableColor.iterative.reversing, options: .repeating"))
        #expect(wifi.swiftUIDeclarations.contains("accessibilityReduceMotion"))
        let uiKit = wifi.uiKit
        #expect(uiKit.hasSuffix("imageView.accessibilityValue = \"Searching\""))

        let recording = try #require(SymbolPurpose.recording.recommendedSpec)
        #expect(recording.animation == .scale)

        if let star = SFSymbolCatalog.bundled["star"] {
            #expect(!star.animations().contains(.variableColor))
            #expect(star.support(for: .drawOn) == .unknown)
        }

        do {
            _ = try SymbolAnimationSpec(.scale, trigger: .value)
            Issue.record("Scale on a value change must be rejected")
        } catch {
            #expect(error == .triggerNotAccepted(.scale, .value))
            #expect(error.description.hasPrefix("Scale cannot be started by a value change"))
        }
    }
}
