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
        let scalars = Array(text.unicodeScalars)
        try self.init(correction: correction, versions: versions, mask: mask, boostCorrection: boostCorrection) {
            () throws(QRCodeError) in try Self.optimalChoice(for: scalars, correction: correction, versions: versions)
        }
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
        try self.init(correction: correction, versions: versions, mask: mask, boostCorrection: boostCorrection) {
            () throws(QRCodeError) in try Self.choice(for: segments, correction: correction, versions: versions)
        }
    }

    /// What every public initialiser shares: validates the version range and the mask, asks
    /// `choose` for the segments and the version within that range, and builds the symbol.
    private init(
        correction: QRErrorCorrection,
        versions: ClosedRange<Int>,
        mask: Int?,
        boostCorrection: Bool,
        choosing choose: () throws(QRCodeError) -> (segments: [QRSegment], version: Int)
    ) throws(QRCodeError) {
        try Self.validate(versions: versions, mask: mask)
        let chosen = try choose()
        self.init(
            segments: chosen.segments, version: chosen.version, correction: correction, mask: mask,
            boostCorrection: boostCorrection)
    }

    /// The optimal segments for `scalars` and the smallest version in `versions` that holds them
    /// at `correction`, trying the version classes 1–9, 10–26 and 27–40 in turn (the character
    /// count fields, and so the optimal segmentation, differ between classes).
    ///
    /// - Throws: ``QRCodeError/dataTooLong(bitsOver:fitsAt:)`` when no allowed version holds them.
    private static func optimalChoice(
        for scalars: [Unicode.Scalar],
        correction: QRErrorCorrection,
        versions: ClosedRange<Int>
    ) throws(QRCodeError) -> (segments: [QRSegment], version: Int) {
        var lastBitsOver = 0
        for versionClass in [1...9, 10...26, 27...40] where versionClass.overlaps(versions) {
            let range = versionClass.clamped(to: versions)
            let segments = QRSegment.optimalSegments(scalars, version: range.lowerBound, allowKanji: true)
            switch smallestVersion(for: segments, correction: correction, versions: range) {
            case .success(let version):
                return (segments, version)
            case .failure(let bitsOver):
                lastBitsOver = bitsOver.value
            }
        }
        let fallback = QRSegment.optimalSegments(scalars, version: 40, allowKanji: true)
        throw .dataTooLong(bitsOver: lastBitsOver, fitsAt: smallestFit(fallback, from: correction))
    }

    /// `segments` and the smallest version in `versions` that holds them at `correction`.
    ///
    /// - Throws: ``QRCodeError/invalidECI(_:)`` for an ECI number out of range,
    ///   ``QRCodeError/segmentTooLong(index:characters:)`` when a character count overflows its
    ///   field in every allowed version, ``QRCodeError/dataTooLong(bitsOver:fitsAt:)`` when the
    ///   segments do not fit.
    private static func choice(
        for segments: [QRSegment],
        correction: QRErrorCorrection,
        versions: ClosedRange<Int>
    ) throws(QRCodeError) -> (segments: [QRSegment], version: Int) {
        for segment in segments where !segment.isValid {
            throw .invalidECI(segment.eciAssignment ?? -1)
        }
        switch smallestVersion(for: segments, correction: correction, versions: versions) {
        case .success(let version):
            return (segments, version)
        case .failure(let bitsOver):
            if bitsOver.value < 0 {
                // A character count overflowed its field in every allowed version.
                let index = segments.firstIndex { $0.encodedBitCount(version: versions.upperBound) == nil } ?? 0
                throw .segmentTooLong(index: index, characters: segments[index].characterCount)
            }
            throw .dataTooLong(bitsOver: bitsOver.value, fitsAt: smallestFit(segments, from: correction))
        }
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
}
