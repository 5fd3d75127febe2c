/// A Micro QR Code symbol, M1 to M4: a smaller code with one finder pattern.
///
/// ISO/IEC 18004:2015 §6 (Micro QR). Sizes are 11, 13, 15 and 17 modules per side, with a
/// quiet zone of only two modules. M1 holds up to 5 digits with error detection only; M2 adds
/// alphanumeric mode and levels L and M; M3 and M4 add byte and Kanji modes, and M4 level Q.
/// Segments are the same ``QRSegment`` values as for ``QRCode``; ECI and structured append
/// are not available in Micro QR.
///
/// ```swift
/// let micro = try MicroQRCode(segments: [try QRSegment.numeric("01234567")], correction: .low)
/// print(micro.version, micro.size)  // 2 13, that is M2
/// ```
public struct MicroQRCode: Equatable, Sendable {
    /// The version, 1...4 for M1...M4.
    public let version: Int
    /// The error correction level; `nil` for M1, which only detects errors.
    public let correction: QRErrorCorrection?
    /// The mask applied, 0...3.
    public let mask: Int
    /// Modules per side: 2 × version + 9.
    public let size: Int
    /// The modules, row-major (1 = dark).
    private let modules: [UInt8]

    /// Whether the module in column `x`, row `y` is dark; coordinates outside read as light.
    public subscript(x: Int, y: Int) -> Bool {
        guard x >= 0 && y >= 0 && x < size && y < size else { return false }
        return modules[y * size + x] != 0
    }

    /// Encodes segments in the smallest Micro QR version in `versions` that supports their
    /// modes and the level and holds them. M1 is used only when `correction` is `.low` (it
    /// offers error detection, no correction).
    ///
    /// - Throws: ``QRCodeError/invalidVersionRange(lower:upper:)`` outside 1...4,
    ///   ``QRCodeError/invalidMask(_:)`` outside 0...3, ``QRCodeError/dataTooLong(bitsOver:fitsAt:)``
    ///   (with `fitsAt` `nil`) when no allowed version holds the data or supports its modes and level.
    /// - Complexity: O(n) plus O(size²) per mask tried.
    public init(
        segments: [QRSegment],
        correction: QRErrorCorrection = .low,
        versions: ClosedRange<Int> = 1...4,
        mask: Int? = nil
    ) throws(QRCodeError) {
        guard versions.lowerBound >= 1 && versions.upperBound <= 4 else {
            throw .invalidVersionRange(lower: versions.lowerBound, upper: versions.upperBound)
        }
        if let mask, !(0...3).contains(mask) { throw .invalidMask(mask) }
        var bitsOver = Int.max
        for version in versions {
            guard let symbol = MicroSymbol(version: version, correction: correction) else { continue }
            guard let used = symbol.bitCount(of: segments) else { continue }
            if used > symbol.dataBits {
                bitsOver = min(bitsOver, used - symbol.dataBits)
                continue
            }
            self.init(segments: segments, symbol: symbol, mask: mask)
            return
        }
        throw .dataTooLong(bitsOver: bitsOver == Int.max ? 0 : bitsOver, fitsAt: nil)
    }

    /// Encodes text in a single segment of the most compact mode that holds all of it
    /// (numeric, alphanumeric, Kanji or UTF-8 bytes).
    ///
    /// - Throws: the errors of ``init(segments:correction:versions:mask:)``.
    /// - Complexity: O(n) plus O(size²) per mask tried.
    public init(
        encoding text: String,
        correction: QRErrorCorrection = .low,
        versions: ClosedRange<Int> = 1...4,
        mask: Int? = nil
    ) throws(QRCodeError) {
        let segment: QRSegment
        if let numeric = try? QRSegment.numeric(text) {
            segment = numeric
        } else if let alphanumeric = try? QRSegment.alphanumeric(text) {
            segment = alphanumeric
        } else if let kanji = try? QRSegment.kanji(text) {
            segment = kanji
        } else {
            segment = QRSegment.utf8(text)
        }
        try self.init(segments: [segment], correction: correction, versions: versions, mask: mask)
    }

    private init(segments: [QRSegment], symbol: MicroSymbol, mask: Int?) {
        let size = symbol.version * 2 + 9
        let codewords = symbol.codewords(for: segments)
        var best = -1
        var chosen = mask ?? 0
        var grid: [UInt8] = []
        for candidate in mask.map({ [$0] }) ?? [0, 1, 2, 3] {
            let drawn = symbol.draw(codewords, mask: candidate)
            // ISO/IEC 18004:2015 §7.8.3.2: dark modules on the right and bottom edges (timing excluded).
            var right = 0
            var bottom = 0
            for i in 1..<size {
                right += Int(drawn[i * size + size - 1])
                bottom += Int(drawn[(size - 1) * size + i])
            }
            let score = min(right, bottom) * 16 + max(right, bottom)
            if score > best {
                best = score
                chosen = candidate
                grid = drawn
            }
        }
        self.version = symbol.version
        self.correction = symbol.version == 1 ? nil : symbol.correction
        self.mask = chosen
        self.size = size
        self.modules = grid
    }
}
