import ExportRaster

/// Bodies of the PDF benchmarks.
enum PDFBenchmarkBodies {
    /// A 2,000-segment glyph filled on a 64-point page and written as a file, content stream
    /// deflated at `level`.
    static func icon(level: Int) -> () throws -> Void {
        let path = wobblyIconPath(segments: 2_000, center: 32, radius: 28)
        return {
            var pdf = try VectorPDF(width: 64, height: 64)
            try pdf.fill(path, color: .black, rule: .evenOdd)
            blackHole(try pdf.bytes(compressionLevel: level))
        }
    }

    /// One symbol template variant as a PDF, in hierarchical mode (two alpha constants).
    static func symbol() throws -> () throws -> Void {
        let template = try SymbolTemplate(svg: benchmarkTemplate)
        let variant = SymbolVariant(weight: .regular, scale: .medium)
        return { blackHole(try template.pdf(variant, mode: .hierarchical(.black))) }
    }

    /// 200 symbols as one PDF and one SVG each, streamed into a ZIP archive (compare
    /// `raster.batch.200x3`, the same symbols as three PNGs each).
    static func batch200() throws -> () throws -> Void {
        let template = try SymbolTemplate(svg: benchmarkTemplate)
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
