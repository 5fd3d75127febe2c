import TestSupport
import Testing

@testable import ExportRaster

@Suite("zlib and gzip")
struct ContainerTests {
    @Test("decodes zlib's own stream for \"hello\"")
    func zlibHello() throws {
        #expect(try Zlib.decompress(hexBytes("789ccb48cdc9c90700062c0215")) == Array("hello".utf8))
    }

    @Test(
        "zlib headers carry FLEVEL and a valid FCHECK",
        arguments: [
            (0, [0x78, 0x01] as [UInt8]), (1, [0x78, 0x01]), (5, [0x78, 0x5E]), (6, [0x78, 0x9C]), (9, [0x78, 0xDA]),
        ])
    func zlibHeader(level: Int, expected: [UInt8]) throws {
        let packed = Zlib.compress(Array("header".utf8), level: level)
        #expect(Array(packed.prefix(2)) == expected)
        #expect(try Zlib.decompress(packed) == Array("header".utf8))
        // RFC 1950 §2.2: the header's two bytes and the Adler-32's four frame the raw stream.
        #expect(packed.count == Deflate.compress(Array("header".utf8), level: level).count + Zlib.framingBytes)
    }

    @Test("gzip round trip with size and CRC trailer")
    func gzipRoundTrip() throws {
        var random = SplitMix64(seed: 3)
        for level in [0, 1, 6, 9, 12] {
            let input = random.text(5000)
            let packed = Gzip.compress(input, level: level)
            #expect(Array(packed.prefix(4)) == [0x1F, 0x8B, 8, 0])
            #expect(try Gzip.decompress(packed) == input)
        }
    }

    @Test(
        "zlib header errors",
        arguments: [
            ([0x78] as [UInt8], InflateError.truncated(offset: 1)),
            ([0x79, 0x9C, 0x03, 0x00], .invalidHeader(offset: 0, reason: "compression method is not 8 (deflate)")),
            ([0x88, 0x98, 0x03, 0x00], .invalidHeader(offset: 0, reason: "window size above 32 KiB")),
            (
                [0x78, 0x9D, 0x03, 0x00],
                .invalidHeader(offset: 1, reason: "FCHECK does not make the header a multiple of 31")
            ),
            ([0x78, 0xBB, 0x03, 0x00], .invalidHeader(offset: 1, reason: "preset dictionaries are not supported")),
            ([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00], .truncated(offset: 6)),
        ])
    func zlibErrors(bytes: [UInt8], error: InflateError) {
        #expect(throws: error) { try Zlib.decompress(bytes) }
    }

    @Test("zlib checksum mismatch and trailing data are reported")
    func zlibTrailer() {
        var packed = Zlib.compress(Array("check".utf8))
        #expect(throws: InflateError.trailingData(offset: packed.count)) { try Zlib.decompress(packed + [0]) }
        packed[packed.count - 1] ^= 1
        #expect(throws: InflateError.self) { try Zlib.decompress(packed) }
    }

    @Test("gzip header errors")
    func gzipErrors() {
        let good = Gzip.compress(Array("gzip".utf8))
        var badMagic = good
        badMagic[1] = 0
        #expect(throws: InflateError.invalidHeader(offset: 0, reason: "missing gzip magic bytes 1F 8B")) {
            try Gzip.decompress(badMagic)
        }
        var badMethod = good
        badMethod[2] = 7
        #expect(throws: InflateError.invalidHeader(offset: 2, reason: "compression method is not 8 (deflate)")) {
            try Gzip.decompress(badMethod)
        }
        var reserved = good
        reserved[3] = 0x20
        #expect(throws: InflateError.invalidHeader(offset: 3, reason: "reserved flag bits are set")) {
            try Gzip.decompress(reserved)
        }
        #expect(throws: InflateError.truncated(offset: 5)) { try Gzip.decompress(good.prefix(5)) }
        #expect(throws: InflateError.truncated(offset: good.count - 3)) { try Gzip.decompress(good.dropLast(3)) }
        var badCRC = good
        badCRC[badCRC.count - 8] ^= 1
        #expect(throws: InflateError.self) { try Gzip.decompress(badCRC) }
        var badSize = good
        badSize[badSize.count - 1] ^= 1
        #expect(throws: InflateError.self) { try Gzip.decompress(badSize) }
    }

    @Test("gzip optional header fields: FEXTRA, FNAME, FCOMMENT, FHCRC")
    func gzipOptionalFields() throws {
        let body = Array(Gzip.compress(Array("fields".utf8)).dropFirst(10))
        var header: [UInt8] = [0x1F, 0x8B, 8, 0x04 | 0x08 | 0x10 | 0x02, 0, 0, 0, 0, 0, 3]
        header += [2, 0, 0xAA, 0xBB]  // FEXTRA, XLEN 2
        header += Array("name.txt".utf8) + [0]
        header += Array("comment".utf8) + [0]
        let crc = CRC32.checksum(header)
        let withCRC = header + [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF)]
        #expect(try Gzip.decompress(withCRC + body) == Array("fields".utf8))
        let wrongCRC = header + [UInt8(~crc & 0xFF), 0]
        #expect(throws: InflateError.self) { try Gzip.decompress(wrongCRC + body) }
        #expect(throws: InflateError.truncated(offset: 14)) { try Gzip.decompress(header.prefix(14)) }
    }

    @Test("the gzip output limit spans members")
    func gzipLimit() {
        let member = Gzip.compress([UInt8](repeating: 1, count: 1000))
        #expect(throws: InflateError.outputLimitExceeded(limit: 500)) {
            try Gzip.decompress(member + member, options: .init(outputLimit: 1500))
        }
    }
}
