/// Finding a byte in a buffer eight bytes at a time (SWAR: SIMD within a register).
enum ByteScan {
    /// `0x01` in every byte of a word.
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    /// `0x80` in every byte of a word.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The first position at or after `start` that holds `byte`, or `text.count` when none does.
    ///
    /// Each 8-byte word is XORed with `byte` repeated, which turns a matching byte into zero; the
    /// classic test `(w - 0x01…) & ~w & 0x80…` then sets the high bit of the lowest zero byte
    /// exactly (a borrow only disturbs the bytes above it), so its trailing zero count locates the
    /// first match. Words are read as little-endian so that the lowest address is the lowest byte on
    /// every platform.
    ///
    /// - Complexity: O(n) in the bytes skipped, about one step per eight bytes.
    static func firstIndex(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = text.baseAddress, start < text.count else { return text.count }
        let words = UnsafeRawPointer(base)
        let pattern = UInt64(byte) &* ones
        var position = max(start, 0)
        while position + 8 <= text.count {
            let word = UInt64(littleEndian: words.loadUnaligned(fromByteOffset: position, as: UInt64.self)) ^ pattern
            let zeroes = (word &- ones) & ~word & highBits
            if zeroes != 0 { return position + zeroes.trailingZeroBitCount / 8 }
            position += 8
        }
        while position < text.count && text[position] != byte { position += 1 }
        return position
    }
}
