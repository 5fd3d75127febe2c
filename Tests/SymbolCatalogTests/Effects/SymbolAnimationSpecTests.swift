import Testing

@testable import SymbolCatalog

@Suite("SymbolAnimationSpec")
struct SymbolAnimationSpecTests {
    @Test("defaults to no variants, the default options and the trigger of the animation's category")
    func defaults() throws {
        let wiggle = try SymbolAnimationSpec(.wiggle)
        #expect(wiggle.animation == .wiggle)
        #expect(wiggle.variants.isEmpty)
        #expect(wiggle.options == .default)
        #expect(wiggle.options.isDefault)
        #expect(wiggle.trigger == .value)
        #expect(wiggle.textAlternative == nil)
        #expect(try SymbolAnimationSpec(.scale).trigger == .isActive)
        #expect(try SymbolAnimationSpec(.drawOn).trigger == .transition)
        #expect(try SymbolAnimationSpec(.replace).trigger == .contentTransition)
    }

    @Test("gives Magic Replace the Down-Up fallback of the product documents unless a style is chosen")
    func magicReplaceDefault() throws {
        #expect(try SymbolAnimationSpec(.magicReplace).variants == [.downUp])
        #expect(try SymbolAnimationSpec(.magicReplace, variants: [.wholeSymbol]).variants == [.downUp, .wholeSymbol])
        #expect(try SymbolAnimationSpec(.magicReplace, variants: [.offUp]).variants == [.offUp])
        #expect(try SymbolAnimationSpec(.replace).variants.isEmpty)
    }

    @Test("keeps variants in canonical order whatever order they were given in")
    func canonicalOrder() throws {
        let spec = try SymbolAnimationSpec(
            .variableColor, variants: [.dimInactiveLayers, .reversing, .cumulative], trigger: .isActive)
        #expect(spec.variants == [.cumulative, .reversing, .dimInactiveLayers])
        let wiggle = try SymbolAnimationSpec(.wiggle, variants: [.byLayer, .counterClockwise])
        #expect(wiggle.variants == [.counterClockwise, .byLayer])
        #expect(wiggle.description == "Wiggle [counterClockwise, byLayer] on a value change, default")
        #expect(wiggle == (try SymbolAnimationSpec(.wiggle, variants: [.counterClockwise, .byLayer])))
    }

    @Test("writes options as Apple's API does and combines them")
    func options() {
        #expect(SymbolAnimationSpec.Options.repeat(5).speed(1.5) == .init(repetition: .count(5), speed: 1.5))
        #expect(SymbolAnimationSpec.Options.repeat(.continuous).repetition == .continuous)
        #expect(SymbolAnimationSpec.Options.nonRepeating.speed(2).description == "nonRepeating.speed(2.0)")
        #expect(SymbolAnimationSpec.Options.speed(0.5).description == "speed(0.5)")
        #expect(SymbolAnimationSpec.Options.default.description == "default")
        #expect(SymbolAnimationSpec.Options.repeat(3).description == "repeat(3)")
        #expect(SymbolAnimationSpec.Options.Repetition.automatic.description == "default")
        #expect(!SymbolAnimationSpec.Options.speed(1).isDefault)
    }

    @Test("accepts the option and trigger combinations that make sense")
    func legalCombinations() throws {
        _ = try SymbolAnimationSpec(.bounce, options: .repeat(3), trigger: .value)
        _ = try SymbolAnimationSpec(.bounce, options: .repeat(.continuous), trigger: .isActive)
        _ = try SymbolAnimationSpec(.pulse, options: .nonRepeating, trigger: .isActive)
        _ = try SymbolAnimationSpec(.appear, options: .speed(2), trigger: .transition)
        _ = try SymbolAnimationSpec(.replace, options: .speed(0.5), trigger: .contentTransition)
        _ = try SymbolAnimationSpec(.scale, options: .repeat(5).speed(1.5), trigger: .isActive)
        _ = try SymbolAnimationSpec(.breathe, trigger: .isActive, textAlternative: "In progress")
    }

