/// Word-at-a-time reads and comparisons over the input of a DEFLATE parse, shared by every match
/// finder (``MatchFinder``, ``ChainMatchFinder``, ``BucketTable``, ``RunLengthParse``).
///
/// The callers check the bounds: each function states what it reads.
extension UnsafePointer<UInt8> {
    /// The four bytes at `offset`, little-endian. Reads `self[offset..<offset + 4]`.
    @inline(__always)
    func loadHalfWord(at offset: Int) -> UInt32 {
        UnsafeRawPointer(self).loadLittleEndian(UInt32.self, at: offset)
    }

    /// The eight bytes at `offset`, little-endian. Reads `self[offset..<offset + 8]`.
    @inline(__always)
    func loadWord(at offset: Int) -> UInt64 {
        UnsafeRawPointer(self).loadLittleEndian(UInt64.self, at: offset)
    }

    /// Number of equal bytes at `older` and `newer`, at most `limit`, given that the first
    /// `known` are equal; compares eight bytes a step, and the first difference's position falls
    /// out of the XOR's trailing zero count. Reads at most `limit` bytes from each offset.
    /// - Complexity: O(limit / 8).
    @inline(__always)
    func matchLength(_ older: Int, _ newer: Int, known: Int = 0, limit: Int) -> Int {
        var length = known
        while length &+ 8 <= limit {
            let difference = loadWord(at: older &+ length) ^ loadWord(at: newer &+ length)
            if difference != 0 { return length &+ difference.trailingZeroBitCount &>> 3 }
            length &+= 8
        }
        while length < limit && self[older &+ length] == self[newer &+ length] { length &+= 1 }
        return length
    }
}
