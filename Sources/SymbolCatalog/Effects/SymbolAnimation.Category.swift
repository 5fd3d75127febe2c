extension SymbolAnimation {
    /// How an animation behaves, as Apple's Symbols framework classifies effects
    /// (<https://developer.apple.com/documentation/symbols>): each category is a protocol an effect type
    /// conforms to, and each has its own trigger.
    public enum Category: String, CaseIterable, Sendable, Hashable, Codable {
        /// Runs from start to finish once triggered (`DiscreteSymbolEffect`); triggered by a value change.
        case discrete
        /// Lasts until disabled or removed (`IndefiniteSymbolEffect`); triggered by `isActive:`.
        case indefinite
        /// Animates a symbol in or out of visibility (`TransitionSymbolEffect`); a view transition.
        case transition
        /// Replaces one symbol with another, or with another configuration of itself
        /// (`ContentTransitionSymbolEffect`); a content transition.
        case contentTransition

        /// The trigger that starts an animation of this category.
        public var trigger: SymbolAnimationSpec.Trigger {
            switch self {
            case .discrete: .value
            case .indefinite: .isActive
            case .transition: .transition
            case .contentTransition: .contentTransition
            }
        }
    }
}
