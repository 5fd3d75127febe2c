import ExportRaster
import QREncoder
import Testing

/// The three lines of the "Building a QR library app" article, compiled and run.
private func pngForRecord(_ record: QRRecord) throws -> [UInt8] {
    let code = try QRCode(encoding: record.data, correction: record.errorCorrection)
    let image = try RasterImage(moduleCount: code.size, side: record.sizePx) { x, y in code[x, y] }
    return try PNG.encode(image)
}

@Suite("QR Book records rendered to PNG")
struct QRBookRenderingTests {
    @Test("a record renders to a PNG of exactly sizePx × sizePx", arguments: [256, 512, 1024])
    func exactSize(sizePx: Int) throws {
        let record = try QRRecord(
            title: "Menu", data: "https://example.com/menus/lunch.pdf", errorCorrection: .quartile, sizePx: sizePx)
        let png = try pngForRecord(record)
        // The IHDR chunk (PNG §11.2.2) holds width and height as big-endian 32-bit integers at
        // bytes 16...23, right after the 8-byte signature, the chunk length and the type.
        #expect(Array(png[0..<8]) == PNG.signature)
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        func be32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == sizePx && be32(20) == sizePx)
        let decoded = try PNG.decode(png)
        #expect(decoded.width == sizePx && decoded.height == sizePx)
    }

    @Test(
        "ExportRaster's exact-size image matches QREncoder's pixel layout pixel for pixel", arguments: [256, 512, 1024])
    func matchesPixelLayout(side: Int) throws {
        let code = try QRCode(encoding: "WIFI:T:WPA;S:Home;P:secret123;;", correction: .high)
        let layout = try code.pixelLayout(pixelSize: side)
        let gray = code.grayscalePixels(layout)
        let image = try RasterImage(moduleCount: code.size, side: side) { x, y in code[x, y] }
        var expected: [UInt8] = []
        for value in gray { expected += [value, value, value, 255] }
        #expect(image.rgba == expected)
        // Modules as even as the size allows: the quiet zone is at least 4 modules wide and
        // its two sides differ by at most one pixel.
        #expect(layout.leadingMargin >= 4 * layout.moduleScale)
        #expect(layout.trailingMargin - layout.leadingMargin <= 1)
    }

    @Test("a symbol too large for the side is refused, not drawn")
    func tooSmall() throws {
        let code = try QRCode(encoding: String(repeating: "x", count: 2_000), correction: .low)
        #expect(code.size + 8 > 128)
        #expect(throws: RasterImageError.self) {
            try RasterImage(moduleCount: code.size, side: 128) { x, y in code[x, y] }
        }
        #expect(throws: RasterImageError.self) { try RasterImage(moduleCount: 0, side: 256) { _, _ in true } }
    }
}
