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

    @Test("the article snippets for streaming, metadata and brute force work as written")
    func articleSnippets() throws {
        let packed = Gzip.compress(Array("streamed".utf8), level: 6)
        var stream = InflateStream(format: .gzip, options: .init(outputLimit: 1 << 20))
        var restored: [UInt8] = []
        for byte in packed { restored += try stream.feed([byte]) }
        try stream.finish()
        #expect(restored == Array("streamed".utf8))

        let icon = try RasterImage(width: 1, height: 1, rgba: [10, 132, 255, 255])
        let tagged = try PNG.encode(icon, options: .scale(2))
        let (_, metadata) = try PNG.decodeWithMetadata(tagged)
        #expect(metadata.pixelsPerInch == 144)

        var smallest = PNG.EncodingOptions()
        smallest.compressionLevel = 12
        smallest.filter = .bruteForce
        let archival = try PNG.encode(icon, options: smallest)
        #expect(try PNG.decode(archival) == icon)

        let zlib = Zlib.compress(Array(repeating: 42, count: 100_000), level: 6)
        var zlibStream = InflateStream(format: .zlib)
        var whole: [UInt8] = []
        for start in stride(from: 0, to: zlib.count, by: 100) {
            whole += try zlibStream.feed(zlib[start..<min(start + 100, zlib.count)])
        }
        try zlibStream.finish()
        #expect(whole == Array(repeating: 42, count: 100_000))
    }
}
