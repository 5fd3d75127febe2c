/// The Adler-32 checksum of the zlib format (RFC 1950 §8.2).
///
/// Two 16-bit sums modulo 65521: `a` is 1 plus the sum of the bytes, `b` the sum of every
/// intermediate `a`. The value is `b << 16 | a`. The implementation adds sixteen bytes per step
/// in `SIMD16` lanes and defers the modulo for up to 5552 bytes, the largest run for which `b`
/// cannot overflow 32 bits (RFC 1950 §9, "NMAX").
public enum Adler32 {
    /// The Adler-32 of `bytes`. `Adler32.checksum(Array("123456789".utf8)) == 0x091E01DE`.
    ///
    /// - Complexity: O(n).
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        Running.checksum(of: bytes)
    }

    /// An incremental Adler-32 for data that arrives in pieces.
    public struct Running: RunningChecksum, Sendable, Hashable {
        private var a: UInt32 = 1
        private var b: UInt32 = 0

        /// An Adler-32 over no bytes yet (value 1).
        public init() {}

        /// The Adler-32 of every byte passed to ``update(_:)`` so far.
        public var value: UInt32 { b << 16 | a }

        /// Adds `bytes` to the checksum.
        ///
        /// - Complexity: O(n).
        public mutating func update(_ bytes: some Sequence<UInt8>) {
            (a, b) = bytes.withByteHandle { Adler32.wide(a, b, $0) }
        }

        /// The largest n such that 255·n·(n+1)/2 + (n+1)·(65520) fits in 32 bits.
        static let nmax = 5552
        static let modulus: UInt32 = 65521
    }

    /// Bytes per vector step of ``wide(_:_:_:)``; ``Running/nmax`` is a multiple of it.
    static let lanes = 16

    /// Vector steps summed in 16-bit lanes before they are widened to 32 bits: the largest `K`
    /// for which the weighted lane sum 255 · K(K + 1)/2 stays below 2^16 is 22; 16 makes the
    /// weight a shift.
    static let stepsPerWidening = 16

    /// Adds `bytes` to the running sums `a`, `b` (each < 65521), sixteen bytes per step.
    ///
    /// Within a run of n = 16·m bytes starting at sums (a, b), byte k of chunk j (position
    /// p = 16j + k) is added to `a` once and to `b` once for every position from p to the end,
    /// that is 16(m − j) − k times (RFC 1950 §8.2 unrolled). Two vectors of per-lane sums give both
    /// totals: `s1` (the lane's bytes) and `s2` (Σ over chunks of (m − j) times the chunk's byte).
    /// Then a' = a + Σ s1 and b' = b + n·a + 16·Σ s2 − Σ k·s1[k].
    ///
    /// The per-chunk work runs in 16-bit lanes for up to ``stepsPerWidening`` chunks (K): `c`
    /// sums the chunks' bytes and `d` the running `c`s, so `d[k]` = Σ (K − j)·x[j][k]. Appending
    /// those K chunks to a run of M chunks gives s2' = s2 + K·s1 + d and s1' = s1 + c, in 32-bit
    /// lanes, once per K chunks instead of once per chunk. Runs are at most NMAX bytes, so every
    /// 32-bit lane stays below 2^32 and the combination is exact in 64 bits.
    /// - Complexity: O(n).
    static func wide(_ a: UInt32, _ b: UInt32, _ bytes: ElementHandle<UInt8>) -> (a: UInt32, b: UInt32) {
        let count = bytes.count
        var a = UInt64(a)
        var b = UInt64(b)
        var index = 0
        let laneWeights = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        let modulus = UInt64(Running.modulus)
        while count - index >= lanes {
            let chunks = min(count - index, Running.nmax) / lanes
            var s1 = SIMD16<UInt32>()
            var s2 = SIMD16<UInt32>()
            var chunk = 0
            while chunk < chunks {
                let steps = min(stepsPerWidening, chunks - chunk)
                var c = SIMD16<UInt16>()
                var d = SIMD16<UInt16>()
                var offset = index + chunk * lanes
                let end = offset + steps * lanes
                while offset < end {
                    // Unchecked: `end <= index + chunks × 16 <= count`.
                    let vector = bytes.lanes(SIMD16<UInt8>.self, unchecked: offset)
                    c &+= SIMD16<UInt16>(truncatingIfNeeded: vector)
                    d &+= c
                    offset &+= lanes
                }
                s2 &+= s1 &* UInt32(steps) &+ SIMD16<UInt32>(truncatingIfNeeded: d)
                s1 &+= SIMD16<UInt32>(truncatingIfNeeded: c)
                chunk += steps
            }
            let n = UInt64(chunks * lanes)
            b += n * a + 16 * UInt64(s2.wrappedSum()) - UInt64((s1 &* laneWeights).wrappedSum())
            a += UInt64(s1.wrappedSum())
            a %= modulus
            b %= modulus
            index += chunks * lanes
        }
        // Fewer than sixteen bytes left: one at a time.
        while index < count {
            // Unchecked: `index < count`.
            a += UInt64(bytes[unchecked: index])
            b += a
            index += 1
        }
        return (UInt32(a % modulus), UInt32(b % modulus))
    }

    /// The definition of RFC 1950 §8.2 one byte at a time, with the modulo deferred for up to
    /// ``Running/nmax`` bytes: the reference ``wide(_:_:_:)`` is tested against.
    ///
    /// - Complexity: O(n).
    static func scalar(_ a: UInt32, _ b: UInt32, _ bytes: some Collection<UInt8>) -> (a: UInt32, b: UInt32) {
        var a = a
        var b = b
        var pending = 0
        for byte in bytes {
            a &+= UInt32(byte)
            b &+= a
            pending += 1
            if pending == Running.nmax {
                a %= Running.modulus
                b %= Running.modulus
                pending = 0
            }
        }
        return (a % Running.modulus, b % Running.modulus)
    }
}
