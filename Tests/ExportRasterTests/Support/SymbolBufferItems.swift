@testable import ExportRaster

extension SymbolBuffer {
    /// A match item's distance (RFC 1951 §3.2.5): its code's base plus the extra-bit value kept
    /// from bit 14 on (see ``SymbolBuffer/match(length:distance:code:base:)``).
    static func distance(_ item: UInt32) -> Int {
        Int(DeflateTables.distanceBase[distanceCodePlusOne(item) - 1]) + Int(item >> 14)
    }
}