    @Test(
        "rejects a variant the animation does not have",
        arguments: [
            (SymbolAnimation.wiggle, SymbolAnimation.Variant.iterative), (.bounce, .left), (.pulse, .up),
            (.drawOn, .reversed), (.rotate, .up), (.replace, .individually), (.variableColor, .byLayer),
        ])
    func variantNotOffered(animation: SymbolAnimation, variant: SymbolAnimation.Variant) {
        #expect(throws: SymbolAnimationError.variantNotOffered(animation, variant)) {
            try SymbolAnimationSpec(animation, variants: [variant])
        }
    }

    @Test("rejects two variants of one group")
    func conflicting() {
        #expect(throws: SymbolAnimationError.conflictingVariants(.bounce, .up, .down)) {
            try SymbolAnimationSpec(.bounce, variants: [.up, .down])
        }
        #expect(throws: SymbolAnimationError.conflictingVariants(.drawOff, .byLayer, .individually)) {
            try SymbolAnimationSpec(.drawOff, variants: [.byLayer, .reversed, .individually])
        }
        #expect(throws: SymbolAnimationError.conflictingVariants(.variableColor, .iterative, .cumulative)) {
            try SymbolAnimationSpec(.variableColor, variants: [.iterative, .cumulative])
        }
        #expect(throws: SymbolAnimationError.conflictingVariants(.wiggle, .left, .left)) {
            try SymbolAnimationSpec(.wiggle, variants: [.left, .left])
        }
    }

    @Test(
        "rejects a trigger the animation does not accept",
        arguments: [
            (SymbolAnimation.scale, SymbolAnimationSpec.Trigger.value), (.bounce, .transition),
            (.replace, .value), (.replace, .isActive), (.appear, .contentTransition), (.drawOn, .value),
            (.magicReplace, .transition), (.wiggle, .contentTransition),
        ])
    func triggerNotAccepted(animation: SymbolAnimation, trigger: SymbolAnimationSpec.Trigger) {
        #expect(throws: SymbolAnimationError.triggerNotAccepted(animation, trigger)) {
            try SymbolAnimationSpec(animation, trigger: trigger)
        }
    }

    @Test("rejects repetitions that cannot apply to the trigger")
    func repetition() {
        #expect(throws: SymbolAnimationError.repetitionNotAccepted(.continuous, .value)) {
            try SymbolAnimationSpec(.bounce, options: .repeat(.continuous))
        }
        #expect(throws: SymbolAnimationError.repetitionNotAccepted(.nonRepeating, .value)) {
            try SymbolAnimationSpec(.wiggle, options: .nonRepeating)
        }
        #expect(throws: SymbolAnimationError.repetitionNotAccepted(.count(2), .transition)) {
            try SymbolAnimationSpec(.appear, options: .repeat(2))
        }
        #expect(throws: SymbolAnimationError.repetitionNotAccepted(.continuous, .contentTransition)) {
            try SymbolAnimationSpec(.replace, options: .repeat(.continuous))
        }
        #expect(throws: SymbolAnimationError.repetitionNotAccepted(.nonRepeating, .transition)) {
            try SymbolAnimationSpec(.drawOff, options: .nonRepeating)
        }
    }

    @Test("rejects repeat counts below 1 and speeds that are not positive and finite")
    func ranges() {
        for count in [0, -1, Int.min] {
            #expect(throws: SymbolAnimationError.repeatCountOutOfRange(count)) {
                try SymbolAnimationSpec(.bounce, options: .repeat(count))
            }
        }
        for speed in [0, -1, Double.infinity, -Double.infinity] {
            #expect(throws: SymbolAnimationError.speedOutOfRange(speed)) {
                try SymbolAnimationSpec(.pulse, options: .speed(speed))
            }
        }
        let error = #expect(throws: SymbolAnimationError.self) {
            try SymbolAnimationSpec(.pulse, options: .speed(.nan))
        }
        guard case .speedOutOfRange(let speed)? = error else {
            Issue.record("expected speedOutOfRange, got \(String(describing: error))")
            return
        }
        #expect(speed.isNaN)
    }

    @Test("rejects a text alternative on an animation that shows no lasting state")
    func textAlternative() {
        #expect(throws: SymbolAnimationError.textAlternativeNotApplicable(.value)) {
            try SymbolAnimationSpec(.bounce, textAlternative: "Tapped")
        }
        #expect(throws: SymbolAnimationError.textAlternativeNotApplicable(.contentTransition)) {
            try SymbolAnimationSpec(.replace, textAlternative: "Done")
        }
    }

    @Test("explains each error in a sentence that says what to do")
    func descriptions() {
        #expect(
            SymbolAnimationError.variantNotOffered(.rotate, .up).description
                == "Rotate has no variant \"up\"; its variants are clockwise, counterClockwise, byLayer, wholeSymbol.")
        #expect(
            SymbolAnimationError.conflictingVariants(.bounce, .up, .down).description
                == "\"up\" and \"down\" are alternatives for Bounce (both set the direction); choose one.")
        #expect(
            SymbolAnimationError.triggerNotAccepted(.scale, .value).description
                == "Scale cannot be started by a value change: it is not a discrete effect. Use isActive.")
        #expect(
            SymbolAnimationError.triggerNotAccepted(.wiggle, .transition).description
                == "Wiggle cannot be started by a view transition: it is not a transition effect. "
                + "Use a value change or isActive.")
        #expect(
            SymbolAnimationError.repetitionNotAccepted(.continuous, .value).description
                == "repeat(.continuous) needs the isActive trigger: an effect started by a value change that "
                + "repeats forever could never be stopped.")
        #expect(
            SymbolAnimationError.repetitionNotAccepted(.nonRepeating, .value).description
                == "nonRepeating applies to an effect that runs while isActive; an effect started by a value "
                + "change already plays once.")
        #expect(
            SymbolAnimationError.repetitionNotAccepted(.count(3), .transition).description
                == "repeat(3) does not apply to a view transition: a transition plays once as the symbol goes "
                + "in or out.")
        #expect(
            SymbolAnimationError.repeatCountOutOfRange(0).description == "A repeat count must be at least 1; got 0.")
        #expect(
            SymbolAnimationError.speedOutOfRange(-1).description
                == "A speed must be a finite number above 0; got -1.0.")
        #expect(
            SymbolAnimationError.textAlternativeNotApplicable(.value).description
                == "A text alternative describes the state an animation shows while isActive; an animation "
                + "started by a value change shows no lasting state. Remove the text or use isActive.")
        #expect(SymbolAnimationSpec.Trigger.contentTransition.description == "a content transition")
    }
}
