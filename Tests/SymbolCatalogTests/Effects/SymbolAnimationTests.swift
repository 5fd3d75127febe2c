import Testing

@testable import SymbolCatalog

/// The effects model checked against Apple's Symbols framework reference, transcribed by hand from the
/// pages cited in each row (availability block, "Conforms To" / "Conforming Types" lists, instance
/// properties).
@Suite("SymbolAnimation")
struct SymbolAnimationTests {
    /// Availability as each effect's page lists it: iOS, macOS, tvOS, watchOS, visionOS.
    static let appleAvailability: [(SymbolAnimation, [OSVersion], String)] = [
        (.bounce, [.init(17), .init(14), .init(17), .init(10), .init(1)], "symbols/bouncesymboleffect"),
        (.pulse, [.init(17), .init(14), .init(17), .init(10), .init(1)], "symbols/pulsesymboleffect"),
        (.scale, [.init(17), .init(14), .init(17), .init(10), .init(1)], "symbols/scalesymboleffect"),
        (.variableColor, [.init(17), .init(14), .init(17), .init(10), .init(1)], "symbols/variablecolorsymboleffect"),
        (.wiggle, [.init(18), .init(15), .init(18), .init(11), .init(2)], "symbols/wigglesymboleffect"),
        (.rotate, [.init(18), .init(15), .init(18), .init(11), .init(2)], "symbols/rotatesymboleffect"),
        (.breathe, [.init(18), .init(15), .init(18), .init(11), .init(2)], "symbols/breathesymboleffect"),
        (.appear, [.init(17), .init(14), .init(17), .init(10), .init(1)], "symbols/appearsymboleffect"),
        (.disappear, [.init(17), .init(14), .init(17), .init(10), .init(1)], "symbols/disappearsymboleffect"),
        (.replace, [.init(17), .init(14), .init(17), .init(10), .init(1)], "symbols/replacesymboleffect"),
        (
            .magicReplace, [.init(18), .init(15), .init(18), .init(11), .init(2)],
            "symbols/replacesymboleffect/magicreplace"
        ),
        (.drawOn, [.init(26), .init(26), .init(26), .init(26), .init(26)], "symbols/drawonsymboleffect"),
        (.drawOff, [.init(26), .init(26), .init(26), .init(26), .init(26)], "symbols/drawoffsymboleffect"),
    ]

