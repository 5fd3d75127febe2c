import Testing

@testable import ExportRaster

@Suite("SF Symbols templates")
struct SymbolTemplateTests {
    static let regular = SymbolVariant(weight: .regular, scale: .medium)

    func template() throws -> SymbolTemplate {
        try SymbolTemplate(svg: try RenderingFixtures.text("badge.plus.template.svg"))
    }

    @Test("lists the variants the template holds, in document order")
    func variants() throws {
        let t = try template()
        #expect(t.variants == [Self.regular, SymbolVariant(weight: .bold, scale: .medium)])
        #expect(t.nearestVariant(to: SymbolVariant(weight: .semibold, scale: .medium)).weight == .bold)
        #expect(t.nearestVariant(to: SymbolVariant(weight: .thin, scale: .large)) == Self.regular)
        #expect(t.nearestVariant(to: Self.regular) == Self.regular)
    }

    @Test("variant ids round-trip and reject other strings")
    func variantIDs() {
        #expect(SymbolVariant(id: "Ultralight-S") == SymbolVariant(weight: .ultralight, scale: .small))
        #expect(SymbolVariant(id: "Black-L")?.description == "Black-L")
        #expect(SymbolVariant(id: "Regular") == nil)
        #expect(SymbolVariant(id: "Regular-XL") == nil)
        #expect(SymbolVariant(id: "Normal-M") == nil)
    }

    @Test("a missing variant names those that exist")
    func missingVariant() throws {
        let t = try template()
        let black = SymbolVariant(weight: .black, scale: .large)
        let error = SymbolTemplateError.missingVariant(black, available: t.variants)
        #expect(throws: error) { try t.render(black, mode: .multicolor, pixelSize: 64) }
        #expect(error.description.contains("Regular-M, Bold-M"))
    }

    @Test("the margins span the square and the glyph is centred vertically")
    func placement() throws {
        // Regular-M: margins at x 96 and 184 (88 wide), outline from y 120 to 200 (80 high).
        let canvas = try template().render(Self.regular, mode: .monochrome(.black), pixelSize: 88)
        // Scale 1: the ring's left edge (x 100) is 4 px in, its top (y 120) 4 px down.
        #expect(canvas.pixel(x: 3, y: 44).alpha == 0)
        #expect(canvas.pixel(x: 5, y: 44).alpha == 1)
        #expect(canvas.pixel(x: 44, y: 3).alpha == 0)
        #expect(canvas.pixel(x: 44, y: 5).alpha == 1)
    }

    @Test("monochrome paints every layer in one colour")
    func monochrome() throws {
        let canvas = try template().render(
            Self.regular, mode: .monochrome(RasterImage.Color(red: 1, green: 0, blue: 0)), pixelSize: 88)
        // Centre of the plus, the ring, and the tertiary dot are all opaque red.
        for (x, y) in [(44, 44), (10, 44), (72, 16)] {
            let p = canvas.pixel(x: x, y: y)
            #expect(p.red == 1 && p.green == 0 && p.alpha == 1)
        }
    }

    @Test("hierarchical mode draws secondary and tertiary layers at lower opacity")
    func hierarchical() throws {
        let canvas = try template().render(Self.regular, mode: .hierarchical(.black), pixelSize: 88)
        #expect(canvas.pixel(x: 44, y: 44).alpha == 1)  // primary plus
        #expect(abs(canvas.pixel(x: 10, y: 44).alpha - 0.5) < 1e-6)  // secondary ring
        // Tertiary dot (0.25) over the secondary ring (0.5): 0.25 + 0.5 × 0.75.
        #expect(abs(canvas.pixel(x: 68, y: 14).alpha - 0.625) < 1e-6)
        #expect(abs(canvas.pixel(x: 72, y: 8).alpha - 0.25) < 1e-6)  // the dot alone
    }

