/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): the
/// seeded generator every test target uses, so that a failing random case can be replayed from its
/// seed and so that scripts outside Swift (Python's reference checks) can produce the same stream.
///
/// Not for cryptography. Each call to ``next()`` is O(1).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; the next output is derived from `state + 0x9E3779B97F4A7C15`.
    public var state: UInt64

    /// A generator whose stream is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` random bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
    }
}
