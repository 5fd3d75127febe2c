extension LibrarySettings {
    /// How large symbols are drawn in the browser's grid: the Small / Medium / Large setting.
    ///
    /// The point sizes sit inside the grid's cells (64–80 pt on iPhone, 72–96 pt on iPad; see
    /// ``DeviceClass``) with room to spare: a large symbol still leaves a quarter of the
    /// smallest cell free.
    public enum SymbolSize: String, Sendable, Hashable, CaseIterable, Codable {
        /// 24 pt.
        case small
        /// 32 pt, the default.
        case medium
        /// 48 pt.
        case large

        /// The point size the grid draws symbols at.
        public var pointSize: Double {
            switch self {
            case .small: 24
            case .medium: 32
            case .large: 48
            }
        }

        /// The preset closest to a point size, for settings saved before the presets existed.
        ///
        /// Sizes halfway between two presets go to the larger one: below 28 pt is small, below 40 pt
        /// medium, and 40 pt or more large.
        /// - Complexity: O(1).
        public init(nearest points: Double) {
            if points < 28 {
                self = .small
            } else if points < 40 {
                self = .medium
            } else {
                self = .large
            }
        }
    }
}
