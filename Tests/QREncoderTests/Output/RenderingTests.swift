import TestSupport
import Testing

@testable import QREncoder

@Suite("Rendering")
struct RenderingTests {
    @Test("rows include the quiet zone on every side")
    func rowsWithQuietZone() throws {
        let code = try QRCode(encoding: "QUIET", correction: .low)
        let rows = try code.rows()
        #expect(rows.count == code.size + 8)
        #expect(rows[0].allSatisfy { !$0 })
        #expect(rows[4][4] == code[0, 0])
        #expect(try code.rows(quietZone: 0).count == code.size)
        #expect(
            throws: QRCodeError.invalidRenderingOption(option: "quietZone", reason: "must be within 0...1000, got -1")
        ) {
            try code.rows(quietZone: -1)
        }
    }

    @Test("the SVG has a view box including the quiet zone")
    func svgHeader() throws {
        let code = try QRCode(encoding: "SVG", correction: .medium)
        #expect(try code.svg().hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 29 29\""))
    }

    @Test("the SVG is one path whose runs cover exactly the dark modules", arguments: [3, 300, 2000])
    func svgPath(length: Int) throws {
        var random = SplitMix64(seed: UInt64(length))
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
        let code = try QRCode(encoding: bytes, correction: .low)
        let svg = try code.svg()
        #expect(svg.split(separator: "<path").count == 2)
        // Re-draw the path's runs and compare with the matrix.
        let d = try #require(svg.split(separator: "d=\"").last?.split(separator: "\"").first)
        var dark = Set<Int>()
        for command in d.split(separator: "M") {
            let numbers = command.split(whereSeparator: { " hvz-".contains($0) }).compactMap { Int($0) }
            let (x, y, length) = (numbers[0] - 4, numbers[1] - 4, numbers[2])
            for i in 0..<length { dark.insert(y * code.size + x + i) }
        }
        for y in 0..<code.size {
            for x in 0..<code.size { #expect(dark.contains(y * code.size + x) == code[x, y]) }
        }
        #expect(try code.svg(light: nil).contains("<rect") == false)
        #expect(throws: QRCodeError.self) { try code.svg(dark: "red\"/><script>") }
    }

    @Test("terminal output uses half blocks, two module rows per line")
    func terminal() throws {
        let code = try QRCode(encoding: "T", correction: .low)
        let text = try code.terminalString(quietZone: 1, invert: true)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == (code.size + 2 + 1) / 2)
        #expect(lines.allSatisfy { $0.count == code.size + 2 })
        // Row 1 and 2 of the padded matrix: quiet zone then the finder's top edge (dark, dark).
        let second = Array(lines[1])
        #expect(second[1] == "█" || second[1] == "▀" || second[1] == "▄")
        let plain = try code.terminalString()
        #expect(plain.split(separator: "\n").count == (code.size + 4 + 1) / 2)
        #expect(Array(plain.split(separator: "\n")[0]).allSatisfy { $0 == "█" })
    }

    @Test(
        "pixel layouts use the largest whole scale and widen the quiet zone",
        arguments: [
            (256, 21, 8, 44, 44),  // 29 modules with zone: 8 px each; 256 − 168 = 88 spare
            (512, 25, 15, 68, 69),  // 33 with zone: 15 px; 512 − 375 = 137 spare
            (1024, 177, 5, 69, 70),  // 185 with zone: 5 px; 1024 − 885 = 139 spare
        ])
    func pixelLayout(pixels: Int, modules: Int, scale: Int, leading: Int, trailing: Int) throws {
        let layout = try QRPixelLayout(pixelSize: pixels, modules: modules)
        #expect(layout.moduleScale == scale)
        #expect(layout.leadingMargin == leading && layout.trailingMargin == trailing)
        #expect(layout.leadingMargin >= 4 * scale)
        #expect(leading + trailing + scale * modules == pixels)
    }

    @Test("too small an image is a typed error")
    func tooSmall() throws {
        let code = try QRCode(encoding: [UInt8](repeating: 1, count: 2900), correction: .low)
        #expect(throws: QRCodeError.imageTooSmall(pixels: 128, needed: 185)) { try code.pixelLayout(pixelSize: 128) }
    }

    @Test("greyscale pixels paint each module as a square")
    func grayscale() throws {
        let code = try QRCode(encoding: "PIXELS", correction: .high)
        let layout = try code.pixelLayout(pixelSize: 256)
        let pixels = code.grayscalePixels(layout)
        #expect(pixels.count == 256 * 256)
        for y in 0..<code.size {
            for x in 0..<code.size {
                let px = layout.leadingMargin + x * layout.moduleScale + layout.moduleScale / 2
                let py = layout.leadingMargin + y * layout.moduleScale + layout.moduleScale / 2
                #expect((pixels[py * 256 + px] == 0) == code[x, y])
            }
        }
        #expect(pixels[0] == 255)
        let other = try QRPixelLayout(pixelSize: 256, modules: 25)
        #expect(code.grayscalePixels(other).allSatisfy { $0 == 255 })
    }

    @Test(
        "each error description names the value, field, offset or version at fault",
        arguments: [
            (
                QRCodeError.dataTooLong(bitsOver: 37, fitsAt: QRSymbolSize(version: 12, correction: .quartile)),
                ["37 bits", "version 12", "level Q"]
            ),
            (.dataTooLong(bitsOver: 213, fitsAt: nil), ["213 bits", "no QR Code"]),
            (.characterNotEncodable(mode: .numeric, offset: 31, scalar: "x"), ["U+78", "offset 31", "numeric"]),
            (.characterNotEncodable(mode: .kanji, offset: 0, scalar: "é"), ["U+E9", "offset 0", "kanji"]),
            (.invalidVersionRange(lower: 0, upper: 43), ["0...43", "1...40"]),
            (.invalidMask(9), ["mask 9", "0...7"]),
            (.invalidECI(1_000_000), ["ECI", "1000000", "999999"]),
            (.segmentTooLong(index: 2, characters: 300), ["segment 2", "300 characters"]),
            (.invalidPayloadField(field: "ssid", reason: "must not be empty"), ["ssid", "must not be empty"]),
            (.imageTooSmall(pixels: 10, needed: 29), ["10 pixels", "needs 29"]),
            (.invalidRenderingOption(option: "dark", reason: "is not a colour"), ["option dark", "is not a colour"]),
            (.invalidMatrixSize(20), ["side 20"]),
            (.unreadableFormatInformation, ["format information"]),
            (.unreadableVersionInformation, ["version information"]),
            (.uncorrectableBlock(block: 2), ["block 2"]),
            (.malformedData(bitOffset: 77, reason: "cut short"), ["bit 77", "cut short"]),
            (.structuredAppendMismatch(reason: "symbol 3 of 5 is missing"), ["symbol 3 of 5 is missing"]),
        ])
    func descriptions(error: QRCodeError, fragments: [String]) {
        for fragment in fragments {
            #expect(error.description.contains(fragment), "\(error.description) does not name \(fragment)")
        }
    }

    @Test("symbol sizes, modes and levels print as ISO/IEC 18004 names them")
    func names() {
        #expect(QRSymbolSize(version: 5, correction: .quartile).description == "5-Q")
        #expect(
            QRSegment.Mode.allCases.map(\.description) == [
                "numeric", "alphanumeric", "byte", "kanji", "ECI", "structured append",
            ])
        #expect(QRErrorCorrection.allCases.map(\.description) == ["L", "M", "Q", "H"])
    }
}