    @Test("lists the thirteen animations of the public contract in order")
    func cases() {
        #expect(
            SymbolAnimation.allCases.map(\.rawValue) == [
                "bounce", "pulse", "scale", "variableColor", "wiggle", "rotate", "breathe", "appear", "disappear",
                "replace", "magicReplace", "drawOn", "drawOff",
            ])
        #expect(SymbolAnimation.magicReplace.description == "Magic Replace")
        #expect(SymbolAnimation.variableColor.displayName == "Variable Color")
    }

    @Test("is available where Apple's reference says", arguments: appleAvailability)
    func availability(animation: SymbolAnimation, versions: [OSVersion], page: String) {
        #expect(Platform.allCases.map { animation.minimumVersion(on: $0) } == versions, "\(page)")
        for (platform, version) in zip(Platform.allCases, versions) {
            #expect(animation.isAvailable(for: animation.category.trigger, on: PlatformVersion(platform, version)))
            let earlier = OSVersion(version.major - 1, 0)
            #expect(!animation.isAvailable(for: animation.category.trigger, on: PlatformVersion(platform, earlier)))
        }
    }

    @Test("answers the contract's iOS question with 17.0, 18.0 or 26.0")
    func iOSVersions() {
        #expect(SymbolAnimation.wiggle.minimumVersion(on: .iOS) == OSVersion(18, 0))
        #expect(SymbolAnimation.bounce.minimumVersion(on: .iOS) == OSVersion(17, 0))
        #expect(SymbolAnimation.drawOff.minimumVersion(on: .iOS) == OSVersion(26, 0))
        let versions = Set(SymbolAnimation.allCases.compactMap { $0.minimumVersion(on: .iOS) })
        #expect(versions == [OSVersion(17, 0), OSVersion(18, 0), OSVersion(26, 0)])
    }

    /// The conforming types of DiscreteSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect and
    /// ContentTransitionSymbolEffect as their pages list them.
    @Test("belongs to the categories whose protocol lists it")
    func categories() {
        let discrete: Set<SymbolAnimation> = [.rotate, .bounce, .variableColor, .breathe, .pulse, .wiggle]
        let indefinite: Set<SymbolAnimation> = [
            .appear, .drawOff, .breathe, .wiggle, .pulse, .disappear, .drawOn, .rotate, .bounce, .variableColor,
            .scale,
        ]
        let transition: Set<SymbolAnimation> = [.disappear, .appear, .drawOn, .drawOff]
        let contentTransition: Set<SymbolAnimation> = [.replace, .magicReplace]
        for animation in SymbolAnimation.allCases {
            var expected: [SymbolAnimation.Category] = []
            if discrete.contains(animation) { expected.append(.discrete) }
            if indefinite.contains(animation) { expected.append(.indefinite) }
            if transition.contains(animation) { expected.append(.transition) }
            if contentTransition.contains(animation) { expected.append(.contentTransition) }
            #expect(animation.categories == expected, "\(animation)")
            #expect(animation.categories.contains(animation.category))
            #expect(animation.triggers == expected.map(\.trigger))
        }
    }

    @Test("names the category the product documents give each effect")
    func primaryCategories() {
        #expect(SymbolAnimation.bounce.category == .discrete)
        #expect(SymbolAnimation.scale.category == .indefinite)
        #expect(SymbolAnimation.appear.category == .transition)
        #expect(SymbolAnimation.disappear.category == .transition)
        #expect(SymbolAnimation.replace.category == .contentTransition)
        #expect(SymbolAnimation.wiggle.category == .discrete)
        #expect(SymbolAnimation.drawOn.category == .transition)
        for category in SymbolAnimation.Category.allCases { #expect(category.trigger.category == category) }
    }

    /// The instance properties on each effect's page (configuration excluded).
    @Test("offers the variants Apple's pages list")
    func variants() {
        let expected: [SymbolAnimation: Set<String>] = [
            .bounce: ["up", "down", "byLayer", "wholeSymbol"],
            .pulse: ["byLayer", "wholeSymbol"],
            .scale: ["up", "down", "byLayer", "wholeSymbol"],
            .variableColor: [
                "iterative", "cumulative", "reversing", "nonReversing", "hideInactiveLayers", "dimInactiveLayers",
            ],
            .wiggle: [
                "up", "down", "left", "right", "forward", "backward", "clockwise", "counterClockwise", "byLayer",
                "wholeSymbol",
            ],
            .rotate: ["clockwise", "counterClockwise", "byLayer", "wholeSymbol"],
            .breathe: ["plain", "pulse", "byLayer", "wholeSymbol"],
            .appear: ["up", "down", "byLayer", "wholeSymbol"],
            .disappear: ["up", "down", "byLayer", "wholeSymbol"],
            .replace: ["downUp", "upUp", "offUp", "byLayer", "wholeSymbol"],
            .magicReplace: ["downUp", "upUp", "offUp", "byLayer", "wholeSymbol"],
            .drawOn: ["byLayer", "wholeSymbol", "individually"],
            .drawOff: ["byLayer", "wholeSymbol", "individually", "reversed", "nonReversed"],
        ]
        for animation in SymbolAnimation.allCases {
            #expect(Set(animation.variants.map(\.rawValue)) == expected[animation], "\(animation)")
            let order = SymbolAnimation.Variant.allCases
            #expect(animation.variants == order.filter(animation.offers))
        }
        #expect(SymbolAnimation.Variant.counterClockwise.description == "counterClockwise")
    }

    @Test("groups variants that cancel each other")
    func groups() {
        #expect(SymbolAnimation.Variant.iterative.group == SymbolAnimation.Variant.cumulative.group)
        #expect(SymbolAnimation.Variant.reversed.group == .drawDirection)
        #expect(SymbolAnimation.Variant.individually.group == .scope)
        #expect(SymbolAnimation.Variant.left.group == .direction)
        #expect(SymbolAnimation.Variant.pulse.group == .breatheStyle)
        #expect(SymbolAnimation.Variant.offUp.group == .replaceStyle)
        #expect(SymbolAnimation.Variant.hideInactiveLayers.group == .inactiveLayers)
        #expect(SymbolAnimation.Variant.nonReversing.group == .reversal)
    }

    @Test("gates an indefinite bounce at iOS 18 and refuses triggers an animation does not take")
    func triggerAvailability() {
        #expect(SymbolAnimation.bounce.minimumVersion(for: .value, on: .iOS) == OSVersion(17, 0))
        #expect(SymbolAnimation.bounce.minimumVersion(for: .isActive, on: .iOS) == OSVersion(18, 0))
        #expect(SymbolAnimation.bounce.minimumVersion(for: .isActive, on: .macOS) == OSVersion(15, 0))
        #expect(SymbolAnimation.scale.minimumVersion(for: .value, on: .iOS) == nil)
        #expect(!SymbolAnimation.replace.isAvailable(for: .value, on: .iOS(26, 0)))
        #expect(SymbolAnimation.pulse.isAvailable(for: .isActive, on: .watchOS(10, 0)))
    }

    @Test("falls back as the product documents say and as documented for the rest")
    func fallbacks() {
        #expect(SymbolAnimation.wiggle.fallbacks == [.bounce, .pulse])
        #expect(SymbolAnimation.magicReplace.fallbacks == [.replace])
        #expect(SymbolAnimation.breathe.fallbacks == [.pulse])
        #expect(SymbolAnimation.rotate.fallbacks == [.pulse])
        #expect(SymbolAnimation.drawOn.fallbacks == [.appear])
        #expect(SymbolAnimation.drawOff.fallbacks == [.disappear])
        for animation in SymbolAnimation.allCases {
            for fallback in animation.fallbacks {
                #expect(fallback.minimumVersion(on: .iOS) == OSVersion(17, 0), "\(animation) → \(fallback)")
            }
        }
    }
}