    @Test("palette mode assigns colours by level and reuses the last one")
    func palette() throws {
        let red = RasterImage.Color(red: 1, green: 0, blue: 0)
        let blue = RasterImage.Color(red: 0, green: 0, blue: 1)
        let canvas = try template().render(Self.regular, mode: .palette([red, blue]), pixelSize: 88)
        #expect(canvas.pixel(x: 44, y: 44).red == 1)
        #expect(canvas.pixel(x: 10, y: 44).blue == 1)
        #expect(canvas.pixel(x: 72, y: 16).blue == 1)  // tertiary reuses the last colour
        #expect(throws: SymbolTemplateError.emptyPalette) {
            try template().render(Self.regular, mode: .palette([]), pixelSize: 8)
        }
    }

    @Test("multicolor mode uses the template's own colours")
    func multicolor() throws {
        let bytes = try template().render(Self.regular, mode: .multicolor, pixelSize: 88).straightRGBA8()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bytes[((y * 88 + x) * 4)..<((y * 88 + x) * 4 + 4)]) }
        #expect(pixel(44, 44) == [0xFF, 0x3B, 0x30, 255])
        #expect(pixel(10, 44) == [0x00, 0x7A, 0xFF, 255])
        #expect(pixel(72, 16) == [0x34, 0xC7, 0x59, 255])
    }

    @Test("multicolor falls back to system colours, then to the shape's own fill")
    func multicolorFallback() throws {
        let svg = """
            <svg><g id="Symbols"><g id="Regular-M">
              <rect class="multicolor-0:systemGreenColor" width="2" height="2"/>
              <rect x="2" fill="#123456" width="2" height="2"/>
              <rect x="4" class="multicolor-1:madeUpColor" width="2" height="2" stroke="red"/>
            </g></g></svg>
            """
        let t = try SymbolTemplate(svg: svg)
        let bytes = try t.render(Self.regular, mode: .multicolor, pixelSize: 6).straightRGBA8()
        // The 6 × 2 outline fills the width and is centred vertically: rows 2 and 3.
        let row = 2 * 6 * 4
        #expect(Array(bytes[(row + 0)..<(row + 3)]) == [0x34, 0xC7, 0x59])
        #expect(Array(bytes[(row + 8)..<(row + 11)]) == [0x12, 0x34, 0x56])
        // An unknown colour name keeps the shape's own paint: black fill under a red stroke.
        #expect(bytes[row + 16] > 100 && bytes[row + 17] == 0 && bytes[row + 19] == 255)
    }

    @Test("templates without variants or with bad SVG are rejected")
    func invalidTemplates() {
        #expect(throws: SymbolTemplateError.noVariants) { try SymbolTemplate(svg: "<svg><g id='Symbols'/></svg>") }
        #expect(throws: SymbolTemplateError.invalidSVG(.notSVG(root: "g"))) { try SymbolTemplate(svg: "<g/>") }
        #expect(throws: SymbolTemplateError.invalidSVG(.invalidPathData(.expectedMoveTo(offset: 0), element: "path"))) {
            try SymbolTemplate(svg: "<svg><g id='Regular-M'><path d='Z'/></g></svg>")
        }
        #expect(throws: SymbolTemplateError.invalidSize(0)) {
            try SymbolTemplate(svg: "<svg><g id='Regular-M'/></svg>").render(
                Self.regular, mode: .multicolor, pixelSize: 0)
        }
    }

    @Test(
        "every error's message names what went wrong and where",
        arguments: [
            (SymbolTemplateError.invalidSVG(.notSVG(root: "html")), ["not valid SVG", "<html>"]),
            (.invalidSVG(.malformedXML(reason: "expected '='", offset: 4711)), ["byte 4711", "expected '='"]),
            (.noVariants, ["Symbols group", "Regular-M"]),
            (
                .missingVariant(
                    SymbolVariant(weight: .black, scale: .large),
                    available: [
                        SymbolVariant(weight: .regular, scale: .medium),
                        SymbolVariant(weight: .ultralight, scale: .small),
                    ]),
                ["no Black-L variant", "Regular-M, Ultralight-S"]
            ),
            (
                .missingVariant(SymbolVariant(weight: .black, scale: .large), available: []),
                ["no Black-L variant", "none"]
            ),
            (.emptyPalette, ["Palette", "at least one colour"]),
            (.invalidSize(4711), ["4711 pixels"]),
        ])
    func descriptions(error: SymbolTemplateError, needles: [String]) {
        let message = error.description
        #expect(needles.allSatisfy { message.contains($0) }, "\(message)")
    }

    static let modes: [(String, SymbolTemplate.RenderingMode)] = [
        ("monochrome", .monochrome(.black)),
        ("hierarchical", .hierarchical(RasterImage.Color(red8: 0x00, green8: 0x7A, blue8: 0xFF))),
        (
            "palette",
            .palette([
                RasterImage.Color(red8: 0xFF, green8: 0x95, blue8: 0x00),
                RasterImage.Color(red8: 0x58, green8: 0x56, blue8: 0xD6),
            ])
        ),
        ("multicolor", .multicolor),
    ]

    /// Golden images: validated once against rsvg-convert (Tests/CrossChecks/ExportRasterRendering);
    /// rewrite them with EXPORTRASTER_RECORD_GOLDENS=1 when rendering changes on purpose.
    @Test("renders all four modes like the committed golden images", arguments: modes.map(\.0))
    func goldens(name: String) throws {
        let mode = try #require(Self.modes.first { $0.0 == name }?.1)
        let t = try template()
        let canvas = try t.render(Self.regular, mode: mode, pixelSize: 64)
        let svg = try t.styledSVG(Self.regular, mode: mode, pixelSize: 64)
        let pngName = "badge.plus.\(name).png"
        if RenderingFixtures.recording {
            try RenderingFixtures.write(try PNG.encode(canvas.rasterImage()), to: pngName)
            try RenderingFixtures.write(Array(svg.utf8), to: "badge.plus.\(name).svg")
        }
        let golden = try PNG.decode(try RenderingFixtures.bytes(pngName))
        let ours = try canvas.rasterImage()
        #expect(golden.width == 64 && golden.height == 64)
        let worst = zip(golden.rgba, ours.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1)
        #expect(try RenderingFixtures.text("badge.plus.\(name).svg") == svg)
    }
}
