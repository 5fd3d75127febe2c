import TestSupport
import Testing

@testable import ExportRaster

@Suite("PNG encoding")
struct PNGEncodeTests {
    /// The IHDR bit depth and colour type of a PNG file.
    func format(_ file: [UInt8]) -> (depth: UInt8, colorType: UInt8) { (file[24], file[25]) }

    /// Chunk types in file order.
    func chunkTypes(_ file: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= file.count {
            let length = Int(file.bigEndian(UInt32.self, at: offset) ?? 0)
            types.append(String(decoding: file[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> [UInt8]) throws -> RasterImage {
        var rgba: [UInt8] = []
        for y in 0..<height { for x in 0..<width { rgba += color(x, y) } }
        return try RasterImage(width: width, height: height, rgba: rgba)
    }

    @Test(
        "automatic reduction picks the smallest lossless colour type and depth",
        arguments: [
            ("black and white", 1, 0),
            ("four grey levels", 2, 0),
            ("sixteen grey levels", 4, 0),
            ("many grey levels", 8, 0),
            ("two colours", 1, 3),
            ("three colours with alpha", 2, 3),
            ("ten colours", 4, 3),
            ("200 colours", 8, 3),
            ("opaque photo", 8, 2),
            ("translucent photo", 8, 6),
            ("translucent grey", 8, 4),
        ] as [(String, UInt8, UInt8)])
    func reduction(name: String, depth: UInt8, colorType: UInt8) throws {
        let picture: RasterImage =
            switch name {
            case "black and white":
                try image(40, 9) { x, y in (x + y) % 3 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
            case "four grey levels":
                try image(40, 9) { x, _ in
                    let v = UInt8(x % 4 * 85)
                    return [v, v, v, 255]
                }
            case "sixteen grey levels":
                try image(40, 9) { x, _ in
                    let v = UInt8(x % 16 * 17)
                    return [v, v, v, 255]
                }
            case "many grey levels":
                try image(300, 2) { x, _ in
                    let v = UInt8(x % 256)
                    return [v, v, v, 255]
                }
            case "two colours": try image(40, 9) { x, _ in x % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
            case "three colours with alpha":
                try image(40, 9) { x, _ in [[255, 0, 0, 255], [0, 0, 255, 128], [0, 0, 0, 0]][x % 3] }
            case "ten colours": try image(40, 9) { x, _ in [UInt8(x % 10 * 20), 5, 9, 255] }
            // Enough pixels for the palette to pay for itself (see `tinyManyColoured`).
            case "200 colours": try image(200, 40) { x, _ in [UInt8(x), UInt8(255 - x), 9, 255] }
            case "opaque photo": try image(30, 30) { x, y in [UInt8(x * 8), UInt8(y * 8), UInt8(x * y % 256), 255] }
            case "translucent photo":
                try image(30, 30) { x, y in [UInt8(x * 8), UInt8(y * 8), UInt8(x * y % 256), UInt8(x + 100)] }
            default: try image(300, 2) { x, _ in [UInt8(x % 256), UInt8(x % 256), UInt8(x % 256), UInt8(x % 200)] }
            }
        let file = try PNG.encode(picture)
        #expect(format(file) == (depth, colorType))
        #expect(try PNG.decode(file) == picture)
        var plain = PNG.EncodingOptions()
        plain.reduceColors = false
        let unreduced = try PNG.encode(picture, options: plain)
        #expect(format(unreduced) == (8, 6))
        #expect(try PNG.decode(unreduced) == picture)
    }

    @Test(
        "every fixed filter round-trips",
        arguments: [
            PNG.EncodingOptions.Filter.none, .sub, .up, .average, .paeth, .adaptive,
        ])
    func filters(filter: PNG.EncodingOptions.Filter) throws {
        let picture = try image(37, 21) { x, y in
            [UInt8(x * 7 % 256), UInt8(y * 11), UInt8((x ^ y) * 3 % 256), UInt8(x * y % 256)]
        }
        var options = PNG.EncodingOptions()
        options.filter = filter
        options.interlaced = filter == .paeth
        #expect(try PNG.decode(try PNG.encode(picture, options: options)) == picture)
    }

    @Test("ancillary chunks appear in the order PNG §5.6 requires, with their specified values")
    func chunks() throws {
        // 48 × 48: large enough that the palette pays for itself and PLTE and tRNS are written.
        let picture = try image(48, 48) { x, _ in [UInt8(x % 3 * 100), 0, 0, x % 3 == 0 ? 0 : 255] }
        var options = PNG.EncodingOptions.scale(2)
        options.sRGB = true
        options.gamma = 0.45455
        options.text = [.init(keyword: "Title", value: "Icône"), .init(keyword: "Author", value: "名前")]
        options.modificationTime = .init(year: 2024, month: 2, day: 29, hour: 12, minute: 30, second: 5)
        options.maximumChunkSize = 8
        let file = try PNG.encode(picture, options: options)
        let types = chunkTypes(file)
        #expect(Array(types.prefix(8)) == ["IHDR", "gAMA", "sRGB", "PLTE", "tRNS", "pHYs", "tEXt", "iTXt"])
        #expect(types[8] == "tIME")
        #expect(types.filter { $0 == "IDAT" }.count > 1)
        #expect(types.last == "IEND")
        // 144 ppi = 5669.29 pixels per metre, rounded, unit 1 (metre).
        let pHYs = file.firstRange(of: Array("pHYs".utf8))!.upperBound
        #expect(Array(file[pHYs..<pHYs + 9]) == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
        let gAMA = file.firstRange(of: Array("gAMA".utf8))!.upperBound
        #expect(file.bigEndian(UInt32.self, at: gAMA) == 45455)
        let tIME = file.firstRange(of: Array("tIME".utf8))!.upperBound
        #expect(Array(file[tIME..<tIME + 7]) == [0x07, 0xE8, 2, 29, 12, 30, 5])
        #expect(try PNG.decode(file) == picture)
    }

    @Test(
        "an opaque white first pixel keeps its colour through reduction",
        arguments: [
            [[255, 255, 255, 255], [255, 0, 0, 255]],
            [
                [255, 255, 255, 255], [255, 255, 255, 255], [255, 255, 255, 255], [255, 255, 255, 255], [0, 0, 0, 255],
            ],
            [[255, 255, 255, 255]],
            [[255, 255, 255, 255], [10, 20, 30, 40], [255, 255, 255, 255]],
        ] as [[[UInt8]]])
    func whiteFirstPixel(pixels: [[UInt8]]) throws {
        let picture = try RasterImage(width: pixels.count, height: 1, rgba: pixels.flatMap { $0 })
        #expect(try PNG.decode(try PNG.encode(picture)) == picture)
    }

    @Test("long runs and many colour changes reduce like a pixel-by-pixel scan would")
    func runsAndChanges() throws {
        // 65 colours, all but one only in the last row: the scan must find them all.
        let runs = try image(64, 64) { x, y in y < 63 ? [9, 9, 9, 255] : [UInt8(x), 3, 5, 255] }
        #expect(format(try PNG.encode(runs)) == (8, 3))
        let many = try image(300, 2) { x, y in y == 0 ? [0, 0, 0, 255] : [UInt8(x % 256), UInt8(x / 256), 7, 255] }
        #expect(format(try PNG.encode(many)) == (8, 2))
        #expect(try PNG.decode(try PNG.encode(many)) == many)
    }

    @Test("a tiny icon of many colours drops its palette when that makes the file smaller")
    func tinyManyColoured() throws {
        // 16 × 16 opaque pixels of about 200 colours: PLTE alone would take some 600 bytes.
        var random = SplitMix64(seed: 0x7C15)
        let picture = try image(16, 16) { _, _ in
            let bits = random.next()
            return [UInt8(truncatingIfNeeded: bits) & 0xF8, UInt8(truncatingIfNeeded: bits >> 8) & 0xF8, 40, 255]
        }
        let indexed = PixelFormat.smallest(for: picture.rgba)
        #expect(indexed.colorType == .indexed && indexed.palette.count > 150)
        let file = try PNG.encode(picture)
        #expect(format(file) == (8, 2))
        #expect(try PNG.decode(file) == picture)
        // The same file with the palette: its chunks plus the indexed rows' IDAT (PNG §5.3: 12
        // bytes of length, type and CRC per chunk; signature, IHDR and IEND are shared).
        let indexedData = try #require(
            picture.rgba.withElementHandle { pixels in
                PNG.imageData(pixels, width: 16, height: 16, format: indexed, options: .init())
            })
        let withPalette = 8 + 25 + indexed.paletteChunkBytes + 12 + indexedData.count + 12
        #expect(file.count < withPalette)
        #expect(chunkTypes(file) == ["IHDR", "IDAT", "IEND"])
    }

    /// A 16 × 16 opaque image whose first `colours` pixels are the colours `0..<colours` of a
    /// 6 × 6 × 6 cube, in order, and whose other pixels repeat the pixel before them with chance
    /// `repeats` in 10, else take a random one of those colours.
    static func cubeColours(_ colours: Int, repeats: Int, seed: UInt64) throws -> RasterImage {
        var random = SplitMix64(seed: seed)
        var rgba: [UInt8] = []
        for index in 0..<256 {
            if index > 0 && Int.random(in: 0..<10, using: &random) < repeats {
                rgba += rgba.suffix(4)
                continue
            }
            let colour = index < colours ? index : Int.random(in: 0..<colours, using: &random)
            rgba += [UInt8(51 * (colour % 6)), UInt8(51 * (colour / 6 % 6)), UInt8(51 * (colour / 36)), 255]
        }
        return try RasterImage(width: 16, height: 16, rgba: rgba)
    }

    /// Small images whose palette chunks weigh against their data without a palette: 200
    /// random colours, whose chunks alone take more than that data; 100 cube colours, whose
    /// chunks take less but whose indexed data holds too many byte values to make up the rest
    /// (``Deflate/minimumStreamBytes(distinctValues:)``); 20 cube colours, where the palette wins.
    static func paletteRival(_ index: Int) throws -> RasterImage {
        switch index {
        case 0:
            var random = SplitMix64(seed: 0x9A1E)
            let rgba = (0..<256).flatMap { _ in
                let bits = random.next()
                return [UInt8(truncatingIfNeeded: bits) & 0xF8, UInt8(truncatingIfNeeded: bits >> 8) & 0xF8, 40, 255]
            }
            return try RasterImage(width: 16, height: 16, rgba: rgba)
        case 1: return try cubeColours(100, repeats: 4, seed: 7)
        default: return try cubeColours(20, repeats: 0, seed: 7)
        }
    }

    @Test(
        "a palette that may not pay is kept exactly when its chunks and data take no more than the data without it",
        arguments: [0, 1, 2], [PNG.EncodingOptions.Compression.deflate, .pixelRuns])
    func paletteAgainstItsRival(index: Int, compression: PNG.EncodingOptions.Compression) throws {
        let picture = try Self.paletteRival(index)
        var options = PNG.EncodingOptions()
        options.compression = compression
        let indexed = PixelFormat.smallest(for: picture.rgba)
        let direct = try #require(indexed.alternativeWithoutPalette)
        #expect(PNG.paletteMayNotPay(indexed, pixelCount: 256))
        // Both streams in full, without the limits and skips of `encode`.
        let (withPalette, without) = try picture.rgba.withElementHandle { pixels in
            let stream = { (format: PixelFormat) in
                PNG.compressedImageData(pixels, width: 16, height: 16, format: format, options: options)
            }
            return (try #require(stream(indexed)), try #require(stream(direct)))
        }
        let keepsPalette = withPalette.count + indexed.paletteChunkBytes <= without.count
        let file = try PNG.encode(picture, options: options)
        #expect(format(file).colorType == (keepsPalette ? 3 : direct.colorType.rawValue))
        #expect(PNGRunLengthTests.imageData(file) == (keepsPalette ? withPalette : without))
        #expect(try PNG.decode(file) == picture)
        // Each image takes the path it stands for.
        let room = without.count - indexed.paletteChunkBytes - Zlib.framingBytes
        switch index {
        case 0: #expect(indexed.paletteChunkBytes >= without.count)
        case 1 where compression == .deflate:
            #expect(room > 0 && Deflate.minimumStreamBytes(distinctValues: indexed.palette.count) >= room)
        case 1: #expect(!keepsPalette)
        default: #expect(keepsPalette)
        }
    }

    /// The FNV-1a 64 digest of the default encoding of the gradient in ``deterministic()``, recorded
    /// from the encoder: it pins the exact bytes across runs, builds and platforms. When the
    /// encoder's output changes on purpose, record the new digest from the failure message, and the
    /// CHANGELOG says that the output changed.
    static let gradientDigest: UInt64 = 0xDACF_1CD2_B2E0_78D5

    @Test("the same input and options give the recorded bytes, which decode to the input")
    func deterministic() throws {
        let picture = try image(50, 50) { x, y in [UInt8(x), UInt8(y), 7, 255] }
        let file = try PNG.encode(picture)
        let digest = fnv1a64(file)
        #expect(digest == Self.gradientDigest, "digest 0x\(String(digest, radix: 16))")
        #expect(try PNG.decode(file) == picture)
    }

    @Test("transparent-pixel cleanup changes only invisible pixels")
    func cleanup() throws {
        let picture = try image(64, 1) { x, _ in [UInt8(x * 3), UInt8(x), 1, x % 2 == 0 ? 0 : 255] }
        var options = PNG.EncodingOptions()
        options.cleanTransparentPixels = true
        let decoded = try PNG.decode(try PNG.encode(picture, options: options))
        for x in 0..<64 {
            let pixel = decoded[x, 0]
            if x % 2 == 0 {
                #expect(pixel.alpha == 0 && pixel.red == 0)
            } else {
                #expect(pixel == picture[x, 0])
            }
        }
    }

    @Test("invalid options are rejected")
    func invalidOptions() throws {
        let picture = try image(1, 1) { _, _ in [0, 0, 0, 255] }
        var options = PNG.EncodingOptions()
        options.compressionLevel = 13
        #expect(throws: PNGError.invalidOption(reason: "compression level 13 is outside 0...12")) {
            try PNG.encode(picture, options: options)
        }
        options = .init()
        options.text = [.init(keyword: "", value: "x")]
        #expect(throws: PNGError.self) { try PNG.encode(picture, options: options) }
        options = .init()
        options.modificationTime = .init(year: 2024, month: 13, day: 1)
        #expect(throws: PNGError.invalidOption(reason: "tIME month 13 is outside 1...12")) {
            try PNG.encode(picture, options: options)
        }
        // PNG §11.3.6.1: the second may be 60 (a leap second), not 61.
        options.modificationTime = .init(year: 2016, month: 12, day: 31, hour: 23, minute: 59, second: 61)
        #expect(throws: PNGError.invalidOption(reason: "tIME second 61 is outside 0...60")) {
            try PNG.encode(picture, options: options)
        }
        options = .init()
        options.pixelsPerInch = 0
        #expect(throws: PNGError.self) { try PNG.encode(picture, options: options) }
        options = .init()
        options.gamma = -1
        #expect(throws: PNGError.self) { try PNG.encode(picture, options: options) }
        options = .init()
        options.maximumChunkSize = 0
        #expect(throws: PNGError.self) { try PNG.encode(picture, options: options) }
    }

    @Test("raster images validate their size")
    func rasterImage() {
        #expect(throws: RasterImageError.invalidDimensions(width: 0, height: 1)) {
            try RasterImage(width: 0, height: 1, rgba: [])
        }
        #expect(throws: RasterImageError.pixelCountMismatch(expected: 8, actual: 4)) {
            try RasterImage(width: 2, height: 1, rgba: [0, 0, 0, 0])
        }
        #expect(throws: RasterImageError.invalidDimensions(width: Int.max, height: 2)) {
            try RasterImage(width: Int.max, height: 2, rgba: [])
        }
        // Each message names the values that are wrong.
        let cases: [(RasterImageError, [String])] = [
            (.invalidDimensions(width: 4711, height: -3), ["dimensions 4711×-3"]),
            (.pixelCountMismatch(expected: 4711, actual: 815), ["Expected 4711 bytes", "got 815"]),
        ]
        for (error, needles) in cases {
            let message = error.description
            #expect(needles.allSatisfy { message.contains($0) }, "\(message)")
        }
    }
}
