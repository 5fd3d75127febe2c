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

    /// The offset of the first CR or LF at or after `start` in `bytes`, or `nil` when there is none.
    ///
    /// The loads are unchecked: `start` is checked once, and each loop runs only while
    /// `index <= count - width`, which keeps the load inside the bytes (for a count below the
    /// width that bound is negative and the loop does not run); `index` stays at most `count`, so
    /// its additions cannot wrap.
    ///
    /// - Precondition: `0 <= start`.
    /// - Complexity: O(n), reading one 16-byte vector per sixteen bytes while nothing matches.
    @inline(__always)
    static func firstLineBreak(in bytes: ByteHandle, from start: Int) -> Int? {
        precondition(start >= 0, "scan start out of range")
        let end = bytes.count
        var index = start
        // Sixteen bytes at a time while nothing matches (one SSE2 compare pair per step)…
        let lineFeedVector = SIMD16<UInt8>(repeating: 0x0A)
        let carriageReturnVector = SIMD16<UInt8>(repeating: 0x0D)
        while index <= end &- 16 {
            let vector = bytes.vector(unchecked: index)
            if any((vector .== lineFeedVector) .| (vector .== carriageReturnVector)) { break }
            index &+= 16
        }
        // …then eight at a time to locate the first match.
        while index <= end &- 8 {
            // Little-endian order puts the first byte in the lowest bits, so the lowest match wins.
            let word = bytes.word(unchecked: index)
            let matches = zeroBytes(word ^ lineFeeds) | zeroBytes(word ^ carriageReturns)
            if matches != 0 {
                return index &+ (matches.trailingZeroBitCount &>> 3)
            }
            index &+= 8
        }
        while index < end {
            let byte = bytes[unchecked: index]
            if byte == 0x0A || byte == 0x0D { return index }
            index &+= 1
        }
        return nil
    }
}
