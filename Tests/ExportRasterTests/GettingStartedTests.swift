import ExportRaster
import Testing

/// The snippets of GettingStarted.md, compiled and run.
@Suite("Getting started")
struct GettingStartedTests {
    @Test("the getting-started snippets work as written")
    func snippets() throws {
        let text = Array("An export pipeline in pure Swift. An export pipeline in pure Swift.".utf8)
        let packed = Zlib.compress(text, level: 6)
        let restored = try Zlib.decompress(packed)
        #expect(restored == text)

        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let image = try RasterImage(width: 2, height: 1, rgba: pixels)
        let file = try PNG.encode(image, options: .scale(2))
        let decoded = try PNG.decode(file)
        #expect(decoded == image)

        var zip = ZIPWriter()
        try zip.add(name: "icon@2x.png", bytes: file, method: .automatic)
        try zip.add(name: "notes.txt", bytes: text, method: .deflated(level: 9))
        let archive = try zip.finish()
        let entries = try ZIPReader(archive).entries.map(\.name)
        #expect(entries == ["icon@2x.png", "notes.txt"])
    }
}
