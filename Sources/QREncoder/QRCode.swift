/// A QR Code Model 2 symbol: an immutable square matrix of dark and light modules.
///
/// ISO/IEC 18004:2015. Create one from text (segmented optimally), from bytes (one byte-mode
/// segment), or from segments you build yourself. The encoder picks the smallest version in the
/// allowed range that holds the data and, unless you fix one, the mask with the lowest penalty.
///
/// ```swift
/// let code = try QRCode(encoding: "https://example.com", correction: .medium)
/// print(code.version, code.size, code[0, 0])  // 2 25 true
/// ```
public struct QRCode: Equatable, Sendable {
    /// The version, 1...40.
    public let version: Int
    /// The error correction level actually used (higher than requested when boosted).
    public let correction: QRErrorCorrection
    /// The mask applied, 0...7.
    public let mask: Int
    /// Modules per side: 4 × version + 17.
    public let size: Int
    /// The segments encoded, in order.
    public let segments: [QRSegment]
    /// Penalty breakdown of all eight masks when the mask was chosen automatically; empty when fixed.
    public let maskPenalties: [QRMaskPenalty]
    /// The modules, one row after another, each row padded to whole 64-bit words; bit x % 64
    /// of word x / 64 is the module in column x (1 = dark).
    public let packedRows: [UInt64]
    /// 64-bit words per row in ``packedRows``.
    public let wordsPerRow: Int

    /// Whether the module in column `x`, row `y` is dark; (0, 0) is the top-left corner.
    /// Coordinates outside the symbol read as light, like the quiet zone around it.
    public subscript(x: Int, y: Int) -> Bool {
        guard x >= 0 && y >= 0 && x < size && y < size else { return false }
        return (packedRows[y * wordsPerRow + x >> 6] >> UInt64(x & 63)) & 1 != 0
    }

    /// Encodes text, choosing the segments that give the shortest bit stream (see
    /// ``QRSegment/optimal(for:version:allowKanji:)``). Characters outside numeric, alphanumeric
    /// and Kanji runs are stored as UTF-8 bytes without an ECI designator.
    ///
    /// - Parameters:
    ///   - text: The text to encode.
    ///   - correction: The minimum error correction level.
    ///   - versions: The allowed versions; the smallest that fits is used.
    ///   - mask: A fixed mask 0...7, or `nil` to choose by penalty.
    ///   - boostCorrection: Raise the level as far as the chosen version allows.
    /// - Throws: ``QRCodeError`` when the text does not fit or an argument is out of range.
    /// - Complexity: O(n) in the text plus O(size²) per mask tried.
    public init(
        encoding text: String,
        correction: QRErrorCorrection = .medium,
        versions: ClosedRange<Int> = 1...40,
        mask: Int? = nil,
        boostCorrection: Bool = false
    ) throws(QRCodeError) {
        try Self.validate(versions: versions, mask: mask)
        let scalars = Array(text.unicodeScalars)
        var chosen: (segments: [QRSegment], version: Int)?
        var lastBitsOver = 0
        for versionClass in [1...9, 10...26, 27...40] where versionClass.overlaps(versions) {
            let range = versionClass.clamped(to: versions)
            let segments = QRSegment.optimalSegments(scalars, version: range.lowerBound, allowKanji: true)
            switch Self.smallestVersion(for: segments, correction: correction, versions: range) {
            case .success(let version):
                chosen = (segments, version)
            case .failure(let bitsOver):
                lastBitsOver = bitsOver.value
            }
            if chosen != nil { break }
        }
        guard let chosen else {
            let fallback = QRSegment.optimalSegments(scalars, version: 40, allowKanji: true)
            throw .dataTooLong(bitsOver: lastBitsOver, fitsAt: Self.smallestFit(fallback, from: correction))
        }
        self.init(
            segments: chosen.segments, version: chosen.version, correction: correction, mask: mask,
            boostCorrection: boostCorrection)
    }

