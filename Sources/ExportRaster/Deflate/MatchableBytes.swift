/// The input of a DEFLATE parse as the match finders read it: eight bytes at a time, and the
/// length of the run two positions share. Two forms conform: the byte handle of the finders on
/// handles (``BinaryTreeMatchFinder``, ``BucketRun``, ``RunLengthParse``), and the raw pointer of
/// ``ChainMatchFinder``. Both get the one comparison loop below, specialised for each.
///
/// Reads are unchecked: each caller's match limit keeps both runs inside the input, which debug
/// builds still check on the handle.
protocol MatchableBytes {
    /// The eight bytes at `offset`, little-endian. Reads `offset..<offset + 8`.
    func word(at offset: Int) -> UInt64
    /// The byte at `offset`.
    func byte(at offset: Int) -> UInt8
}

extension MatchableBytes {
    /// Number of equal bytes at `older` and `newer`, at most `limit`, given that the first
    /// `known` are equal; compares eight bytes a step, and the first difference's position falls
    /// out of the XOR's trailing zero count. Reads at most `limit` bytes from each offset.
    ///
    /// - Precondition: `0 <= older`, `0 <= newer`, and `older + limit` and `newer + limit` lie
    ///   inside the input.
    /// - Complexity: O(limit / 8).
    @inline(__always)
    func matchLength(_ older: Int, _ newer: Int, known: Int = 0, limit: Int) -> Int {
        var length = known
        while length &+ 8 <= limit {
            let difference = word(at: older &+ length) ^ word(at: newer &+ length)
            if difference != 0 { return length &+ difference.trailingZeroBitCount &>> 3 }
            length &+= 8
        }
        while length < limit && byte(at: older &+ length) == byte(at: newer &+ length) { length &+= 1 }
        return length
    }
}

extension ElementHandle: MatchableBytes where Element == UInt8 {
    /// The eight bytes at `offset`, little-endian, checked in debug builds only.
    @inline(__always)
    func word(at offset: Int) -> UInt64 { littleEndian(UInt64.self, unchecked: offset) }

    /// The byte at `offset`, checked in debug builds only.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 { self[unchecked: offset] }
}

extension UnsafePointer: MatchableBytes where Pointee == UInt8 {
    /// The eight bytes at `offset`, little-endian.
    @inline(__always)
    func word(at offset: Int) -> UInt64 { UnsafeRawPointer(self).loadLittleEndian(UInt64.self, at: offset) }

    /// The byte at `offset`.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 { self[offset] }

    /// The four bytes at `offset`, little-endian. Reads `offset..<offset + 4`.
    @inline(__always)
    func halfWord(at offset: Int) -> UInt32 { UnsafeRawPointer(self).loadLittleEndian(UInt32.self, at: offset) }
}
