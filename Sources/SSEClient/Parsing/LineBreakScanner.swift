/// Finding line breaks eight bytes at a time.
///
/// WHATWG HTML §9.2.5 ends a line with CRLF, LF or CR, so the scanner looks for the first byte that is
/// either LF (0x0A) or CR (0x0D).
enum LineBreakScanner {
    static let lowBits: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    static let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D

    /// The high bit of every byte of `word` that equals zero is set, plus possibly bits in bytes above
    /// the lowest zero byte (borrow propagation); the lowest set bit is always exact.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- lowBits) & ~word & highBits
    }

    /// The offset of the first CR or LF in `start..<start+count`, or `nil` when there is none.
    ///
    /// - Complexity: O(n), reading one unaligned 64-bit word per eight bytes.
    @inline(__always)
    static func firstLineBreak(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        let raw = UnsafeRawPointer(base)
        // Sixteen bytes at a time while nothing matches (one SSE2 compare pair per step)…
        let lineFeedVector = SIMD16<UInt8>(repeating: 0x0A)
        let carriageReturnVector = SIMD16<UInt8>(repeating: 0x0D)
        while index &+ 16 <= end {
            let vector = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            if any((vector .== lineFeedVector) .| (vector .== carriageReturnVector)) { break }
            index &+= 16
        }
        // …then eight at a time to locate the first match.
        while index &+ 8 <= end {
            // Little-endian order puts the first byte in the lowest bits, so the lowest match wins.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let matches = zeroBytes(word ^ lineFeeds) | zeroBytes(word ^ carriageReturns)
            if matches != 0 {
                return index &+ (matches.trailingZeroBitCount &>> 3)
            }
            index &+= 8
        }
        while index < end {
            let byte = base[index]
            if byte == 0x0A || byte == 0x0D { return index }
            index &+= 1
        }
        return nil
    }
}
