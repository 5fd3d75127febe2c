import TestSupport
import Testing

@testable import ExportRaster

/// The fast preset and the pixel-run compressor: every file must decode back to the pixels that
/// went in, whatever the colour type, width, filter and interlacing, and the preset must store
/// 8-bit RGB or RGBA as PNG §11.2.2 numbers them.
@Suite("PNG encoding: the fast preset and pixel-run compression")
struct PNGPixelRunsTests {
    /// Pixels that mix runs of one colour (some longer than a DEFLATE match), repeated rows and
    /// noise, so that literals, short and capped matches and row boundaries all occur.
    static func image(width: Int, height: Int, opaque: Bool, seed: UInt64) throws -> RasterImage {
        var random = SplitMix64(seed: seed)
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        var previousRow: [UInt8] = []
        for y in 0..<height {
            if y % 5 == 3 && !previousRow.isEmpty {
                rgba += previousRow
                continue
            }
            var row: [UInt8] = []
            var x = 0
            while x < width {
                let run = Int.random(in: 1...(y % 2 == 0 ? 400 : 3), using: &random)
                let color: [UInt8] = [
                    UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...3, using: &random),
                    UInt8(truncatingIfNeeded: x), opaque ? 255 : UInt8.random(in: 250...255, using: &random),
                ]
                for _ in 0..<min(run, width - x) { row += color }
                x += run
            }
            rgba += row
            previousRow = row
        }
        return try RasterImage(width: width, height: height, rgba: rgba)
    }

    /// The colour type and bit depth in a file's IHDR (PNG §11.2.2).
    static func header(_ file: [UInt8]) -> (colorType: UInt8, depth: UInt8) {
        (file[25], file[24])
    }

    @Test(
        "the fast preset round-trips translucent and opaque images of any width",
        arguments: [1, 2, 3, 5, 64, 67, 300], [false, true])
    func roundTrip(width: Int, opaque: Bool) throws {
        let image = try Self.image(width: width, height: 13, opaque: opaque, seed: UInt64(width) * 2 + (opaque ? 1 : 0))
        let file = try PNG.encode(image, options: .fast)
        #expect(try PNG.decode(file) == image)
        let (colorType, depth) = Self.header(file)
        #expect(colorType == (opaque ? PNG.ColorType.rgb : .rgba).rawValue)
        #expect(depth == 8)
    }

    @Test("one colour compresses to runs of the longest matches")
    func flat() throws {
        let image = try RasterImage(
            width: 1000, height: 40, rgba: [UInt8]((0..<40_000).flatMap { _ in [200, 30, 90, 128] as [UInt8] }))
        let file = try PNG.encode(image, options: .fast)
        #expect(try PNG.decode(file) == image)
        // 160,000 bytes of pixels: each row is one literal pixel, then matches of 256 bytes.
        #expect(file.count < 1_000)
    }

    @Test(
        "pixel runs round-trip with every filter, with colour reduction and with interlacing",
        arguments: [
            PNG.EncodingOptions.Filter.none, .sub, .up, .average, .paeth, .adaptive, .bruteForce, .bruteForcePerRow,
        ])
    func everyFilter(filter: PNG.EncodingOptions.Filter) throws {
        var images = [
            try Self.image(width: 37, height: 11, opaque: false, seed: 7),
            try Self.image(width: 37, height: 11, opaque: true, seed: 8),
        ]
        // Grey, grey with alpha, two-colour and palette images, for 1-, 2- and sub-byte pixels.
        for channels in [[0, 0, 0, 255], [0, 0, 0, 9], [255, 255, 255, 255]] as [[UInt8]] {
            let rgba = (0..<(29 * 7)).flatMap { index -> [UInt8] in
                let value = UInt8(index % 3 == 0 ? 0 : 255)
                return [value | channels[0], value | channels[1], value | channels[2], channels[3] == 9 ? value : 255]
            }
            images.append(try RasterImage(width: 29, height: 7, rgba: rgba))
        }
        images.append(try PNGRunLengthTests.icon(40))
        for image in images {
            for (reduce, interlace) in [(false, false), (true, false), (false, true), (true, true)] {
                var options = PNG.EncodingOptions.fast
                options.filter = filter
                options.reduceColors = reduce
                options.interlaced = interlace
                #expect(try PNG.decode(try PNG.encode(image, options: options)) == image, "\(reduce) \(interlace)")
            }
        }
    }

    /// The FNV-1a 64 digest of the fast preset's encoding of `PNGRunLengthTests.icon(48)`, recorded
    /// from the encoder: it pins the exact bytes across runs, builds and platforms. When the fast
    /// preset's output changes on purpose, record the new digest from the failure message, and the
    /// CHANGELOG says that the output changed.
    static let fastIconDigest: UInt64 = 0x23CD_F625_0E2C_402F

    @Test("the output is the recorded bytes every time, and decodes to the image")
    func deterministic() throws {
        let image = try PNGRunLengthTests.icon(48)
        let file = try PNG.encode(image, options: .fast)
        let digest = fnv1a64(file)
        #expect(digest == Self.fastIconDigest, "digest 0x\(String(digest, radix: 16))")
        #expect(try PNG.decode(file) == image)
    }

    @Test("the zlib stream's Adler-32 is that of the filtered rows, and zlib reads it")
    func zlibStream() throws {
        // One opaque 3-pixel row and one below it: filter Up, RGB (PNG §9.2, §11.2.2).
        let image = try RasterImage(
            width: 3, height: 2,
            rgba: [10, 20, 30, 255, 10, 20, 30, 255, 1, 2, 3, 255, 10, 20, 31, 255, 10, 20, 30, 255, 1, 2, 3, 255])
        let file = try PNG.encode(image, options: .fast)
        // Signature and IHDR (8 + 25 bytes), then the IDAT length and type.
        let length = file[33..<37].reduce(0) { $0 << 8 | Int($1) }
        let stream = Array(file[41..<41 + length])
        let rows: [UInt8] = [2, 10, 20, 30, 10, 20, 30, 1, 2, 3, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0]
        #expect(try Zlib.decompress(stream) == rows)
        #expect(stream.suffix(4).reduce(0) { $0 << 8 | UInt32($1) } == Adler32.checksum(rows))
    }

    /// The opacity test behind the preset's choice of RGB, against its definition: every fourth
    /// byte is 255. One translucent pixel is placed at each position of short images, and on
    /// each side of the word, 64-byte and 4 KiB boundaries of longer ones.
    @Test("an image is opaque exactly when every alpha byte is 255, wherever a translucent pixel sits")
    func opacity() {
        for pixelCount in [0, 1, 2, 3, 4, 15, 16, 17, 31, 33, 63, 64, 65, 100, 1023, 1024, 1025, 1030, 2500] {
            // Colour bytes of every value, so that only the alpha bytes can decide.
            let opaque = (0..<4 * pixelCount).map { $0 % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: $0 * 7) }
            #expect(PNG.isOpaque(opaque), "\(pixelCount) opaque pixels")
            let positions =
                pixelCount <= 100
                ? Array(0..<pixelCount)
                : [0, 1, 15, 16, 17, 1023, 1024, 1025, pixelCount - 17, pixelCount - 16, pixelCount - 1]
            for position in positions where position < pixelCount {
                for alpha: UInt8 in [0, 127, 254] {
                    var pixels = opaque
                    pixels[4 * position + 3] = alpha
                    #expect(!PNG.isOpaque(pixels), "\(pixelCount) pixels, alpha \(alpha) at \(position)")
                }
            }
        }
    }
}
