/// A 64-bit word, or a vector of 64-bit words in independent lanes, as the CRC-32 reduction
/// clears them: shifts and XOR only.
protocol SparseReductionWord {
    static var zero: Self { get }
    static func ^ (lhs: Self, rhs: Self) -> Self
    static func &<< (lhs: Self, rhs: UInt64) -> Self
    static func &>> (lhs: Self, rhs: UInt64) -> Self
}

extension UInt64: SparseReductionWord {}
extension SIMD2: SparseReductionWord where Scalar == UInt64 {}

/// Chorba's reduction of a CRC-32 message by a sparse multiple of its polynomial (S. Russell,
/// arXiv:2412.16398, 2024), one 64-bit word at a time, in each lane of `Word`.
///
/// A message is a polynomial M over GF(2), its first bit the highest; bits are read least
/// significant first (the reflected order of RFC 1952 §8), so a little-endian 64-bit load holds
/// the next 64 coefficients, the earliest in bit 0. The CRC register of M from zero is
/// M·x^32 mod P, and adding a multiple of P to M leaves it unchanged. The multiple used is
/// Q = x^300 + x^155 + x^117 + x^89 + 1, found by searching the powers of x mod P for a sparse
/// sum (the tests divide it by P). Adding Q, shifted so that its leading term falls on a set
/// bit, clears that bit and flips the bits 145, 183, 211 and 300 places further on. For a whole
/// word at once that is seven shifts and eight XORs into the words two to five places ahead,
/// held here, instead of eight dependent table look-ups.
///
/// Feed each word of a run in order to ``clear(_:)``. The words are cleared to zero (which
/// leaves the CRC alone); the last five words of a run cannot be cleared, since their flips
/// would fall past its end, and their CRC from zero, once ``owed`` is XORed into them, is the
/// run's CRC.
struct SparseReduction<Word: SparseReductionWord> {
    /// The flips owed to the next five words, nearest first.
    private(set) var owed: (Word, Word, Word, Word, Word)

    /// Words the reduction leaves at the end of a run.
    static var leftoverWords: Int { 5 }

    /// A reduction at the start of a run whose first word also takes `initial` (the register a
    /// CRC continues from, in the low 32 bits of a lane, or zero).
    init(initial: Word) {
        owed = (initial, .zero, .zero, .zero, .zero)
    }

    /// Clears the run's next word, whose bytes are `data`.
    ///
    /// - Complexity: O(1): seven shifts and nine XORs per lane.
    @inline(__always)
    mutating func clear(_ data: Word) {
        let word = data ^ owed.0
        owed = (
            owed.1,
            owed.2 ^ (word &<< 17) ^ (word &<< 55),
            owed.3 ^ (word &>> 47) ^ (word &>> 9) ^ (word &<< 19),
            owed.4 ^ (word &>> 45) ^ (word &<< 44),
            word &>> 20
        )
    }
}
