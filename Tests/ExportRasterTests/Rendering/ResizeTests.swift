import Testing

@testable import ExportRaster

@Suite("Resizing")
struct ResizeTests {
    func solid(_ width: Int, _ height: Int, _ pixel: [UInt8]) throws -> RasterImage {
        try RasterImage(
            width: width, height: height, rgba: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }

    @Test("whole-factor reductions average each block")
    func areaAverage() throws {
        // A 4 × 2 image of values 0, 40, 80, 120 / 10, 50, 90, 130 (grey) halves to 2 × 1.
        let values: [UInt8] = [0, 40, 80, 120, 10, 50, 90, 130]
        let image = try RasterImage(width: 4, height: 2, rgba: values.flatMap { [$0, $0, $0, 255] })
        let half = try image.resized(width: 2, height: 1)
        #expect(half.rgba == [25, 25, 25, 255, 105, 105, 105, 255])
    }

    @Test("a constant image stays constant through the windowed-sinc filter")
    func constant() throws {
        let image = try solid(30, 20, [10, 200, 90, 255])
        let resized = try image.resized(width: 13, height: 7)
        #expect(resized.width == 13 && resized.height == 7)
        #expect(
            stride(from: 0, to: resized.rgba.count, by: 4).allSatisfy {
                Array(resized.rgba[$0..<($0 + 4)]) == [10, 200, 90, 255]
            })
    }

    @Test("transparent pixels do not darken their opaque neighbours")
    func premultipliedFiltering() throws {
        var rgba: [UInt8] = []
        for _ in 0..<9 { for x in 0..<9 { rgba += x < 4 ? [0, 0, 0, 0] : [255, 255, 255, 255] } }
        let resized = try RasterImage(width: 9, height: 9, rgba: rgba).resized(width: 4, height: 4)
        for i in stride(from: 0, to: resized.rgba.count, by: 4) where resized.rgba[i + 3] > 8 {
            #expect(resized.rgba[i] >= 250)  // white stays white wherever it shows
        }
    }

    @Test("a maximum long edge keeps the aspect ratio and never enlarges")
    func longEdge() throws {
        let image = try solid(400, 300, [1, 2, 3, 255])
        let fitted = try image.resized(maximumLongEdge: 100)
        #expect(fitted.width == 100 && fitted.height == 75)
        #expect(try image.resized(maximumLongEdge: 1000) == image)
        #expect(try image.resized(width: 400, height: 300) == image)
        #expect(try solid(300, 400, [1, 2, 3, 255]).resized(maximumLongEdge: 100).width == 75)
    }

    @Test("a gradient keeps its mean when reduced by a fractional factor")
    func gradientMean() throws {
        let width = 90
        let image = try RasterImage(
            width: width, height: 4, rgba: (0..<(width * 4)).flatMap { i in [UInt8(i % width * 2), 0, 0, 255] })
        let resized = try image.resized(width: 40, height: 4)
        let mean = { (img: RasterImage) -> Double in
            stride(from: 0, to: img.rgba.count, by: 4).map { Double(img.rgba[$0]) }.reduce(0, +)
                / Double(img.width * img.height)
        }
        #expect(abs(mean(resized) - mean(image)) < 1.0)
    }

    @Test("invalid sizes are rejected")
    func errors() throws {
        let image = try solid(4, 4, [0, 0, 0, 255])
        #expect(throws: ResizeError.invalidSize(width: 0, height: 0)) { try image.resized(maximumLongEdge: 0) }
        #expect(throws: ResizeError.invalidSize(width: 2, height: -1)) { try image.resized(width: 2, height: -1) }
        #expect(throws: ResizeError.invalidSize(width: 20_000, height: 1)) {
            try image.resized(width: 20_000, height: 1)
        }
        #expect(ResizeError.invalidSize(width: 0, height: 1).description.contains("0 × 1"))
    }
}
