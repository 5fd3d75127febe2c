extension SymbolCode {
    /// The properties the ``swiftUI`` code reads, one declaration a line, to paste into the view; empty
    /// without an animation.
    ///
    /// - `@State private var trigger = 0` for a value-triggered animation (change it to play),
    /// - `@State private var isActive = false` for `isActive:`,
    /// - `@State private var isVisible = true` for a transition (the image is inside `if isVisible`),
    /// - `@State private var isReplaced = false` for a content transition,
    /// - `@Environment(\.accessibilityReduceMotion) private var reduceMotion` when the animation carries
    ///   meaning (it has a ``SymbolAnimationSpec/textAlternative``).
    public var swiftUIDeclarations: String {
        guard let animation else { return "" }
        var lines = [Self.stateDeclaration(animation.trigger)]
        if Self.carriesMeaning(animation) {
            lines.append(#"@Environment(\.accessibilityReduceMotion) private var reduceMotion"#)
        }
        return lines.joined(separator: "\n")
    }

    static func stateDeclaration(_ trigger: SymbolAnimationSpec.Trigger) -> String {
        switch trigger {
        case .value: "@State private var trigger = 0"
        case .isActive: "@State private var isActive = false"
        case .transition: "@State private var isVisible = true"
        case .contentTransition: "@State private var isReplaced = false"
        }
    }

    /// Whether the generated SwiftUI pairs the animation with Reduce Motion handling: an indefinite
    /// animation with a text alternative.
    static func carriesMeaning(_ spec: SymbolAnimationSpec) -> Bool {
        spec.trigger == .isActive && spec.textAlternative != nil
    }

    /// The symbol a content transition changes to (see ``replacement``).
    var resolvedReplacement: String {
        if let replacement { return replacement }
        let twin = symbol.hasSuffix(".fill") ? String(symbol.dropLast(5)) : symbol + ".fill"
        return [symbol + ".slash", twin].first { catalog.availability(of: $0) != nil } ?? symbol
    }

    /// The label VoiceOver reads for `name` after a content transition: its words without dots
    /// (`wifi.slash` → `wifi slash`).
    static func spokenName(_ name: String) -> String {
        name.split(separator: ".").joined(separator: " ")
    }

    /// `spec` if `target` supports it, else the first of its ``SymbolAnimation/fallbacks`` that `target`
    /// supports with the same trigger, keeping the variants the fallback offers; `nil` when none is.
    static func fallback(for spec: SymbolAnimationSpec, on target: PlatformVersion) -> SymbolAnimationSpec? {
        for candidate in [spec.animation] + spec.animation.fallbacks
        where candidate.isAvailable(for: spec.trigger, on: target) {
            return SymbolAnimationSpec(
                unchecked: candidate, variants: spec.variants.filter(candidate.offers), options: spec.options,
                trigger: spec.trigger, textAlternative: spec.textAlternative)
        }
        return nil
    }

    // MARK: Expressions

    /// The effect as the Symbols framework writes it: `.bounce.up.byLayer`,
    /// `.replace.magic(fallback: .replace.downUp)`.
    static func effectExpression(_ spec: SymbolAnimationSpec) -> String {
        let chain = spec.variants.map { "." + $0.rawValue }.joined()
        if spec.animation == .magicReplace { return ".replace.magic(fallback: .replace\(chain))" }
        return "." + spec.animation.swiftName + chain
    }

    /// The options as `SymbolEffectOptions` writes them, or `nil` for the default. `modern` spells a
    /// continuous repetition `.repeat(.continuous)` (iOS 18), otherwise `.repeating` (iOS 17).
    static func optionsExpression(_ options: SymbolAnimationSpec.Options, modern: Bool) -> String? {
        var expression: String?
        switch options.repetition {
        case .automatic: expression = nil
        case .count(let count): expression = ".repeat(\(count))"
        case .continuous: expression = modern ? ".repeat(.continuous)" : ".repeating"
        case .nonRepeating: expression = ".nonRepeating"
        }
        if let speed = options.speed { expression = (expression ?? "") + ".speed(\(number(speed)))" }
        return expression
    }

    // MARK: SwiftUI

    /// `Image(systemName: "wifi"` or, in a content transition, `Image(systemName: isReplaced ? "wifi.slash" : "wifi"`.
    static func swiftUIOpening(_ name: String, _ replacement: String?, safe: Bool) -> String {
        let spell = { (name: String) in safe ? "." + safeSymbolCaseName(for: name) : quoted(name) }
        let argument = replacement.map { "isReplaced ? \(spell($0)) : \(spell(name))" } ?? spell(name)
        return (safe ? "Image(systemSymbol: " : "Image(systemName: ") + argument
    }

    /// The image with its style and animation modifiers; a transition wraps it in `if isVisible`, an
    /// animation that carries meaning in an `HStack` with the text shown under Reduce Motion.
    static func swiftUIBody(
        _ opening: String, _ style: SymbolStyle, _ animation: SymbolAnimationSpec?, name: String,
        replacement: String?, modern: Bool
    ) -> String {
        var lines = swiftUIStyleLines(opening, style)
        if let animation {
            let effect = effectExpression(animation)
            let options = optionsExpression(animation.options, modern: modern).map { ", options: \($0)" } ?? ""
            switch animation.trigger {
            case .value:
                lines.append(".symbolEffect(\(effect)\(options), value: trigger)")
            case .isActive:
                lines.append(".symbolEffect(\(effect)\(options), isActive: isActive)")
                if let text = animation.textAlternative {
                    lines.append(".accessibilityValue(isActive ? \(quoted(text)) : \"\")")
                }
            case .transition:
                lines.append(".transition(.symbolEffect(\(effect)\(options)))")
            case .contentTransition:
                lines.append(".contentTransition(.symbolEffect(\(effect)\(options)))")
                if let replacement {
                    let labels = "isReplaced ? \(quoted(spokenName(replacement))) : \(quoted(spokenName(name)))"
                    lines.append(".accessibilityLabel(\(labels))")
                }
            }
        }
        let image = lines.enumerated().map { $0.offset == 0 ? $0.element : "    " + $0.element }
            .joined(separator: "\n")
        guard let animation else { return image }
        if animation.trigger == .transition { return "if isVisible {\n" + indent(image) + "\n}" }
        if carriesMeaning(animation), let text = animation.textAlternative {
            return "HStack {\n" + indent(image) + "\n    if reduceMotion && isActive {\n        Text(\(quoted(text)))\n"
                + "            .accessibilityHidden(true)\n    }\n}"
        }
        return image
    }

    // MARK: UIKit and AppKit

    /// The image, then `imageView.addSymbolEffect(…)`, or for a content transition the replacement image
    /// set with `imageView.setSymbolImage(_:contentTransition:options:)` and its accessibility label.
    static func imageViewBody(
        _ parts: (String, SymbolStyle) -> (configuration: [String], image: String), _ name: String,
        _ replacement: String?, _ style: SymbolStyle, _ animation: SymbolAnimationSpec?, modern: Bool, appKit: Bool
    ) -> String {
        let (configuration, image) = parts(name, style)
        var lines = configuration + ["let image = " + image]
        guard let animation else { return lines.joined(separator: "\n") }
        let effect = effectExpression(animation)
        let options = optionsExpression(animation.options, modern: modern).map { ", options: \($0)" } ?? ""
        lines.append("imageView.image = image")
        if animation.trigger == .contentTransition, let replacement {
            let label = quoted(spokenName(replacement))
            lines.append("let replacement = " + parts(replacement, style).image)
            lines.append("if let replacement {")
            lines.append("    imageView.setSymbolImage(replacement, contentTransition: \(effect)\(options))")
            lines.append(
                appKit ? "    imageView.setAccessibilityLabel(\(label))" : "    imageView.accessibilityLabel = \(label)"
            )
            lines.append("}")
        } else {
            lines.append("imageView.addSymbolEffect(\(effect)\(options))")
            if carriesMeaning(animation), let text = animation.textAlternative {
                lines.append(
                    appKit
                        ? "imageView.setAccessibilityValue(\(quoted(text)))"
                        : "imageView.accessibilityValue = \(quoted(text))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
