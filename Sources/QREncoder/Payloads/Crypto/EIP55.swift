/// EIP-55 mixed-case checksum address encoding.
///
/// A hex letter of the address is upper case exactly when the matching hex digit (nibble) of
/// Keccak-256 over the 40 lower-case hex characters is 8 or more. Addresses whose letters are all
/// lower case or all upper case carry no checksum.
enum EIP55 {
    /// Why the 40 hex digits fail their EIP-55 checksum, or `nil` when they pass or carry none.
    ///
    /// `hexDigits` must be 40 ASCII hex digits.
    static func problem(in hexDigits: some Collection<UInt8>) -> String? {
        let hasLower = hexDigits.contains { (0x61...0x66).contains($0) }
        let hasUpper = hexDigits.contains { (0x41...0x46).contains($0) }
        guard hasLower && hasUpper else { return nil }
        let lower = hexDigits.map { (0x41...0x46).contains($0) ? $0 | 0x20 : $0 }
        let hash = Keccak256.hash(lower)
        for (index, unit) in hexDigits.enumerated() where unit >= 0x41 {
            let byte = hash[index / 2]
            let nibble = index % 2 == 0 ? byte >> 4 : byte & 0x0f
            let isUpper = unit <= 0x46
            if isUpper != (nibble >= 8) {
                return "does not match its EIP-55 mixed-case checksum at hex digit \(index + 1)"
            }
        }
        return nil
    }
}
