extension QRSegment {
    /// The encoding modes of ISO/IEC 18004:2015 §7.3.
    public enum Mode: Int, CaseIterable, Sendable, CustomStringConvertible {
        /// Digits 0–9, three per 10 bits.
        case numeric
        /// The 45 characters 0–9, A–Z, space and `$%*+-./:`, two per 11 bits.
        case alphanumeric
        /// Any 8-bit bytes.
        case byte
        /// Shift JIS double-byte characters of JIS X 0208, one per 13 bits.
        case kanji
        /// An Extended Channel Interpretation designator (no characters).
        case eci
        /// A structured append header: symbol position, symbol count and parity (no characters).
        case structuredAppend

        /// The four-bit mode indicator (ISO/IEC 18004:2015 Table 2).
        var indicator: Int {
            switch self {
            case .numeric: 0b0001
            case .alphanumeric: 0b0010
            case .byte: 0b0100
            case .kanji: 0b1000
            case .eci: 0b0111
            case .structuredAppend: 0b0011
            }
        }

        /// Width of the character count indicator for a version (ISO/IEC 18004:2015 Table 3).
        func countBits(version: Int) -> Int {
            let versionClass = version <= 9 ? 0 : (version <= 26 ? 1 : 2)
            switch self {
            case .numeric: return [10, 12, 14][versionClass]
            case .alphanumeric: return [9, 11, 13][versionClass]
            case .byte: return [8, 16, 16][versionClass]
            case .kanji: return [8, 10, 12][versionClass]
            case .eci, .structuredAppend: return 0
            }
        }

        /// The mode's name.
        public var description: String {
            switch self {
            case .numeric: "numeric"
            case .alphanumeric: "alphanumeric"
            case .byte: "byte"
            case .kanji: "kanji"
            case .eci: "ECI"
            case .structuredAppend: "structured append"
            }
        }
    }
}
