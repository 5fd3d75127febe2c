import TestSupport
import Testing

@testable import QREncoder

@Suite("Decoding symbols")
struct QRDecoderTests {
    static let alphanumeric = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")

    /// A random payload for a mode, as the segment and the bytes the decoder should return.
    static func randomSegment(mode: Int, length: Int, using random: inout SplitMix64) throws -> (QRSegment, [UInt8]) {
        switch mode {
        case 0:
            let text = String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            return (try QRSegment.numeric(text), Array(text.utf8))
        case 1:
            let text = String((0..<length).map { _ in alphanumeric.randomElement(using: &random) ?? "A" })
            return (try QRSegment.alphanumeric(text), Array(text.utf8))
        case 2:
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            return (QRSegment.bytes(bytes), bytes)
        default:
            // Kanji from a published range: 0x889F–0x88FC (亜 onwards) and 0x8940–0x897E.
            let codes = (0..<length).map { _ in UInt16.random(in: 0x8940...0x897E, using: &random) }
            let text = String(String.UnicodeScalarView(codes.compactMap { ShiftJIS.scalar(for: $0) }))
            return (try QRSegment.kanji(text), codes.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }
    }

    @Test(
        "encode then decode gives the same bytes for seeded payloads in every mode and level",
        arguments: QRErrorCorrection.allCases)
    func roundTrips(level: QRErrorCorrection) throws {
        var random = SplitMix64(seed: 1800 + UInt64(level.rawValue))
        for trial in 0..<150 {
            let mode = trial % 4
            let length = Int.random(in: 0...(trial % 10 == 0 ? 300 : 40), using: &random)
            let (segment, expected) = try Self.randomSegment(mode: mode, length: length, using: &random)
            let code = try QRCode(segments: [segment], correction: level)
            let symbol = try QRDecoder.decode(code)
            #expect(symbol.bytes == expected)
            #expect(symbol.version == code.version && symbol.mask == code.mask && symbol.correction == level)
            #expect(symbol.correctedCodewords == 0)
        }
    }

    @Test(
        "round trips survive random damage up to each block's correction capacity",
        arguments: QRErrorCorrection.allCases)
    func damagedRoundTrips(level: QRErrorCorrection) throws {
        var random = SplitMix64(seed: 42 + UInt64(level.rawValue))
        for trial in 0..<40 {
            let length = Int.random(in: 1...(trial % 8 == 0 ? 600 : 60), using: &random)
            let (segment, expected) = try Self.randomSegment(mode: trial % 4, length: length, using: &random)
            let code = try QRCode(segments: [segment], correction: level)
            let layout = BlockLayout(version: code.version, correction: level)
            let template = SymbolTemplate.forVersion(code.version)
            // Damage floor(parity / 2) codewords of every block by flipping one of their modules.
            var flipped = Set<Int>()
            for block in 0..<layout.blockCount {
                var chosen = Set<Int>()
                let total = layout.dataLength(block: block) + layout.parityPerBlock
                while chosen.count < layout.parityPerBlock / 2 {
                    chosen.insert(Int.random(in: 0..<total, using: &random))
                }
                for offset in chosen {
                    let index =
                        offset < layout.dataLength(block: block)
                        ? layout.dataIndex(block: block, offset: offset)
                        : layout.parityIndex(block: block, offset: offset - layout.dataLength(block: block))
                    let bit = index * 8 + Int.random(in: 0..<8, using: &random)
                    flipped.insert(Int(template.dataPositions[bit]))
                }
            }
            let symbol = try QRDecoder.decode(size: code.size) { x, y in
                code[x, y] != flipped.contains(y * code.size + x)
            }
            #expect(symbol.bytes == expected)
            #expect(symbol.correctedCodewords == flipped.count)
        }
    }

    @Test("too much damage is reported, not mis-decoded into a crash")
    func tooMuchDamage() throws {
        let code = try QRCode(encoding: Array("too much damage".utf8), correction: .low, versions: 1...1)
        let template = SymbolTemplate.forVersion(1)
        // Flip every other data module: far beyond 1-L's 3 correctable codewords.
        let flipped = Set(template.dataPositions.enumerated().filter { $0.offset % 2 == 0 }.map { Int($0.element) })
        #expect(throws: QRCodeError.self) {
            try QRDecoder.decode(size: code.size) { x, y in code[x, y] != flipped.contains(y * code.size + x) }
        }
    }

