import ExportRaster
import TestSupport

/// A closed outline of `segments` straight edges on a wobbly circle, like a detailed icon glyph.
func wobblyIconPath(segments: Int, center: Double, radius: Double) -> VectorPath {
    var path = VectorPath()
    for i in 0..<segments {
        let t = Double(i) / Double(segments) * 2 * Double.pi
        // 16 lobes alternately 8 % outside and inside the circle.
        let lobe = 1 + 0.08 * ((i / (segments / 32)) % 2 == 0 ? 1.0 : -1.0)
        let point = rotate(VectorPoint(x: radius * lobe, y: 0), by: t)
        if i == 0 {
            path.move(to: VectorPoint(x: center + point.x, y: center + point.y))
        } else {
            path.line(to: VectorPoint(x: center + point.x, y: center + point.y))
        }
    }
    path.close()
    return path
}

private func rotate(_ p: VectorPoint, by angle: Double) -> VectorPoint {
    let t = VectorTransform.rotation(degrees: angle * 180 / Double.pi)
    return t.apply(p)
}

/// A glyph-like SF Symbols template: a ring and a plus in two layers, with margin guides (also
/// what the PDF benchmarks export).
let benchmarkTemplate = """
    <svg width="600" height="400"><style>.multicolor-0:systemBlueColor {fill:#007AFF}
    .multicolor-1:systemRedColor {fill:#FF3B30}</style>
    <g id="Guides"><line id="left-margin-Regular-M" x1="96" x2="96" y1="110" y2="210"/>
    <line id="right-margin-Regular-M" x1="184" x2="184" y1="110" y2="210"/></g>
    <g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 100 200)">
    <path class="monochrome-0 multicolor-0:systemBlueColor hierarchical-0:secondary"
      d="M80-40A40 40 0 1 1 0-40A40 40 0 1 1 80-40ZM72-40A32 32 0 1 0 8-40A32 32 0 1 0 72-40Z"/>
    <path class="monochrome-1 multicolor-1:systemRedColor hierarchical-1:primary"
      d="M36-62h8v18h18v8H44v18h-8V-36H18v-8h18z"/>
    </g></g></svg>
    """

/// Bodies of the rendering benchmarks, also usable on their own.
enum RenderingBenchmarkBodies {
    /// A 2,000-segment icon drawn at @3x (64 pt → 192 px).
    static func icon192() -> () throws -> Void {
        let path = wobblyIconPath(segments: 2000, center: 32, radius: 28)
        return {
            var canvas = try RasterCanvas(width: 192, height: 192)
            canvas.fill(path, transform: .scale(x: 3, y: 3), color: .black)
            blackHole(canvas)
        }
    }

    /// 200 symbols at @1x, @2x and @3x, streamed into a ZIP archive.
    static func batch200x3() throws -> () throws -> Void {
        let template = try SymbolTemplate(svg: benchmarkTemplate)
        let items = (0..<200).map { i in
            SymbolBatchExport.Item(
                symbolName: "symbol\(i)", template: template, variant: SymbolVariant(weight: .regular, scale: .medium),
                mode: .multicolor)
        }
        return {
            var zip = ZIPWriter()
            try SymbolBatchExport.write(items, into: &zip) { _ in true }
            blackHole(try zip.finish())
        }
    }

    /// A 1,024 × 1,024 image of a 177-module matrix (QR version 40 size) at 5 px per module.
    static func qr1024() -> () throws -> Void {
        var generator = SplitMix64(seed: 0x51_2024)
        let bits = generator.bytes(177 * 177).map { $0 & 1 == 1 }
        return {
            blackHole(try RasterImage(moduleCount: 177, moduleScale: 5, quietZone: 4) { x, y in bits[y * 177 + x] })
        }
    }

    /// A photo-like RGBA image: smooth gradients plus seeded noise.
    static func photo(width: Int, height: Int, seed: UInt64) throws -> RasterImage {
        var generator = SplitMix64(seed: seed)
        let noise = generator.bytes(width * height)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let n = Int(noise[y * width + x] & 15)
                rgba[i] = UInt8((x * 255 / width + n) & 0xFF)
                rgba[i + 1] = UInt8((y * 255 / height + n) & 0xFF)
                rgba[i + 2] = UInt8(((x + y) * 255 / (width + height) + n) & 0xFF)
            }
        }
        return try RasterImage(width: width, height: height, rgba: rgba)
    }

    /// A 1,920 × 1,440 photo encoded at quality 85, 4:2:0.
    static func jpeg1920() throws -> () throws -> Void {
        let image = try photo(width: 1920, height: 1440, seed: 0x1920)
        return { blackHole(try JPEG.encode(image, options: JPEG.EncodingOptions(quality: 85))) }
    }

    /// A 4,032 × 3,024 photo reduced to a 1,920-pixel long edge (a fractional factor: windowed sinc).
    static func resize4032() throws -> () throws -> Void {
        let image = try photo(width: 4032, height: 3024, seed: 0x4032)
        return { blackHole(try image.resized(maximumLongEdge: 1920)) }
    }
}

func registerExportRasterRenderingBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("raster.icon.192px", items: 1) { RenderingBenchmarkBodies.icon192() }
    registry.add("raster.batch.200x3", items: 600, full: true) { try RenderingBenchmarkBodies.batch200x3() }
    registry.add("raster.qr.1024", bytes: 1_025 * 1_025 * 4) { RenderingBenchmarkBodies.qr1024() }
    registry.add("jpeg.encode.1920", bytes: 1920 * 1440 * 4) { try RenderingBenchmarkBodies.jpeg1920() }
    registry.add("resize.4032to1920", bytes: 4032 * 3024 * 4, full: true) { try RenderingBenchmarkBodies.resize4032() }
}
