/// The constant tables of RFC 1951 §3.2.5 (length and distance codes) and §3.2.6 (fixed codes).
enum DeflateTables {
    /// Base match length of length codes 257...285.
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    /// Extra bits of length codes 257...285.
    static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Base distance of distance codes 0...29.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    /// Extra bits of distance codes 0...29.
    static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which code-length code lengths are transmitted (§3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// `lengthCode[length - 3]`: the length code index (0...28, add 257 for the symbol).
    static let lengthCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for length in 3...257 {
            table[length - 3] = UInt8(lengthBase[0..<28].lastIndex { Int($0) <= length } ?? 0)
        }
        table[255] = 28
        return table
    }()

    /// Distance code lookup, indexed by ``distanceCodeIndex(of:)``.
    static let distanceCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for code in 0..<30 {
            let base = Int(distanceBase[code])
            let span = 1 << Int(distanceExtra[code])
            for distance in base..<(base + span) {
                table[distanceCodeIndex(of: distance)] = UInt8(code)
            }
        }
        return table
    }()

    /// Where the code of `distance` (1...32768) sits in ``distanceCode``: `distance - 1` up to
    /// 256, where each distance has its own entry; above, one entry per 128 distances, since
    /// every code from 16 on spans a multiple of 128 distances starting one past a multiple of
    /// 128 (§3.2.5). The result is in 0..<512.
    /// - Complexity: O(1).
    @inline(__always)
    static func distanceCodeIndex(of distance: Int) -> Int {
        distance <= 256 ? distance &- 1 : 256 &+ (distance &- 1) &>> 7
    }

    /// The distance code of `distance` (1...32768).
    @inline(__always)
    static func distanceCode(of distance: Int) -> Int { distanceCode(of: distance, in: distanceCode) }

    /// The distance code of `distance` (1...32768), looked up in `table`, a copy of
    /// ``distanceCode`` that a caller holds to skip the static's lazy-initialisation check in a
    /// hot loop.
    @inline(__always)
    static func distanceCode(of distance: Int, in table: [UInt8]) -> Int {
        distance <= 256 ? Int(table[distance - 1]) : Int(table[256 + (distance - 1) >> 7])
    }

    /// The match lengths that length code `code` (0...28) stands for, in order: its base
    /// length and the lengths its extra bits add. Code 27's five extra bits could reach 258, but
    /// 258 has code 28 of its own (§3.2.5).
    /// - Complexity: O(1).
    static func lengths(ofCode code: Int) -> ClosedRange<Int> {
        let base = Int(lengthBase[code])
        guard code < 28 else { return base...base }
        return base...min(base + (1 << Int(lengthExtra[code])) - 1, 257)
    }

    /// The fixed literal/length code lengths of §3.2.6.
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { symbol in
        switch symbol {
        case 0...143: 8
        case 144...255: 9
        case 256...279: 7
        default: 8
        }
    }

    /// The fixed distance code lengths of §3.2.6 (codes 30 and 31 never occur in valid data).
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 32)
}
