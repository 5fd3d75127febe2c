extension SymbolAnimationSpec {
    /// How often and how fast an animation plays: the Symbols framework's `SymbolEffectOptions`
    /// (<https://developer.apple.com/documentation/symbols/symboleffectoptions>).
    ///
    /// Written as in Apple's API — `.repeat(3)`, `.repeat(.continuous)`, `.nonRepeating`, `.speed(2)` —
    /// and combinable: `.repeat(5).speed(1.5)`. Which options a trigger accepts is checked when the
    /// ``SymbolAnimationSpec`` is created.
    public struct Options: Sendable, Hashable, CustomStringConvertible {
        /// How the animation repeats.
        public var repetition: Repetition
        /// The speed multiplier (Apple's default is 1), or `nil` for the default.
        public var speed: Double?

        /// How an animation repeats.
        public enum Repetition: Sendable, Hashable, CustomStringConvertible {
            /// The system's default for the effect.
            case automatic
            /// Plays the given number of times (`.repeat(3)`, iOS 17;
            /// <https://developer.apple.com/documentation/symbols/symboleffectoptions/repeat(_:)-33816>).
            case count(Int)
            /// Repeats for as long as the effect is active, with continuous animations where the effect has
            /// them (`.repeat(.continuous)`, iOS 18;
            /// <https://developer.apple.com/documentation/symbols/symboleffectoptions/repeatbehavior/continuous>).
            /// Before iOS 18 the generated code spells it `.repeating`, which "prefers to repeat
            /// indefinitely" (iOS 17).
            case continuous
            /// Prefers not to repeat (`.nonRepeating`, iOS 17;
            /// <https://developer.apple.com/documentation/symbols/symboleffectoptions/nonrepeating-swift.type.property>).
            case nonRepeating

            /// The Swift spelling, for example `repeat(3)`.
            public var description: String {
                switch self {
                case .automatic: "default"
                case .count(let count): "repeat(\(count))"
                case .continuous: "repeat(.continuous)"
                case .nonRepeating: "nonRepeating"
                }
            }
        }

        /// Creates options; the defaults are Apple's `.default`.
        public init(repetition: Repetition = .automatic, speed: Double? = nil) {
            self.repetition = repetition
            self.speed = speed
        }

        /// The system's default options.
        public static let `default` = Options()
        /// Prefers not to repeat.
        public static let nonRepeating = Options(repetition: .nonRepeating)

        /// Plays `count` times.
        public static func `repeat`(_ count: Int) -> Options { Options(repetition: .count(count)) }
        /// Repeats as `repetition` says, for example `.repeat(.continuous)`.
        public static func `repeat`(_ repetition: Repetition) -> Options { Options(repetition: repetition) }
        /// Plays at `speed` times the normal speed.
        public static func speed(_ speed: Double) -> Options { Options(speed: speed) }

        /// These options played at `speed` times the normal speed: `.repeat(5).speed(1.5)`.
        public func speed(_ speed: Double) -> Options { Options(repetition: repetition, speed: speed) }

        /// Whether these are the default options.
        public var isDefault: Bool { repetition == .automatic && speed == nil }

        /// The Swift spelling, for example `repeat(5).speed(1.5)`.
        public var description: String {
            var parts: [String] = repetition == .automatic ? [] : [repetition.description]
            if let speed { parts.append("speed(\(speed))") }
            return parts.isEmpty ? "default" : parts.joined(separator: ".")
        }
    }
}
