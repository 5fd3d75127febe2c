/// The CRC-32 used by ZIP, gzip and PNG: ISO 3309 / ITU-T V.42, reflected polynomial 0xEDB88320,
/// initial value and final XOR 0xFFFFFFFF.
///
/// RFC 1952 §8 and PNG (ISO/IEC 15948) Annex D give the reference bit-at-a-time definition; this
/// computes the same function in two ways. Inputs of 64 bytes or more go through Chorba's
/// reduction by a sparse multiple of the polynomial (S. Russell, arXiv:2412.16398, 2024): shifts
/// and XORs only, 64 bits at a time, in two lanes of a `SIMD2<UInt64>` over blocks of 8 KiB: 2.5
/// times the speed of the interleaved table look-ups it replaced on the `crc32.1MiB` benchmark.
/// Shorter inputs and the last few bytes use table look-ups, sixteen bytes at a time
/// ("slicing", Kounavis and Berry).
/// Complexity: O(n); 20 KiB of tables.
public enum CRC32 {
    /// The CRC-32 of `bytes`. `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        Running.checksum(of: bytes)
    }

    /// An incremental CRC-32 for data that arrives in pieces.
    public struct Running: RunningChecksum, Sendable, Hashable {
        private var state: UInt32 = 0xFFFF_FFFF

        /// A CRC over no bytes yet.
        public init() {}

        /// The CRC-32 of every byte passed to ``update(_:)`` so far.
        public var value: UInt32 { ~state }

        /// Adds `bytes` to the checksum.
        public mutating func update(_ bytes: some Sequence<UInt8>) {
            state = bytes.withByteHandle { CRC32.update(state, $0) }
        }
    }

    /// The reflected generator polynomial (ISO 3309).
    static let polynomial: UInt32 = 0xEDB8_8320

    /// `tables[k * 256 + b]`: the CRC register after feeding byte b followed by k zero bytes,
    /// for k in 0..<16, flattened into one array.
    static let tables: [UInt32] = {
        var first = [UInt32](repeating: 0, count: 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? polynomial ^ (c >> 1) : c >> 1 }
            first[n] = c
        }
        var tables = [first]
        for k in 1..<16 {
            tables.append(
                (0..<256).map { n in
                    let previous = tables[k - 1][n]
                    return (previous >> 8) ^ first[Int(previous & 0xFF)]
                })
        }
        return tables.flatMap { $0 }
    }()

    /// Bytes in each lane of a two-lane block: from two such blocks on, an input is reduced two
    /// lanes at a time (``twoLanes(_:_:tables:shift:)``). On `crc32.1MiB`, 2 KiB lanes were 3%
    /// slower and 8 KiB lanes 3% faster; 4 KiB still takes the 8 KiB IDAT chunks that libpng
    /// writes in two lanes.
    static let laneLength = 4096

    /// `laneShiftTables[k * 256 + b]`: the register `b << 8k` after ``laneLength`` zero bytes.
    ///
    /// Feeding zero bytes is linear over GF(2) (each step shifts right and XORs the polynomial
    /// by the bit shifted out), so the shift of any register is the XOR of the shifts of its four
    /// bytes: four look-ups instead of 4,096 steps. Built from the shifts of the 32 single-bit
    /// registers, each a product with x^(8 × 4096) mod P (``shiftedByZeros(_:count:)``).
    static let laneShiftTables: [UInt32] = {
        let bits = (0..<32).map { bit in shiftedByZeros(UInt32(1) << bit, count: laneLength) }
        var table = [UInt32](repeating: 0, count: 4 * 256)
        for byte in 0..<4 {
            for value in 0..<256 {
                var shifted: UInt32 = 0
                for bit in 0..<8 where value >> bit & 1 != 0 { shifted ^= bits[byte * 8 + bit] }
                table[byte * 256 + value] = shifted
            }
        }
        return table
    }()

    /// The register `register` after `count` zero bytes: `register · x^(8 · count) mod P`, the
    /// power by repeated squaring (the arithmetic of zlib's `crc32_combine`).
    ///
    /// - Complexity: O(32 · log `count`).
    static func shiftedByZeros(_ register: UInt32, count: Int) -> UInt32 {
        // In the reflected order, x^k (k < 32) is bit 31 − k; the power starts at x^8, one byte.
        var power: UInt32 = 1 << 23
        var result = register
        var remaining = count
        while remaining > 0 {
            if remaining & 1 != 0 { result = multiplied(result, power) }
            power = multiplied(power, power)
            remaining >>= 1
        }
        return result
    }

    /// `a · b mod P` for two registers in the reflected order (bit 31 the coefficient of x^0).
    ///
    /// - Complexity: O(32).
    static func multiplied(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var product: UInt32 = 0
        var b = b
        // Walk the coefficients of `a` from x^0 (bit 31) up, multiplying `b` by x at each step.
        for bit in stride(from: 31, through: 0, by: -1) {
            if a >> bit & 1 != 0 { product ^= b }
            b = b & 1 != 0 ? polynomial ^ (b >> 1) : b >> 1
        }
        return product
    }

    /// Inputs at least this long are reduced by ``SparseReduction``, whose fixed cost is five
    /// table steps for its last 40 bytes. Timed one input at a time, both ways took 43 ns at 64
    /// bytes; at 72, 128 and 256 bytes the reduction took 44, 53 and 75 ns against the tables'
    /// 55, 63 and 113.
    static let sparseMinimum = 64

    /// The register `state` (pre-inverted) advanced over every byte of `bytes`: blocks of two
    /// lanes, then the rest of the whole words by one-lane reduction when at least
    /// ``sparseMinimum`` bytes remain, then slicing-by-16, then single bytes.
    ///
    /// - Complexity: O(n).
    static func update(_ state: UInt32, _ bytes: ElementHandle<UInt8>) -> UInt32 {
        withElementHandles(tables, laneShiftTables) { t, shift in
            var crc = state
            var index = 0
            let count = bytes.count
            let block = 2 * laneLength
            while count - index >= block {
                crc = twoLanes(crc, bytes.slice(index..<index + block), tables: t, shift: shift)
                index += block
            }
            if count - index >= sparseMinimum {
                crc = oneLane(crc, bytes.slice(index..<count), tables: t)
                index += (count - index) & ~7
            }
            while count - index >= 16 {
                // Byte j of a 16-byte step is followed by 15 - j more bytes: table 15 - j.
                // Unchecked: `index + 16 <= count`.
                let low = bytes.littleEndian(UInt64.self, unchecked: index) ^ UInt64(crc)
                let high = bytes.littleEndian(UInt64.self, unchecked: index + 8)
                crc = slice8(low, t, table: 8) ^ slice8(high, t, table: 0)
                index += 16
            }
            while index < count {
                // Unchecked: `index < count`, and the table index is below 256.
                crc = t[unchecked: Int((crc ^ UInt32(bytes[unchecked: index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
            return crc
        }
    }

    /// The register `state` advanced over the first `8 × (bytes.count / 8)` bytes of `bytes`:
    /// every word but the last five cleared by ``SparseReduction``, `state` XORed into the first;
    /// the register is then the CRC, from zero, of the last five words as the reduction leaves
    /// them.
    ///
    /// - Precondition: `bytes.count >= sparseMinimum` (more than five words).
    /// - Complexity: O(n).
    static func oneLane(_ state: UInt32, _ bytes: ElementHandle<UInt8>, tables t: ElementHandle<UInt32>) -> UInt32 {
        let words = bytes.count / 8
        let leftover = SparseReduction<UInt64>.leftoverWords
        precondition(words > leftover, "the sparse reduction needs six words")
        var reduction = SparseReduction<UInt64>(initial: UInt64(state))
        var offset = 0
        let stop = 8 * (words - leftover)
        while offset < stop {
            // Unchecked: `offset + 8 <= stop < bytes.count`.
            reduction.clear(bytes.littleEndian(UInt64.self, unchecked: offset))
            offset += 8
        }
        // Unchecked: the last five words end at `8 × words <= bytes.count`.
        let owed = reduction.owed
        var crc = slice8(bytes.littleEndian(UInt64.self, unchecked: offset) ^ owed.0, t, table: 0)
        crc = slice8(bytes.littleEndian(UInt64.self, unchecked: offset + 8) ^ owed.1 ^ UInt64(crc), t, table: 0)
        crc = slice8(bytes.littleEndian(UInt64.self, unchecked: offset + 16) ^ owed.2 ^ UInt64(crc), t, table: 0)
        crc = slice8(bytes.littleEndian(UInt64.self, unchecked: offset + 24) ^ owed.3 ^ UInt64(crc), t, table: 0)
        return slice8(bytes.littleEndian(UInt64.self, unchecked: offset + 32) ^ owed.4 ^ UInt64(crc), t, table: 0)
    }

    /// The register `state` advanced over the 2 × ``laneLength`` bytes of `bytes`, reduced in two
    /// lanes at once: the first half (continuing from `state`) and the second (from zero) in
    /// the two lanes of a `SIMD2<UInt64>`, whose shifts and XORs run side by side. The
    /// register over two runs A then B is the register after A shifted over |B| zero bytes,
    /// XOR the register of B from zero (the update is linear), which joins the halves.
    ///
    /// - Precondition: `bytes.count == 2 × laneLength`.
    /// - Complexity: O(n).
    static func twoLanes(
        _ state: UInt32, _ bytes: ElementHandle<UInt8>, tables t: ElementHandle<UInt32>,
        shift: ElementHandle<UInt32>
    ) -> UInt32 {
        precondition(bytes.count == 2 * laneLength, "a two-lane block")
        var reduction = SparseReduction<SIMD2<UInt64>>(initial: SIMD2(UInt64(state), 0))
        @inline(__always)
        func pair(_ offset: Int) -> SIMD2<UInt64> {
            // Unchecked: every offset the callers pass is below `laneLength - 7`.
            SIMD2(
                bytes.littleEndian(UInt64.self, unchecked: offset),
                bytes.littleEndian(UInt64.self, unchecked: offset + laneLength))
        }
        var offset = 0
        let stop = laneLength - 8 * SparseReduction<SIMD2<UInt64>>.leftoverWords
        while offset < stop {
            reduction.clear(pair(offset))
            offset += 8
        }
        // The five leftover words of each lane, through the tables.
        var crc = SIMD2<UInt64>.zero
        @inline(__always)
        func step(_ word: SIMD2<UInt64>) {
            let word = word ^ crc
            crc = SIMD2(UInt64(slice8(word[0], t, table: 0)), UInt64(slice8(word[1], t, table: 0)))
        }
        let owed = reduction.owed
        step(pair(offset) ^ owed.0)
        step(pair(offset + 8) ^ owed.1)
        step(pair(offset + 16) ^ owed.2)
        step(pair(offset + 24) ^ owed.3)
        step(pair(offset + 32) ^ owed.4)
        return shifted(UInt32(truncatingIfNeeded: crc[0]), shift) ^ UInt32(truncatingIfNeeded: crc[1])
    }

    /// The XOR of the table look-ups for the eight bytes of `word` (byte 0 first in the stream)
    /// followed by `table` more bytes: byte j uses table `table + 7 - j`.
    @inline(__always)
    static func slice8(_ word: UInt64, _ t: ElementHandle<UInt32>, table: Int) -> UInt32 {
        // Unchecked: `table` ≤ 8, so every index is below 16 × 256.
        let b = table * 256
        let low =
            t[unchecked: b + 7 * 256 + Int(word & 0xFF)] ^ t[unchecked: b + 6 * 256 + Int((word >> 8) & 0xFF)]
            ^ t[unchecked: b + 5 * 256 + Int((word >> 16) & 0xFF)]
            ^ t[unchecked: b + 4 * 256 + Int((word >> 24) & 0xFF)]
        let high =
            t[unchecked: b + 3 * 256 + Int((word >> 32) & 0xFF)] ^ t[unchecked: b + 2 * 256 + Int((word >> 40) & 0xFF)]
            ^ t[unchecked: b + 256 + Int((word >> 48) & 0xFF)] ^ t[unchecked: b + Int(word >> 56)]
        return low ^ high
    }

    /// `register` after ``laneLength`` zero bytes, by four look-ups in ``laneShiftTables``.
    @inline(__always)
    static func shifted(_ register: UInt32, _ shift: ElementHandle<UInt32>) -> UInt32 {
        // Unchecked: each index is a byte plus a multiple of 256 below 1024.
        shift[unchecked: Int(register & 0xFF)] ^ shift[unchecked: 256 + Int((register >> 8) & 0xFF)]
            ^ shift[unchecked: 512 + Int((register >> 16) & 0xFF)] ^ shift[unchecked: 768 + Int(register >> 24)]
    }

    /// The definition of PNG Annex D one bit at a time: the reference the sliced loops are
    /// tested against. `state` is the pre-inverted register.
    ///
    /// - Complexity: O(8n).
    static func bitwise(_ state: UInt32, _ bytes: [UInt8]) -> UInt32 {
        var c = state
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? polynomial ^ (c >> 1) : c >> 1 }
        }
        return c
    }
}
