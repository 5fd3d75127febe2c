import TestSupport
import Testing

@testable import ExportRaster

@Suite("PNG: ancillary chunks and brute-force filtering")
struct PNGMetadataTests {
    /// A chunk laid out as PNG §5.3 specifies: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let length = UInt32(data.count)
        let body = Array(type.utf8) + data
        let crc = CRC32.checksum(body)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + body + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    /// A fixture file (which carries its own tEXt entry, `fixtureComment`) with `chunks` inserted
    /// after IHDR, which ends at byte 33.
    static func withChunks(_ chunks: [[UInt8]]) throws -> [UInt8] {
        let file = try fixture("png_t0_d8_i0.png")
        return Array(file[0..<33]) + chunks.joined() + file[33...]
    }

    static let fixtureComment = PNG.EncodingOptions.Text(keyword: "Comment", value: "made by make_png_fixtures.py")

    @Test("pHYs, gAMA, sRGB, tIME, tEXt, zTXt and iTXt are exposed with their specified values")
    func exposesChunks() throws {
        let file = try PNGMetadataTests.withChunks([
            PNGMetadataTests.chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]),  // 2835 px/m = 72 dpi
            PNGMetadataTests.chunk("gAMA", [0, 0, 0xB1, 0x8F]),  // 45455
            PNGMetadataTests.chunk("sRGB", [1]),
            PNGMetadataTests.chunk("tIME", [0x07, 0xE8, 2, 29, 12, 34, 56]),  // 2024-02-29 12:34:56
            PNGMetadataTests.chunk("tEXt", Array("Title".utf8) + [0] + [0x43, 0x61, 0x66, 0xE9]),  // "Café" in Latin-1
            PNGMetadataTests.chunk("zTXt", Array("Comment".utf8) + [0, 0] + Zlib.compress(Array("packed".utf8))),
            PNGMetadataTests.chunk(
                "iTXt",
                Array("Author".utf8) + [0, 0, 0] + Array("de".utf8) + [0] + Array("Autor".utf8) + [0]
                    + Array("Zoë".utf8)),
            PNGMetadataTests.chunk(
                "iTXt", Array("Note".utf8) + [0, 1, 0, 0, 0] + Zlib.compress(Array("kurz ✓".utf8))),
        ])
        let (image, metadata) = try PNG.decodeWithMetadata(file)
        #expect(image == (try PNG.decode(try fixture("png_t0_d8_i0.png"))))
        #expect(
            metadata.physicalDimensions
                == .init(pixelsPerUnitX: 2835, pixelsPerUnitY: 2835, unitIsMetre: true))
        #expect(metadata.pixelsPerInch == 72)
        #expect(metadata.gamma == 0.45455)
        #expect(metadata.sRGBRenderingIntent == 1)
        #expect(metadata.modificationTime == .init(year: 2024, month: 2, day: 29, hour: 12, minute: 34, second: 56))
        #expect(
            metadata.text == [
                .init(keyword: "Title", value: "Café"), .init(keyword: "Comment", value: "packed"),
                .init(keyword: "Author", value: "Zoë"), .init(keyword: "Note", value: "kurz ✓"),
                PNGMetadataTests.fixtureComment,
            ])
    }

    @Test("malformed ancillary chunks are skipped, not exposed")
    func skipsMalformed() throws {
        let file = try PNGMetadataTests.withChunks([
            PNGMetadataTests.chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13]),
            PNGMetadataTests.chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 2]),
            PNGMetadataTests.chunk("gAMA", [0, 0, 0, 0]),
            PNGMetadataTests.chunk("sRGB", [4]),
            PNGMetadataTests.chunk("tIME", [0x07, 0xE8, 13, 1, 0, 0, 0]),
            PNGMetadataTests.chunk("tIME", [0x07, 0xE8, 1, 1]),
            PNGMetadataTests.chunk("tEXt", Array("no separator".utf8)),
            PNGMetadataTests.chunk("tEXt", [0] + Array("empty keyword".utf8)),
            PNGMetadataTests.chunk("zTXt", Array("Bad".utf8) + [0, 0, 1, 2, 3]),
            PNGMetadataTests.chunk("zTXt", Array("Method".utf8) + [0, 1] + Zlib.compress([65])),
            PNGMetadataTests.chunk("iTXt", Array("Flag".utf8) + [0, 0, 1, 0, 0, 65]),
            PNGMetadataTests.chunk("iTXt", Array("Short".utf8) + [0, 0]),
            PNGMetadataTests.chunk("iTXt", Array("NoLanguageEnd".utf8) + [0, 0, 0, 65]),
            PNGMetadataTests.chunk("iTXt", Array("BadZlib".utf8) + [0, 1, 0, 0, 0, 9, 9]),
            PNGMetadataTests.chunk("teXt", Array("Unknown\0ancillary".utf8)),
        ])
        let (_, metadata) = try PNG.decodeWithMetadata(file)
        var expected = PNG.Metadata()
        expected.text = [PNGMetadataTests.fixtureComment]
        #expect(metadata == expected)
        #expect(metadata.pixelsPerInch == nil)
    }

    @Test("an aspect-ratio-only pHYs gives no pixels per inch")
    func aspectRatioOnly() throws {
        let file = try PNGMetadataTests.withChunks([PNGMetadataTests.chunk("pHYs", [0, 0, 0, 1, 0, 0, 0, 2, 0])])
        let (_, metadata) = try PNG.decodeWithMetadata(file)
        #expect(metadata.physicalDimensions == .init(pixelsPerUnitX: 1, pixelsPerUnitY: 2, unitIsMetre: false))
        #expect(metadata.pixelsPerInch == nil)
    }

    @Test("the encoder's ancillary options come back from the decoder")
    func encoderRoundTrip() throws {
        var options = PNG.EncodingOptions.scale(3)
        options.sRGB = true
        options.gamma = 0.45455
        options.text = [.init(keyword: "Software", value: "Export"), .init(keyword: "Title", value: "Ünïcode ✓")]
        options.modificationTime = .init(year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 60)
        let image = try RasterImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
        let (decoded, metadata) = try PNG.decodeWithMetadata(try PNG.encode(image, options: options))
        #expect(decoded == image)
        #expect(metadata.pixelsPerInch == 216)
        #expect(metadata.sRGBRenderingIntent == 0)
        #expect(metadata.gamma == 0.45455)
        #expect(metadata.text == options.text)
        #expect(metadata.modificationTime == options.modificationTime)
    }

    static func pictures() throws -> [RasterImage] {
        var random = SplitMix64(seed: 12)
        var gradient: [UInt8] = []
        for y in 0..<40 {
            for x in 0..<50 { gradient += [UInt8(x * 5), UInt8(y * 6), UInt8((x + y) * 2), 255] }
        }
        var noisy: [UInt8] = []
        for y in 0..<30 {
            for x in 0..<30 {
                noisy += [UInt8(x * 8), UInt8(y * 8), UInt8.random(in: 0...15, using: &random), UInt8(200 + x % 50)]
            }
        }
        var stripes: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 { stripes += (x / 4 + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        }
        return [
            try RasterImage(width: 50, height: 40, rgba: gradient),
            try RasterImage(width: 30, height: 30, rgba: noisy),
            try RasterImage(width: 32, height: 32, rgba: stripes),
        ]
    }

    @Test("brute force is never larger than any single strategy and decodes to the same pixels")
    func bruteForce() throws {
        for picture in try PNGMetadataTests.pictures() {
            for level in [6, 9] {
                var options = PNG.EncodingOptions()
                options.compressionLevel = level
                options.filter = .bruteForce
                let best = try PNG.encode(picture, options: options)
                #expect(try PNG.decode(best) == picture)
                #expect(try PNG.encode(picture, options: options) == best)
                let strategies: [PNG.EncodingOptions.Filter] = [
                    .none, .sub, .up, .average, .paeth, .adaptive, .bruteForcePerRow,
                ]
                for strategy in strategies {
                    options.filter = strategy
                    #expect(best.count <= (try PNG.encode(picture, options: options)).count)
                }
            }
        }
    }
}
