/// The eight data mask patterns (ISO/IEC 18004:2015 §7.8.2, Table 10).
enum MaskPattern {
    /// Whether mask `mask` inverts the module in column `x`, row `y` (i = y is the row, j = x the column).
    @inline(__always)
    static func inverts(mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: return (y + x) % 2 == 0
        case 1: return y % 2 == 0
        case 2: return x % 3 == 0
        case 3: return (y + x) % 3 == 0
        case 4: return (y / 2 + x / 3) % 2 == 0
        case 5: return (y * x) % 2 + (y * x) % 3 == 0
        case 6: return ((y * x) % 2 + (y * x) % 3) % 2 == 0
        default: return ((y + x) % 2 + (y * x) % 3) % 2 == 0
        }
    }
}
