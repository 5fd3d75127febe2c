import Testing

@testable import ExportRaster

@Suite("Compositing")
struct CompositingTests {
    @Test("source-over of half-transparent red on opaque blue mixes premultiplied colour")
    func sourceOver() throws {
        var c = try RasterCanvas(width: 2, height: 2)
        c.fill(.rectangle(x: 0, y: 0, width: 2, height: 2), color: RasterImage.Color(red: 0, green: 0, blue: 1))
        c.fill(
            .rectangle(x: 0, y: 0, width: 2, height: 2), color: RasterImage.Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        )
        let p = c.pixel(x: 1, y: 1)
        #expect(abs(p.red - 0.5) < 1e-6 && abs(p.blue - 0.5) < 1e-6 && p.alpha == 1)
        #expect(Array(c.straightRGBA8()[0..<4]) == [128, 0, 128, 255])
    }

    @Test("group opacity applies once to overlapping shapes")
    func groupOpacity() throws {
        var c = try RasterCanvas(width: 4, height: 1)
        c.drawLayer(opacity: 0.5) { layer in
            layer.fill(.rectangle(x: 0, y: 0, width: 3, height: 1), color: .black)
            layer.fill(.rectangle(x: 1, y: 0, width: 3, height: 1), color: .black)
        }
        #expect(c.pixel(x: 1, y: 0).alpha == 0.5)
        #expect(c.pixel(x: 3, y: 0).alpha == 0.5)
        c.drawLayer(opacity: 0) { layer in layer.fill(.rectangle(x: 0, y: 0, width: 4, height: 1), color: .white) }
        #expect(c.pixel(x: 0, y: 0).red == 0)
    }

    @Test("straight RGBA un-premultiplies and leaves empty pixels zero")
    func straightAlpha() throws {
        var c = try RasterCanvas(width: 2, height: 1)
        c.fill(
            .rectangle(x: 0, y: 0, width: 1, height: 1),
            color: RasterImage.Color(red8: 200, green8: 100, blue8: 50, alpha8: 128))
        let bytes = c.straightRGBA8()
        #expect(bytes == [200, 100, 50, 128, 0, 0, 0, 0])
    }

    @Test("colours clamp their channels and print as hex")
    func colours() {
        #expect(RasterImage.Color(red: 2, green: -1, blue: .nan) == RasterImage.Color(red: 1, green: 0, blue: 0))
        #expect(RasterImage.Color(red8: 255, green8: 10, blue8: 0).hexString == "#ff0a00")
        #expect(RasterImage.Color.white.withOpacity(0.25).alpha == 0.25)
    }
}
