/// SplitMix64: a small deterministic generator so that property tests reproduce.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Cuts `bytes` into chunks at random places (including empty chunks).
func randomChunks(_ bytes: [UInt8], using generator: inout SeededRandom, maximum: Int = 16) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var index = 0
    while index < bytes.count {
        let length = Int.random(in: 0...maximum, using: &generator)
        let end = min(bytes.count, index + length)
        chunks.append(Array(bytes[index..<end]))
        index = end
    }
    return chunks
}
