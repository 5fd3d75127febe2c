import TestSupport
import Testing

@testable import QREncoder

@Suite("Structured append")
struct StructuredAppendTests {
    func message(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    @Test("the header is 0011, position, count − 1 and parity (ISO/IEC 18004 §8)")
    func headerBits() throws {
        let segment = try QRSegment.structuredAppend(QRStructuredAppend(index: 2, total: 4, parity: 0xA5))
        let data = QRCode.dataCodewords([segment], version: 1, correction: .high)
        // 0011 0010 0011 10100101 then the terminator.
        #expect(Array(data.prefix(3)) == [0b0011_0010, 0b0011_1010, 0b0101_0000])
        #expect(QRStructuredAppend.parity(of: [0x0F, 0xF0, 0x01]) == 0xFE)
    }

    @Test("a long message is split over the fewest symbols and joined back in any order")
    func splitAndJoin() throws {
        let bytes = message(1_000, seed: 3)
        let codes = try QRCode.structuredAppend(encoding: bytes, correction: .medium, versions: 1...10)
        // 10-M holds 216 codewords: 216 × 8 − 20 − 4 − 16 = 1,688 bits = 211 bytes per symbol.
        #expect(codes.count == 5)
        var decoded = try codes.map { code throws(QRCodeError) in try QRDecoder.decode(code) }
        decoded.reverse()
        #expect(decoded.allSatisfy { $0.structuredAppend?.total == 5 })
        #expect(try QRDecoder.joinStructuredAppend(decoded) == bytes)
        let one = try QRCode.structuredAppend(encoding: [1, 2, 3])
        #expect(one.count == 1)
        #expect(try QRDecoder.joinStructuredAppend([QRDecoder.decode(one[0])]) == [1, 2, 3])
    }

    @Test("sequences that do not fit or do not match are typed errors")
    func errors() throws {
        #expect(throws: QRCodeError.self) {
            try QRCode.structuredAppend(encoding: [UInt8](repeating: 0, count: 300), versions: 1...1)
        }
        #expect(throws: QRCodeError.invalidVersionRange(lower: 0, upper: 2)) {
            try QRCode.structuredAppend(encoding: [1], versions: 0...2)
        }
        #expect(throws: QRCodeError.self) {
            try QRSegment.structuredAppend(QRStructuredAppend(index: 3, total: 3, parity: 0))
        }
        #expect(throws: QRCodeError.self) {
            try QRSegment.structuredAppend(QRStructuredAppend(index: 0, total: 17, parity: 0))
        }

        let first = try QRCode.structuredAppend(encoding: message(400, seed: 1), correction: .low, versions: 1...5)
            .map { code throws(QRCodeError) in try QRDecoder.decode(code) }
        let second = try QRCode.structuredAppend(encoding: message(400, seed: 2), correction: .low, versions: 1...5)
            .map { code throws(QRCodeError) in try QRDecoder.decode(code) }
        #expect(first.count >= 3)
        #expect(throws: QRCodeError.self) { try QRDecoder.joinStructuredAppend(Array(first.dropLast())) }
        #expect(throws: QRCodeError.self) { try QRDecoder.joinStructuredAppend(first + [first[0]]) }
        #expect(throws: QRCodeError.self) { try QRDecoder.joinStructuredAppend([first[0], second[1]]) }
        #expect(throws: QRCodeError.self) { try QRDecoder.joinStructuredAppend([]) }
        let plain = try QRDecoder.decode(QRCode(encoding: "PLAIN"))
        #expect(throws: QRCodeError.self) { try QRDecoder.joinStructuredAppend([plain]) }
        // Same count and parity but different data: only the parity of the joined bytes catches it.
        let header = QRStructuredAppend(index: 0, total: 1, parity: 0x01)
        let forged = try QRCode(segments: [QRSegment.structuredAppend(header), QRSegment.bytes([0x02])])
        #expect(throws: QRCodeError.structuredAppendMismatch(reason: "the parity does not match the joined data")) {
            try QRDecoder.joinStructuredAppend([QRDecoder.decode(forged)])
        }
    }

    @Test("a cut-short header is malformed data")
    func truncatedHeader() {
        #expect(throws: QRCodeError.self) { try QRDecoder.parseSegments([0b0011_0001], version: 1) }
    }
}
