import Testing

@testable import ExportRaster

/// The snippets of the "Exporting PDF" article and of VectorPDF's doc comments, compiled and run.
@Suite("PDF guide snippets")
struct PDFGuideTests {
    @Test("the article's SVG snippet writes a one-page PDF")
    func svgSnippet() throws {
        let icon = try SVGImage(
            svg: """
                <svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#007AFF"/></svg>
                """)
        let pdf = try icon.pdf(width: 64, height: 64)
        #expect(pdf.starts(with: Array("%PDF-1.7".utf8)))
        #expect(try PDFFileReader(pdf).objects.count == 4)
    }

    @Test("the VectorPDF snippet draws a fill and a layer")
    func vectorPDFSnippet() throws {
        var pdf = try VectorPDF(width: 64, height: 64)
        try pdf.fill(.ellipse(centerX: 32, centerY: 32, radiusX: 24, radiusY: 24), color: .black)
        try pdf.drawLayer(opacity: 0.5) { layer throws(VectorPDFError) in
            try layer.fill(.rectangle(x: 8, y: 8, width: 48, height: 16), color: .white, rule: .evenOdd)
        }
        let file = try pdf.bytes()
        #expect(String(decoding: file.suffix(6), as: UTF8.self) == "%%EOF\n")
        #expect(try PDFFileReader(file).objects.count == 5)
    }

    @Test("the article's symbol snippet exports PNGs, one SVG and one PDF")
    func symbolSnippet() throws {
        let template = try SymbolTemplate(svg: try RenderingFixtures.text("badge.plus.template.svg"))
        let files = try template.export(
            symbolName: "badge.plus", variant: SymbolVariant(weight: .regular, scale: .medium),
            mode: .multicolor, formats: [.png, .svg, .pdf])
        #expect(
            files.map(\.name) == [
                "badge.plus@1x.png", "badge.plus@2x.png", "badge.plus@3x.png", "badge.plus@1x.svg", "badge.plus@1x.pdf",
            ])
        var zip = ZIPWriter()
        let item = SymbolBatchExport.Item(
            symbolName: "badge.plus", template: template, variant: SymbolVariant(weight: .regular, scale: .medium),
            mode: .multicolor)
        try SymbolBatchExport.write([item], formats: [.png, .svg, .pdf], into: &zip) { _ in true }
        #expect(try ZIPReader(try zip.finish()).entries.count == 5)
    }
}
