import Testing

@testable import ExportRaster

@Suite("Symbol export")
struct SymbolExportTests {
    func template() throws -> SymbolTemplate {
        try SymbolTemplate(svg: try RenderingFixtures.text("badge.plus.template.svg"))
    }

    @Test("exports @1x, @2x and @3x PNGs of 64, 128 and 192 pixels with pHYs for the scale")
    func pngScales() throws {
        let files = try template().exportPNGs(
            symbolName: "badge.plus", variant: SymbolVariant(weight: .bold, scale: .medium), mode: .multicolor)
        #expect(files.map(\.name) == ["badge.plus@1x.png", "badge.plus@2x.png", "badge.plus@3x.png"])
        for (file, (side, scale)) in zip(files, [(64, 1), (128, 2), (192, 3)]) {
            let image = try PNG.decode(file.bytes)
            #expect(image.width == side && image.height == side)
            #expect(image[0, 0].alpha == 0)  // transparent background
            // pHYs (PNG §11.3.5.3): pixels per metre, unit 1; 72 ppi × scale.
            let ppm = UInt32((Double(72 * scale) / 0.0254).rounded())
            let expected: [UInt8] =
                Array("pHYs".utf8)
                + [ppm, ppm].flatMap { v in [24, 16, 8, 0].map { UInt8((v >> UInt32($0)) & 0xFF) } } + [1]
            #expect(
                file.bytes.indices.contains { i in
                    i + expected.count <= file.bytes.count && Array(file.bytes[i..<(i + expected.count)]) == expected
                })
        }
    }

    @Test("export rejects sizes that are not positive or too large")
    func exportSizes() throws {
        let t = try template()
        let variant = SymbolVariant(weight: .regular, scale: .medium)
        #expect(throws: SymbolExportError.invalidSize(pointSize: 0, scale: 1)) {
            try t.exportPNGs(symbolName: "x", variant: variant, mode: .multicolor, pointSize: 0)
        }
        #expect(throws: SymbolExportError.invalidSize(pointSize: 6_000, scale: 3)) {
            try t.exportPNGs(symbolName: "x", variant: variant, mode: .multicolor, pointSize: 6_000, scales: [1, 3])
        }
        #expect(throws: SymbolExportError.template(.emptyPalette)) {
            try t.exportPNGs(symbolName: "x", variant: variant, mode: .palette([]))
        }
        #expect(SymbolExportError.template(.emptyPalette).description == SymbolTemplateError.emptyPalette.description)
        #expect(SymbolExportError.invalidSize(pointSize: 0, scale: 2).description.contains("@2x"))
        #expect(SymbolExportError.png(.notPNG).description.hasPrefix("PNG"))
    }

    @Test("the styled SVG has one path per layer with flattened colours and reads back")
    func styledSVG() throws {
        let t = try template()
        let variant = SymbolVariant(weight: .regular, scale: .medium)
        let svg = try t.styledSVG(variant, mode: .hierarchical(.black), pixelSize: 64)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"64\""))
        let reread = try SVGImage(svg: svg)
        #expect(reread.warnings.isEmpty)
        #expect(reread.root.children.count == 3)
        #expect(reread.root.children.map { $0["fill-opacity"] } == ["0.5", nil, "0.25"])
        // Rendering the export gives the same pixels as rendering the template.
        let direct = try t.render(variant, mode: .hierarchical(.black), pixelSize: 64).straightRGBA8()
        let viaSVG = try reread.render(width: 64, height: 64).straightRGBA8()
        let worst = zip(direct, viaSVG).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2)
    }

    @Test("the styled SVG keeps strokes, even-odd fills and group opacity")
    func styledSVGStrokes() throws {
        let svg = """
            <svg><g id="Regular-M"><g opacity="0.5">
              <path d="M0 0h10v10H0zM2 2h6v6H2z" fill-rule="evenodd" stroke="red" stroke-width="2" stroke-linecap="round"/>
              <path d="M0 0 Q 5 5 10 0" fill="none" stroke="blue" stroke-linejoin="bevel"/>
            </g></g></svg>
            """
        let out = try SymbolTemplate(svg: svg).styledSVG(
            SymbolVariant(weight: .regular, scale: .medium), mode: .multicolor, pixelSize: 20)
        #expect(out.contains("fill-rule=\"evenodd\""))
        #expect(out.contains("stroke=\"#ff0000\" stroke-opacity=\"0.5\" stroke-width=\"4\" stroke-linecap=\"round\""))
        #expect(out.contains("fill=\"none\" stroke=\"#0000ff\""))
        #expect(out.contains("Q"))
        #expect(SymbolTemplate.format(.nan) == "0")
        #expect(SymbolTemplate.format(-2.5) == "-2.5")
    }

    @Test("exports one SVG and one PDF per symbol, named for @1x, besides a PNG per scale")
    func vectorFormats() throws {
        let variant = SymbolVariant(weight: .regular, scale: .medium)
        let files = try template().export(
            symbolName: "badge.plus", variant: variant, mode: .hierarchical(.black), formats: [.pdf, .png, .svg, .pdf],
            pointSize: 32, scales: [2, 3])
        #expect(
            files.map(\.name) == ["badge.plus@1x.pdf", "badge.plus@2x.png", "badge.plus@3x.png", "badge.plus@1x.svg"])
        let svg = String(decoding: files[3].bytes, as: UTF8.self)
        #expect(svg == (try template().styledSVG(variant, mode: .hierarchical(.black), pixelSize: 32)))
        let pdf = try PDFFileReader(files[0].bytes)
        #expect(pdf.object(3)?.dictionary.contains("/MediaBox [0 0 32 32]") == true)
        #expect(SymbolTemplate.ExportFormat.allCases.map(\.fileExtension) == ["png", "svg", "pdf"])
        #expect(SymbolTemplate.ExportFormat.allCases.map(\.isVector) == [false, true, true])
        #expect(try template().export(symbolName: "x", variant: variant, mode: .multicolor, formats: []).isEmpty)
    }

    @Test(
        "the symbol's PDF paints the @1x PNG's picture",
        arguments: ["monochrome", "hierarchical", "palette", "multicolor"])
    func pdfMatchesPNG(modeName: String) throws {
        let modes: [String: SymbolTemplate.RenderingMode] = [
            "monochrome": .monochrome(.black),
            "hierarchical": .hierarchical(RasterImage.Color(red8: 0, green8: 0x7A, blue8: 0xFF)),
            "palette": .palette([.black, RasterImage.Color(red8: 0xFF, green8: 0x95, blue8: 0)]),
            "multicolor": .multicolor,
        ]
        let mode = try #require(modes[modeName])
        let variant = SymbolVariant(weight: .bold, scale: .medium)
        let t = try template()
        let file = try PDFFileReader(try t.pdf(variant, mode: mode, pointSize: 64))
        let fromPDF = try PDFContentInterpreter(file: file).render().straightRGBA8()
        let direct = try t.render(variant, mode: mode, pixelSize: 64).straightRGBA8()
        let worst = zip(fromPDF, direct).map { abs(Int($0) - Int($1)) }.max() ?? 255
        #expect(worst <= 2)
    }

    @Test("vector export errors: sizes, missing variants and pages a PDF reader would refuse")
    func vectorErrors() throws {
        let t = try template()
        let variant = SymbolVariant(weight: .regular, scale: .medium)
        #expect(throws: SymbolExportError.invalidSize(pointSize: 0, scale: 1)) {
            try t.export(symbolName: "x", variant: variant, mode: .multicolor, formats: [.svg], pointSize: 0)
        }
        #expect(throws: SymbolExportError.invalidSize(pointSize: -4, scale: 1)) {
            try t.pdf(variant, mode: .multicolor, pointSize: -4)
        }
        #expect(throws: SymbolExportError.pdf(.invalidPageSize(width: 2, height: 2))) {
            try t.export(symbolName: "x", variant: variant, mode: .multicolor, formats: [.pdf], pointSize: 2)
        }
        #expect(throws: SymbolExportError.pdf(.invalidCompressionLevel(20))) {
            try t.pdf(variant, mode: .multicolor, compressionLevel: 20)
        }
        #expect(throws: SymbolExportError.template(.emptyPalette)) {
            try t.export(symbolName: "x", variant: variant, mode: .palette([]), formats: [.svg])
        }
        let missing = SymbolVariant(weight: .black, scale: .large)
        #expect(throws: SymbolExportError.template(.missingVariant(missing, available: t.variants))) {
            try t.pdf(missing, mode: .multicolor)
        }
        #expect(SymbolExportError.pdf(.invalidCompressionLevel(20)).description.hasPrefix("PDF writing failed"))
    }
}
