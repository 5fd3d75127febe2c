import TestSupport
import Testing

@testable import ExportRaster

@Suite("PNG encoding: the run-length parse tried beside the level's")
struct PNGRunLengthTests {
    /// An app-icon-like picture: a soft-edged disc of gradient colour with a white cross, on a
    /// transparent background whose colour channels keep the gradient.
    static func icon(_ size: Int) throws -> RasterImage {
        var rgba = [UInt8](repeating: 0, count: size * size * 4)
        let center = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let (dx, dy) = (Double(x) - center, Double(y) - center)
                let coverage = max(0, min(1, Double(size) * 0.42 - (dx * dx + dy * dy).squareRoot() + 0.5))
                let inner = abs(dx) < Double(size) * 0.1 || abs(dy) < Double(size) * 0.1
                let index = (y * size + x) * 4
                rgba[index] = inner ? 255 : UInt8(40 + 150 * y / size)
                rgba[index + 1] = inner ? 255 : UInt8(90 + 100 * x / size)
                rgba[index + 2] = inner ? 255 : 200
                rgba[index + 3] = UInt8(coverage * 255)
            }
        }
        return try RasterImage(width: size, height: size, rgba: rgba)
    }

    /// A QR-code-like picture: random black and white modules of `module` pixels, opaque.
    static func modules(_ size: Int, module: Int, seed: UInt64) throws -> RasterImage {
        var random = SplitMix64(seed: seed)
        let count = (size + module - 1) / module
        let dark = (0..<count * count).map { _ in Bool.random(using: &random) }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let value: UInt8 = dark[y / module * count + x / module] ? 0 : 255
                rgba += [value, value, value, 255]
            }
        }
        return try RasterImage(width: size, height: size, rgba: rgba)
    }

    /// The concatenated IDAT payloads of a PNG file: its zlib stream.
    static func imageData(_ file: [UInt8]) -> [UInt8] {
        var data: [UInt8] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(file.bigEndian(UInt32.self, at: offset) ?? 0)
            if file[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
                data += file[offset + 8..<offset + 8 + length]
            }
            offset += 12 + length
        }
        return data
    }

    /// The zlib stream of `image` compressed by the level's own parse only, as the encoder
    /// filtered it.
    static func levelOnlyStream(_ image: RasterImage, options: PNG.EncodingOptions) -> [UInt8] {
        let format = options.reduceColors ? PixelFormat.smallest(for: image.rgba) : .rgba8
        return image.rgba.withElementHandle { pixels in
            let scanlines = Scanlines(
                pixels, width: image.width, height: image.height, format: format, interlaced: options.interlaced)
            return Zlib.compress(scanlines.filtered(options.filter), level: options.compressionLevel)
        }
    }

    @Test(
        "icons and QR codes decode to their pixels and are never larger than with the level's parse alone",
        arguments: [0, 1, 3, 6, 9])
    func neverLarger(level: Int) throws {
        var options = PNG.EncodingOptions()
        options.compressionLevel = level
        for picture in [try PNGRunLengthTests.icon(160), try PNGRunLengthTests.modules(150, module: 6, seed: 3)] {
            let file = try PNG.encode(picture, options: options)
            #expect(try PNG.decode(file) == picture)
            let stream = PNGRunLengthTests.imageData(file)
            #expect(stream.count <= PNGRunLengthTests.levelOnlyStream(picture, options: options).count)
            #expect(try Zlib.decompress(stream).count > 0)
        }
    }

    @Test("on an icon, the run-length parse wins at the default level")
    func iconUsesRuns() throws {
        let picture = try PNGRunLengthTests.icon(256)
        let options = PNG.EncodingOptions()
        let file = try PNG.encode(picture, options: options)
        let stream = PNGRunLengthTests.imageData(file)
        #expect(stream.count < PNGRunLengthTests.levelOnlyStream(picture, options: options).count)
        #expect(try PNG.decode(file) == picture)
    }

    @Test("interlaced, unreduced and brute-force encodings decode to their pixels")
    func otherOptions() throws {
        let picture = try PNGRunLengthTests.icon(96)
        var variants: [PNG.EncodingOptions] = []
        var options = PNG.EncodingOptions()
        options.interlaced = true
        variants.append(options)
        options = PNG.EncodingOptions()
        options.reduceColors = false
        variants.append(options)
        options.filter = .bruteForce
        variants.append(options)
        options = PNG.EncodingOptions()
        options.compressionLevel = 12
        variants.append(options)
        for variant in variants {
            let file = try PNG.encode(picture, options: variant)
            #expect(try PNG.decode(file) == picture)
            if variant.filter != .bruteForce {
                #expect(
                    PNGRunLengthTests.imageData(file).count
                        <= PNGRunLengthTests.levelOnlyStream(picture, options: variant).count)
            }
        }
    }

    /// The FNV-1a 64 digest of the default encoding of `icon(128)`, recorded from the encoder: it
    /// pins the exact bytes across runs, builds and platforms. When the encoder's output changes on
    /// purpose, record the new digest from the failure message, and the CHANGELOG says that the
    /// output changed.
    static let iconDigest: UInt64 = 0x181A_4FE5_18DF_636D

    @Test("the same picture gives the recorded bytes, which decode to it")
    func deterministic() throws {
        let picture = try PNGRunLengthTests.icon(128)
        let file = try PNG.encode(picture)
        let digest = fnv1a64(file)
        #expect(digest == Self.iconDigest, "digest 0x\(String(digest, radix: 16))")
        #expect(try PNG.decode(file) == picture)
    }
}
