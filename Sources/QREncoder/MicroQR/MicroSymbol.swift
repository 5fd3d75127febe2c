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
