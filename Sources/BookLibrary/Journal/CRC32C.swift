/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), as used by LevelDB's log format and
/// iSCSI (RFC 3720 §B.4).
enum CRC32C {
    /// The byte-at-a-time lookup table for the reflected polynomial.
    static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var crc = UInt32(index)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
        return crc
    }

    /// Extends `crc` (the CRC of earlier bytes, 0 to start) with `bytes`.
    ///
    /// - Complexity: O(n).
    static func update(_ crc: UInt32, _ bytes: some Sequence<UInt8>) -> UInt32 {
        var value = ~crc
        let table = table
        for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        return ~value
    }

    /// The CRC-32C of `bytes`.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 { update(0, bytes) }

    /// LevelDB's masking (`crc32c::Mask`): a CRC stored next to the data it covers is rotated and
    /// offset so that the CRC of data containing embedded CRCs stays well distributed.
    static func mask(_ crc: UInt32) -> UInt32 { ((crc >> 15) | (crc << 17)) &+ 0xA282_EAD8 }

    /// The inverse of ``mask(_:)``.
    static func unmask(_ masked: UInt32) -> UInt32 {
        let rotated = masked &- 0xA282_EAD8
        return (rotated >> 17) | (rotated << 15)
    }
}
