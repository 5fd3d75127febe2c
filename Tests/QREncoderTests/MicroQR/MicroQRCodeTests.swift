import Testing

@testable import QREncoder

@Suite("Micro QR")
struct MicroQRCodeTests {
    @Test("matrices and masks are bit-identical to an independent encoder (segno)")
    func referenceSymbols() throws {
        let text = try #require(readTextFile(fixturesDirectory + "/micro-reference-symbols.txt"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 80)
        let levels: [Substring: QRErrorCorrection] = ["-": .low, "L": .low, "M": .medium, "Q": .quartile]
        for line in lines {
            let fields = line.split(separator: " ")
            let version = Int(fields[0].dropFirst()) ?? 0
            let payload = hexBytes(String(fields[4]))
            let ascii = String(decoding: payload, as: UTF8.self)
            let segment: QRSegment
            switch fields[2] {
            case "N": segment = try QRSegment.numeric(ascii)
            case "A": segment = try QRSegment.alphanumeric(ascii)
            default: segment = QRSegment.bytes(payload)
            }
            let requested = Int(fields[3]) ?? -1
            let level = try #require(levels[fields[1]])
            let code = try MicroQRCode(
                segments: [segment], correction: level, versions: version...version,
                mask: requested < 0 ? nil : requested)
            #expect(code.version == version)
            #expect(code.correction == (version == 1 ? nil : level))
            #expect(code.mask == Int(fields[5]), "\(line.prefix(40))")
            let bits = Array(fields[6].utf8)
            #expect(bits.count == code.size * code.size)
            var same = true
            for y in 0..<code.size {
                for x in 0..<code.size where (bits[y * code.size + x] == 0x31) != code[x, y] { same = false }
            }
            #expect(same, "\(line.prefix(40))")
        }
    }

    @Test("the smallest version that supports the modes and level is chosen")
    func versionChoice() throws {
        #expect(try MicroQRCode(encoding: "12345").version == 1)
        #expect(try MicroQRCode(encoding: "123456").version == 2)
        #expect(try MicroQRCode(encoding: "AB").version == 2)
        #expect(try MicroQRCode(encoding: "ab").version == 3)
        #expect(try MicroQRCode(encoding: "漢字").version == 3)
        #expect(try MicroQRCode(encoding: "12345", correction: .medium).version == 2)
        #expect(try MicroQRCode(encoding: "1", correction: .quartile).version == 4)
        let code = try MicroQRCode(encoding: "1")
        #expect(code.size == 11 && code.correction == nil)
        #expect(code[0, 0] && !code[-1, 0] && !code[11, 0])
    }

    @Test("data that fits no allowed version, and bad arguments, are typed errors")
    func errors() throws {
        #expect(throws: QRCodeError.dataTooLong(bitsOver: 8, fitsAt: nil)) {
            // M4-L holds 128 bits (15 bytes); 16 bytes need 3 + 5 + 128 = 136.
            try MicroQRCode(segments: [QRSegment.bytes([UInt8](repeating: 0, count: 16))], versions: 4...4)
        }
        #expect(throws: QRCodeError.self) { try MicroQRCode(encoding: "ab", versions: 1...2) }
        #expect(throws: QRCodeError.self) { try MicroQRCode(segments: [QRSegment.eci(26)]) }
        #expect(throws: QRCodeError.invalidVersionRange(lower: 1, upper: 5)) {
            try MicroQRCode(encoding: "1", versions: 1...5)
        }
        #expect(throws: QRCodeError.invalidMask(4)) { try MicroQRCode(encoding: "1", mask: 4) }
    }

    @Test("Micro QR masks are QR masks 1, 4, 6 and 7 (ISO/IEC 18004 Table 10)")
    func masks() {
        for i in 0..<17 {
            for j in 0..<17 {
                #expect(MicroSymbol.inverts(mask: 0, x: j, y: i) == (i % 2 == 0))
                #expect(MicroSymbol.inverts(mask: 1, x: j, y: i) == ((i / 2 + j / 3) % 2 == 0))
                #expect(MicroSymbol.inverts(mask: 2, x: j, y: i) == (((i * j) % 2 + (i * j) % 3) % 2 == 0))
                #expect(MicroSymbol.inverts(mask: 3, x: j, y: i) == (((i + j) % 2 + (i * j) % 3) % 2 == 0))
            }
        }
    }
}
