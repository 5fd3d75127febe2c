/// The four Reed–Solomon error correction levels of a QR Code symbol.
///
/// ISO/IEC 18004:2015 §5.3.8 and Table 12: each level trades data capacity for the share of damaged
/// codewords a reader can restore (about 7 %, 15 %, 25 % and 30 %).
public enum QRErrorCorrection: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    /// Level L: about 7 % of codewords can be restored.
    case low = 0
    /// Level M: about 15 % of codewords can be restored.
    case medium = 1
    /// Level Q: about 25 % of codewords can be restored.
    case quartile = 2
    /// Level H: about 30 % of codewords can be restored.
    case high = 3

    /// The two-bit indicator written in the format information (ISO/IEC 18004:2015 Table 12).
    var formatBits: Int {
        switch self {
        case .low: 1
        case .medium: 0
        case .quartile: 3
        case .high: 2
        }
    }

    /// The level whose format indicator is `bits` (the inverse of `formatBits`).
    static func fromFormatBits(_ bits: Int) -> QRErrorCorrection {
        switch bits & 3 {
        case 1: .low
        case 0: .medium
        case 3: .quartile
        default: .high
        }
    }

    /// The level's letter: L, M, Q or H.
    public var description: String {
        switch self {
        case .low: "L"
        case .medium: "M"
        case .quartile: "Q"
        case .high: "H"
        }
    }

    /// Orders levels from the least to the most error correction.
    public static func < (lhs: QRErrorCorrection, rhs: QRErrorCorrection) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
