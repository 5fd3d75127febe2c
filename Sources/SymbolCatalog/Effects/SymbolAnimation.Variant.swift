extension SymbolAnimation {
    /// A variant of an animation, named as the Symbols framework names the effect's property
    /// (`.bounce.up`, `.variableColor.iterative`, `.drawOff.reversed`).
    ///
    /// Variants come in groups of alternatives (``Group``): a spec takes at most one variant of each
    /// group, since Apple's later variant cancels the earlier one (for example `iterative` "cancels the
    /// cumulative variant",
    /// <https://developer.apple.com/documentation/symbols/variablecolorsymboleffect/iterative>). The
    /// declaration order is the canonical order in which ``SymbolCode`` chains them.
    public enum Variant: String, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// Upward (Bounce, Scale, Appear, Disappear, Wiggle).
        case up
        /// Downward (Bounce, Scale, Appear, Disappear, Wiggle).
        case down
        /// Wiggle starting to the left.
        case left
        /// Wiggle starting to the right.
        case right
        /// Wiggle starting forward in the reading direction of the current locale.
        case forward
        /// Wiggle starting backward in the reading direction of the current locale.
        case backward
        /// Clockwise (Rotate; Wiggle rotating back and forth).
        case clockwise
        /// Counter-clockwise (Rotate; Wiggle rotating back and forth).
        case counterClockwise
        /// Variable Color: each layer enabled briefly in turn.
        case iterative
        /// Variable Color: each layer enabled in turn and kept on until the cycle ends.
        case cumulative
        /// Variable Color: the pattern plays in reverse each time it repeats.
        case reversing
        /// Variable Color: the pattern does not play in reverse when it repeats.
        case nonReversing
        /// Variable Color: inactive layers hidden.
        case hideInactiveLayers
        /// Variable Color: inactive layers dimmed.
        case dimInactiveLayers
        /// Breathe with no other styling.
        case plain
        /// Breathe that also pulses the layers.
        case pulse
        /// Replace: the old symbol scales down, the new one up.
        case downUp
        /// Replace: the old symbol scales up, the new one up.
        case upUp
        /// Replace: the old symbol goes without animation, the new one scales up.
        case offUp
        /// Draw Off following the draw data in reverse.
        case reversed
        /// Draw Off following the draw data forwards.
        case nonReversed
        /// Each layer (motion group) animated separately.
        case byLayer
        /// All layers animated together.
        case wholeSymbol
        /// Draw: one layer at a time, each waiting for the previous one.
        case individually

        /// A set of variants that exclude one another.
        public enum Group: String, CaseIterable, Sendable, Hashable, Codable {
            /// Direction: up, down, left, right, forward, backward, clockwise, counter-clockwise.
            case direction
            /// Variable Color fill: iterative or cumulative.
            case fill
            /// Variable Color repetition: reversing or non-reversing.
            case reversal
            /// Variable Color inactive layers: hidden or dimmed.
            case inactiveLayers
            /// Breathe style: plain or pulse.
            case breatheStyle
            /// Replace style: Down-Up, Up-Up or Off-Up.
            case replaceStyle
            /// Draw Off direction: reversed or non-reversed.
            case drawDirection
            /// Scope: by layer, whole symbol or individually.
            case scope
        }

        /// The group of alternatives the variant belongs to.
        public var group: Group {
            switch self {
            case .up, .down, .left, .right, .forward, .backward, .clockwise, .counterClockwise: .direction
            case .iterative, .cumulative: .fill
            case .reversing, .nonReversing: .reversal
            case .hideInactiveLayers, .dimInactiveLayers: .inactiveLayers
            case .plain, .pulse: .breatheStyle
            case .downUp, .upUp, .offUp: .replaceStyle
            case .reversed, .nonReversed: .drawDirection
            case .byLayer, .wholeSymbol, .individually: .scope
            }
        }

        /// The Swift property name, for example `counterClockwise`.
        public var description: String { rawValue }
    }
}
