/// What an animated symbol is for, and the animations the product documents recommend for it.
///
/// The table follows the "Purpose → effect" list of the product documents (the SF Symbols browser and
/// the apps' requirements), which in turn follows Apple's guidance that each effect has a meaning:
///
/// | Purpose | Animations | Trigger |
/// |---|---|---|
/// | Tap feedback | Bounce | value |
/// | Something changed, draw attention | Wiggle | value |
/// | In progress | Breathe, Pulse | isActive |
/// | Searching | Variable Color | isActive |
/// | Recording | Scale | isActive |
/// | Rotation shows progress | Rotate | isActive |
/// | State swap, completion | Replace | content transition |
/// | Enter or exit drawn by hand | Draw On, Draw Off | transition |
/// | Progress along a path | none: variable draw (`.symbolVariableValueMode(.draw)`) | — |
///
/// ```swift
/// SymbolPurpose.inProgress.animations            // [.breathe, .pulse]
/// SymbolPurpose.purposes(for: .wiggle)           // [.drawAttention]
/// let spec = SymbolPurpose.recording.recommendedSpec   // Scale while isActive, "Recording"
/// ```
public enum SymbolPurpose: String, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Feedback for a tap.
    case tapFeedback
    /// Something changed and needs attention.
    case drawAttention
    /// Work in progress.
    case inProgress
    /// Searching, connecting, scanning.
    case searching
    /// Recording audio or video.
    case recording
    /// A rotation that shows progress, such as syncing.
    case rotationProgress
    /// A state swap or a completion, such as play → pause or a checkmark.
    case completion
    /// The symbol entering or leaving, drawn as by hand.
    case enterExit
    /// Progress along a path, such as a download, shown with variable draw.
    case pathProgress

    /// The recommended animations, best first; empty for ``pathProgress``, which is a rendering mode.
    public var animations: [SymbolAnimation] {
        switch self {
        case .tapFeedback: [.bounce]
        case .drawAttention: [.wiggle]
        case .inProgress: [.breathe, .pulse]
        case .searching: [.variableColor]
        case .recording: [.scale]
        case .rotationProgress: [.rotate]
        case .completion: [.replace]
        case .enterExit: [.drawOn, .drawOff]
        case .pathProgress: []
        }
    }

    /// The variable value mode the purpose calls for: `.draw` for ``pathProgress``, otherwise `nil`.
    public var variableValueMode: SymbolStyle.VariableValueMode? {
        self == .pathProgress ? .draw : nil
    }

    /// The trigger of the recommended spec, or `nil` for ``pathProgress``.
    public var trigger: SymbolAnimationSpec.Trigger? {
        switch self {
        case .tapFeedback, .drawAttention: .value
        case .inProgress, .searching, .recording, .rotationProgress: .isActive
        case .completion: .contentTransition
        case .enterExit: .transition
        case .pathProgress: nil
        }
    }

    /// The text alternative the purpose needs when the animation stops under Reduce Motion: the state
    /// an indefinite animation shows. `nil` for momentary feedback, transitions (the symbol's presence
    /// says it) and replacements (the new symbol's label says it).
    public var textAlternative: String? {
        switch self {
        case .inProgress, .rotationProgress: "In progress"
        case .searching: "Searching"
        case .recording: "Recording"
        case .tapFeedback, .drawAttention, .completion, .enterExit, .pathProgress: nil
        }
    }

    /// The first recommended animation as a ready spec — with the purpose's trigger, Variable Color
    /// iterating, and the text alternative — or `nil` for ``pathProgress``.
    public var recommendedSpec: SymbolAnimationSpec? {
        guard let animation = animations.first, let trigger else { return nil }
        return SymbolAnimationSpec(
            unchecked: animation, variants: animation == .variableColor ? [.iterative] : [], options: .default,
            trigger: trigger, textAlternative: textAlternative)
    }

    /// The purposes an animation is recommended for, in table order.
    /// - Complexity: O(*p*) in the number of purposes.
    public static func purposes(for animation: SymbolAnimation) -> [SymbolPurpose] {
        allCases.filter { $0.animations.contains(animation) }
    }

    /// The purpose in words, for example `"In progress"`.
    public var description: String {
        switch self {
        case .tapFeedback: "Tap feedback"
        case .drawAttention: "Something changed, draw attention"
        case .inProgress: "In progress"
        case .searching: "Searching"
        case .recording: "Recording"
        case .rotationProgress: "Rotation shows progress"
        case .completion: "State swap, completion"
        case .enterExit: "Enter or exit drawn by hand"
        case .pathProgress: "Progress along a path"
        }
    }
}
