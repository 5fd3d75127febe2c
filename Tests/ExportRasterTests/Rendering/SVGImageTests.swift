import Testing

@testable import ExportRaster

@Suite("SVG reading")
struct SVGImageTests {
    @Test("a viewBox maps onto the output size, centred and keeping the aspect ratio")
    func viewBoxMapping() throws {
        let icon = try SVGImage(svg: "<svg viewBox='0 0 20 10'><rect x='0' y='0' width='20' height='10'/></svg>")
        let canvas = try icon.render(width: 40, height: 40)
        // 20 × 10 scaled by 2 into 40 × 20, centred vertically: rows 10..<30.
        #expect(abs(canvas.totalAlpha - 800) < 1e-3)
        #expect(canvas.pixel(x: 0, y: 9).alpha == 0)
        #expect(canvas.pixel(x: 0, y: 10).alpha == 1)
    }

    @Test("width and height stand in for a missing viewBox")
    func sizeWithoutViewBox() throws {
        let icon = try SVGImage(svg: "<svg width='8px' height='4'><rect width='4' height='4' fill='red'/></svg>")
        #expect(icon.viewBox.width == 8 && icon.viewBox.height == 4)
        let defaulted = try SVGImage(svg: "<svg/>")
        #expect(defaulted.viewBox.width == 100)
    }

