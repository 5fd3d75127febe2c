import ExportRaster

/// A glyph-like SF Symbols template: a ring and a plus in two layers, with margin guides.
private let pdfBenchmarkTemplate = """
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

/// A closed outline of `segments` straight edges on a 16-lobed circle, like a detailed glyph.
private func lobedPath(segments: Int) -> VectorPath {
    var path = VectorPath()
    for i in 0..<segments {
        let angle = Double(i) / Double(segments) * 360
        let radius = 28 * (1 + 0.08 * ((i / (segments / 32)) % 2 == 0 ? 1.0 : -1.0))
        let point = VectorTransform.rotation(degrees: angle).apply(VectorPoint(x: radius, y: 0))
        let placed = VectorPoint(x: 32 + point.x, y: 32 + point.y)
        if i == 0 { path.move(to: placed) } else { path.line(to: placed) }
    }
    path.close()
    return path
}

/// Bodies of the PDF benchmarks.
enum PDFBenchmarkBodies {
    /// A 2,000-segment glyph filled on a 64-point page and written as a file, content stream
    /// deflated at `level`.
    static func icon(level: Int) -> () throws -> Void {
        let path = lobedPath(segments: 2_000)
        return {
            var pdf = try VectorPDF(width: 64, height: 64)
            try pdf.fill(path, color: .black, rule: .evenOdd)
            blackHole(try pdf.bytes(compressionLevel: level))
        }
    }

    /// One symbol template variant as a PDF, in hierarchical mode (two alpha constants).
    static func symbol() throws -> () throws -> Void {
        let template = try SymbolTemplate(svg: pdfBenchmarkTemplate)
        let variant = SymbolVariant(weight: .regular, scale: .medium)
        return { blackHole(try template.pdf(variant, mode: .hierarchical(.black))) }
    }

    /// 200 symbols as one PDF and one SVG each, streamed into a ZIP archive (compare
    /// `raster.batch.200x3`, the same symbols as three PNGs each).
    static func batch200() throws -> () throws -> Void {
        let template = try SymbolTemplate(svg: pdfBenchmarkTemplate)
        let items = (0..<200).map { i in
            SymbolBatchExport.Item(
                symbolName: "symbol\(i)", template: template, variant: SymbolVariant(weight: .regular, scale: .medium),
                mode: .multicolor)
        }
        return {
            var zip = ZIPWriter()
            try SymbolBatchExport.write(items, formats: [.svg, .pdf], into: &zip) { _ in true }
            blackHole(try zip.finish())
        }
    }
}

func registerExportRasterPDFBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("pdf.icon.2000seg.level6", items: 1) { PDFBenchmarkBodies.icon(level: 6) }
    registry.add("pdf.icon.2000seg.level0", items: 1) { PDFBenchmarkBodies.icon(level: 0) }
    registry.add("pdf.symbol.hierarchical", items: 1) { try PDFBenchmarkBodies.symbol() }
    registry.add("pdf.batch.200.svg+pdf", items: 400, full: true) { try PDFBenchmarkBodies.batch200() }
}
