/// Base58Check, the encoding of legacy bitcoin addresses (P2PKH and P2SH).
///
/// The Base58 alphabet drops `0`, `O`, `I` and `l`; each leading `1` stands for a leading zero byte.
/// The decoded bytes are a version byte, a 20-byte hash and a 4-byte checksum, which is the first
/// four bytes of SHA-256(SHA-256(version ‖ hash)) (FIPS 180-4 for SHA-256).
enum Base58Check {
    /// The 58 digits in value order.
    private static let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz".utf8)

    /// Version bytes of the address kinds bitcoin wallets accept.
    static let addressVersions: Set<UInt8> = [0x00, 0x05, 0x6F, 0xC4]

    /// Decodes Base58 text to bytes.
    ///
    /// - Throws: ``AddressProblem`` for a character outside the alphabet.
    /// - Complexity: O(*n*²) in the length of `text`, which callers bound.
    static func decode(_ text: String) throws(AddressProblem) -> [UInt8] {
        var bytes: [UInt8] = []  // big-endian magnitude
        var leadingZeros = 0
        var seenNonZero = false
        for (offset, unit) in text.utf8.enumerated() {
            guard let digit = alphabet.firstIndex(of: unit) else {
                throw AddressProblem(reason: "has a character outside the Base58 alphabet at offset \(offset)")
            }
            if digit == 0 && !seenNonZero {
                leadingZeros += 1
                continue
            }
            seenNonZero = true
            // bytes = bytes · 58 + digit
            var carry = digit
            for index in bytes.indices.reversed() {
                carry += Int(bytes[index]) * 58
                bytes[index] = UInt8(truncatingIfNeeded: carry)
                carry >>= 8
            }
            while carry > 0 {
                bytes.insert(UInt8(truncatingIfNeeded: carry), at: 0)
                carry >>= 8
            }
        }
        return [UInt8](repeating: 0, count: leadingZeros) + bytes
    }

    /// Checks a P2PKH or P2SH address: 25 bytes, a known version byte, and a matching checksum.
    ///
    /// - Returns: The version byte.
    /// - Throws: ``AddressProblem`` saying what is wrong.
    static func validateAddress(_ text: String) throws(AddressProblem) -> UInt8 {
        guard (25...35).contains(text.utf8.count) else {
            throw AddressProblem(reason: "has \(text.utf8.count) characters; a Base58Check address has 25 to 35")
        }
        let bytes = try decode(text)
        guard bytes.count == 25 else {
            throw AddressProblem(reason: "decodes to \(bytes.count) bytes; a Base58Check address has 25")
        }
        let checksum = SHA256.hash(SHA256.hash(Array(bytes[0..<21])))
        guard checksum[0..<4].elementsEqual(bytes[21..<25]) else {
            throw AddressProblem(reason: "has a bad Base58Check checksum")
        }
        guard addressVersions.contains(bytes[0]) else {
            throw AddressProblem(reason: "has version byte \(bytes[0]), not a P2PKH or P2SH version")
        }
        return bytes[0]
    }
}