    /// Encodes bytes as a single byte-mode segment.
    ///
    /// - Throws: ``QRCodeError`` when the bytes do not fit or an argument is out of range.
    /// - Complexity: O(n) plus O(size²) per mask tried.
    public init(
        encoding bytes: [UInt8],
        correction: QRErrorCorrection = .medium,
        versions: ClosedRange<Int> = 1...40,
        mask: Int? = nil,
        boostCorrection: Bool = false
    ) throws(QRCodeError) {
        try self.init(
            segments: [QRSegment.bytes(bytes)], correction: correction, versions: versions, mask: mask,
            boostCorrection: boostCorrection)
    }

    /// Encodes the given segments in order.
    ///
    /// - Throws: ``QRCodeError`` when the segments do not fit, an ECI number or an argument is
    ///   out of range.
    /// - Complexity: O(total bits) plus O(size²) per mask tried.
    public init(
        segments: [QRSegment],
        correction: QRErrorCorrection = .medium,
        versions: ClosedRange<Int> = 1...40,
        mask: Int? = nil,
        boostCorrection: Bool = false
    ) throws(QRCodeError) {
        try Self.validate(versions: versions, mask: mask)
        for segment in segments where !segment.isValid {
            throw .invalidECI(segment.eciAssignment ?? -1)
        }
        switch Self.smallestVersion(for: segments, correction: correction, versions: versions) {
        case .success(let version):
            self.init(
                segments: segments, version: version, correction: correction, mask: mask,
                boostCorrection: boostCorrection)
        case .failure(let bitsOver):
            if bitsOver.value < 0 {
                // A character count overflowed its field in every allowed version.
                let index = segments.firstIndex { $0.encodedBitCount(version: versions.upperBound) == nil } ?? 0
                throw .segmentTooLong(index: index, characters: segments[index].characterCount)
            }
            throw .dataTooLong(bitsOver: bitsOver.value, fitsAt: Self.smallestFit(segments, from: correction))
        }
    }

    /// The smallest version in `versions` holding `segments`, or the bits over at the largest
    /// (−1 when a count field overflows even there).
    private static func smallestVersion(
        for segments: [QRSegment],
        correction: QRErrorCorrection,
        versions: ClosedRange<Int>
    ) -> Result<Int, BitsOverValue> {
        var over = -1
        for version in versions {
            let capacity = SymbolGeometry.dataCodewords(version: version, correction: correction) * 8
            guard let used = QRSegment.totalBits(segments, version: version) else {
                over = -1
                continue
            }
            if used <= capacity { return .success(version) }
            over = used - capacity
        }
        return .failure(BitsOverValue(over))
    }

    /// The smallest symbol that would hold the segments: the given level at any version, then lower levels.
    private static func smallestFit(_ segments: [QRSegment], from correction: QRErrorCorrection) -> QRSymbolSize? {
        for level in QRErrorCorrection.allCases.reversed() where level <= correction {
            if case .success(let version) = smallestVersion(for: segments, correction: level, versions: 1...40) {
                return QRSymbolSize(version: version, correction: level)
            }
        }
        return nil
    }

    private static func validate(versions: ClosedRange<Int>, mask: Int?) throws(QRCodeError) {
        guard versions.lowerBound >= 1 && versions.upperBound <= 40 else {
            throw .invalidVersionRange(lower: versions.lowerBound, upper: versions.upperBound)
        }
        if let mask, !(0...7).contains(mask) { throw .invalidMask(mask) }
    }

