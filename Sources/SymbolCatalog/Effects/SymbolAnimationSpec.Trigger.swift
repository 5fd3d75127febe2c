extension SymbolAnimationSpec {
    /// What starts an animation. In SwiftUI each trigger is a different modifier; UIKit and AppKit add
    /// the effect to an image view or set the image with a content transition.
    ///
    /// - SwiftUI `symbolEffect(_:options:value:)` (discrete effects),
    ///   <https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:value:)>
    /// - SwiftUI `symbolEffect(_:options:isActive:)` (indefinite effects),
    ///   <https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:)>
    /// - SwiftUI `Transition.symbolEffect(_:options:)`,
    ///   <https://developer.apple.com/documentation/swiftui/transition/symboleffect(_:options:)>
    /// - SwiftUI `ContentTransition.symbolEffect(_:options:)`,
    ///   <https://developer.apple.com/documentation/swiftui/contenttransition/symboleffect(_:options:)>
    public enum Trigger: String, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// Plays a discrete animation each time a value changes (`value:`).
        case value
        /// Runs an indefinite animation while a Boolean is true (`isActive:`).
        case isActive
        /// Plays as the view is inserted or removed (`.transition(.symbolEffect(…))`).
        case transition
        /// Plays as the image changes to another symbol (`.contentTransition(.symbolEffect(…))`).
        case contentTransition

        /// The category of animation the trigger starts.
        public var category: SymbolAnimation.Category {
            switch self {
            case .value: .discrete
            case .isActive: .indefinite
            case .transition: .transition
            case .contentTransition: .contentTransition
            }
        }

        /// How the trigger reads in a sentence: "a value change", "isActive".
        public var description: String {
            switch self {
            case .value: "a value change"
            case .isActive: "isActive"
            case .transition: "a view transition"
            case .contentTransition: "a content transition"
            }
        }
    }
}
