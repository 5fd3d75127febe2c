/// The 15-bit format information: level and mask, BCH(15,5) protected (ISO/IEC 18004:2015 §7.9).
enum FormatInformation {
    /// The masked 15-bit code for a level and mask: 5 data bits, 10 BCH bits with generator
    /// 0x537, XOR 0x5412.
    static func bits(correction: QRErrorCorrection, mask: Int) -> Int {
        let data = correction.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | (remainder & 0x3FF)) ^ 0x5412
    }

    /// All 32 valid codes, indexed by the 5 data bits (level indicator << 3 | mask).
    static let allCodes: [Int] = (0..<32).map { data in
        bits(correction: QRErrorCorrection.fromFormatBits(data >> 3), mask: data & 7)
    }

    /// Module coordinates (x, y) of bit i (i = 0 is the least significant) in both copies.
    static func positions(size: Int) -> (first: [(Int, Int)], second: [(Int, Int)]) {
        var first: [(Int, Int)] = []
        for i in 0...5 { first.append((8, i)) }
        first += [(8, 7), (8, 8), (7, 8)]
        for i in 9..<15 { first.append((14 - i, 8)) }
        var second: [(Int, Int)] = []
        for i in 0..<8 { second.append((size - 1 - i, 8)) }
        for i in 8..<15 { second.append((8, size - 15 + i)) }
        return (first, second)
    }
}
