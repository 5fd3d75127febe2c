extension SymbolAnimation {
    /// The animations to use instead, in order of preference, when this one is newer than the
    /// deployment target; ``SymbolCode`` takes the first that the target supports with the spec's trigger.
    ///
    /// | Animation | Falls back to | Why |
    /// |---|---|---|
    /// | Wiggle | Bounce, then Pulse | the product documents' rule (`if #available(iOS 18, *) { wiggle } else { bounce }`); Pulse where bounce cannot run indefinitely (before iOS 18) |
    /// | Magic Replace | Replace with the same style (Down-Up by default) | the product documents' `.replace.magic(fallback: .replace.downUp)` |
    /// | Breathe | Pulse | both signal "in progress" without moving the symbol |
    /// | Rotate | Pulse | progress or activity shown without Rotate's motion; Pulse works on every symbol, where Variable Color needs variable layers |
    /// | Draw On | Appear | both bring the symbol in |
    /// | Draw Off | Disappear | both take the symbol out |
    /// | Bounce with `isActive:` | Pulse | an indefinite bounce needs iOS 18 |
    ///
    /// Animations of the first release (iOS 17) have no fallback: before iOS 17 the generated code shows
    /// the symbol without an animation.
    public var fallbacks: [SymbolAnimation] {
        switch self {
        case .wiggle: [.bounce, .pulse]
        case .magicReplace: [.replace]
        case .breathe, .rotate, .bounce: [.pulse]
        case .drawOn: [.appear]
        case .drawOff: [.disappear]
        case .pulse, .scale, .variableColor, .appear, .disappear, .replace: []
        }
    }
}
