import Foundation
import Testing

@testable import ExportRaster

/// PNGs of every colour type, depth and interlace method written by an independent encoder
/// (Tests/Fixtures/ExportRaster/make_png_fixtures.py) with their expected RGBA pixels.
@Suite("PNG decoding")
struct PNGDecodeTests {
    static let fixtures: [String] = {
        guard
            let text = try? String(
                contentsOf: fixtureDirectory.appendingPathComponent("png_manifest.txt"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }()

    @Test("all 30 colour type, depth and interlace combinations are present")
    func fixtureCount() {
        #expect(PNGDecodeTests.fixtures.count == 30)
    }

    @Test("decodes each fixture to the expected pixels", arguments: PNGDecodeTests.fixtures)
    func decodes(name: String) throws {
        let image = try PNG.decode(try fixture(name + ".png"))
        #expect(image.width == 13 && image.height == 11)
        #expect(image.rgba == (try fixture(name + ".rgba")))
    }

    @Test("decode → encode → decode keeps every pixel", arguments: PNGDecodeTests.fixtures)
    func reencodes(name: String) throws {
        let image = try PNG.decode(try fixture(name + ".png"))
        for interlaced in [false, true] {
            var options = PNG.EncodingOptions()
            options.interlaced = interlaced
            #expect(try PNG.decode(try PNG.encode(image, options: options)) == image)
        }
    }

    @Test("flipping or truncating any byte of small PNGs throws or decodes, never traps")
    func corruptionSweep() throws {
        for name in ["png_t3_d2_i1", "png_t6_d16_i0", "png_t0_d1_i0"] {
            let file = try fixture(name + ".png")
            for index in file.indices {
                var bad = file
                bad[index] ^= 0x5A
                _ = try? PNG.decode(bad)
                #expect(throws: PNGError.self) { try PNG.decode(Array(file[..<index])) }
            }
        }
    }

    @Test("corrupt chunks that still pass their CRC are rejected with typed errors")
    func semanticErrors() throws {
        var rgba8 = PNG.EncodingOptions()
        rgba8.reduceColors = false
        let valid = try PNG.encode(
            try RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 90, count: 16)), options: rgba8)
        func withHeader(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
            var header = Array(valid[16..<29])
            edit(&header)
            var file = PNG.signature
            PNG.appendChunk("IHDR", header, to: &file)
            return file + valid[33...]
        }
        #expect(throws: PNGError.notPNG) { try PNG.decode([1, 2, 3]) }
        #expect(throws: PNGError.invalidHeader(reason: "colour type 5 is not 0, 2, 3, 4 or 6")) {
            try PNG.decode(withHeader { $0[9] = 5 })
        }
        #expect(throws: PNGError.invalidHeader(reason: "bit depth 3 is not allowed for colour type 6")) {
            try PNG.decode(withHeader { $0[8] = 3 })
        }
        #expect(throws: PNGError.invalidHeader(reason: "dimensions 0×2 are not 1...2^31 - 1")) {
            try PNG.decode(withHeader { $0[3] = 0 })
        }
        #expect(throws: PNGError.invalidHeader(reason: "interlace method 2 is not 0 or 1")) {
            try PNG.decode(withHeader { $0[12] = 2 })
        }
        #expect(throws: PNGError.imageTooLarge(width: 65536, height: 65536)) {
            try PNG.decode(withHeader { $0[0...7] = [0, 1, 0, 0, 0, 1, 0, 0] })
        }
        var badCRC = valid
        badCRC[30] ^= 1
        #expect(throws: PNGError.badCRC(chunk: "IHDR", offset: 8)) { try PNG.decode(badCRC) }
        var noHeader = PNG.signature
        PNG.appendChunk("IEND", [], to: &noHeader)
        #expect(throws: PNGError.missingHeader) { try PNG.decode(noHeader) }
        var critical = Array(valid[..<33])
        PNG.appendChunk("ABCD", [1], to: &critical)
        #expect(throws: PNGError.unknownCriticalChunk(chunk: "ABCD", offset: 33)) { try PNG.decode(critical) }
        var noData = Array(valid[..<33])
        PNG.appendChunk("IEND", [], to: &noData)
        #expect(throws: PNGError.missingImageData) { try PNG.decode(noData) }
        var shortData = Array(valid[..<33])
        PNG.appendChunk("IDAT", Zlib.compress([0, 90]), to: &shortData)
        PNG.appendChunk("IEND", [], to: &shortData)
        #expect(throws: PNGError.imageDataTooShort(expected: 18, actual: 2)) { try PNG.decode(shortData) }
        var badFilter = Array(valid[..<33])
        PNG.appendChunk("IDAT", Zlib.compress([7] + [UInt8](repeating: 90, count: 17)), to: &badFilter)
        PNG.appendChunk("IEND", [], to: &badFilter)
        #expect(throws: PNGError.invalidFilterType(row: 0, filter: 7)) { try PNG.decode(badFilter) }
        var badZlib = Array(valid[..<33])
        PNG.appendChunk("IDAT", [0x78, 0x9C, 0x07], to: &badZlib)
        PNG.appendChunk("IEND", [], to: &badZlib)
        #expect(throws: PNGError.compressedData(.invalidBlockType(offset: 2))) { try PNG.decode(badZlib) }
    }

    @Test("indexed images need a palette that covers every index")
    func paletteErrors() throws {
        var header = [UInt8](bigEndian: UInt32(1)) + [UInt8](bigEndian: UInt32(1))
        header += [8, 3, 0, 0, 0]
        var noPalette = PNG.signature
        PNG.appendChunk("IHDR", header, to: &noPalette)
        PNG.appendChunk("IDAT", Zlib.compress([0, 5]), to: &noPalette)
        PNG.appendChunk("IEND", [], to: &noPalette)
        #expect(throws: PNGError.missingPalette) { try PNG.decode(noPalette) }
        var shortPalette = PNG.signature
        PNG.appendChunk("IHDR", header, to: &shortPalette)
        PNG.appendChunk("PLTE", [1, 2, 3], to: &shortPalette)
        PNG.appendChunk("IDAT", Zlib.compress([0, 5]), to: &shortPalette)
        PNG.appendChunk("IEND", [], to: &shortPalette)
        #expect(throws: PNGError.paletteIndexOutOfRange(index: 5, paletteSize: 1)) { try PNG.decode(shortPalette) }
    }

    @Test("a packed index the palette lacks is rejected at 1, 2 and 4 bits", arguments: [1, 2, 4])
    func packedPaletteErrors(depth: Int) throws {
        // Two pixels, the second with the largest index the depth holds; the palette has one entry.
        var header = [UInt8](bigEndian: UInt32(2)) + [UInt8](bigEndian: UInt32(1))
        header += [UInt8(depth), 3, 0, 0, 0]
        let largest = (1 << depth) - 1
        // Filter byte 0, then the samples from the most significant bit on (PNG §7.2).
        let row: [UInt8] = [0, UInt8(largest << (8 - 2 * depth))]
        var file = PNG.signature
        PNG.appendChunk("IHDR", header, to: &file)
        PNG.appendChunk("PLTE", [1, 2, 3], to: &file)
        PNG.appendChunk("IDAT", Zlib.compress(row), to: &file)
        PNG.appendChunk("IEND", [], to: &file)
        #expect(throws: PNGError.paletteIndexOutOfRange(index: largest, paletteSize: 1)) { try PNG.decode(file) }
    }

    /// Every case with distinctive values, and what its message must contain: the chunk type, the
    /// byte offset, the row, index, size or reason, or for a case without values what is missing.
    static let describedErrors: [(PNGError, [String])] = [
        (.notPNG, ["PNG signature"]),
        (.truncated(offset: 4711), ["ends early", "byte 4711"]),
        (.badCRC(chunk: "IDAT", offset: 4711), ["CRC", "IDAT", "byte 4711"]),
        (.missingHeader, ["IHDR"]),
        (
            .invalidHeader(reason: "bit depth 3 is not allowed for colour type 2"),
            ["IHDR", "bit depth 3 is not allowed for colour type 2"]
        ),
        (.imageTooLarge(width: 4711, height: 815), ["4711×815", "pixel limit"]),
        (
            .invalidChunk(chunk: "PLTE", offset: 4711, reason: "length 7 is not a multiple of 3"),
            ["PLTE", "byte 4711", "length 7 is not a multiple of 3"]
        ),
        (.unknownCriticalChunk(chunk: "ABCD", offset: 4711), ["critical chunk ABCD", "byte 4711"]),
        (.missingPalette, ["PLTE"]),
        (.missingImageData, ["IDAT"]),
        (
            .compressedData(.invalidCode(offset: 4711)),
            ["zlib stream of the IDAT chunks", "Invalid Huffman code", "byte 4711"]
        ),
        (.imageDataTooShort(expected: 4711, actual: 815), ["holds 815 bytes", "requires 4711"]),
        (.invalidFilterType(row: 4711, filter: 9), ["Scanline 4711", "filter type 9"]),
        (.paletteIndexOutOfRange(index: 200, paletteSize: 16), ["index 200", "16-entry palette"]),
        (.invalidOption(reason: "compression level 13 is outside 0...12"), ["compression level 13 is outside 0...12"]),
    ]

    @Test("every error's message names what went wrong and where", arguments: describedErrors)
    func descriptions(error: PNGError, needles: [String]) {
        let message = error.description
        #expect(needles.allSatisfy { message.contains($0) }, "\(message)")
    }
}