    @Test("format information with up to three bit errors is still read")
    func damagedFormat() throws {
        let code = try QRCode(encoding: "FORMAT", correction: .quartile, mask: 6)
        let places = FormatInformation.positions(size: code.size).first
        let damaged = Set(places.prefix(3).map { $0.1 * code.size + $0.0 })
        let symbol = try QRDecoder.decode(size: code.size) { x, y in code[x, y] != damaged.contains(y * code.size + x) }
        #expect(symbol.mask == 6 && symbol.correction == .quartile)
        #expect(symbol.text == "FORMAT")
    }

    @Test("unreadable format and version information are typed errors")
    func unreadableInformation() throws {
        let small = try QRCode(encoding: "X")
        let formatPlaces = FormatInformation.positions(size: small.size)
        // A 15-bit word at distance four or more from every valid format code, in both copies.
        let word = try #require(
            (0..<32_768).first { w in
                FormatInformation.allCodes.allSatisfy { ($0 ^ w).nonzeroBitCount >= 4 }
            })
        var bits: [Int: Bool] = [:]
        for copy in [formatPlaces.first, formatPlaces.second] {
            for (i, place) in copy.enumerated() { bits[place.1 * small.size + place.0] = (word >> i) & 1 != 0 }
        }
        #expect(throws: QRCodeError.unreadableFormatInformation) {
            try QRDecoder.decode(size: small.size) { x, y in bits[y * small.size + x] ?? small[x, y] }
        }
        let large = try QRCode(encoding: "X", versions: 7...7)
        #expect(throws: QRCodeError.unreadableVersionInformation) {
            try QRDecoder.decode(size: large.size) { x, y in
                (x < 6 && y >= large.size - 11 && y < large.size - 8)
                    || (y < 6 && x >= large.size - 11 && x < large.size - 8)
                    ? (x * y) % 2 == 0 : large[x, y]
            }
        }
        #expect(try QRDecoder.decode(large).version == 7)
    }

    @Test("bad matrix sizes are rejected", arguments: [0, 20, 22, 181])
    func badSizes(size: Int) {
        #expect(throws: QRCodeError.invalidMatrixSize(size)) { try QRDecoder.decode(size: size) { _, _ in false } }
    }

    @Test("rows of booleans decode, and ragged rows are rejected")
    func rowsInput() throws {
        let code = try QRCode(encoding: "ROWS 123", correction: .high)
        let rows = (0..<code.size).map { y in (0..<code.size).map { x in code[x, y] } }
        #expect(try QRDecoder.decode(rows: rows).text == "ROWS 123")
        var ragged = rows
        ragged[3].removeLast()
        #expect(throws: QRCodeError.invalidMatrixSize(code.size - 1)) { try QRDecoder.decode(rows: ragged) }
    }

    @Test("ECI, mixed segments and Kanji decode back to their parts")
    func mixedSegments() throws {
        let segments = [
            try QRSegment.numeric("0123"), try QRSegment.alphanumeric("AB-1"), QRSegment.bytes([0xE2, 0x82, 0xAC]),
            try QRSegment.kanji("漢字"), QRSegment.eci(26), QRSegment.eci(900), QRSegment.eci(20_000),
        ]
        let code = try QRCode(segments: segments, correction: .high, versions: 5...10, mask: 3)
        let symbol = try QRDecoder.decode(code)
        #expect(symbol.segments.map(\.mode) == [.numeric, .alphanumeric, .byte, .kanji, .eci, .eci, .eci])
        #expect(symbol.segments.compactMap(\.eciAssignment) == [26, 900, 20_000])
        // 漢 = 0x8ABF, 字 = 0x8E9A in Shift JIS.
        #expect(symbol.segments[3].bytes == [0x8A, 0xBF, 0x8E, 0x9A])
        #expect(symbol.text == "0123AB-1€漢字")
    }

    @Test(
        "malformed data streams are typed errors",
        arguments: [
            ([0b0101_0000] as [UInt8], "unsupported mode"),
            ([0b0001_0000, 0b0000_1111] as [UInt8], "numeric data"),
            ([0b0100_0000, 0b0101_0000] as [UInt8], "byte data"),
            ([0b0111_1111] as [UInt8], "ECI"),
            ([0x10, 0x07, 0xC0] as [UInt8], "too large"),
            ([0x20, 0x0F, 0xE0] as [UInt8], "too large"),
            ([0x20, 0x17, 0xFF, 0x80] as [UInt8], "too large"),
            ([0b1000_0000, 0b0111_1111] as [UInt8], "Kanji"),
        ])
    func malformed(data: [UInt8], reason: String) {
        let error = #expect(throws: QRCodeError.self) { try QRDecoder.parseSegments(data, version: 1) }
        #expect(error?.description.contains(reason) == true, "\(String(describing: error))")
    }
}