    @Test("basic shapes cover their exact areas")
    func basicShapes() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
              <rect x="10" y="10" width="20" height="10"/>
              <polygon points="50,10 70,10 70,30"/>
              <polyline points="10 50 30 50 30 70" fill="black"/>
              <line x1="0" y1="0" x2="100" y2="100"/>
              <circle cx="80" cy="80" r="5"/>
              <ellipse cx="50" cy="80" rx="8" ry="4"/>
              <rect x="60" y="40" width="20" height="20" rx="5"/>
            </svg>
            """
        let icon = try SVGImage(svg: svg)
        var canvas = try RasterCanvas(width: 100, height: 100)
        canvas.flatteningTolerance = 0.001
        icon.draw(on: &canvas, transform: icon.viewTransform(width: 100, height: 100))
        let expected =
            200.0 + 200 + 200 + Double.pi * 25 + Double.pi * 32 + (400 - (4 - Double.pi) * 25)
        // Cubic arcs err by < 0.03 % of the radius; flattening by ≤ 0.001 px inwards.
        #expect(abs(canvas.totalAlpha - expected) < 0.05)
    }

    @Test("strokes come from presentation attributes, styles and classes")
    func strokesAndCascade() throws {
        let svg = """
            <svg viewBox="0 0 40 40">
              <style>/* class and element rules */ .thick { stroke-width: 4 } line { stroke: black }</style>
              <line class="thick" x1="10" y1="20" x2="30" y2="20" stroke-width="1" style="stroke-linecap: square"/>
            </svg>
            """
        let canvas = try SVGImage(svg: svg).render(width: 40, height: 40)
        // Width 4 from the class rule (over the attribute), square caps from the style attribute.
        #expect(abs(canvas.totalAlpha - 24 * 4) < 1e-3)
    }

    @Test("fill colours in hex, rgb() and named forms")
    func colours() throws {
        let svg = """
            <svg viewBox="0 0 3 1">
              <rect x="0" width="1" height="1" fill="#f00"/>
              <rect x="1" width="1" height="1" style="fill: rgb(0, 128, 0)"/>
              <rect x="2" width="1" height="1" fill="navy" fill-opacity="50%"/>
            </svg>
            """
        let bytes = try SVGImage(svg: svg).render(width: 3, height: 1).straightRGBA8()
        #expect(bytes == [255, 0, 0, 255, 0, 128, 0, 255, 0, 0, 128, 128])
    }

    @Test("group transforms and opacity apply to their children")
    func groups() throws {
        let svg = """
            <svg viewBox="0 0 10 10">
              <g transform="translate(5 0) scale(0.5)" opacity="0.5" fill="white">
                <rect width="10" height="10"/>
                <rect width="10" height="10"/>
              </g>
            </svg>
            """
        let canvas = try SVGImage(svg: svg).render(width: 10, height: 10)
        #expect(canvas.pixel(x: 7, y: 2).alpha == 0.5)
        #expect(canvas.pixel(x: 2, y: 2).alpha == 0)
        #expect(abs(canvas.totalAlpha - 12.5) < 1e-3)
    }

    @Test("currentColor, evenodd, display and visibility are honoured")
    func moreProperties() throws {
        let svg = """
            <svg viewBox="0 0 10 10" color="blue">
              <path d="M0 0h10v10H0zM2 2h6v6H2z" fill-rule="evenodd" fill="currentColor"/>
              <rect width="10" height="10" display="none"/>
              <rect width="10" height="10" visibility="hidden"/>
              <g style="display:none"><rect width="10" height="10"/></g>
            </svg>
            """
        let canvas = try SVGImage(svg: svg).render(width: 10, height: 10)
        #expect(abs(canvas.totalAlpha - 64) < 1e-3)
        #expect(canvas.pixel(x: 0, y: 0).blue == 1)
    }

    @Test("unsupported elements and values are reported as warnings")
    func warnings() throws {
        let svg = """
            <svg viewBox="0 0 10 10">
              <title>icon</title><desc>d</desc><defs><linearGradient id="g"/></defs>
              <text>hello</text>
              <use href="#a"/>
              <rect width="5" height="5" fill="url(#g)" stroke-dasharray="1 1" stroke-width="x"/>
              <rect width="5" height="5" transform="wobble(3)" color="nope" stroke="url(#g)"/>
              <svg viewBox="0 0 1 1"/>
              <style>svg > rect { fill: red }</style>
            </svg>
            """
        let icon = try SVGImage(svg: svg)
        let elements = icon.warnings.map(\.element)
        #expect(elements.contains("text"))
        #expect(elements.contains("use"))
        #expect(elements.contains("svg"))
        #expect(elements.contains("style"))
        #expect(icon.warnings.filter { $0.element == "rect" }.count == 6)
        #expect(icon.warnings.first { $0.element == "text" }?.description == "<text>: element not supported; skipped")
    }

    @Test("transform lists compose right to left")
    func transformLists() throws {
        let t = try #require(VectorTransform(svgTransform: "translate(10,20) rotate(90) scale(2)"))
        let p = t.apply(VectorPoint(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 22) < 1e-12)
        let r = try #require(
            VectorTransform(svgTransform: "rotate(180 5 5) skewX(0) skewY(0) translate(1) matrix(1 0 0 1 0 0)"))
        let q = r.apply(VectorPoint(x: 0, y: 0))
        #expect(abs(q.x - 9) < 1e-12 && abs(q.y - 10) < 1e-12)
        #expect(VectorTransform(svgTransform: "scale(1,2,3)") == nil)
        #expect(VectorTransform(svgTransform: "scale(a)") == nil)
        #expect(VectorTransform(svgTransform: "scale 2") == nil)
        #expect(VectorTransform(svgTransform: " ") == .identity)
    }

    @Test(
        "CSS colours",
        arguments: [
            ("#abc", RasterImage.Color(red8: 0xAA, green8: 0xBB, blue8: 0xCC)),
            ("#abcd", RasterImage.Color(red8: 0xAA, green8: 0xBB, blue8: 0xCC, alpha8: 0xDD)),
            ("#A0B1C2", RasterImage.Color(red8: 0xA0, green8: 0xB1, blue8: 0xC2)),
            ("#a0b1c280", RasterImage.Color(red8: 0xA0, green8: 0xB1, blue8: 0xC2, alpha8: 0x80)),
            ("rgb(255, 0, 0)", RasterImage.Color(red8: 255, green8: 0, blue8: 0)),
            ("rgba(0,0,255,0.5)", RasterImage.Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
            ("rgb(100% 50% 0% / 25%)", RasterImage.Color(red: 1, green: 0.5, blue: 0, alpha: 0.25)),
            (" Teal ", RasterImage.Color(red8: 0, green8: 0x80, blue8: 0x80)),
            ("transparent", RasterImage.Color.clear),
        ])
    func cssColours(text: String, expected: RasterImage.Color) throws {
        #expect(RasterImage.Color(cssColor: text) == expected)
    }

    @Test("malformed colours are rejected", arguments: ["#12", "#ggg", "rgb(1,2)", "rgb(a,b,c)", "nocolour", ""])
    func badColours(text: String) {
        #expect(RasterImage.Color(cssColor: text) == nil)
    }

    @Test("invalid path data in an element is an error naming the element")
    func invalidPath() {
        #expect(throws: SVGError.invalidPathData(.expectedMoveTo(offset: 0), element: "path")) {
            try SVGImage(svg: "<svg><path d='L 1 1'/></svg>")
        }
        #expect(SVGError.invalidPathData(.expectedMoveTo(offset: 0), element: "path").description.contains("<path>"))
    }

    @Test("a root other than svg is rejected")
    func notSVG() {
        #expect(throws: SVGError.notSVG(root: "html")) { try SVGImage(svg: "<html></html>") }
    }

    @Test("degenerate shapes draw nothing")
    func degenerateShapes() throws {
        let svg = """
            <svg viewBox="0 0 10 10"><rect width="0" height="5"/><circle r="0"/><ellipse rx="1" ry="0"/>
            <polygon points=""/><path d=""/></svg>
            """
        #expect(try SVGImage(svg: svg).render(width: 10, height: 10).totalAlpha == 0)
        #expect(throws: RenderingError.invalidSize(width: 0, height: 1)) {
            try SVGImage(svg: "<svg/>").render(width: 0, height: 1)
        }
    }
}
