import Testing

@testable import ExportRaster

@Suite("VectorPDF")
struct VectorPDFTests {
    static let red = RasterImage.Color(red: 1, green: 0, blue: 0)

    /// A 10 × 10 page with one red square filled with `rule`.
    func square(_ rule: FillRule) throws -> VectorPDF {
        var pdf = try VectorPDF(width: 10, height: 10)
        try pdf.fill(.rectangle(x: 1, y: 1, width: 8, height: 8), color: Self.red, rule: rule)
        return pdf
    }

    @Test("the header is the 1.7 version line and a comment of four bytes above 127")
    func header() throws {
        let bytes = try square(.nonzero).bytes()
        // ISO 32000-1 §7.5.2.
        #expect(Array(bytes.prefix(10)) == Array("%PDF-1.7\n%".utf8))
        #expect(bytes[10..<14].allSatisfy { $0 >= 128 })
        #expect(bytes[14] == 0x0A)
    }

    @Test("every xref offset points at its 'N 0 obj', and startxref at the xref table")
    func crossReference() throws {
        let bytes = try square(.evenOdd).bytes()
        let file = try PDFFileReader(bytes)  // checks each offset, entry format and /Length
        #expect(file.objects.map(\.number) == [1, 2, 3, 4])
        #expect(file.trailer.contains("/Size 5 /Root 1 0 R"))
        #expect(String(decoding: bytes[file.startXref..<(file.startXref + 9)], as: UTF8.self) == "xref\n0 5\n")
        #expect(file.object(1)?.dictionary == "<< /Type /Catalog /Pages 2 0 R >>\n")
        #expect(file.object(2)?.dictionary == "<< /Type /Pages /Kids [3 0 R] /Count 1 >>\n")
        let page = try #require(file.object(3)?.dictionary)
        #expect(page.contains("/Type /Page /Parent 2 0 R /MediaBox [0 0 10 10]"))
        #expect(page.contains("/Contents 4 0 R"))
        #expect(!page.contains("/Group"))  // no transparency used
        #expect(file.object(4)?.dictionary.contains("/Filter /FlateDecode") == true)
    }

    @Test("the trailer's file identifier is two equal 16-byte strings derived from the bytes")
    func identifier() throws {
        let first = try square(.nonzero).bytes()
        let second = try square(.nonzero).bytes()
        #expect(first == second)
        let other = try square(.evenOdd).bytes()
        let ids = try [first, other].map { bytes in
            let trailer = try PDFFileReader(bytes).trailer
            let range = try #require(trailer.range(of: "/ID ["))
            let pair = trailer[range.upperBound...].prefix { $0 != "]" }.split(separator: " ")
            #expect(pair.count == 2 && pair[0] == pair[1] && pair[0].count == 34)
            return String(pair[0])
        }
        #expect(ids[0] != ids[1])
    }

    @Test("content streams round-trip through our Inflate to the operators drawn")
    func contentRoundTrip() throws {
        let pdf = try square(.nonzero)
        for level in [0, 1, 6, 12] {
            let file = try PDFFileReader(try pdf.bytes(compressionLevel: level))
            #expect(try file.inflatedStream(4) == String(decoding: pdf.pageOperators(), as: UTF8.self))
        }
    }

    @Test("each fill rule is painted with its operator", arguments: [(FillRule.nonzero, "f"), (.evenOdd, "f*")])
    func fillRuleOperator(rule: FillRule, expected: String) throws {
        let content = try PDFFileReader(try square(rule).bytes()).inflatedStream(4)
        // §8.3.2.3 flip to top-down, §8.6.8 rg, §8.5.2 m l h, §8.5.3.3 f / f*.
        #expect(content == "1 0 0 -1 0 10 cm\n1 0 0 rg\n1 1 m\n9 1 l\n9 9 l\n1 9 l\nh\n\(expected)\n")
    }

