/// A validated symbol animation: the animation, its variants, its options and its trigger.
///
/// Creating a spec checks every combination against the animation's data and throws a
/// ``SymbolAnimationError`` that says why an impossible one is impossible — a variant the animation
/// does not have, two variants that exclude each other, a trigger it does not accept, a repetition
/// that cannot apply to the trigger, a repeat count below 1 or a speed that is not a positive number.
/// Once created, a spec cannot be changed into an invalid one.
///
/// ```swift
/// let wiggle = try SymbolAnimationSpec(.wiggle)                  // discrete, on a value change
/// let searching = try SymbolAnimationSpec(
///     .variableColor, variants: [.iterative, .reversing], options: .repeat(.continuous), trigger: .isActive)
/// let code = SymbolCode(symbol: "wifi", animation: searching, deploymentTarget: .iOS(17, 0)).swiftUI
/// ```
public struct SymbolAnimationSpec: Sendable, Hashable, CustomStringConvertible {
    /// The animation.
    public let animation: SymbolAnimation
    /// The chosen variants in canonical order (``SymbolAnimation/Variant`` declaration order), at most one
    /// per group; empty lets the system choose.
    public let variants: [SymbolAnimation.Variant]
    /// How often and how fast it plays.
    public let options: Options
    /// What starts it.
    public let trigger: Trigger
    /// What the animation tells the user, such as `"Recording"`, or `nil` when it only decorates.
    ///
    /// An animation with a text alternative *carries meaning*: the generated SwiftUI reads
    /// `accessibilityReduceMotion` and shows the text while Reduce Motion is on, and gives the image the
    /// text as its accessibility value (see <doc:AnimatingSymbols>).
    public let textAlternative: String?

    /// Validates and creates a specification.
    ///
    /// - Parameters:
    ///   - animation: The animation.
    ///   - variants: Its variants in any order, at most one per ``SymbolAnimation/Variant/Group``. Magic
    ///     Replace without a replace style gets `.downUp`, its fallback in the product documents.
    ///   - options: Repetition and speed; `.default` by default.
    ///   - trigger: What starts it; `nil` takes the trigger of the animation's ``SymbolAnimation/category``.
    ///   - textAlternative: What the animation means, for Reduce Motion and VoiceOver; `nil` for none.
    ///     Only an animation started by `isActive` shows a lasting state that text can stand for.
    /// - Throws: ``SymbolAnimationError`` naming the first impossible part.
    /// - Complexity: O(*v*²) in the number of variants (at most a handful).
    public init(
        _ animation: SymbolAnimation, variants: [SymbolAnimation.Variant] = [], options: Options = .default,
        trigger: Trigger? = nil, textAlternative: String? = nil
    ) throws(SymbolAnimationError) {
        for variant in variants where !animation.offers(variant) {
            throw .variantNotOffered(animation, variant)
        }
        for (offset, variant) in variants.enumerated() {
            if let other = variants[..<offset].first(where: { $0.group == variant.group }) {
                throw .conflictingVariants(animation, other, variant)
            }
        }
        let trigger = trigger ?? animation.category.trigger
        guard animation.triggers.contains(trigger) else { throw .triggerNotAccepted(animation, trigger) }
        switch (options.repetition, trigger) {
        case (.count(let count), _) where count < 1:
            throw .repeatCountOutOfRange(count)
        case (.automatic, _), (.count, .value), (.count, .isActive), (_, .isActive):
            break
        default:
            throw .repetitionNotAccepted(options.repetition, trigger)
        }
        if let speed = options.speed, !(speed.isFinite && speed > 0) { throw .speedOutOfRange(speed) }
        if textAlternative != nil, trigger != .isActive { throw .textAlternativeNotApplicable(trigger) }
        var chosen = variants
        if animation == .magicReplace, !chosen.contains(where: { $0.group == .replaceStyle }) {
            chosen.append(.downUp)
        }
        let order = SymbolAnimation.Variant.allCases
        self.animation = animation
        self.variants = chosen.sorted { order.firstIndex(of: $0) ?? 0 < order.firstIndex(of: $1) ?? 0 }
        self.options = options
        self.trigger = trigger
        self.textAlternative = textAlternative
    }

    /// A spec already known to be valid, built by the fallback logic.
    init(
        unchecked animation: SymbolAnimation, variants: [SymbolAnimation.Variant], options: Options, trigger: Trigger,
        textAlternative: String?
    ) {
        self.animation = animation
        self.variants = variants
        self.options = options
        self.trigger = trigger
        self.textAlternative = textAlternative
    }

    /// `"Wiggle [left] on a value change, repeat(3)"`.
    public var description: String {
        let variantList = variants.isEmpty ? "" : " [" + variants.map(\.rawValue).joined(separator: ", ") + "]"
        return "\(animation)\(variantList) on \(trigger), \(options)"
    }
}
