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
