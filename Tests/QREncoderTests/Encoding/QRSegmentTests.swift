import TestSupport
import Testing

@testable import QREncoder

@Suite("Segments and Kanji")
struct QRSegmentTests {
    @Test(
        "numeric and alphanumeric bit lengths follow ISO/IEC 18004 §7.4.3 and §7.4.4",
        arguments: [
            ("1", 4), ("12", 7), ("123", 10), ("1234", 14), ("01234567", 27),
        ])
    func numericLengths(digits: String, bits: Int) throws {
        #expect(try QRSegment.numeric(digits).dataBitCount == bits)
    }

    @Test("the ISO example AC-42 is 00111001110 11100111001 000010")
    func alphanumericExample() throws {
        let segment = try QRSegment.alphanumeric("AC-42")
        var expected = BitBuffer()
        expected.append(0b001_11001110, width: 11)
        expected.append(0b111_00111001, width: 11)
        expected.append(0b000010, width: 6)
        #expect(segment.data == expected)
    }

    @Test("the ISO Kanji example 点茗 folds to 0x0D9F and 0x1AAA")
    func kanjiExample() throws {
        let segment = try QRSegment.kanji("点茗")
        var expected = BitBuffer()
        expected.append(0x0D9F, width: 13)
        expected.append(0x1AAA, width: 13)
        #expect(segment.data == expected)
        #expect(segment.characterCount == 2)
    }

    /// Published Shift JIS code points (JIS X 0208 code charts).
    @Test(
        "Shift JIS spot checks",
        arguments: [
            ("漢", 0x8ABF), ("字", 0x8E9A), ("あ", 0x82A0), ("ア", 0x8341), ("日", 0x93FA), ("本", 0x967B),
            ("点", 0x935F), ("茗", 0xE4AA), ("亜", 0x889F), ("熙", 0xEAA4), ("　", 0x8140), ("Ａ", 0x8260),
        ] as [(String, Int)])
    func shiftJIS(character: String, code: Int) throws {
        let scalar = try #require(character.unicodeScalars.first)
        #expect(ShiftJIS.code(for: scalar) == UInt16(code))
        #expect(ShiftJIS.scalar(for: UInt16(code)) == scalar)
    }

    @Test("characters outside a forced mode are reported with their offset")
    func badCharacters() {
        #expect(throws: QRCodeError.characterNotEncodable(mode: .numeric, offset: 2, scalar: "x")) {
            try QRSegment.numeric("12x")
        }
        #expect(throws: QRCodeError.characterNotEncodable(mode: .alphanumeric, offset: 0, scalar: "a")) {
            try QRSegment.alphanumeric("abc")
        }
        #expect(throws: QRCodeError.characterNotEncodable(mode: .kanji, offset: 1, scalar: "A")) {
            try QRSegment.kanji("漢A")
        }
        #expect(QRSegment.kanjiValue(shiftJIS: 0xA0A0) == nil)
    }

    @Test(
        "ECI designators use one, two or three bytes (ISO/IEC 18004 §7.4.2.2)",
        arguments: [
            (26, 8), (127, 8), (128, 16), (16_383, 16), (16_384, 24), (999_999, 24),
        ])
    func eciWidths(value: Int, bits: Int) {
        #expect(QRSegment.eci(value).dataBitCount == bits)
    }

    @Test(
        "optimal segmentation picks the cheapest modes",
        arguments: [
            ("", [] as [QRSegment.Mode]),
            ("0123456789", [.numeric]),
            ("HELLO WORLD", [.alphanumeric]),
            ("hello", [.byte]),
            ("漢字", [.kanji]),
            // A long digit run inside letters is worth its own segment; a short one is not.
            ("ABCDEF0123456789012345ABCDEF", [.alphanumeric, .numeric, .alphanumeric]),
            ("ABC12DEF", [.alphanumeric]),
            ("a1", [.byte]),
            ("https://example.com/ITEM/0123456789012345678901234567890", [.byte, .alphanumeric, .numeric]),
        ] as [(String, [QRSegment.Mode])])
    func optimalModes(text: String, modes: [QRSegment.Mode]) {
        #expect(QRSegment.optimal(for: text).map(\.mode) == modes)
    }

    @Test("optimal segmentation never costs more than any single mode, and round-trips")
    func optimalIsNoWorse() throws {
        var random = SplitMix64(seed: 7)
        let pool = Array("0123456789ABCDEFXYZ abcxyz:/.-漢字あ€")
        for _ in 0..<200 {
            let text = String(
                (0..<Int.random(in: 1...60, using: &random)).map { _ in pool.randomElement(using: &random) ?? "0" })
            let segments = QRSegment.optimal(for: text, version: 12)
            let optimal = try #require(QRSegment.totalBits(segments, version: 12))
            let plain = try #require(QRSegment.totalBits([QRSegment.utf8(text)], version: 12))
            #expect(optimal <= plain)
            let code = try QRCode(encoding: text, correction: .low)
            #expect(try QRDecoder.decode(code).text == text)
        }
    }

    @Test("Kanji can be left out of optimal segmentation")
    func withoutKanji() {
        #expect(QRSegment.optimal(for: "漢字", allowKanji: false).map(\.mode) == [.byte])
    }

    @Test("text that needs a larger version class is segmented for that class")
    func versionClasses() throws {
        let text = String(repeating: "A1b", count: 400)
        let code = try QRCode(encoding: text, correction: .medium)
        #expect(code.version > 9)
        #expect(try QRDecoder.decode(code).text == text)
        let large = String(repeating: "Ab", count: 800)
        #expect(try QRCode(encoding: large, correction: .medium, versions: 27...40).version >= 27)
    }
}
