/// The CRC-32 used by ZIP, gzip and PNG: ISO 3309 / ITU-T V.42, reflected polynomial 0xEDB88320,
/// initial value and final XOR 0xFFFFFFFF.
///
/// RFC 1952 §8 and PNG (ISO/IEC 15948) Annex D give the reference bit-at-a-time definition; this
/// computes the same function with table look-ups ("slicing", Kounavis and Berry). A single
/// slicing loop is bound by its chain of dependent look-ups: each step needs the register the
/// previous step produced. So long inputs are cut into blocks of four streams of
/// `streamLength` bytes whose registers advance independently, interleaved in one loop, and
/// are joined afterwards by shifting each register past the streams that follow it (the
/// combination of zlib's `crc32_combine`; Kadatch and Jenkins, "Everything we know about CRCs
/// but afraid to forget", 2010).
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

    /// Bytes in each of the four interleaved streams of a block. A block is 4 × 512 = 2 KiB, so
    /// the interleaved loop already serves the 8 KiB to 64 KiB chunks of PNG and ZIP; joining a
    /// block's streams costs twelve look-ups.
    static let streamLength = 512

    /// `shiftTables[k * 256 + b]`: the register `b << 8k` after ``streamLength`` zero bytes.
    ///
    /// Feeding zero bytes is linear over GF(2) (each step shifts right and XORs the polynomial
    /// by the bit shifted out), so the shift of any register is the XOR of the shifts of its four
    /// bytes: four look-ups instead of 512 steps. Built from the shifts of the 32 single-bit
    /// registers.
    static let shiftTables: [UInt32] = {
        let bits = (0..<32).map { bit in shiftedByZeros(UInt32(1) << bit, count: streamLength) }
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

    /// The register `register` after `count` zero bytes, a byte at a time through the first
    /// table: what the shift tables are built from.
    ///
    /// - Complexity: O(`count`).
    static func shiftedByZeros(_ register: UInt32, count: Int) -> UInt32 {
        tables.withElementHandle { t in
            var c = register
            // Unchecked: the index is a byte.
            for _ in 0..<count { c = t[unchecked: Int(c & 0xFF)] ^ (c >> 8) }
            return c
        }
    }

    /// The register `state` (pre-inverted) advanced over every byte of `bytes`: blocks of four
    /// interleaved streams, then slicing-by-16, then single bytes.
    ///
    /// - Complexity: O(n).
    static func update(_ state: UInt32, _ bytes: ElementHandle<UInt8>) -> UInt32 {
        withElementHandles(tables, shiftTables) { t, shift in
            var crc = state
            var index = 0
            let count = bytes.count
            let block = 4 * streamLength
            while count - index >= block {
                crc = interleavedBlock(crc, bytes, from: index, tables: t, shift: shift)
                index += block
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

    /// The register `crc` advanced over the ``streamLength`` × 4 bytes from `start`.
    ///
    /// Stream 0 continues from `crc`; streams 1–3 start from a zero register. The register over
    /// two runs A then B is the register after A shifted over |B| zero bytes, XOR the register of
    /// B from zero (the update is linear), which joins the four.
    /// - Precondition: `start + 4 × streamLength <= bytes.count` (checked by the caller's loop).
    @inline(__always)
    static func interleavedBlock(
        _ crc: UInt32, _ bytes: ElementHandle<UInt8>, from start: Int, tables t: ElementHandle<UInt32>,
        shift: ElementHandle<UInt32>
    ) -> UInt32 {
        var c0 = crc
        var c1: UInt32 = 0
        var c2: UInt32 = 0
        var c3: UInt32 = 0
        var offset = start
        let end = start + streamLength
        while offset < end {
            // Unchecked: stream 3's word ends at `start + 4 × streamLength`, inside `bytes`.
            let w0 = bytes.littleEndian(UInt64.self, unchecked: offset) ^ UInt64(c0)
            let w1 = bytes.littleEndian(UInt64.self, unchecked: offset + streamLength) ^ UInt64(c1)
            let w2 = bytes.littleEndian(UInt64.self, unchecked: offset + 2 * streamLength) ^ UInt64(c2)
            let w3 = bytes.littleEndian(UInt64.self, unchecked: offset + 3 * streamLength) ^ UInt64(c3)
            c0 = slice8(w0, t, table: 0)
            c1 = slice8(w1, t, table: 0)
            c2 = slice8(w2, t, table: 0)
            c3 = slice8(w3, t, table: 0)
            offset += 8
        }
        c1 ^= shifted(c0, shift)
        c2 ^= shifted(c1, shift)
        return c3 ^ shifted(c2, shift)
    }

    /// `register` after ``streamLength`` zero bytes, by four look-ups in ``shiftTables``.
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
