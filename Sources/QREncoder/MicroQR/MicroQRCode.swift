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

/// The parameters of one Micro QR version and level (ISO/IEC 18004:2015 Tables 7 and 9).
struct MicroSymbol {
    let version: Int
    let correction: QRErrorCorrection
    /// The symbol number written in the format information.
    let symbolNumber: Int
    /// Data capacity in bits (M1 and M3 end with a 4-bit codeword).
    let dataBits: Int
    /// Error correction codewords.
    let parityCount: Int

    /// The symbol for a version and level, or `nil` when the version lacks the level.
    init?(version: Int, correction: QRErrorCorrection) {
        let table: [[(number: Int, bits: Int, parity: Int)?]] = [
            [(0, 20, 2), nil, nil, nil],
            [(1, 40, 5), (2, 32, 6), nil, nil],
            [(3, 84, 6), (4, 68, 8), nil, nil],
            [(5, 128, 8), (6, 112, 10), (7, 80, 14), nil],
        ]
        guard let entry = table[version - 1][correction.rawValue] else { return nil }
        self.version = version
        self.correction = correction
        symbolNumber = entry.number
        dataBits = entry.bits
        parityCount = entry.parity
    }

    /// Width of the mode indicator: 0, 1, 2 or 3 bits.
    var modeBits: Int { version - 1 }

    /// Mode indicator value, or `nil` when the version lacks the mode (ISO/IEC 18004:2015 Table 2).
    func indicator(for mode: QRSegment.Mode) -> Int? {
        let value: Int
        switch mode {
        case .numeric: value = 0
        case .alphanumeric: value = 1
        case .byte: value = 2
        case .kanji: value = 3
        case .eci, .structuredAppend: return nil
        }
        return value < max(1, 1 << modeBits) && (version > 1 || value == 0) ? value : nil
    }

    /// Character count width (ISO/IEC 18004:2015 Table 3).
    func countBits(for mode: QRSegment.Mode) -> Int {
        switch mode {
        case .numeric: version + 2
        case .alphanumeric: version + 1
        case .byte: version + 1
        default: version
        }
    }

    /// Bits the segments need, or `nil` when a mode or a count does not fit this version.
    func bitCount(of segments: [QRSegment]) -> Int? {
        var total = 0
        for segment in segments {
            guard indicator(for: segment.mode) != nil else { return nil }
            let countBits = countBits(for: segment.mode)
            guard segment.characterCount < 1 << countBits else { return nil }
            total += modeBits + countBits + segment.dataBitCount
        }
        return total
    }

    /// Data codewords followed by error correction codewords; a final 4-bit data codeword sits
    /// in the high half of its byte.
    func codewords(for segments: [QRSegment]) -> (data: [UInt8], parity: [UInt8]) {
        var bits = BitBuffer(minimumCapacity: dataBits)
        for segment in segments {
            bits.append(indicator(for: segment.mode) ?? 0, width: modeBits)
            bits.append(segment.characterCount, width: countBits(for: segment.mode))
            bits.append(segment.data)
        }
        // Terminator of 3, 5, 7 or 9 zero bits, shortened at the end of the capacity.
        bits.append(0, width: min(version * 2 + 1, dataBits - bits.count))
        let fullBytes = dataBits / 8
        if bits.count >= fullBytes * 8 {
            bits.append(0, width: dataBits - bits.count)
        } else {
            bits.append(0, width: (8 - bits.count % 8) % 8)
            var pad = 0xEC
            while bits.count < fullBytes * 8 {
                bits.append(pad, width: 8)
                pad ^= 0xEC ^ 0x11
            }
            bits.append(0, width: dataBits - bits.count)
        }
        let data = bits.bytes
        return (data, ReedSolomon.remainder(of: data, degree: parityCount))
    }

    /// Whether Micro QR mask `mask` inverts the module in column `x`, row `y`
    /// (ISO/IEC 18004:2015 Table 10: QR masks 1, 4, 6 and 7).
    static func inverts(mask: Int, x: Int, y: Int) -> Bool {
        MaskPattern.inverts(mask: [1, 4, 6, 7][mask], x: x, y: y)
    }

    /// The 15-bit format information: symbol number and mask, BCH(15,5), XOR 0x4445.
    func formatBits(mask: Int) -> Int {
        let data = symbolNumber << 2 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | (remainder & 0x3FF)) ^ 0x4445
    }

    /// Draws the whole symbol with `mask`.
    func draw(_ codewords: (data: [UInt8], parity: [UInt8]), mask: Int) -> [UInt8] {
        let size = version * 2 + 9
        var modules = [UInt8](repeating: 0, count: size * size)
        var isFunction = [Bool](repeating: false, count: size * size)
        func set(_ x: Int, _ y: Int, _ dark: Bool) {
            modules[y * size + x] = dark ? 1 : 0
            isFunction[y * size + x] = true
        }
        // Finder pattern and separator at the top left.
        for y in 0...7 {
            for x in 0...7 { set(x, y, max(abs(x - 3), abs(y - 3)) != 2 && max(abs(x - 3), abs(y - 3)) < 4) }
        }
        // Timing patterns along the top row and the left column.
        for i in 8..<size {
            set(i, 0, i % 2 == 0)
            set(0, i, i % 2 == 0)
        }
        // Format information: bits 0...6 down column 8, bits 7...14 leftwards along row 8.
        let format = formatBits(mask: mask)
        for i in 0..<15 {
            let dark = (format >> i) & 1 != 0
            if i < 7 { set(8, i + 1, dark) } else { set(15 - i, 8, dark) }
        }
        // Data then error correction bits, zigzag from the bottom right.
        var stream = BitBuffer()
        let fullBytes = dataBits / 8
        for byte in codewords.data.prefix(fullBytes) { stream.append(Int(byte), width: 8) }
        if dataBits % 8 != 0 { stream.append(Int(codewords.data[fullBytes]) >> 4, width: 4) }
        for byte in codewords.parity { stream.append(Int(byte), width: 8) }
        var k = 0
        var right = size - 1
        var upward = true
        while right >= 1 {
            for vertical in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let y = upward ? size - 1 - vertical : vertical
                    guard !isFunction[y * size + x] else { continue }
                    let bit: UInt8 = k < stream.count && stream.bit(at: k) ? 1 : 0
                    modules[y * size + x] = bit ^ (Self.inverts(mask: mask, x: x, y: y) ? 1 : 0)
                    k += 1
                }
            }
            right -= 2
            upward.toggle()
        }
        return modules
    }
}

extension MicroQRCode {
    /// The modules as rows of booleans (`true` = dark), surrounded by `quietZone` light modules;
    /// Micro QR needs a quiet zone of two modules (ISO/IEC 18004:2015 §6.3.8).
    ///
    /// - Throws: ``QRCodeError/invalidRenderingOption(option:reason:)`` for a negative or huge zone.
    /// - Complexity: O((size + 2 × quietZone)²).
    public func rows(quietZone: Int = 2) throws(QRCodeError) -> [[Bool]] {
        try QRCode.checkQuietZone(quietZone)
        let side = size + 2 * quietZone
        return (0..<side).map { y in (0..<side).map { x in self[x - quietZone, y - quietZone] } }
    }
}
