import Testing

@testable import SymbolCatalog

/// Generated animation code compared with snippets written by hand from Apple's signatures:
/// `symbolEffect(_:options:value:)`, `symbolEffect(_:options:isActive:)`, `Transition.symbolEffect(_:options:)`,
/// `ContentTransition.symbolEffect(_:options:)`, `UIImageView.addSymbolEffect(_:options:animated:completion:)`,
/// `setSymbolImage(_:contentTransition:options:)` and the product documents'
/// `if #available(iOS 18, *) { wiggle } else { bounce }`.
@Suite("SymbolCode animations")
struct SymbolCodeAnimationTests {
    @Test("serves the public contract of the issue as written")
    func contract() throws {
        let all: [SymbolAnimation] = SymbolAnimation.allCases
        #expect(all.count == 13)
        let animation = SymbolAnimation.breathe
        let version: OSVersion? = animation.minimumVersion(on: .iOS)
        #expect(version == OSVersion(18, 0))
        let spec = try SymbolAnimationSpec(.wiggle)
        let style = SymbolStyle(weight: .bold)
        let code = SymbolCode(symbol: "wifi", style: style, animation: spec, deploymentTarget: .iOS(17, 0)).swiftUI
        #expect(
            code.hasPrefix(
                "if #available(iOS 18.0, *) {\n    Image(systemName: \"wifi\")\n        .font(.body.weight(.bold))"))
        #expect(code.contains(".symbolEffect(.bounce, value: trigger)"))
    }

    @Test("wraps Wiggle for iOS 17 in if #available with Bounce in else, as the product documents show")
    func wiggleFallback() throws {
        let spec = try SymbolAnimationSpec(.wiggle)
        let code = SymbolCode(symbol: "bell", animation: spec, deploymentTarget: .iOS(17, 0))
        #expect(
            code.swiftUI == """
                if #available(iOS 18.0, *) {
                    Image(systemName: "bell")
                        .symbolEffect(.wiggle, value: trigger)
                } else {
                    Image(systemName: "bell")
                        .symbolEffect(.bounce, value: trigger)
                }
                """)
        #expect(code.swiftUIDeclarations == "@State private var trigger = 0")
        let iOS18 = SymbolCode(symbol: "bell", animation: spec, deploymentTarget: .iOS(18, 0))
        #expect(iOS18.swiftUI == "Image(systemName: \"bell\")\n    .symbolEffect(.wiggle, value: trigger)")
        #expect(SymbolCode(symbol: "bell", animation: spec).swiftUI == iOS18.swiftUI)
    }

    @Test("keeps the directions the fallback has and drops the others")
    func fallbackVariants() throws {
        let up = try SymbolAnimationSpec(.wiggle, variants: [.up, .byLayer], options: .repeat(2))
        #expect(
            SymbolCode(symbol: "bell", animation: up, deploymentTarget: .iOS(17, 0)).swiftUI == """
                if #available(iOS 18.0, *) {
                    Image(systemName: "bell")
                        .symbolEffect(.wiggle.up.byLayer, options: .repeat(2), value: trigger)
                } else {
                    Image(systemName: "bell")
                        .symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: trigger)
                }
                """)
        let left = try SymbolAnimationSpec(.wiggle, variants: [.left])
        #expect(
            SymbolCode(symbol: "bell", animation: left, deploymentTarget: .iOS(17, 0)).swiftUI.hasSuffix(
                "} else {\n    Image(systemName: \"bell\")\n        .symbolEffect(.bounce, value: trigger)\n}"))
    }

    @Test("falls back to Pulse where an indefinite Bounce is not yet available")
    func indefiniteFallbacks() throws {
        let bounce = try SymbolAnimationSpec(.bounce, trigger: .isActive)
        #expect(
            SymbolCode(symbol: "arrow.clockwise", animation: bounce, deploymentTarget: .iOS(17, 0)).swiftUI == """
                if #available(iOS 18.0, *) {
                    Image(systemName: "arrow.clockwise")
                        .symbolEffect(.bounce, isActive: isActive)
                } else {
                    Image(systemName: "arrow.clockwise")
                        .symbolEffect(.pulse, isActive: isActive)
                }
                """)
        let rotate = try SymbolAnimationSpec(.rotate, variants: [.clockwise, .wholeSymbol])
        #expect(
            SymbolCode(symbol: "gearshape", animation: rotate, deploymentTarget: .watchOS(10, 0)).swiftUI == """
                if #available(watchOS 11.0, *) {
                    Image(systemName: "gearshape")
                        .symbolEffect(.rotate.clockwise.wholeSymbol, isActive: isActive)
                } else {
                    Image(systemName: "gearshape")
                        .symbolEffect(.pulse.wholeSymbol, isActive: isActive)
                }
                """)
    }

    @Test("writes Magic Replace with its Down-Up fallback and pairs a content transition with its label")
    func magicReplace() throws {
        let spec = try SymbolAnimationSpec(.magicReplace)
        let code = SymbolCode(symbol: "wifi", animation: spec, deploymentTarget: .iOS(17, 0))
        #expect(
            code.swiftUI == """
                if #available(iOS 18.0, *) {
                    Image(systemName: isReplaced ? "wifi.slash" : "wifi")
                        .contentTransition(.symbolEffect(.replace.magic(fallback: .replace.downUp)))
                        .accessibilityLabel(isReplaced ? "wifi slash" : "wifi")
                } else {
                    Image(systemName: isReplaced ? "wifi.slash" : "wifi")
                        .contentTransition(.symbolEffect(.replace.downUp))
                        .accessibilityLabel(isReplaced ? "wifi slash" : "wifi")
                }
                """)
        #expect(code.swiftUIDeclarations == "@State private var isReplaced = false")
        let uiKit = SymbolCode(symbol: "heart", animation: try SymbolAnimationSpec(.replace), replacement: "heart.fill")
        #expect(
            uiKit.uiKit == """
                let image = UIImage(systemName: "heart")
                imageView.image = image
                let replacement = UIImage(systemName: "heart.fill")
                if let replacement {
                    imageView.setSymbolImage(replacement, contentTransition: .replace)
                    imageView.accessibilityLabel = "heart fill"
                }
                """)
        #expect(
            uiKit.appKit == """
                let image = NSImage(systemSymbolName: "heart", accessibilityDescription: nil)
                imageView.image = image
                let replacement = NSImage(systemSymbolName: "heart.fill", accessibilityDescription: nil)
                if let replacement {
                    imageView.setSymbolImage(replacement, contentTransition: .replace)
                    imageView.setAccessibilityLabel("heart fill")
                }
                """)
        #expect(
            uiKit.sfSafeSymbols == """
                Image(systemSymbol: isReplaced ? .heartFill : .heart)
                    .contentTransition(.symbolEffect(.replace))
                    .accessibilityLabel(isReplaced ? "heart fill" : "heart")
                """)
    }

    @Test("picks a .slash variant, else the .fill twin, else the symbol itself as replacement")
    func defaultReplacement() throws {
        let spec = try SymbolAnimationSpec(.replace)
        #expect(SymbolCode(symbol: "wifi", animation: spec).resolvedReplacement == "wifi.slash")
        #expect(SymbolCode(symbol: "checkmark.circle.fill", animation: spec).resolvedReplacement == "checkmark.circle")
        #expect(SymbolCode(symbol: "qrcode", animation: spec).resolvedReplacement == "qrcode")
        #expect(
            SymbolCode(symbol: "qrcode", animation: spec, replacement: "checkmark").resolvedReplacement == "checkmark")
    }

    @Test("puts a transition's image in if isVisible and gates Draw On with Appear as fallback")
    func drawOn() throws {
        let spec = try SymbolAnimationSpec(.drawOn, variants: [.individually], options: .speed(2))
        let code = SymbolCode(symbol: "checkmark", animation: spec, deploymentTarget: .iOS(18, 0))
        #expect(
            code.swiftUI == """
                if #available(iOS 26.0, *) {
                    if isVisible {
                        Image(systemName: "checkmark")
                            .transition(.symbolEffect(.drawOn.individually, options: .speed(2)))
                    }
                } else {
                    if isVisible {
                        Image(systemName: "checkmark")
                            .transition(.symbolEffect(.appear, options: .speed(2)))
                    }
                }
                """)
        #expect(code.swiftUIDeclarations == "@State private var isVisible = true")
        #expect(
            code.uiKit == """
                if #available(iOS 26.0, *) {
                    let image = UIImage(systemName: "checkmark")
                    imageView.image = image
                    imageView.addSymbolEffect(.drawOn.individually, options: .speed(2))
                } else {
                    let image = UIImage(systemName: "checkmark")
                    imageView.image = image
                    imageView.addSymbolEffect(.appear, options: .speed(2))
                }
                """)
        let off = try SymbolAnimationSpec(.drawOff, variants: [.reversed, .byLayer])
        #expect(
            SymbolCode(symbol: "checkmark", animation: off, deploymentTarget: .macOS(14, 0)).appKit == """
                if #available(macOS 26.0, *) {
                    let image = NSImage(systemSymbolName: "checkmark", accessibilityDescription: nil)
                    imageView.image = image
                    imageView.addSymbolEffect(.drawOff.reversed.byLayer)
                } else {
                    let image = NSImage(systemSymbolName: "checkmark", accessibilityDescription: nil)
                    imageView.image = image
                    imageView.addSymbolEffect(.disappear.byLayer)
                }
                """)
    }

    @Test("reads Reduce Motion for an animation that carries meaning and spells continuous repetition per target")
    func reduceMotion() throws {
        let spec = try SymbolAnimationSpec(
            .scale, variants: [.up], options: .repeat(.continuous), textAlternative: "Recording")
        let iOS17 = SymbolCode(symbol: "record.circle", animation: spec, deploymentTarget: .iOS(17, 0))
        #expect(
            iOS17.swiftUI == """
                HStack {
                    Image(systemName: "record.circle")
                        .symbolEffect(.scale.up, options: .repeating, isActive: isActive)
                        .accessibilityValue(isActive ? "Recording" : "")
                    if reduceMotion && isActive {
                        Text("Recording")
                            .accessibilityHidden(true)
                    }
                }
                """)
        #expect(
            iOS17.swiftUIDeclarations == """
                @State private var isActive = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                """)
        let iOS18 = SymbolCode(symbol: "record.circle", animation: spec, deploymentTarget: .iOS(18, 0))
        #expect(iOS18.swiftUI.contains(".symbolEffect(.scale.up, options: .repeat(.continuous), isActive: isActive)"))
        #expect(
            iOS18.uiKit == """
                let image = UIImage(systemName: "record.circle")
                imageView.image = image
                imageView.addSymbolEffect(.scale.up, options: .repeat(.continuous))
                imageView.accessibilityValue = "Recording"
                """)
        #expect(iOS18.appKit.hasSuffix("imageView.setAccessibilityValue(\"Recording\")"))
        let plain = try SymbolAnimationSpec(.pulse, trigger: .isActive)
        #expect(!SymbolCode(symbol: "wifi", animation: plain).swiftUI.contains("reduceMotion"))
        #expect(
            SymbolCode(symbol: "wifi", animation: plain).swiftUIDeclarations == "@State private var isActive = false")
        #expect(SymbolCode(symbol: "wifi").swiftUIDeclarations == "")
    }

    @Test("escapes a text alternative into a valid string literal")
    func escaping() throws {
        let spec = try SymbolAnimationSpec(.breathe, textAlternative: "Say \"hi\"\\\n\u{1}")
        let code = SymbolCode(symbol: "waveform", animation: spec).swiftUI
        #expect(code.contains(#"Text("Say \"hi\"\\\n\u{1}")"#))
    }

    @Test("shows the symbol without animation before iOS 17 and reduces the style as before")
    func beforeEffects() throws {
        let spec = try SymbolAnimationSpec(.bounce, variants: [.up], options: .repeat(3))
        let style = SymbolStyle(renderingMode: .palette, colors: [.system(.red), .system(.blue)])
        #expect(
            SymbolCode(symbol: "heart", style: style, animation: spec, deploymentTarget: .iOS(14, 0)).swiftUI == """
                if #available(iOS 17.0, *) {
                    Image(systemName: "heart")
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.red, .blue)
                        .symbolEffect(.bounce.up, options: .repeat(3), value: trigger)
                } else {
                    Image(systemName: "heart")
                        .foregroundColor(.red)
                }
                """)
        #expect(
            SymbolCode(symbol: "heart", animation: spec).uiKit == """
                let image = UIImage(systemName: "heart")
                imageView.image = image
                imageView.addSymbolEffect(.bounce.up, options: .repeat(3))
                """)
    }

    @Test("falls back to the old name and the older effect together")
    func renamedAndOlder() throws {
        let spec = try SymbolAnimationSpec(.wiggle, options: .repeat(5).speed(1.5))
        #expect(
            SymbolCode(symbol: "document", animation: spec, deploymentTarget: .iOS(17, 0)).swiftUI == """
                if #available(iOS 18.0, *) {
                    Image(systemName: "document")
                        .symbolEffect(.wiggle, options: .repeat(5).speed(1.5), value: trigger)
                } else {
                    Image(systemName: "doc")
                        .symbolEffect(.bounce, options: .repeat(5).speed(1.5), value: trigger)
                }
                """)
        let replace = try SymbolAnimationSpec(.replace)
        let toNewer = SymbolCode(
            symbol: "heart", animation: replace, replacement: "apple.intelligence", deploymentTarget: .iOS(17, 0))
        #expect(toNewer.swiftUI.hasSuffix("} else {\n    Image(systemName: \"heart\")\n}"))
    }

    @Test("writes the iOS 26 rendering features and drops them before iOS 26")
    func renderingFeatures() {
        let style = SymbolStyle(variableValue: 0.5, variableValueMode: .draw, colorRenderingMode: .gradient)
        #expect(
            SymbolCode(symbol: "wifi", style: style).swiftUI == """
                Image(systemName: "wifi", variableValue: 0.5)
                    .symbolColorRenderingMode(.gradient)
                    .symbolVariableValueMode(.draw)
                """)
        #expect(
            SymbolCode(symbol: "wifi", style: style).uiKit == """
                let configuration = UIImage.SymbolConfiguration(colorRenderingMode: .gradient)
                    .applying(UIImage.SymbolConfiguration(variableValueMode: .draw))
                let image = UIImage(systemName: "wifi", variableValue: 0.5, configuration: configuration)
                """)
        #expect(
            SymbolCode(symbol: "wifi", style: style, deploymentTarget: .iOS(17, 0)).swiftUI == """
                if #available(iOS 26.0, *) {
                    Image(systemName: "wifi", variableValue: 0.5)
                        .symbolColorRenderingMode(.gradient)
                        .symbolVariableValueMode(.draw)
                } else {
                    Image(systemName: "wifi", variableValue: 0.5)
                }
                """)
        let flat = SymbolStyle(colorRenderingMode: .flat)
        #expect(
            SymbolCode(symbol: "wifi", style: flat).appKit == """
                let configuration = NSImage.SymbolConfiguration(colorRenderingMode: .flat)
                let image = NSImage(systemSymbolName: "wifi", accessibilityDescription: nil)?
                    .withSymbolConfiguration(configuration)
                """)
        #expect(SymbolCode(symbol: "wifi", style: flat, deploymentTarget: .macOS(26, 0)).appKit.hasPrefix("let"))
    }
}
