import Testing

@testable import QREncoder

@Suite("Encoding symbols")
struct QRCodeTests {
    @Test("ISO/IEC 18004 Annex I: 01234567 at 1-M gives the published data and EC codewords")
    func isoAnnexICodewords() throws {
        let data = QRCode.dataCodewords([try QRSegment.numeric("01234567")], version: 1, correction: .medium)
        #expect(
            data == [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11])
        let all = QRCode.interleavedCodewords(data, version: 1, correction: .medium)
        #expect(Array(all[16...]) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    @Test("Thonky's HELLO WORLD data codewords at 1-M and 1-Q")
    func helloWorldCodewords() throws {
        let segment = try QRSegment.alphanumeric("HELLO WORLD")
        #expect(
            QRCode.dataCodewords([segment], version: 1, correction: .medium)
                == [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17])
        #expect(
            QRCode.dataCodewords([segment], version: 1, correction: .quartile)
                == [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236])
    }

    @Test("Thonky's 5-Q interleaving example: blocks of 15 and 16 data codewords")
    func interleavingOrder() {
        let layout = BlockLayout(version: 5, correction: .quartile)
        #expect(layout.blockCount == 4)
        #expect(layout.dataLength(block: 0) == 15)
        #expect(layout.dataLength(block: 3) == 16)
        // The 16th codeword of block 3 comes after the 60 interleaved columns, then block 4's.
        #expect(layout.dataIndex(block: 2, offset: 15) == 60)
        #expect(layout.dataIndex(block: 3, offset: 15) == 61)
        #expect(layout.parityIndex(block: 0, offset: 0) == 62)
    }

    @Test("the public contract reports version, level, mask and size")
    func publicContract() throws {
        let code = try QRCode(encoding: "https://example.com", correction: .medium)
        #expect(code.size == code.version * 4 + 17)
        #expect(code.correction == .medium)
        #expect((0...7).contains(code.mask))
        #expect(code[0, 0] && code[6, 0] && !code[7, 0])
        #expect(!code[-1, 0] && !code[code.size, 0])
        #expect(code.maskPenalties.count == 8)
        let best = code.maskPenalties.min { $0.total < $1.total }
        #expect(best?.mask == code.mask)
    }

    @Test("empty text and empty bytes make a version 1 symbol that decodes to nothing")
    func emptyInput() throws {
        let text = try QRCode(encoding: "")
        #expect(text.version == 1 && text.segments.isEmpty)
        #expect(try QRDecoder.decode(text).bytes.isEmpty)
        let bytes = try QRCode(encoding: [UInt8]())
        #expect(try QRDecoder.decode(bytes).segments.map(\.mode) == [.byte])
    }

    @Test("every mask pattern follows its ISO formula with i the row and j the column")
    func maskFormulas() {
        for i in 0..<30 {
            for j in 0..<30 {
                let expected = [
                    (i + j) % 2 == 0, i % 2 == 0, j % 3 == 0, (i + j) % 3 == 0,
                    ((i / 2) + (j / 3)) % 2 == 0, (i * j) % 2 + (i * j) % 3 == 0,
                    ((i * j) % 2 + (i * j) % 3) % 2 == 0, ((i + j) % 2 + (i * j) % 3) % 2 == 0,
                ]
                for mask in 0..<8 { #expect(MaskPattern.inverts(mask: mask, x: j, y: i) == expected[mask]) }
            }
        }
    }

    @Test("the fixed mask is used and no penalties are computed")
    func fixedMask() throws {
        let code = try QRCode(encoding: [1, 2, 3], correction: .low, mask: 5)
        #expect(code.mask == 5)
        #expect(code.maskPenalties.isEmpty)
        #expect(try QRDecoder.decode(code).mask == 5)
    }

    @Test("boosting raises the level while the version stays the same")
    func boost() throws {
        let plain = try QRCode(encoding: "HELLO", correction: .low)
        let boosted = try QRCode(encoding: "HELLO", correction: .low, boostCorrection: true)
        #expect(plain.correction == .low)
        #expect(boosted.correction == .high)
        #expect(boosted.version == plain.version)
    }

    @Test("a version range picks the smallest version in it")
    func versionRange() throws {
        let code = try QRCode(segments: [QRSegment.bytes([1])], correction: .high, versions: 5...10, mask: 3)
        #expect(code.version == 5)
        #expect(code.mask == 3)
    }

    @Test("too much data says how many bits over and where it would fit")
    func tooLong() throws {
        // 1-H holds 72 bits; 8 bytes need 4 + 8 + 64 = 76.
        #expect(throws: QRCodeError.dataTooLong(bitsOver: 4, fitsAt: QRSymbolSize(version: 2, correction: .high))) {
            try QRCode(encoding: [UInt8](repeating: 0, count: 8), correction: .high, versions: 1...1)
        }
        // 2,954 bytes are one beyond 40-L (2,956 codewords: 23,648 bits < 4 + 16 + 23,632): nothing fits.
        let error = #expect(throws: QRCodeError.self) {
            try QRCode(encoding: [UInt8](repeating: 0, count: 2954), correction: .low)
        }
        #expect(error == .dataTooLong(bitsOver: 4, fitsAt: nil))
        // 1,300 bytes: 40-H holds 1,276 codewords (212 bits short); at Q, 35 holds 1,283 bytes and 36 holds 1,351.
        #expect(
            throws: QRCodeError.dataTooLong(bitsOver: 212, fitsAt: QRSymbolSize(version: 36, correction: .quartile))
        ) {
            try QRCode(encoding: [UInt8](repeating: 0, count: 1300), correction: .high)
        }
        #expect(throws: QRCodeError.self) {
            try QRCode(encoding: String(repeating: "ab", count: 2000), correction: .high)
        }
    }

    @Test(
        "invalid arguments throw typed errors",
        arguments: [
            (0...3, nil as Int?, QRCodeError.invalidVersionRange(lower: 0, upper: 3)),
            (1...41, nil, QRCodeError.invalidVersionRange(lower: 1, upper: 41)),
            (1...40, 8, QRCodeError.invalidMask(8)),
            (1...40, -1, QRCodeError.invalidMask(-1)),
        ])
    func invalidArguments(versions: ClosedRange<Int>, mask: Int?, expected: QRCodeError) {
        #expect(throws: expected) { try QRCode(encoding: "A", versions: versions, mask: mask) }
        #expect(throws: expected) { try QRCode(encoding: [0x41], versions: versions, mask: mask) }
    }

    @Test("an out-of-range ECI number is rejected when encoding")
    func invalidECI() {
        #expect(throws: QRCodeError.invalidECI(1_000_000)) { try QRCode(segments: [QRSegment.eci(1_000_000)]) }
        #expect(throws: QRCodeError.invalidECI(-5)) { try QRCode(segments: [QRSegment.eci(-5)]) }
    }

    @Test("a count too big for every allowed version is reported as a segment error")
    func countOverflow() {
        // 256 bytes need a 16-bit count, which versions 1...9 do not have.
        let segment = QRSegment.bytes([UInt8](repeating: 0, count: 256))
        #expect(throws: QRCodeError.segmentTooLong(index: 0, characters: 256)) {
            try QRCode(segments: [segment], correction: .low, versions: 1...9)
        }
    }

    @Test("matrices and masks are bit-identical to an independent encoder (Nayuki's qrcodegen)")
    func referenceSymbols() throws {
        let text = try #require(readTextFile(fixturesDirectory + "/reference-symbols.txt"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 97)
        let levels: [Substring: QRErrorCorrection] = ["L": .low, "M": .medium, "Q": .quartile, "H": .high]
        for line in lines {
            let fields = line.split(separator: " ")
            let payload = fields[3] == "-" ? [] : hexBytes(String(fields[3]))
            let ascii = String(decoding: payload, as: UTF8.self)
            let segment: QRSegment
            switch fields[0] {
            case "N": segment = try QRSegment.numeric(ascii)
            case "A": segment = try QRSegment.alphanumeric(ascii)
            default: segment = QRSegment.bytes(payload)
            }
            let requested = Int(fields[2]) ?? -1
            let level = try #require(levels[fields[1]])
            let code = try QRCode(segments: [segment], correction: level, mask: requested < 0 ? nil : requested)
            #expect(code.version == Int(fields[4]))
            #expect(code.mask == Int(fields[5]), "\(line.prefix(40))")
            #expect(code.hasModules(hexMatrix: fields[6]), "\(line.prefix(40))")
        }
    }

    @Test("Kanji, ECI, mixed-segment and structured append symbols are bit-identical to segno's")
    func segnoSymbols() throws {
        let lines = SegnoReferenceSymbols.lines
        #expect(lines.count == 67)
        let levels: [Substring: QRErrorCorrection] = ["L": .low, "M": .medium, "Q": .quartile, "H": .high]
        var kinds: [Substring: Int] = [:]
        // The message bytes of the structured append sequence being read, and its header.
        var message: [UInt8] = []
        var sequence: QRStructuredAppend?
        for line in lines {
            let fields = line.split(separator: " ")
            var segments: [QRSegment] = []
            for item in fields[2].split(separator: ",") {
                let kind = item.prefix(1)
                let value = String(item.dropFirst(2))
                let text = String(decoding: hexBytes(value), as: UTF8.self)
                kinds[kind, default: 0] += 1
                switch kind {
                case "N": segments.append(try QRSegment.numeric(text))
                case "A": segments.append(try QRSegment.alphanumeric(text))
                case "B": segments.append(QRSegment.bytes(hexBytes(value)))
                case "K": segments.append(try QRSegment.kanji(text))
                case "E": segments.append(QRSegment.eci(Int(value) ?? -1))
                default:
                    let numbers = value.split(separator: "/").compactMap { Int($0) }
                    let header = QRStructuredAppend(index: numbers[0], total: numbers[1], parity: UInt8(numbers[2]))
                    segments.append(try QRSegment.structuredAppend(header))
                    if header.index == 0 { message = [] }
                    sequence = header
                }
            }
            // Structured append: the parity segno wrote must be the XOR of the whole message,
            // Kanji counted as their two Shift JIS bytes (ISO/IEC 18004:2015 §8).
            if let header = sequence, let data = fields[2].split(separator: ",").last {
                let bytes = hexBytes(String(data.dropFirst(2)))
                if data.hasPrefix("K") {
                    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
                        let code = try #require(ShiftJIS.code(for: scalar))
                        message += [UInt8(code >> 8), UInt8(code & 0xFF)]
                    }
                } else {
                    message += bytes
                }
                if header.index == header.total - 1 {
                    #expect(QRStructuredAppend.parity(of: message) == header.parity, "\(line.prefix(40))")
                    sequence = nil
                }
            }
            // segno scores masks without the format and version information and reads rule N3
            // differently from Nayuki's encoder, whose choice ours follows (see referenceSymbols),
            // so each symbol is made with the mask segno chose, fixed or its own.
            let level = try #require(levels[fields[0]])
            let mask = try #require(Int(fields[4]))
            let code = try QRCode(segments: segments, correction: level, mask: mask)
            #expect(code.version == Int(fields[3]), "\(line.prefix(40))")
            #expect(code.hasModules(hexMatrix: fields[5]), "\(line.prefix(40))")
        }
        #expect(kinds == ["K": 38, "B": 32, "A": 22, "N": 21, "S": 21, "E": 13])
    }
}

extension QRCode {
    /// Whether the modules, row by row, are the bits of `hexMatrix` (1 = dark, padded to whole bytes).
    fileprivate func hasModules(hexMatrix: Substring) -> Bool {
        let matrix = hexBytes(String(hexMatrix))
        guard matrix.count == (size * size + 7) / 8 else { return false }
        for y in 0..<size {
            for x in 0..<size {
                let k = y * size + x
                if ((matrix[k >> 3] >> (7 - UInt8(k & 7))) & 1 != 0) != self[x, y] { return false }
            }
        }
        return true
    }
}
