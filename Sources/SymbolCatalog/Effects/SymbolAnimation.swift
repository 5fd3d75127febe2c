/// One of Apple's thirteen symbol animations (the Symbols framework's *symbol effects*), as data.
///
/// Each animation knows its categories and the triggers it accepts, the variants it offers, where it is
/// available (``minimumVersion(on:)``) and what to fall back to on older systems (``fallbacks``).
/// Build a validated ``SymbolAnimationSpec`` from it and let ``SymbolCode`` write the code.
///
/// ```swift
/// let wiggle = SymbolAnimation.wiggle
/// wiggle.minimumVersion(on: .iOS)   // 18.0
/// wiggle.triggers                   // [.value, .isActive]
/// let spec = try SymbolAnimationSpec(.wiggle, variants: [.left])
/// ```
///
/// The facts come from Apple's Symbols framework reference
/// (<https://developer.apple.com/documentation/symbols>): one page per effect type, cited on each case,
/// and the protocol pages `DiscreteSymbolEffect`, `IndefiniteSymbolEffect`, `TransitionSymbolEffect` and
/// `ContentTransitionSymbolEffect`, whose lists of conforming types give ``categories``.
public enum SymbolAnimation: String, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// A brief scale up or down that draws attention (`BounceSymbolEffect`, iOS 17).
    /// <https://developer.apple.com/documentation/symbols/bouncesymboleffect>
    case bounce
    /// An opacity ramp over the layers marked to pulse, or the whole symbol (`PulseSymbolEffect`, iOS 17).
    /// <https://developer.apple.com/documentation/symbols/pulsesymboleffect>
    case pulse
    /// A scale up or down held while active (`ScaleSymbolEffect`, iOS 17).
    /// <https://developer.apple.com/documentation/symbols/scalesymboleffect>
    case scale
    /// The variable layers' opacity changed in sequence (`VariableColorSymbolEffect`, iOS 17); it affects
    /// only symbols that have variable colour layers.
    /// <https://developer.apple.com/documentation/symbols/variablecolorsymboleffect>
    case variableColor
    /// A back-and-forth translation or rotation (`WiggleSymbolEffect`, iOS 18).
    /// <https://developer.apple.com/documentation/symbols/wigglesymboleffect>
    case wiggle
    /// Parts of the symbol rotating around a symbol-provided anchor (`RotateSymbolEffect`, iOS 18).
    /// <https://developer.apple.com/documentation/symbols/rotatesymboleffect>
    case rotate
    /// A smooth scale up and down (`BreatheSymbolEffect`, iOS 18).
    /// <https://developer.apple.com/documentation/symbols/breathesymboleffect>
    case breathe
    /// The symbol becoming visible with a scale (`AppearSymbolEffect`, iOS 17).
    /// <https://developer.apple.com/documentation/symbols/appearsymboleffect>
    case appear
    /// The symbol becoming hidden with a scale (`DisappearSymbolEffect`, iOS 17).
    /// <https://developer.apple.com/documentation/symbols/disappearsymboleffect>
    case disappear
    /// One symbol replacing another: Down-Up, Up-Up or Off-Up (`ReplaceSymbolEffect`, iOS 17).
    /// <https://developer.apple.com/documentation/symbols/replacesymboleffect>
    case replace
    /// Replace that animates the elements two symbols share, with a plain replace as fallback
    /// (`ReplaceSymbolEffect.MagicReplace`, `.replace.magic(fallback:)`, iOS 18).
    /// <https://developer.apple.com/documentation/symbols/replacesymboleffect/magic(fallback:)>
    case magicReplace
    /// The symbol drawn on along its paths, like handwriting (`DrawOnSymbolEffect`, iOS 26).
    /// <https://developer.apple.com/documentation/symbols/drawonsymboleffect>
    case drawOn
    /// The symbol drawn off along its paths (`DrawOffSymbolEffect`, iOS 26).
    /// <https://developer.apple.com/documentation/symbols/drawoffsymboleffect>
    case drawOff

    /// The name the SF Symbols app shows, for example `"Variable Color"` or `"Magic Replace"`.
    public var displayName: String {
        switch self {
        case .bounce: "Bounce"
        case .pulse: "Pulse"
        case .scale: "Scale"
        case .variableColor: "Variable Color"
        case .wiggle: "Wiggle"
        case .rotate: "Rotate"
        case .breathe: "Breathe"
        case .appear: "Appear"
        case .disappear: "Disappear"
        case .replace: "Replace"
        case .magicReplace: "Magic Replace"
        case .drawOn: "Draw On"
        case .drawOff: "Draw Off"
        }
    }

    /// The display name.
    public var description: String { displayName }

    /// The category that names the animation's typical use, as Apple's and the product documents' tables
    /// list it: Bounce and Wiggle are discrete, Scale and Breathe indefinite, Appear and Draw On
    /// transitions, Replace a content transition. Its trigger is the spec's default trigger.
    public var category: Category {
        switch self {
        case .bounce, .wiggle: .discrete
        case .pulse, .scale, .variableColor, .rotate, .breathe: .indefinite
        case .appear, .disappear, .drawOn, .drawOff: .transition
        case .replace, .magicReplace: .contentTransition
        }
    }

    /// Every category the animation belongs to, in ``Category`` order.
    ///
    /// Read from the conforming-type lists of Apple's protocol pages
    /// (<https://developer.apple.com/documentation/symbols/discretesymboleffect>,
    /// <https://developer.apple.com/documentation/symbols/indefinitesymboleffect>,
    /// <https://developer.apple.com/documentation/symbols/transitionsymboleffect>,
    /// <https://developer.apple.com/documentation/symbols/contenttransitionsymboleffect>).
    public var categories: [Category] {
        switch self {
        case .bounce, .pulse, .variableColor, .wiggle, .rotate, .breathe: [.discrete, .indefinite]
        case .scale: [.indefinite]
        case .appear, .disappear, .drawOn, .drawOff: [.indefinite, .transition]
        case .replace, .magicReplace: [.contentTransition]
        }
    }

    /// The triggers the animation accepts: one per category.
    public var triggers: [SymbolAnimationSpec.Trigger] { categories.map(\.trigger) }

    /// The variants the animation offers, in canonical order (see ``Variant``).
    ///
    /// Magic Replace's variants configure its fallback replace (`.replace.magic(fallback: .replace.upUp)`).
    public var variants: [Variant] {
        switch self {
        case .bounce, .scale, .appear, .disappear: [.up, .down, .byLayer, .wholeSymbol]
        case .pulse: [.byLayer, .wholeSymbol]
        case .variableColor:
            [.iterative, .cumulative, .reversing, .nonReversing, .hideInactiveLayers, .dimInactiveLayers]
        case .wiggle:
            [
                .up, .down, .left, .right, .forward, .backward, .clockwise, .counterClockwise, .byLayer,
                .wholeSymbol,
            ]
        case .rotate: [.clockwise, .counterClockwise, .byLayer, .wholeSymbol]
        case .breathe: [.plain, .pulse, .byLayer, .wholeSymbol]
        case .replace, .magicReplace: [.downUp, .upUp, .offUp, .byLayer, .wholeSymbol]
        case .drawOn: [.byLayer, .wholeSymbol, .individually]
        case .drawOff: [.reversed, .nonReversed, .byLayer, .wholeSymbol, .individually]
        }
    }

    /// Whether the animation offers `variant`.
    public func offers(_ variant: Variant) -> Bool { variants.contains(variant) }

    /// The Swift expression of the Symbols framework that names the animation, before variants:
    /// `.bounce`, `.variableColor`, `.drawOn`; Magic Replace is written by ``SymbolCode`` as
    /// `.replace.magic(fallback: …)`.
    var swiftName: String {
        switch self {
        case .magicReplace: "replace"
        default: rawValue
        }
    }
}