    /// Builds the symbol once the version is known and the segments are known to fit.
    private init(
        segments: [QRSegment],
        version: Int,
        correction requested: QRErrorCorrection,
        mask: Int?,
        boostCorrection: Bool
    ) {
        var correction = requested
        if boostCorrection, let used = QRSegment.totalBits(segments, version: version) {
            for level in QRErrorCorrection.allCases where level > correction {
                if used <= SymbolGeometry.dataCodewords(version: version, correction: level) * 8 { correction = level }
            }
        }
        let dataCodewords = Self.dataCodewords(segments, version: version, correction: correction)
        let codewords = Self.interleavedCodewords(dataCodewords, version: version, correction: correction)
        let template = SymbolTemplate.forVersion(version)
        let size = template.size
        let words = template.words
        // Unmasked data modules, packed by row and by column.
        var dataRows = [UInt64](repeating: 0, count: size * words)
        var dataColumns = [UInt64](repeating: 0, count: size * words)
        Self.placeData(codewords, template: template, rows: &dataRows, columns: &dataColumns)
        var rows = [UInt64](repeating: 0, count: size * words)
        var columns = [UInt64](repeating: 0, count: size * words)
        var chosenMask = mask ?? 0
        var penalties: [QRMaskPenalty] = []
        if mask == nil {
            penalties.reserveCapacity(8)
            var best = Int.max
            for candidate in 0..<8 {
                Self.compose(
                    template: template, dataRows: dataRows, dataColumns: dataColumns, mask: candidate,
                    correction: correction, rows: &rows, columns: &columns)
                let penalty = QRMaskPenalty.evaluate(rows: rows, columns: columns, size: size, mask: candidate)
                penalties.append(penalty)
                if penalty.total < best {
                    best = penalty.total
                    chosenMask = candidate
                }
            }
        }
        Self.compose(
            template: template, dataRows: dataRows, dataColumns: dataColumns, mask: chosenMask,
            correction: correction, rows: &rows, columns: &columns)
        self.version = version
        self.correction = correction
        self.mask = chosenMask
        self.size = size
        self.segments = segments
        self.maskPenalties = penalties
        self.wordsPerRow = words
        self.packedRows = rows
    }

    /// The data codewords: segments, terminator, bit padding and pad codewords (ISO/IEC 18004:2015 §7.4.10).
    static func dataCodewords(_ segments: [QRSegment], version: Int, correction: QRErrorCorrection) -> [UInt8] {
        let capacity = SymbolGeometry.dataCodewords(version: version, correction: correction) * 8
        var bits = BitBuffer(minimumCapacity: capacity)
        for segment in segments {
            bits.append(segment.mode.indicator, width: 4)
            bits.append(segment.characterCount, width: segment.mode.countBits(version: version))
            bits.append(segment.data)
        }
        bits.append(0, width: min(4, capacity - bits.count))
        bits.append(0, width: (8 - bits.count % 8) % 8)
        var padByte = 0xEC
        while bits.count < capacity {
            bits.append(padByte, width: 8)
            padByte ^= 0xEC ^ 0x11
        }
        return bits.bytes
    }

    /// Splits data into blocks, appends each block's error correction, and interleaves
    /// (ISO/IEC 18004:2015 §7.5.2, §7.6).
    static func interleavedCodewords(_ data: [UInt8], version: Int, correction: QRErrorCorrection) -> [UInt8] {
        let layout = BlockLayout(version: version, correction: correction)
        var result = [UInt8](repeating: 0, count: layout.totalCodewords)
        var parity = [UInt8](repeating: 0, count: layout.parityPerBlock)
        data.withUnsafeBufferPointer { data in
            result.withUnsafeMutableBufferPointer { result in
                parity.withUnsafeMutableBufferPointer { parity in
                    var start = 0
                    for block in 0..<layout.blockCount {
                        let length = layout.dataLength(block: block)
                        let slice = UnsafeBufferPointer(rebasing: data[start..<(start + length)])
                        ReedSolomon.remainder(of: slice, degree: layout.parityPerBlock, into: parity)
                        for i in 0..<length { result[layout.dataIndex(block: block, offset: i)] = slice[i] }
                        for i in 0..<layout.parityPerBlock {
                            result[layout.parityIndex(block: block, offset: i)] = parity[i]
                        }
                        start += length
                    }
                }
            }
        }
        return result
    }

