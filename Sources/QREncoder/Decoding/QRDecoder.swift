/// One segment read back from a symbol.
public struct QRDecodedSegment: Equatable, Sendable {
    /// The segment's mode.
    public let mode: QRSegment.Mode
    /// The payload: ASCII for numeric and alphanumeric, the bytes for byte mode, two Shift JIS
    /// bytes per character for Kanji, empty for ECI.
    public let bytes: [UInt8]
    /// The assignment number of an ECI segment; `nil` otherwise.
    public let eciAssignment: Int?
    /// The header of a structured append segment; `nil` otherwise.
    public var structuredAppend: QRStructuredAppend? = nil
}

/// The content and parameters of a decoded symbol.
public struct QRDecodedSymbol: Equatable, Sendable {
    /// The version read from the symbol's size.
    public let version: Int
    /// The error correction level from the format information.
    public let correction: QRErrorCorrection
    /// The mask from the format information.
    public let mask: Int
    /// The segments in order.
    public let segments: [QRDecodedSegment]
    /// Codewords that Reed–Solomon decoding corrected, over all blocks.
    public let correctedCodewords: Int

    /// The structured append header, if the symbol is part of a sequence.
    public var structuredAppend: QRStructuredAppend? { segments.lazy.compactMap(\.structuredAppend).first }

    /// The payloads of all segments, concatenated.
    public var bytes: [UInt8] { segments.flatMap(\.bytes) }

    /// The content as text: byte segments read as UTF-8 (invalid sequences replaced), Kanji
    /// segments through the Shift JIS table.
    public var text: String {
        var result = ""
        for segment in segments {
            switch segment.mode {
            case .kanji:
                var index = 0
                while index + 1 < segment.bytes.count {
                    let code = UInt16(segment.bytes[index]) << 8 | UInt16(segment.bytes[index + 1])
                    result.unicodeScalars.append(ShiftJIS.scalar(for: code) ?? "\u{FFFD}")
                    index += 2
                }
            default:
                result += String(decoding: segment.bytes, as: UTF8.self)
            }
        }
        return result
    }
}

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

    /// Parses the data codewords into segments (ISO/IEC 18004:2015 §7.4).
    static func parseSegments(_ data: [UInt8], version: Int) throws(QRCodeError) -> [QRDecodedSegment] {
        var reader = BitReader(data)
        var segments: [QRDecodedSegment] = []
        func need(_ bits: Int, _ what: String) throws(QRCodeError) {
            if reader.remaining < bits {
                throw .malformedData(bitOffset: reader.position, reason: "\(what) is cut short")
            }
        }
        while reader.remaining >= 4 {
            let indicator = reader.read(4)
            if indicator == 0 { break }
            guard let mode = QRSegment.Mode.allCases.first(where: { $0.indicator == indicator }) else {
                throw .malformedData(bitOffset: reader.position - 4, reason: "unsupported mode indicator \(indicator)")
            }
            if mode == .structuredAppend {
                try need(16, "structured append header")
                let header = QRStructuredAppend(
                    index: reader.read(4), total: reader.read(4) + 1, parity: UInt8(reader.read(8)))
                segments.append(QRDecodedSegment(mode: mode, bytes: [], eciAssignment: nil, structuredAppend: header))
                continue
            }
            if mode == .eci {
                try need(8, "ECI designator")
                var value = reader.read(8)
                if value & 0x80 != 0 {
                    if value & 0x40 == 0 {
                        try need(8, "ECI designator")
                        value = (value & 0x3F) << 8 | reader.read(8)
                    } else {
                        try need(16, "ECI designator")
                        value = (value & 0x1F) << 16 | reader.read(16)
                    }
                }
                segments.append(QRDecodedSegment(mode: .eci, bytes: [], eciAssignment: value))
                continue
            }
            let countBits = mode.countBits(version: version)
            try need(countBits, "character count")
            var remaining = reader.read(countBits)
            var bytes: [UInt8] = []
            let start = reader.position
            switch mode {
            case .numeric:
                while remaining > 0 {
                    let take = min(3, remaining)
                    let width = take * 3 + 1
                    try need(width, "numeric data")
                    let value = reader.read(width)
                    guard value < [1, 10, 100, 1000][take] else {
                        throw .malformedData(
                            bitOffset: reader.position - width, reason: "numeric group \(value) too large")
                    }
                    var digits: [UInt8] = []
                    var rest = value
                    for _ in 0..<take {
                        digits.append(UInt8(0x30 + rest % 10))
                        rest /= 10
                    }
                    bytes += digits.reversed()
                    remaining -= take
                }
            case .alphanumeric:
                while remaining > 0 {
                    let width = remaining >= 2 ? 11 : 6
                    try need(width, "alphanumeric data")
                    let value = reader.read(width)
                    if width == 11 {
                        guard value < 45 * 45 else {
                            throw .malformedData(bitOffset: start, reason: "alphanumeric pair \(value) too large")
                        }
                        bytes.append(QRSegment.alphanumericCharset[value / 45])
                        bytes.append(QRSegment.alphanumericCharset[value % 45])
                        remaining -= 2
                    } else {
                        guard value < 45 else {
                            throw .malformedData(bitOffset: start, reason: "alphanumeric value \(value) too large")
                        }
                        bytes.append(QRSegment.alphanumericCharset[value])
                        remaining -= 1
                    }
                }
            case .byte:
                try need(remaining * 8, "byte data")
                for _ in 0..<remaining { bytes.append(UInt8(reader.read(8))) }
            default:
                try need(remaining * 13, "Kanji data")
                for _ in 0..<remaining {
                    let value = reader.read(13)
                    let folded = (value / 0xC0) << 8 | (value % 0xC0)
                    let code = folded + 0x8140 <= 0x9FFC ? folded + 0x8140 : folded + 0xC140
                    bytes.append(UInt8(truncatingIfNeeded: code >> 8))
                    bytes.append(UInt8(truncatingIfNeeded: code))
                }
            }
            segments.append(QRDecodedSegment(mode: mode, bytes: bytes, eciAssignment: nil))
        }
        return segments
    }
}
