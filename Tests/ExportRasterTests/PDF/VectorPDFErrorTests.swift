import Testing

@testable import ExportRaster

@Suite("VectorPDF errors")
struct VectorPDFErrorTests {
    @Test(
        "page sides outside 3…14,400 points are rejected",
        arguments: [(0.0, 10.0), (10, 2.99), (-5, 10), (14_400.5, 10), (10, .infinity)])
    func pageSize(width: Double, height: Double) {
        #expect(throws: VectorPDFError.invalidPageSize(width: width, height: height)) {
            try VectorPDF(width: width, height: height)
        }
    }

    @Test("a NaN page side is rejected")
    func nanPageSize() {
        let error = #expect(throws: VectorPDFError.self) { try VectorPDF(width: .nan, height: 10) }
        guard case .invalidPageSize(let width, 10) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(width.isNaN)
    }

    @Test("the smallest and largest pages are accepted")
    func pageSizeLimits() throws {
        #expect(try VectorPDF(width: 3, height: 14_400).width == 3)
    }

    @Test("compression levels outside 0…12 are rejected", arguments: [-1, 13])
    func compressionLevel(level: Int) throws {
        let pdf = try VectorPDF(width: 10, height: 10)
        #expect(throws: VectorPDFError.invalidCompressionLevel(level)) { try pdf.bytes(compressionLevel: level) }
    }

    @Test("non-finite points, widths and transform entries are rejected with the drawing's index")
    func nonFinite() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        let nanPath = VectorPath(elements: [.move(VectorPoint(x: 0, y: .nan)), .line(VectorPoint(x: 1, y: 1))])
        let error = #expect(throws: VectorPDFError.self) { try pdf.fill(nanPath, color: .black) }
        guard case .numberOutOfRange(let value, drawing: 0) = error, value.isNaN else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        let box = VectorPath.rectangle(x: 0, y: 0, width: 1, height: 1)
        #expect(throws: VectorPDFError.numberOutOfRange(.infinity, drawing: 1)) {
            try pdf.stroke(box, style: VectorStroke(width: .infinity), color: .black)
        }
        #expect(throws: VectorPDFError.numberOutOfRange(-.infinity, drawing: 2)) {
            try pdf.stroke(box, transform: .translation(x: -.infinity, y: 0), style: VectorStroke(), color: .black)
        }
        #expect(throws: VectorPDFError.numberOutOfRange(-1e300, drawing: 3)) {
            try pdf.stroke(box, transform: .scale(x: 1e200, y: -1e300), style: VectorStroke(), color: .black)
        }
        #expect(throws: VectorPDFError.numberOutOfRange(40_000, drawing: 4)) {
            try pdf.stroke(box, style: VectorStroke(width: 40_000), color: .black)
        }
        #expect(throws: VectorPDFError.numberOutOfRange(40_000, drawing: 5)) {
            try pdf.stroke(
                box, transform: VectorTransform(a: 1, b: 0, c: 0, d: 2, e: 40_000, f: 0), style: VectorStroke(),
                color: .black)
        }
        #expect(pdf.content.bytes.isEmpty)
    }

    @Test("hostile SVG input throws typed errors instead of writing a broken file")
    func hostileSVG() throws {
        let far = try SVGImage(svg: "<svg viewBox='0 0 10 10'><path d='M0 0L1e9 0L0 1z'/></svg>")
        #expect(throws: VectorPDFError.numberOutOfRange(1e9, drawing: 0)) { try far.pdf(width: 10, height: 10) }

        let overflow = try SVGImage(
            svg:
                "<svg viewBox='0 0 10 10'><rect width='1' height='1'/><path transform='scale(1e200)' d='M0 0L1e200 0L0 1z'/></svg>"
        )
        #expect(throws: VectorPDFError.numberOutOfRange(.infinity, drawing: 1)) {
            try overflow.pdf(width: 10, height: 10)
        }

        let stroke = try SVGImage(
            svg: "<svg viewBox='0 0 10 10'><path d='M0 0L1 1' stroke='red' stroke-width='1e12' fill='none'/></svg>")
        #expect(throws: VectorPDFError.numberOutOfRange(1e12, drawing: 0)) { try stroke.pdf(width: 10, height: 10) }

        let groups =
            String(repeating: "<g opacity='0.5'>", count: 14) + "<rect width='5' height='5'/>"
            + String(repeating: "</g>", count: 14)
        let deep = try SVGImage(svg: "<svg viewBox='0 0 10 10'>\(groups)</svg>")
        #expect(throws: VectorPDFError.layerNestingTooDeep(limit: 13, drawing: 0)) {
            try deep.pdf(width: 10, height: 10)
        }
        let ok =
            String(repeating: "<g opacity='0.5'>", count: 13) + "<rect width='5' height='5'/>"
            + String(repeating: "</g>", count: 13)
        #expect(
            try PDFFileReader(try SVGImage(svg: "<svg viewBox='0 0 10 10'>\(ok)</svg>").pdf(width: 10, height: 10))
                .objects.count == 17)

        let icon = try SVGImage(svg: "<svg viewBox='0 0 10 10'><rect width='5' height='5'/></svg>")
        #expect(throws: VectorPDFError.invalidPageSize(width: 0, height: 64)) { try icon.pdf(width: 0, height: 64) }
        #expect(throws: SVGError.self) { try SVGImage(svg: "<svg><g></svg>").pdf(width: 10, height: 10) }
    }

    @Test("descriptions say what is wrong and where")
    func descriptions() {
        #expect(VectorPDFError.invalidPageSize(width: 0, height: 5).description.contains("0.0 × 5.0 points"))
        #expect(VectorPDFError.numberOutOfRange(1e9, drawing: 7).description.hasPrefix("Drawing 7 has the number"))
        #expect(VectorPDFError.layerNestingTooDeep(limit: 13, drawing: 2).description.contains("more than 13 deep"))
        #expect(VectorPDFError.invalidCompressionLevel(13).description.contains("13"))
    }
}