    /// Sets the data modules of `codewords` in placement order (ISO/IEC 18004:2015 §7.7.3), unmasked;
    /// remainder bits stay light.
    private static func placeData(
        _ codewords: [UInt8],
        template: SymbolTemplate,
        rows: inout [UInt64],
        columns: inout [UInt64]
    ) {
        let words = template.words
        let count = min(template.dataX.count, codewords.count * 8)
        codewords.withUnsafeBufferPointer { codewords in
            template.dataX.withUnsafeBufferPointer { xs in
                template.dataY.withUnsafeBufferPointer { ys in
                    rows.withUnsafeMutableBufferPointer { rows in
                        columns.withUnsafeMutableBufferPointer { columns in
                            for k in 0..<count where (codewords[k >> 3] >> (7 - UInt8(k & 7))) & 1 != 0 {
                                let x = Int(xs[k])
                                let y = Int(ys[k])
                                rows[y * words + x >> 6] |= 1 << UInt64(x & 63)
                                columns[x * words + y >> 6] |= 1 << UInt64(y & 63)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Combines function patterns, data XOR mask, and the format information for `mask`.
    private static func compose(
        template: SymbolTemplate,
        dataRows: [UInt64],
        dataColumns: [UInt64],
        mask: Int,
        correction: QRErrorCorrection,
        rows: inout [UInt64],
        columns: inout [UInt64]
    ) {
        let maskRows = template.maskRows[mask]
        let maskColumns = template.maskColumns[mask]
        for i in 0..<rows.count {
            rows[i] = template.functionRows[i] | (dataRows[i] ^ maskRows[i])
            columns[i] = template.functionColumns[i] | (dataColumns[i] ^ maskColumns[i])
        }
        let words = template.words
        let format = FormatInformation.bits(correction: correction, mask: mask)
        for (i, place) in template.formatPositions.enumerated() where (format >> (i % 15)) & 1 != 0 {
            rows[place.y * words + place.x >> 6] |= 1 << UInt64(place.x & 63)
            columns[place.x * words + place.y >> 6] |= 1 << UInt64(place.y & 63)
        }
    }
}

/// The bits over capacity reported by version selection (−1: a count field overflowed).
struct BitsOverValue: Error {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Where each block's data and error correction codewords go in the interleaved sequence
/// (ISO/IEC 18004:2015 §7.6): short blocks first, each one data codeword shorter than the long ones.
struct BlockLayout {
    let blockCount: Int
    let parityPerBlock: Int
    let totalCodewords: Int
    let shortBlockCount: Int
    let shortDataLength: Int
    let totalData: Int

    init(version: Int, correction: QRErrorCorrection) {
        blockCount = ErrorCorrectionTables.blockCount[correction.rawValue][version]
        parityPerBlock = ErrorCorrectionTables.codewordsPerBlock[correction.rawValue][version]
        totalCodewords = SymbolGeometry.totalCodewords(version: version)
        shortBlockCount = blockCount - totalCodewords % blockCount
        shortDataLength = totalCodewords / blockCount - parityPerBlock
        totalData = totalCodewords - parityPerBlock * blockCount
    }

    /// Data codewords in `block`.
    func dataLength(block: Int) -> Int { shortDataLength + (block < shortBlockCount ? 0 : 1) }

    /// Position of data codeword `offset` of `block` in the interleaved sequence.
    func dataIndex(block: Int, offset: Int) -> Int {
        if offset < shortDataLength { return offset * blockCount + block }
        // The extra codeword of a long block follows all the full columns.
        return shortDataLength * blockCount + (block - shortBlockCount)
    }

    /// Position of error correction codeword `offset` of `block` in the interleaved sequence.
    func parityIndex(block: Int, offset: Int) -> Int { totalData + offset * blockCount + block }
}
