extension TextStyle {
    /// The iOS Dynamic Type content sizes, smallest to largest; `large` is the default.
    ///
    /// The cases are those of SwiftUI's `DynamicTypeSize`, nested here so that both names can be
    /// used in one file: `TextStyle.body.iOSSize(.accessibility1)` is 28 points.
    public enum DynamicTypeSize: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// xSmall.
        case xSmall
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large (default).
        case large
        /// xLarge.
        case xLarge
        /// xxLarge.
        case xxLarge
        /// xxxLarge.
        case xxxLarge
        /// Accessibility 1.
        case accessibility1
        /// Accessibility 2.
        case accessibility2
        /// Accessibility 3.
        case accessibility3
        /// Accessibility 4.
        case accessibility4
        /// Accessibility 5.
        case accessibility5

        /// Orders sizes smallest to largest.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether this is one of the five accessibility sizes.
        public var isAccessibilitySize: Bool { self >= .accessibility1 }
    }
}
