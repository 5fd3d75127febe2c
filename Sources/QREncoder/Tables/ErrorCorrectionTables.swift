/// Error correction characteristics of every version and level.
///
/// ISO/IEC 18004:2015 Table 9: the number of error correction codewords in each block and the
/// number of blocks. Index 0 of each row is unused so that the row can be indexed by version.
enum ErrorCorrectionTables {
    /// Error correction codewords per block, by level (L, M, Q, H) and version.
    static let codewordsPerBlock: [[Int]] = [
        [
            -1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26,
            28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28,
            28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            -1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30,
            28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            -1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]

    /// Number of error correction blocks, by level (L, M, Q, H) and version.
    static let blockCount: [[Int]] = [
        [
            -1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16,
            17, 18, 19, 19, 20, 21, 22, 24, 25,
        ],
        [
            -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28,
            29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            -1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35,
            38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            -1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42,
            45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]
}

/// Sizes derived from the version and level: modules, codewords and blocks.
enum SymbolGeometry {
    /// Modules per side: 4 × version + 17 (ISO/IEC 18004:2015 §5.3.2).
    static func size(version: Int) -> Int { version * 4 + 17 }

    /// Modules available for data and error correction codewords, including remainder bits
    /// (ISO/IEC 18004:2015 Table 1): everything that is not a function pattern or format/version info.
    static func rawDataModules(version: Int) -> Int {
        var result = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignmentCount = version / 7 + 2
            result -= (25 * alignmentCount - 10) * alignmentCount - 55
            if version >= 7 { result -= 36 }
        }
        return result
    }

    /// Total codewords (data plus error correction) of a version.
    static func totalCodewords(version: Int) -> Int { rawDataModules(version: version) / 8 }

    /// Data codewords of a version at a level (ISO/IEC 18004:2015 Table 7).
    static func dataCodewords(version: Int, correction: QRErrorCorrection) -> Int {
        let level = correction.rawValue
        return totalCodewords(version: version) - ErrorCorrectionTables.codewordsPerBlock[level][version]
            * ErrorCorrectionTables.blockCount[level][version]
    }

    /// Centre coordinates of the alignment patterns along one axis (ISO/IEC 18004:2015 Annex E):
    /// the first is always 6, the last is size − 7, and the ones between are evenly spaced with an
    /// even step, the uneven remainder going to the first gap.
    static func alignmentPatternCentres(version: Int) -> [Int] {
        if version == 1 { return [] }
        let count = version / 7 + 2
        let size = size(version: version)
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        var result = [Int](repeating: 6, count: count)
        var position = size - 7
        for index in stride(from: count - 1, through: 1, by: -1) {
            result[index] = position
            position -= step
        }
        return result
    }
}
