import Testing

@testable import QREncoder

@Suite("Version and level tables")
struct TablesTests {
    /// Alignment pattern centres, ISO/IEC 18004:2015 Annex E, Table E.1.
    static let alignmentTable: [[Int]] = [
        [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
        [6, 30, 54], [6, 32, 58], [6, 34, 62], [6, 26, 46, 66], [6, 26, 48, 70], [6, 26, 50, 74], [6, 30, 54, 78],
        [6, 30, 56, 82], [6, 30, 58, 86], [6, 34, 62, 90], [6, 28, 50, 72, 94], [6, 26, 50, 74, 98],
        [6, 30, 54, 78, 102], [6, 28, 54, 80, 106], [6, 32, 58, 84, 110], [6, 30, 58, 86, 114],
        [6, 34, 62, 90, 118], [6, 26, 50, 74, 98, 122], [6, 30, 54, 78, 102, 126], [6, 26, 52, 78, 104, 130],
        [6, 30, 56, 82, 108, 134], [6, 34, 60, 86, 112, 138], [6, 30, 58, 86, 114, 142], [6, 34, 62, 90, 118, 146],
        [6, 30, 54, 78, 102, 126, 150], [6, 24, 50, 76, 102, 128, 154], [6, 28, 54, 80, 106, 132, 158],
        [6, 32, 58, 84, 110, 136, 162], [6, 26, 54, 82, 110, 138, 166], [6, 30, 58, 86, 114, 142, 170],
    ]

    @Test("alignment pattern centres match Annex E for every version", arguments: 1...40)
    func alignmentCentres(version: Int) {
        #expect(SymbolGeometry.alignmentPatternCentres(version: version) == Self.alignmentTable[version - 1])
    }

    /// Format information strings, Thonky's format information table (ISO/IEC 18004:2015 Annex C).
    static let formatTable: [(QRErrorCorrection, [String])] = [
        (
            .low,
            [
                "111011111000100", "111001011110011", "111110110101010", "111100010011101",
                "110011000101111", "110001100011000", "110110001000001", "110100101110110",
            ]
        ),
        (
            .medium,
            [
                "101010000010010", "101000100100101", "101111001111100", "101101101001011",
                "100010111111001", "100000011001110", "100111110010111", "100101010100000",
            ]
        ),
        (
            .quartile,
            [
                "011010101011111", "011000001101000", "011111100110001", "011101000000110",
                "010010010110100", "010000110000011", "010111011011010", "010101111101101",
            ]
        ),
        (
            .high,
            [
                "001011010001001", "001001110111110", "001110011100111", "001100111010000",
                "000011101100010", "000001001010101", "000110100001100", "000100000111011",
            ]
        ),
    ]

    @Test("format information matches the published table for every level and mask")
    func formatInformation() {
        for (level, strings) in Self.formatTable {
            for (mask, string) in strings.enumerated() {
                #expect(FormatInformation.bits(correction: level, mask: mask) == Int(string, radix: 2))
            }
        }
    }

    /// Version information, ISO/IEC 18004:2015 Annex D, Table D.1 (versions 7...40).
    static let versionTable: [Int] = [
        0x07C94, 0x085BC, 0x09A99, 0x0A4D3, 0x0BBF6, 0x0C762, 0x0D847, 0x0E60D, 0x0F928, 0x10B78, 0x1145D,
        0x12A17, 0x13532, 0x149A6, 0x15683, 0x168C9, 0x177EC, 0x18EC4, 0x191E1, 0x1AFAB, 0x1B08E, 0x1CC1A,
        0x1D33F, 0x1ED75, 0x1F250, 0x209D5, 0x216F0, 0x228BA, 0x2379F, 0x24B0B, 0x2542E, 0x26A64, 0x27541,
        0x28C69,
    ]

    @Test("version information matches Annex D for every version from 7", arguments: 7...40)
    func versionInformation(version: Int) {
        #expect(VersionInformation.bits(version: version) == Self.versionTable[version - 7])
    }

    /// Character capacities (Thonky's capacity table, ISO/IEC 18004:2015 Table 7) at the corners:
    /// version, level, then numeric, alphanumeric, byte, Kanji.
    static let capacities: [(Int, QRErrorCorrection, [Int])] = [
        (1, .low, [41, 25, 17, 10]), (1, .medium, [34, 20, 14, 8]), (1, .quartile, [27, 16, 11, 7]),
        (1, .high, [17, 10, 7, 4]), (10, .low, [652, 395, 271, 167]), (10, .medium, [513, 311, 213, 131]),
        (10, .quartile, [364, 221, 151, 93]), (10, .high, [288, 174, 119, 74]),
        (27, .low, [3517, 2132, 1465, 902]), (27, .medium, [2701, 1637, 1125, 692]),
        (27, .quartile, [1933, 1172, 805, 496]), (27, .high, [1501, 910, 625, 385]),
        (40, .low, [7089, 4296, 2953, 1817]), (40, .medium, [5596, 3391, 2331, 1435]),
        (40, .quartile, [3993, 2420, 1663, 1024]), (40, .high, [3057, 1852, 1273, 784]),
    ]

    @Test("capacities at the table corners: the full count fits, one more does not", arguments: 0..<16)
    func capacityCorners(row: Int) throws {
        let (version, level, counts) = Self.capacities[row]
        let makers: [(Int) throws -> QRSegment] = [
            { try QRSegment.numeric(String(repeating: "7", count: $0)) },
            { try QRSegment.alphanumeric(String(repeating: "Z", count: $0)) },
            { QRSegment.bytes([UInt8](repeating: 0x61, count: $0)) },
            { try QRSegment.kanji(String(repeating: "漢", count: $0)) },
        ]
        for (mode, count) in counts.enumerated() {
            let fits = try makers[mode](count)
            let code = try QRCode(segments: [fits], correction: level, versions: version...version, mask: 0)
            #expect(code.version == version)
            let tooMany = try makers[mode](count + 1)
            #expect(throws: QRCodeError.self) {
                try QRCode(segments: [tooMany], correction: level, versions: version...version, mask: 0)
            }
        }
    }

    @Test("data codeword counts match the ISO/IEC 18004 Table 7 examples")
    func dataCodewordCounts() {
        #expect(SymbolGeometry.dataCodewords(version: 1, correction: .low) == 19)
        #expect(SymbolGeometry.dataCodewords(version: 1, correction: .high) == 9)
        #expect(SymbolGeometry.dataCodewords(version: 40, correction: .low) == 2956)
        #expect(SymbolGeometry.dataCodewords(version: 40, correction: .high) == 1276)
        #expect(SymbolGeometry.totalCodewords(version: 40) == 3706)
        #expect(SymbolGeometry.totalCodewords(version: 7) == 196)
    }
}
