/// Reads a QR Code matrix back into its content, correcting errors.
///
/// A self-check for symbols about to be printed, not a camera scanner: it takes a clean module
/// matrix (no perspective, no sampling). It reads the format information (ISO/IEC 18004:2015
/// §7.9, up to three bit errors per copy), the version information (§7.10), removes the mask,
/// collects the codewords in placement order, de-interleaves the blocks (§7.6), corrects each
/// with Reed–Solomon decoding (Berlekamp–Massey, Chien search, Forney), and parses the segments.
///
/// ```swift
/// let code = try QRCode(encoding: "HELLO WORLD", correction: .quartile)
/// let symbol = try QRDecoder.decode(code)
/// print(symbol.text)  // HELLO WORLD
/// ```
public enum QRDecoder {
    /// Decodes an encoded symbol.
    ///
    /// - Complexity: O(size²) plus O(n × parity) per block.
    public static func decode(_ code: QRCode) throws(QRCodeError) -> QRDecodedSymbol {
        try decode(size: code.size) { code[$0, $1] }
    }

    /// Decodes a matrix given as rows of modules (`true` = dark), row 0 at the top.
    ///
    /// - Complexity: O(size²) plus O(n × parity) per block.
    public static func decode(rows: [[Bool]]) throws(QRCodeError) -> QRDecodedSymbol {
        let size = rows.count
        for row in rows where row.count != size { throw .invalidMatrixSize(row.count) }
        return try decode(size: size) { rows[$1][$0] }
    }

    /// Decodes a matrix of side `size` whose module in column x, row y is `isDark(x, y)`.
    ///
    /// - Complexity: O(size²) plus O(n × parity) per block.
    public static func decode(size: Int, isDark: (Int, Int) -> Bool) throws(QRCodeError) -> QRDecodedSymbol {
        guard size >= 21 && size <= 177 && (size - 17) % 4 == 0 else { throw .invalidMatrixSize(size) }
        let version = (size - 17) / 4
        let (correction, mask) = try readFormat(size: size, isDark: isDark)
        if version >= 7 { try checkVersion(version, size: size, isDark: isDark) }

        // Unmask and read the codewords in placement order.
        let template = SymbolTemplate.forVersion(version)
        let layout = BlockLayout(version: version, correction: correction)
        var stream = [UInt8](repeating: 0, count: layout.totalCodewords)
        for (k, position) in template.dataPositions.enumerated() where k < layout.totalCodewords * 8 {
            let index = Int(position)
            var bit = isDark(index % size, index / size) ? 1 : 0
            bit ^= Int(template.maskBits[k] >> UInt8(mask)) & 1
            if bit != 0 { stream[k >> 3] |= 1 << (7 - UInt8(k & 7)) }
        }

        // De-interleave and correct each block.
        var data: [UInt8] = []
        data.reserveCapacity(layout.totalData)
        var corrected = 0
        for block in 0..<layout.blockCount {
            let length = layout.dataLength(block: block)
            var codeword: [UInt8] = []
            codeword.reserveCapacity(length + layout.parityPerBlock)
            for i in 0..<length { codeword.append(stream[layout.dataIndex(block: block, offset: i)]) }
            for i in 0..<layout.parityPerBlock { codeword.append(stream[layout.parityIndex(block: block, offset: i)]) }
            guard let count = ReedSolomon.correct(&codeword, parityCount: layout.parityPerBlock) else {
                throw .uncorrectableBlock(block: block)
            }
            corrected += count
            data += codeword[0..<length]
        }
        let segments = try parseSegments(data, version: version)
        return QRDecodedSymbol(
            version: version, correction: correction, mask: mask, segments: segments, correctedCodewords: corrected)
    }

    /// Reads the format information from either copy, allowing up to three bit errors.
    private static func readFormat(
        size: Int,
        isDark: (Int, Int) -> Bool
    ) throws(QRCodeError) -> (QRErrorCorrection, Int) {
        let places = FormatInformation.positions(size: size)
        for copy in [places.first, places.second] {
            var bits = 0
            for (i, place) in copy.enumerated() where isDark(place.0, place.1) { bits |= 1 << i }
            var bestData = -1
            var bestDistance = 4
            for (data, code) in FormatInformation.allCodes.enumerated() {
                let distance = (code ^ bits).nonzeroBitCount
                if distance < bestDistance {
                    bestDistance = distance
                    bestData = data
                }
            }
            if bestData >= 0 { return (QRErrorCorrection.fromFormatBits(bestData >> 3), bestData & 7) }
        }
        throw .unreadableFormatInformation
    }

    /// Checks that one copy of the version information agrees with the size.
    private static func checkVersion(_ version: Int, size: Int, isDark: (Int, Int) -> Bool) throws(QRCodeError) {
        for transposed in [false, true] {
            var bits = 0
            for i in 0..<18 {
                let a = size - 11 + i % 3
                let b = i / 3
                if transposed ? isDark(b, a) : isDark(a, b) { bits |= 1 << i }
            }
            var best = 0
            var bestDistance = 4
            for candidate in 7...40 {
                let distance = (VersionInformation.bits(version: candidate) ^ bits).nonzeroBitCount
                if distance < bestDistance {
                    bestDistance = distance
                    best = candidate
                }
            }
            if best == version { return }
        }
        throw .unreadableVersionInformation
    }
}
