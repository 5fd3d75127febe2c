/// Bech32 (BIP-173) and Bech32m (BIP-350), the encodings of segregated witness addresses.
///
/// An address is a human-readable part (`bc` for mainnet, `tb` for testnet), the separator `1`,
/// and 5-bit data characters ending in a 6-character BCH checksum. The first data value is the
/// witness version; the rest is the witness program regrouped from 5 to 8 bits. BIP-350 requires
/// Bech32 for version 0 and Bech32m for versions 1 to 16.
enum Bech32 {
    /// The checksum variant, told apart by the constant the checksum residue equals.
    enum Variant: Equatable {
        /// BIP-173: constant 1.
        case bech32
        /// BIP-350: constant 0x2bc830a3.
        case bech32m
    }

    /// The 32 data characters in value order (BIP-173 "Bech32").
    private static let charset = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)

    /// The generator of the BCH code, BIP-173 `bech32_polymod`.
    private static let generator: [UInt32] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3]

    /// The checksum over values in GF(32), BIP-173 `bech32_polymod`.
    static func polymod(_ values: [UInt8]) -> UInt32 {
        var check: UInt32 = 1
        for value in values {
            let top = check >> 25
            check = (check & 0x1ff_ffff) << 5 ^ UInt32(value)
            for i in 0..<5 where (top >> i) & 1 == 1 { check ^= generator[i] }
        }
        return check
    }

    /// The human-readable part expanded for the checksum, BIP-173 `bech32_hrp_expand`.
    static func expand(_ hrp: [UInt8]) -> [UInt8] { hrp.map { $0 >> 5 } + [0] + hrp.map { $0 & 31 } }

    /// Splits and checks a Bech32 or Bech32m string (BIP-173 "Bech32", BIP-350 "Bech32m").
    ///
    /// - Returns: The lower-case human-readable part, the data values without the checksum, and
    ///   the variant whose checksum matched.
    /// - Throws: ``AddressProblem`` for length, case, character or checksum errors.
    static func decode(_ text: String) throws(AddressProblem) -> (hrp: [UInt8], data: [UInt8], variant: Variant) {
        let units = Array(text.utf8)
        guard units.count <= 90 else { throw AddressProblem(reason: "is longer than 90 characters") }
        let hasLower = units.contains { (0x61...0x7A).contains($0) }
        let hasUpper = units.contains { (0x41...0x5A).contains($0) }
        guard !(hasLower && hasUpper) else { throw AddressProblem(reason: "mixes upper and lower case") }
        for (offset, unit) in units.enumerated() where !(33...126).contains(unit) {
            throw AddressProblem(reason: "has a character outside printable ASCII at offset \(offset)")
        }
        let lower = units.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        guard let separator = lower.lastIndex(of: 0x31), separator >= 1, lower.count - separator - 1 >= 6 else {
            throw AddressProblem(reason: "lacks a human-readable part, the separator 1 or a 6-character checksum")
        }
        let hrp = Array(lower[..<separator])
        var data: [UInt8] = []
        for offset in (separator + 1)..<lower.count {
            guard let value = charset.firstIndex(of: lower[offset]) else {
                throw AddressProblem(reason: "has a character outside the bech32 alphabet at offset \(offset)")
            }
            data.append(UInt8(value))
        }
        let variant: Variant
        switch polymod(expand(hrp) + data) {
        case 1: variant = .bech32
        case 0x2bc8_30a3: variant = .bech32m
        default: throw AddressProblem(reason: "has a bad bech32 checksum")
        }
        return (hrp, Array(data.dropLast(6)), variant)
    }

    /// Regroups 5-bit values into bytes, refusing more than 4 bits of padding or non-zero padding
    /// (BIP-173 "Segwit address format").
    static func bytes(from values: ArraySlice<UInt8>) throws(AddressProblem) -> [UInt8] {
        var accumulator: UInt32 = 0
        var bits = 0
        var result: [UInt8] = []
        for value in values {
            accumulator = (accumulator << 5 | UInt32(value)) & 0xfff
            bits += 5
            if bits >= 8 {
                bits -= 8
                result.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        guard bits <= 4 else { throw AddressProblem(reason: "has more than 4 bits of padding") }
        guard accumulator & ((1 << UInt32(bits)) - 1) == 0 else {
            throw AddressProblem(reason: "has non-zero padding bits")
        }
        return result
    }

    /// Checks a segwit address for `bc` or `tb`: checksum variant per witness version (BIP-350),
    /// program of 2 to 40 bytes, and 20 or 32 bytes for version 0 (BIP-141).
    ///
    /// - Returns: The witness version and program.
    /// - Throws: ``AddressProblem`` saying what is wrong.
    static func validateSegwitAddress(_ text: String) throws(AddressProblem) -> (version: UInt8, program: [UInt8]) {
        let (hrp, data, variant) = try decode(text)
        guard hrp == Array("bc".utf8) || hrp == Array("tb".utf8) else {
            throw AddressProblem(
                reason: "has human-readable part \(String(decoding: hrp, as: UTF8.self)), not bc or tb")
        }
        guard let version = data.first else { throw AddressProblem(reason: "has an empty data part") }
        guard version <= 16 else { throw AddressProblem(reason: "has witness version \(version); at most 16") }
        if version == 0 && variant != .bech32 {
            throw AddressProblem(reason: "uses a bech32m checksum, but witness version 0 requires bech32")
        }
        if version > 0 && variant != .bech32m {
            throw AddressProblem(reason: "uses a bech32 checksum, but witness version \(version) requires bech32m")
        }
        let program = try bytes(from: data.dropFirst())
        guard (2...40).contains(program.count) else {
            throw AddressProblem(reason: "has a \(program.count)-byte witness program; 2 to 40 bytes allowed")
        }
        guard version != 0 || program.count == 20 || program.count == 32 else {
            throw AddressProblem(reason: "has a \(program.count)-byte version 0 program; 20 or 32 bytes required")
        }
        return (version, program)
    }
}