    @Test("a quadratic curve becomes the cubic it equals, with controls two thirds of the way")
    func quadraticToCubic() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        var path = VectorPath()
        path.move(to: VectorPoint(x: 0, y: 0))
        path.quadCurve(to: VectorPoint(x: 6, y: 0), control: VectorPoint(x: 3, y: 6))
        try pdf.fill(path, color: .black)
        // p0 + ⅔(q − p0) = (2, 4); p1 + ⅔(q − p1) = (6 − 2, 4) = (4, 4).
        #expect(String(decoding: pdf.content.bytes, as: UTF8.self) == "0 0 0 rg\n0 0 m\n2 4 4 4 6 0 c\nf\n")
    }

    @Test("subpaths follow the rasterizer: leading segments dropped, a segment after close restarts at the start")
    func subpaths() throws {
        let path = VectorPath(elements: [
            .line(VectorPoint(x: 5, y: 5)),
            .move(VectorPoint(x: 1, y: 1)), .line(VectorPoint(x: 2, y: 1)), .close,
            .line(VectorPoint(x: 1, y: 3)), .move(VectorPoint(x: 7, y: 7)),
        ])
        let operators = try VectorPDF.pathOperators(path, transform: .identity, drawing: 0)
        #expect(String(decoding: operators, as: UTF8.self) == "1 1 m\n2 1 l\nh\n1 1 m\n1 3 l\n")
        #expect(try VectorPDF.pathOperators(VectorPath(), transform: .identity, drawing: 0).isEmpty)
        let lone = VectorPath(elements: [.move(VectorPoint(x: 1, y: 1))])
        #expect(try VectorPDF.pathOperators(lone, transform: .identity, drawing: 0).isEmpty)
    }

    @Test("a stroke under a uniform scale is written on the page with the width scaled")
    func uniformStroke() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        let line = VectorPath(elements: [.move(VectorPoint(x: 0, y: 0)), .line(VectorPoint(x: 4, y: 0))])
        let style = VectorStroke(width: 1.5, cap: .round, join: .bevel)
        try pdf.stroke(
            line, transform: .scale(x: 2, y: 2), style: style, color: RasterImage.Color(red: 0, green: 0, blue: 1))
        // §8.4.3: width 1.5 × 2 = 3, cap 1 (round), join 2 (bevel); no miter limit without miter joins.
        #expect(String(decoding: pdf.content.bytes, as: UTF8.self) == "0 0 1 RG\n3 w\n1 J\n2 j\n0 0 m\n8 0 l\nS\n")
    }

    @Test("a stroke under a non-uniform transform is drawn in the shape's space under a cm")
    func stretchedStroke() throws {
        var pdf = try VectorPDF(width: 20, height: 20)
        let line = VectorPath(elements: [.move(VectorPoint(x: 0, y: 0)), .line(VectorPoint(x: 4, y: 2))])
        let transform = VectorTransform(a: 2, b: 0, c: 0, d: 0.5, e: 3, f: 1)
        try pdf.stroke(line, transform: transform, style: VectorStroke(), color: .black)
        // Largest stretch s = 2: cm = [2/2 0 0 0.5/2 3 1], path at 2 × (x, y), width 1 × 2 = 2.
        // Check: cm maps (8, 4) to (8 + 3, 1 + 1) = (11, 2) = transform applied to (4, 2).
        #expect(
            String(decoding: pdf.content.bytes, as: UTF8.self)
                == "0 0 0 RG\n2 w\n0 J\n0 j\n4 M\nq\n1 0 0 0.25 3 1 cm\n0 0 m\n8 4 l\nS\nQ\n")
    }

    @Test("graphics state already set is not repeated")
    func stateIsTracked() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        let dot = VectorPath.rectangle(x: 0, y: 0, width: 1, height: 1)
        try pdf.fill(dot, color: Self.red)
        try pdf.fill(dot, color: Self.red)
        try pdf.stroke(dot, style: VectorStroke(width: 2), color: Self.red)
        try pdf.stroke(dot, style: VectorStroke(width: 2), color: Self.red)
        let text = String(decoding: pdf.content.bytes, as: UTF8.self)
        #expect(text.components(separatedBy: " rg\n").count == 2)
        #expect(text.components(separatedBy: " RG\n").count == 2)
        #expect(text.components(separatedBy: " w\n").count == 2)
    }

    @Test("colour alpha sets ca for fills and CA for strokes, and the page declares a transparency group")
    func colourAlpha() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        let box = VectorPath.rectangle(x: 1, y: 1, width: 8, height: 8)
        try pdf.fill(box, color: Self.red.withOpacity(0.5))
        try pdf.stroke(box, style: VectorStroke(), color: Self.red.withOpacity(0.25))
        try pdf.fill(box, color: Self.red)
        let file = try PDFFileReader(try pdf.bytes())
        let content = try file.inflatedStream(4)
        #expect(content.contains("1 0 0 rg\n/GS0 gs\n1 1 m"))
        #expect(content.contains("1 0 0 RG\n/GS1 gs\n1 w"))
        #expect(content.contains("/GS2 gs\n1 1 m"))  // back to opaque
        let page = try #require(file.object(3)?.dictionary)
        #expect(page.contains("/GS0 << /Type /ExtGState /ca 0.5 >>"))
        #expect(page.contains("/GS1 << /Type /ExtGState /CA 0.25 >>"))
        #expect(page.contains("/GS2 << /Type /ExtGState /ca 1 >>"))
        #expect(page.contains("/Group << /Type /Group /S /Transparency /CS /DeviceRGB >>"))
    }

    @Test("nothing is written for transparent colours, zero widths or collapsed transforms")
    func invisibleDrawings() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        let box = VectorPath.rectangle(x: 1, y: 1, width: 8, height: 8)
        try pdf.fill(box, color: .clear)
        try pdf.stroke(box, style: VectorStroke(width: 0), color: .black)
        try pdf.stroke(box, style: VectorStroke(width: 0.000_01), color: .black)
        try pdf.stroke(box, transform: .scale(x: 0, y: 0), style: VectorStroke(), color: .black)
        try pdf.stroke(VectorPath(), style: VectorStroke(), color: .black)
        #expect(pdf.content.bytes.isEmpty)
        #expect(pdf.drawingCount == 5)
    }

    @Test("a layer below opacity 1 becomes an isolated transparency group painted with ca")
    func transparencyGroup() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        try pdf.drawLayer(opacity: 0.25) { layer throws(VectorPDFError) in
            try layer.fill(.rectangle(x: 1, y: 1, width: 8, height: 8), color: Self.red)
        }
        let file = try PDFFileReader(try pdf.bytes())
        #expect(file.objects.count == 5)
        // The form's own stream knows nothing of the state it is painted in, so it sets ca = 1.
        #expect(try file.inflatedStream(4) == "1 0 0 -1 0 10 cm\nq\n/GS1 gs\n/Fm0 Do\nQ\n")
        #expect(try file.inflatedStream(5) == "1 0 0 rg\n/GS0 gs\n1 1 m\n9 1 l\n9 9 l\n1 9 l\nh\nf\n")
        let form = try #require(file.object(5)?.dictionary)
        #expect(form.contains("/Type /XObject /Subtype /Form /BBox [0 0 10 10]"))
        #expect(form.contains("/Group << /Type /Group /S /Transparency /I true /CS /DeviceRGB >>"))
        #expect(form.contains("/GS0 << /Type /ExtGState /ca 1 >>"))
        let page = try #require(file.object(3)?.dictionary)
        #expect(page.contains("/ExtGState << /GS1 << /Type /ExtGState /ca 0.25 >> >> /XObject << /Fm0 5 0 R >>"))
        #expect(page.contains("/S /Transparency"))
    }

    @Test("an opaque layer is written in place between q and Q, a transparent one not at all")
    func opaqueAndInvisibleLayers() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        let box = VectorPath.rectangle(x: 0, y: 0, width: 2, height: 2)
        try pdf.drawLayer(opacity: 1) { layer throws(VectorPDFError) in try layer.fill(box, color: .black) }
        try pdf.drawLayer(opacity: 0) { layer throws(VectorPDFError) in try layer.fill(box, color: .black) }
        try pdf.drawLayer(opacity: .nan) { layer throws(VectorPDFError) in try layer.fill(box, color: .black) }
        try pdf.drawLayer(opacity: 0.5) { _ throws(VectorPDFError) in }
        #expect(
            String(decoding: pdf.content.bytes, as: UTF8.self)
                == "q\n0 0 0 rg\n/GS0 gs\n0 0 m\n2 0 l\n2 2 l\n0 2 l\nh\nf\nQ\n")
        #expect(pdf.forms.isEmpty)
        #expect(pdf.drawingCount == 3)
    }

    @Test("nested layers become nested groups, each form naming the forms it paints")
    func nestedLayers() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        try pdf.drawLayer(opacity: 0.5) { outer throws(VectorPDFError) in
            try outer.fill(.rectangle(x: 0, y: 0, width: 4, height: 4), color: .black)
            try outer.drawLayer(opacity: 0.5) { inner throws(VectorPDFError) in
                try inner.fill(.rectangle(x: 2, y: 2, width: 4, height: 4), color: Self.red)
            }
        }
        let file = try PDFFileReader(try pdf.bytes())
        #expect(file.objects.count == 6)
        // Fm0 (object 5) is the inner group, Fm1 (object 6) the outer one.
        #expect(try file.inflatedStream(4).hasSuffix("/Fm1 Do\nQ\n"))
        #expect(try file.inflatedStream(6).hasSuffix("/Fm0 Do\nQ\n"))
        #expect(file.object(6)?.dictionary.contains("/XObject << /Fm0 5 0 R >>") == true)
    }

    @Test("layers may nest 13 deep, the most that keeps q nesting within 28")
    func layerDepth() throws {
        func nest(_ depth: Int, _ surface: inout VectorPDF) throws(VectorPDFError) {
            guard depth > 0 else {
                try surface.stroke(
                    .rectangle(x: 1, y: 1, width: 2, height: 2), transform: .scale(x: 1, y: 2), style: VectorStroke(),
                    color: .black)
                return
            }
            try surface.drawLayer(opacity: 0.9) { layer throws(VectorPDFError) in try nest(depth - 1, &layer) }
        }
        var deepest = try VectorPDF(width: 10, height: 10)
        try nest(VectorPDF.maximumLayerDepth, &deepest)
        let file = try PDFFileReader(try deepest.bytes())
        // Count q-levels along the chain: each group adds q plus the save of Do, the stroke one q.
        var depth = 0
        var number = 4
        while true {
            let content = try file.inflatedStream(number)
            guard let reference = content.split(separator: "\n").first(where: { $0.hasSuffix(" Do") }) else {
                depth += content.contains("q\n") ? 1 : 0
                break
            }
            depth += 2
            let name = String(reference.dropLast(3))
            let dictionary = number == 4 ? file.object(3)?.dictionary : file.object(number)?.dictionary
            number = try #require(PDFContentInterpreter.numbers(after: name + " ", in: dictionary ?? "")?.first).toInt
        }
        #expect(depth == 27)
        var tooDeep = try VectorPDF(width: 10, height: 10)
        #expect(throws: VectorPDFError.layerNestingTooDeep(limit: 13, drawing: 0)) {
            try nest(VectorPDF.maximumLayerDepth + 1, &tooDeep)
        }
    }

    @Test("a drawing that throws leaves the page as it was")
    func failedDrawingWritesNothing() throws {
        var pdf = try VectorPDF(width: 10, height: 10)
        try pdf.fill(.rectangle(x: 0, y: 0, width: 1, height: 1), color: .black)
        let before = pdf.content.bytes
        let bad = VectorPath(elements: [
            .move(VectorPoint(x: 0, y: 0)), .line(VectorPoint(x: 5, y: 0)), .line(VectorPoint(x: 5, y: 40_000)),
        ])
        #expect(throws: VectorPDFError.numberOutOfRange(40_000, drawing: 1)) { try pdf.fill(bad, color: .black) }
        #expect(throws: VectorPDFError.numberOutOfRange(40_000, drawing: 2)) {
            try pdf.stroke(bad, style: VectorStroke(), color: .black)
        }
        #expect(throws: VectorPDFError.numberOutOfRange(40_000, drawing: 3)) {
            try pdf.drawLayer(opacity: 0.5) { layer throws(VectorPDFError) in try layer.fill(bad, color: .black) }
        }
        #expect(pdf.content.bytes == before)
        #expect(pdf.forms.isEmpty)
        #expect(pdf.drawingCount == 4)
    }
}

extension Double {
    fileprivate var toInt: Int { Int(self) }
}
