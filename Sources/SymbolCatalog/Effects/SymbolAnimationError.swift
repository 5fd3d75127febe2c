/// Why an animation specification is impossible.
public enum SymbolAnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The animation has no such variant (for example `iterative` on Wiggle).
    case variantNotOffered(SymbolAnimation, SymbolAnimation.Variant)
    /// Two variants exclude each other (for example `up` and `down`).
    case conflictingVariants(SymbolAnimation, SymbolAnimation.Variant, SymbolAnimation.Variant)
    /// The animation cannot be started by the trigger (for example Scale by a value change).
    case triggerNotAccepted(SymbolAnimation, SymbolAnimationSpec.Trigger)
    /// The repetition does not apply to the trigger (for example a repeating transition).
    case repetitionNotAccepted(SymbolAnimationSpec.Options.Repetition, SymbolAnimationSpec.Trigger)
    /// A repeat count below 1.
    case repeatCountOutOfRange(Int)
    /// A speed that is not a finite number above 0.
    case speedOutOfRange(Double)
    /// A text alternative on an animation that does not show a lasting state (any trigger but `isActive`).
    case textAlternativeNotApplicable(SymbolAnimationSpec.Trigger)

    /// A sentence saying what is wrong and what to use instead.
    public var description: String {
        switch self {
        case .variantNotOffered(let animation, let variant):
            let offered = animation.variants.map(\.rawValue).joined(separator: ", ")
            return "\(animation) has no variant \"\(variant)\"; its variants are \(offered)."
        case .conflictingVariants(let animation, let first, let second):
            return "\"\(first)\" and \"\(second)\" are alternatives for \(animation) "
                + "(both set the \(first.group.rawValue)); choose one."
        case .triggerNotAccepted(let animation, let trigger):
            let accepted = animation.triggers.map(\.description).joined(separator: " or ")
            return "\(animation) cannot be started by \(trigger): it is not a \(trigger.category.rawValue) "
                + "effect. Use \(accepted)."
        case .repetitionNotAccepted(let repetition, let trigger):
            switch (repetition, trigger) {
            case (.continuous, .value):
                return "repeat(.continuous) needs the isActive trigger: an effect started by a value change "
                    + "that repeats forever could never be stopped."
            case (.nonRepeating, .value):
                return "nonRepeating applies to an effect that runs while isActive; an effect started by a "
                    + "value change already plays once."
            default:
                return "\(repetition) does not apply to \(trigger): a transition plays once as the symbol "
                    + "goes in or out."
            }
        case .repeatCountOutOfRange(let count):
            return "A repeat count must be at least 1; got \(count)."
        case .speedOutOfRange(let speed):
            return "A speed must be a finite number above 0; got \(speed)."
        case .textAlternativeNotApplicable(let trigger):
            return "A text alternative describes the state an animation shows while isActive; an animation "
                + "started by \(trigger) shows no lasting state. Remove the text or use isActive."
        }
    }
}
