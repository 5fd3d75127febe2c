/// Keccak-256, the hash behind Ethereum's EIP-55 address checksum.
///
/// This is the original Keccak submission (multi-rate padding `0x01 … 0x80`), which Ethereum uses;
/// it differs from FIPS 202 SHA3-256 (padding `0x06 … 0x80`) only in that domain byte. The
/// permutation is Keccak-f[1600] as specified in FIPS 202 §3.2 (θ, ρ, π, χ, ι), with rate 1088 bits.
enum Keccak256 {
    /// ι round constants, FIPS 202 §3.2.5.
    private static let roundConstants: [UInt64] = [
        0x0000_0000_0000_0001, 0x0000_0000_0000_8082, 0x8000_0000_0000_808A, 0x8000_0000_8000_8000,
        0x0000_0000_0000_808B, 0x0000_0000_8000_0001, 0x8000_0000_8000_8081, 0x8000_0000_0000_8009,
        0x0000_0000_0000_008A, 0x0000_0000_0000_0088, 0x0000_0000_8000_8009, 0x0000_0000_8000_000A,
        0x0000_0000_8000_808B, 0x8000_0000_0000_008B, 0x8000_0000_0000_8089, 0x8000_0000_0000_8003,
        0x8000_0000_0000_8002, 0x8000_0000_0000_0080, 0x0000_0000_0000_800A, 0x8000_0000_8000_000A,
        0x8000_0000_8000_8081, 0x8000_0000_0000_8080, 0x0000_0000_8000_0001, 0x8000_0000_8000_8008,
    ]

    /// ρ rotation offsets, FIPS 202 §3.2.2, indexed by lane `x + 5·y`.
    private static let rotations: [UInt64] = [
        0, 1, 62, 28, 27,
        36, 44, 6, 55, 20,
        3, 10, 43, 25, 39,
        41, 45, 15, 21, 8,
        18, 2, 61, 56, 14,
    ]

    /// The rate in bytes: 1600 − 2·256 bits.
    private static let rate = 136

    /// The 32-byte Keccak-256 digest of `message`.
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var padded = message
        padded.append(0x01)
        while padded.count % rate != 0 { padded.append(0) }
        padded[padded.count - 1] |= 0x80

        var state = [UInt64](repeating: 0, count: 25)
        for blockStart in stride(from: 0, to: padded.count, by: rate) {
            // Absorb: lanes are little-endian 64-bit words.
            for lane in 0..<(rate / 8) {
                var word: UInt64 = 0
                for byte in 0..<8 { word |= UInt64(padded[blockStart + 8 * lane + byte]) << (8 * UInt64(byte)) }
                state[lane] ^= word
            }
            permute(&state)
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for lane in 0..<4 {
            for byte in 0..<8 { digest.append(UInt8(truncatingIfNeeded: state[lane] >> (8 * UInt64(byte)))) }
        }
        return digest
    }

    /// Keccak-f[1600]: 24 rounds of θ, ρ and π, χ, ι over 25 lanes `a[x + 5·y]`.
    private static func permute(_ a: inout [UInt64]) {
        var b = [UInt64](repeating: 0, count: 25)
        var c = [UInt64](repeating: 0, count: 5)
        for round in 0..<24 {
            // θ: xor each lane with the parities of two neighbouring columns.
            for x in 0..<5 { c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] }
            for x in 0..<5 {
                let d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1)
                for y in 0..<5 { a[x + 5 * y] ^= d }
            }
            // ρ and π: rotate each lane and move (x, y) to (y, 2x + 3y).
            for x in 0..<5 {
                for y in 0..<5 { b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(a[x + 5 * y], rotations[x + 5 * y]) }
            }
            // χ: the only non-linear step.
            for y in 0..<5 {
                for x in 0..<5 { a[x + 5 * y] = b[x + 5 * y] ^ (~b[(x + 1) % 5 + 5 * y] & b[(x + 2) % 5 + 5 * y]) }
            }
            // ι
            a[0] ^= roundConstants[round]
        }
    }

    /// Rotate left by `n` bits, 0 ≤ n < 64.
    private static func rotl(_ x: UInt64, _ n: UInt64) -> UInt64 { n == 0 ? x : (x << n) | (x >> (64 - n)) }
}
