import Testing

@testable import ExportRaster

@Suite("Batch export to ZIP")
struct SymbolBatchExportTests {
    func items(_ count: Int) throws -> [SymbolBatchExport.Item] {
        let template = try SymbolTemplate(svg: try RenderingFixtures.text("badge.plus.template.svg"))
        return (0..<count).map { i in
            SymbolBatchExport.Item(
                symbolName: "symbol\(i)", template: template, variant: SymbolVariant(weight: .regular, scale: .medium),
                mode: .multicolor)
        }
    }

    @Test("writes every symbol at every scale and reports progress")
    func archive() throws {
        var zip = ZIPWriter()
        var reports: [SymbolBatchExport.Progress] = []
        try SymbolBatchExport.write(try items(2), pointSize: 16, scales: [1, 2], into: &zip) { progress in
            reports.append(progress)
            return true
        }
        let archive = try zip.finish()
        let reader = try ZIPReader(archive)
        #expect(reader.entries.map(\.name) == ["symbol0@1x.png", "symbol0@2x.png", "symbol1@1x.png", "symbol1@2x.png"])
        let image = try PNG.decode(try reader.contents(of: reader.entries[3]))
        #expect(image.width == 32)
        #expect(reports.map(\.filesWritten) == [2, 4])
        #expect(reports.last == SymbolBatchExport.Progress(completedSymbols: 2, totalSymbols: 2, filesWritten: 4))
    }

    @Test("the progress handler can cancel")
    func cancel() throws {
        var zip = ZIPWriter()
        #expect(throws: SymbolBatchExport.Failure.cancelled(completedSymbols: 1)) {
            try SymbolBatchExport.write(try items(3), pointSize: 8, into: &zip) { _ in false }
        }
    }

    @Test("failures name the symbol, and duplicate names are archive errors")
    func failures() throws {
        var zip = ZIPWriter()
        var bad = try items(1)
        bad[0].mode = .palette([])
        #expect(throws: SymbolBatchExport.Failure.export(symbolName: "symbol0", .template(.emptyPalette))) {
            try SymbolBatchExport.write(bad, into: &zip) { _ in true }
        }
        var twice = try items(1)
        twice.append(twice[0])
        var other = ZIPWriter()
        #expect(throws: SymbolBatchExport.Failure.self) {
            try SymbolBatchExport.write(twice, pointSize: 8, scales: [1], into: &other) { _ in true }
        }
        #expect(SymbolBatchExport.Failure.cancelled(completedSymbols: 3).description.contains("3"))
        #expect(SymbolBatchExport.Failure.export(symbolName: "a", .template(.emptyPalette)).description.contains("a"))
        #expect(SymbolBatchExport.Failure.zip(.alreadyFinished).description.hasPrefix("Writing"))
    }

    @Test("writes PNG, SVG and PDF entries, one vector file per symbol, and counts every file")
    func vectorFormats() throws {
        var zip = ZIPWriter()
        var reports: [SymbolBatchExport.Progress] = []
        try SymbolBatchExport.write(
            try items(2), pointSize: 16, scales: [1, 2], formats: [.png, .svg, .pdf], into: &zip
        ) {
            reports.append($0)
            return true
        }
        let reader = try ZIPReader(try zip.finish())
        #expect(
            reader.entries.map(\.name) == [
                "symbol0@1x.png", "symbol0@2x.png", "symbol0@1x.svg", "symbol0@1x.pdf",
                "symbol1@1x.png", "symbol1@2x.png", "symbol1@1x.svg", "symbol1@1x.pdf",
            ])
        #expect(reports.map(\.filesWritten) == [4, 8])
        // PKWARE APPNOTE §4.4.5: method 0 is stored, 8 deflated. PNGs are stored; the text of
        // SVG and of the PDF's object structure deflates.
        #expect(reader.entries.prefix(4).map(\.method) == [0, 0, 8, 8])
        let pdf = try PDFFileReader(try reader.contents(of: reader.entries[3]))
        #expect(pdf.object(3)?.dictionary.contains("/MediaBox [0 0 16 16]") == true)
        let svg = String(decoding: try reader.contents(of: reader.entries[2]), as: UTF8.self)
        #expect(try SVGImage(svg: svg).warnings.isEmpty)
    }

    @Test("a vector-only batch can be cancelled and reports PDF failures by symbol")
    func vectorFailures() throws {
        var zip = ZIPWriter()
        #expect(throws: SymbolBatchExport.Failure.cancelled(completedSymbols: 1)) {
            try SymbolBatchExport.write(try items(3), formats: [.pdf], into: &zip) { _ in false }
        }
        var other = ZIPWriter()
        #expect(
            throws: SymbolBatchExport.Failure.export(symbolName: "symbol0", .pdf(.invalidPageSize(width: 1, height: 1)))
        ) {
            try SymbolBatchExport.write(try items(1), pointSize: 1, formats: [.pdf], into: &other) { _ in true }
        }
    }
}
