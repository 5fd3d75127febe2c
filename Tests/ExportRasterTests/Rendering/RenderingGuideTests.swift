import Testing

@testable import ExportRaster

/// The snippets of the Rendering and SF Symbols templates articles, compiled and run.
@Suite("Rendering guide snippets")
struct RenderingGuideTests {
    @Test("the Rendering article's snippet produces a PNG")
    func renderingSnippet() throws {
        let icon = try SVGImage(
            svg: """
                <svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#007AFF"/></svg>
                """)
        let canvas = try icon.render(width: 64, height: 64)
        let png = try PNG.encode(canvas.rasterImage(), options: .scale(1))
        #expect(Array(png.prefix(8)) == PNG.signature)
    }

    @Test("the templates article's export snippet names three files")
    func exportSnippet() throws {
        let template = try SymbolTemplate(svg: try RenderingFixtures.text("badge.plus.template.svg"))
        let files = try template.exportPNGs(
            symbolName: "badge.plus", variant: SymbolVariant(weight: .regular, scale: .medium),
            mode: .multicolor, pointSize: 64)
        #expect(files.map(\.name) == ["badge.plus@1x.png", "badge.plus@2x.png", "badge.plus@3x.png"])
    }

    @Test("the doc comment snippets of RasterCanvas, VectorPath and SVGImage run")
    func docCommentSnippets() throws {
        var canvas = try RasterCanvas(width: 64, height: 64)
        canvas.fill(.ellipse(centerX: 32, centerY: 32, radiusX: 24, radiusY: 24), color: .black)
        #expect(canvas.straightRGBA8().count == 64 * 64 * 4)
        var path = VectorPath()
        path.move(to: VectorPoint(x: 0, y: 0))
        path.line(to: VectorPoint(x: 10, y: 0))
        path.close()
        #expect(path.elements.count == 3)
        let icon = try SVGImage(svg: "<svg viewBox='0 0 24 24'><circle cx='12' cy='12' r='10'/></svg>")
        #expect(try icon.render(width: 48, height: 48).width == 48)
        let qr = try RasterImage(moduleCount: 21, moduleScale: 8) { x, y in (x + y) % 2 == 0 }
        #expect(qr.width == (21 + 8) * 8)
    }

    @Test("the doc comment snippet of RasterImage.Color runs")
    func colorSnippet() {
        let accent = RasterImage.Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
        let faded = accent.withOpacity(0.5)
        #expect(accent.hexString == "#007aff")
        #expect(faded.alpha == 0.5)
    }
}
