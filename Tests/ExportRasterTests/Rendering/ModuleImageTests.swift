import Testing

@testable import ExportRaster

@Suite("Module matrices as images")
struct ModuleImageTests {
    @Test("every module becomes a whole-pixel square inside the quiet zone")
    func checkerboard() throws {
        let image = try RasterImage(moduleCount: 3, moduleScale: 2, quietZone: 1) { x, y in (x + y) % 2 == 0 }
        #expect(image.width == 10 && image.height == 10)
        // Quiet zone: the first two pixel rows and columns are light.
        #expect(image[0, 0] == (255, 255, 255, 255))
        #expect(image[1, 9] == (255, 255, 255, 255))
        // Module (0, 0) is dark and covers pixels 2...3 × 2...3.
        #expect(image[2, 2] == (0, 0, 0, 255))
        #expect(image[3, 3] == (0, 0, 0, 255))
        #expect(image[4, 2] == (255, 255, 255, 255))  // module (1, 0) is light
        #expect(image[7, 7] == (0, 0, 0, 255))  // module (2, 2)
    }

    @Test("bit rows and custom colours")
    func bitRows() throws {
        let rows = [[true, false], [false, true]]
        let image = try RasterImage(
            moduleRows: rows, moduleScale: 1, quietZone: 0, dark: RasterImage.Color(red: 1, green: 0, blue: 0),
            light: .clear)
        #expect(image.rgba == [255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 255])
    }

    @Test(
        "invalid sizes are rejected",
        arguments: [(0, 1, 4), (21, 0, 4), (21, 1, -1), (20_000, 1, 0), (21, 1_000, 4), (21, Int.max / 2, 4)])
    func invalid(size: Int, scale: Int, quietZone: Int) {
        #expect(throws: RasterImageError.self) {
            try RasterImage(moduleCount: size, moduleScale: scale, quietZone: quietZone) { _, _ in true }
        }
    }

    @Test("ragged or empty rows are rejected")
    func ragged() {
        #expect(throws: RasterImageError.invalidDimensions(width: 0, height: 0)) {
            try RasterImage(moduleRows: [], moduleScale: 1)
        }
        #expect(throws: RasterImageError.invalidDimensions(width: 2, height: 2)) {
            try RasterImage(moduleRows: [[true, false], [true]], moduleScale: 1)
        }
    }

    @Test("a canvas converts to a raster image of the same size")
    func canvasImage() throws {
        var canvas = try RasterCanvas(width: 3, height: 2)
        canvas.fill(.rectangle(x: 0, y: 0, width: 1, height: 1), color: .white)
        let image = try canvas.rasterImage()
        #expect(image.width == 3 && image.height == 2 && image[0, 0] == (255, 255, 255, 255) && image[1, 0].alpha == 0)
    }
}
