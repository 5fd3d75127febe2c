// Writes, for each test drawing, our PDF and our PNG of the same drawing into the folder given as
// the first argument (the second is the folder of rendering fixtures), and prints one line
// "PDF PNG SCALE" per pair: the PNG shows the PDF's page at SCALE × 72 pixels per inch.
import ExportRaster
import Foundation

let directory = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)

func save(_ bytes: [UInt8], _ name: String) throws {
    try Data(bytes).write(to: directory.appendingPathComponent(name))
}

/// Drawings that exercise each feature the PDF writer maps: fill rules, strokes (caps, joins,
/// miter limit, a non-uniform transform), colours with opacity, group opacity, curves and arcs.
let drawings: [(name: String, size: Int, svg: String)] = [
    (
        "fill-rules", 64,
        """
        <svg viewBox="0 0 64 64">
          <path d="M4 4h26v26H4zM10 10h14v14H10z" fill="#007AFF" fill-rule="evenodd"/>
          <path d="M34 4h26v26H34zM40 10h14v14H40z" fill="#FF3B30" fill-rule="nonzero"/>
          <path d="M18 34 L28 60 L4 44 L32 44 L8 60 Z" fill="#34C759" fill-rule="evenodd"/>
          <path d="M50 34 L60 60 L36 44 L64 44 L40 60 Z" fill="#AF52DE"/>
        </svg>
        """
    ),
    (
        "strokes", 64,
        """
        <svg viewBox="0 0 64 64" fill="none">
          <polyline points="6,20 18,6 30,20" stroke="#000" stroke-width="4" stroke-linejoin="miter" stroke-linecap="butt"/>
          <polyline points="36,20 48,6 60,20" stroke="#007AFF" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
          <polyline points="6,40 18,26 30,40" stroke="#FF9500" stroke-width="4" stroke-linejoin="bevel" stroke-linecap="square"/>
          <polyline points="36,40 48,38 60,40" stroke="#5856D6" stroke-width="3" stroke-miterlimit="1"/>
          <rect x="8" y="46" width="48" height="12" rx="4" stroke="#FF2D55" stroke-width="2" fill="#FFCC00"/>
        </svg>
        """
    ),
    (
        "transformed-stroke", 64,
        """
        <svg viewBox="0 0 64 64">
          <g transform="translate(32 32) rotate(30) scale(2 0.6)">
            <circle r="12" fill="none" stroke="#007AFF" stroke-width="3"/>
          </g>
          <path d="M6 58 Q 32 30 58 58" fill="none" stroke="#34C759" stroke-width="2" transform="skewX(10)"/>
        </svg>
        """
    ),
    (
        "opacity", 64,
        """
        <svg viewBox="0 0 64 64">
          <rect x="0" y="0" width="64" height="20" fill="#FFCC00"/>
          <g opacity="0.5">
            <circle cx="22" cy="22" r="16" fill="#FF3B30"/>
            <circle cx="42" cy="22" r="16" fill="#007AFF"/>
          </g>
          <circle cx="22" cy="48" r="12" fill="#34C759" fill-opacity="0.4"/>
          <circle cx="44" cy="48" r="10" fill="#5856D6" stroke="#000" stroke-width="4" stroke-opacity="0.3"/>
          <g opacity="0.7"><g opacity="0.5"><rect x="30" y="30" width="30" height="8" fill="#000"/></g></g>
        </svg>
        """
    ),
    (
        "curves", 96,
        """
        <svg viewBox="0 0 48 48">
          <path d="M4 24 C 4 4, 44 4, 44 24 S 4 44, 4 24 Z" fill="#FF9500"/>
          <path d="M10 24 Q 24 12 38 24 T 24 40 Z" fill="#007AFF" fill-opacity="0.8"/>
          <path d="M24 2 A 10 6 30 1 1 23.9 2.1 Z" fill="#000"/>
          <ellipse cx="24" cy="24" rx="6" ry="3" fill="#fff"/>
        </svg>
        """
    ),
]

// Groups nested as deep as VectorPDF allows (13), with a stroke under a non-uniform transform at
// the bottom: the deepest graphics-state nesting the writer produces (27 of the 28 levels).
let nested =
    String(repeating: "<g opacity=\"0.9\">", count: 13)
    + "<rect x=\"8\" y=\"8\" width=\"48\" height=\"48\" fill=\"#007AFF\"/>"
    + "<rect x=\"8\" y=\"8\" width=\"24\" height=\"48\" fill=\"none\" stroke=\"#000\" stroke-width=\"2\" "
    + "transform=\"scale(2 1)\"/>" + String(repeating: "</g>", count: 13)
let allDrawings = drawings + [("nested-groups", 64, "<svg viewBox=\"0 0 64 64\">\(nested)</svg>")]

var lines: [String] = []
for drawing in allDrawings {
    let image = try SVGImage(svg: drawing.svg)
    guard image.warnings.isEmpty else { fatalError("\(drawing.name): \(image.warnings)") }
    try save(try image.pdf(width: Double(drawing.size), height: Double(drawing.size)), drawing.name + ".pdf")
    let canvas = try image.render(width: drawing.size, height: drawing.size)
    try save(try PNG.encode(canvas.rasterImage()), drawing.name + ".png")
    lines.append("\(drawing.name).pdf \(drawing.name).png 1")
}

// The SF Symbols template fixture in all four modes, as the symbol exporter writes it.
let fixtures = URL(fileURLWithPath: CommandLine.arguments[2], isDirectory: true)
let text = try String(contentsOf: fixtures.appendingPathComponent("badge.plus.template.svg"), encoding: .utf8)
let template = try SymbolTemplate(svg: text)
let modes: [(String, SymbolTemplate.RenderingMode)] = [
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
for (name, mode) in modes {
    let files = try template.export(
        symbolName: "badge.plus.\(name)", variant: SymbolVariant(weight: .regular, scale: .medium), mode: mode,
        formats: [.png, .pdf], pointSize: 64, scales: [1, 3])
    for file in files { try save(file.bytes, file.name) }
    // @1x.png at 72 ppi and @3x.png at 216 ppi are both renderings of the one @1x.pdf.
    lines.append("badge.plus.\(name)@1x.pdf badge.plus.\(name)@1x.png 1")
    lines.append("badge.plus.\(name)@1x.pdf badge.plus.\(name)@3x.png 3")
}
print(lines.joined(separator: "\n"))
