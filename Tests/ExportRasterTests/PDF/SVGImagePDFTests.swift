import Testing

@testable import ExportRaster

@Suite("SVGImage to PDF")
struct SVGImagePDFTests {
    /// Drawings covering what the writer maps: fill rules, strokes with every cap and join, a
    /// stroke under a non-uniform transform, colour and group opacity, curves and arcs.
    static let drawings: [String] = [
        """
        <svg viewBox="0 0 64 64">
          <path d="M4 4h26v26H4zM10 10h14v14H10z" fill="#007AFF" fill-rule="evenodd"/>
          <path d="M34 4h26v26H34zM40 10h14v14H40z" fill="#FF3B30"/>
          <path d="M4 40 L60 40 L32 60 Z M20 36 L44 36 L32 62 Z" fill="#34C759" fill-rule="evenodd"/>
        </svg>
        """,
        """
        <svg viewBox="0 0 64 64" fill="none">
          <polyline points="6,20 18,6 30,20" stroke="#000" stroke-width="4"/>
          <polyline points="36,20 48,6 60,20" stroke="#007AFF" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
          <polyline points="6,40 18,26 30,40" stroke="#FF9500" stroke-width="4" stroke-linejoin="bevel" stroke-linecap="square"/>
          <rect x="8" y="46" width="48" height="12" rx="4" stroke="#FF2D55" stroke-width="2" fill="#FFCC00"/>
        </svg>
        """,
        """
        <svg viewBox="0 0 64 64">
          <g transform="translate(32 32) rotate(30) scale(2 0.6)">
            <circle r="12" fill="none" stroke="#007AFF" stroke-width="3"/>
          </g>
        </svg>
        """,
        """
        <svg viewBox="0 0 64 64">
          <rect width="64" height="20" fill="#FFCC00"/>
          <g opacity="0.5"><circle cx="22" cy="22" r="16" fill="#FF3B30"/><circle cx="42" cy="22" r="16" fill="#007AFF"/></g>
          <circle cx="22" cy="48" r="12" fill="#34C759" fill-opacity="0.4"/>
          <circle cx="44" cy="48" r="10" fill="#5856D6" stroke="#000" stroke-width="4" stroke-opacity="0.3"/>
        </svg>
        """,
        """
        <svg viewBox="0 0 48 48">
          <path d="M4 24 C 4 4, 44 4, 44 24 S 4 44, 4 24 Z" fill="#FF9500"/>
          <path d="M10 24 Q 24 12 38 24 T 24 40 Z" fill="#007AFF" fill-opacity="0.8"/>
          <path d="M24 2 A 10 6 30 1 1 23.9 2.1 Z" fill="#000"/>
        </svg>
        """,
    ]

    @Test("the PDF paints the same picture the rasterizer draws from the same SVG", arguments: drawings.indices)
    func samePicture(index: Int) throws {
        let icon = try SVGImage(svg: Self.drawings[index])
        #expect(icon.warnings.isEmpty)
        let file = try PDFFileReader(try icon.pdf(width: 64, height: 64))
        // Painting the page's operators (as the PDF specification defines them) with our
        // rasterizer gives the PNG's pixels, up to the 1/10,000-point rounding of the numbers.
        let fromPDF = try PDFContentInterpreter(file: file).render().straightRGBA8()
        let direct = try icon.render(width: 64, height: 64).straightRGBA8()
        let worst = zip(fromPDF, direct).map { abs(Int($0) - Int($1)) }.max() ?? 255
        #expect(worst <= 2)
    }

    @Test("the interpreter used above tells different pictures apart")
    func interpreterSeesDifferences() throws {
        let evenOdd = try SVGImage(svg: Self.drawings[0])
        let nonzero = try SVGImage(svg: Self.drawings[0].replacingOccurrences(of: "evenodd", with: "nonzero"))
        let fromPDF = try PDFContentInterpreter(file: try PDFFileReader(try nonzero.pdf(width: 64, height: 64)))
            .render()
        let direct = try evenOdd.render(width: 64, height: 64)
        #expect(abs(fromPDF.totalAlpha - direct.totalAlpha) > 100)
    }

    @Test("the view box is fitted into the page as into a raster, centred and keeping the aspect ratio")
    func viewBoxFit() throws {
        let icon = try SVGImage(svg: "<svg viewBox='0 0 20 10'><rect width='20' height='10'/></svg>")
        let file = try PDFFileReader(try icon.pdf(width: 40, height: 40))
        #expect(file.object(3)?.dictionary.contains("/MediaBox [0 0 40 40]") == true)
        // 20 × 10 scaled by 2 into 40 × 20, centred vertically: rows 10 to 30.
        #expect(try file.inflatedStream(4) == "1 0 0 -1 0 40 cm\n0 0 0 rg\n0 10 m\n40 10 l\n40 30 l\n0 30 l\nh\nf\n")
        let fractional = try PDFFileReader(try icon.pdf(width: 40.5, height: 20.25))
        #expect(fractional.object(3)?.dictionary.contains("/MediaBox [0 0 40.5 20.25]") == true)
    }

    @Test("drawing onto an existing page maps through the given transform")
    func drawOnPage() throws {
        let icon = try SVGImage(svg: "<svg viewBox='0 0 10 10'><rect width='10' height='10' fill='#fff'/></svg>")
        var page = try VectorPDF(width: 100, height: 50)
        try icon.draw(on: &page, transform: .translation(x: 5, y: 5))
        #expect(
            String(decoding: page.content.bytes, as: UTF8.self) == "1 1 1 rg\n5 5 m\n15 5 l\n15 15 l\n5 15 l\nh\nf\n")
    }

    @Test("an empty document is a valid page with only the flip")
    func emptyDocument() throws {
        let file = try PDFFileReader(try SVGImage(svg: "<svg/>").pdf(width: 3, height: 3))
        #expect(try file.inflatedStream(4) == "1 0 0 -1 0 3 cm\n")
    }
}
