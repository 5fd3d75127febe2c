/// The operators of one content stream (the page's, or a transparency group's), the resources
/// they name, and the graphics state they have set so far, so that no parameter is set twice.
///
/// Operators, ISO 32000-1: `q`/`Q`/`cm`/`w`/`J`/`j`/`M`/`gs` (§8.4.4, Table 57), `m`/`l`/`c`/`h`
/// (§8.5.2, Table 59), `f`/`f*`/`S` (§8.5.3, Table 60), `rg`/`RG` (§8.6.8, Table 74), `Do` (§8.8).
struct PDFContentStream: Sendable {
    /// A DeviceRGB colour in units of 1/10,000 per channel, as it is written.
    struct RGB: Hashable, Sendable {
        var red: Int
        var green: Int
        var blue: Int

        init(_ color: RasterImage.Color) {
            red = PDFContentStream.units(color.red)
            green = PDFContentStream.units(color.green)
            blue = PDFContentStream.units(color.blue)
        }
    }

    /// The operator bytes, one operator a line.
    var bytes: [UInt8] = []
    /// Indices into the document's graphics-state table that this stream names (`/GSn`).
    var graphicsStates: Set<Int> = []
    /// Indices into the document's form table that this stream paints (`/Fmn`).
    var forms: Set<Int> = []

    // The state set so far; `nil` until the stream sets it. A form XObject inherits the state of
    // whatever paints it, so nothing is assumed at the start of any stream.
    private var fillColor: RGB?
    private var strokeColor: RGB?
    private var fillAlpha: Int?
    private var strokeAlpha: Int?
    private var lineWidth: Double?
    private var lineCap: VectorStroke.LineCap?
    private var lineJoin: VectorStroke.LineJoin?
    private var miterLimit: Double?

    /// An empty stream. `alphasKnownOpaque` says that both alpha constants are known to be 1 at its
    /// start (a page); a form XObject's stream knows nothing of the state it is painted in.
    init(alphasKnownOpaque: Bool = false) {
        if alphasKnownOpaque {
            fillAlpha = 10_000
            strokeAlpha = 10_000
        }
    }

    /// A 0…1 value in units of 1/10,000, the precision colours and opacities are written with.
    static func units(_ value: Double) -> Int {
        Int((RasterImage.Color.clamp(value) * 10_000).rounded())
    }

    /// Appends a number and a space.
    mutating func number(_ value: Double, decimals: Int = 4) {
        PDFSyntax.appendNumber(value, decimals: decimals, to: &bytes)
        bytes.append(UInt8(ascii: " "))
    }

    /// Appends an operator and ends the line.
    mutating func op(_ name: String) {
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func channels(_ rgb: RGB) {
        number(Double(rgb.red) / 10_000)
        number(Double(rgb.green) / 10_000)
        number(Double(rgb.blue) / 10_000)
    }

    /// Sets the nonstroking colour (`rg`) unless it is already set.
    mutating func setFillColor(_ color: RasterImage.Color) {
        setColor(color, operator: "rg", current: \.fillColor)
    }

    /// Sets the stroking colour (`RG`) unless it is already set.
    mutating func setStrokeColor(_ color: RasterImage.Color) {
        setColor(color, operator: "RG", current: \.strokeColor)
    }

    /// Writes `color` with the colour operator `name` (ISO 32000-1 §8.6.8) unless the state that
    /// `current` names already holds it, then records it there.
    private mutating func setColor(
        _ color: RasterImage.Color, operator name: String, current: WritableKeyPath<PDFContentStream, RGB?>
    ) {
        let rgb = RGB(color)
        guard self[keyPath: current] != rgb else { return }
        channels(rgb)
        op(name)
        self[keyPath: current] = rgb
    }

    /// Selects the graphics-state dictionary `index` (`/GSn gs`).
    private mutating func graphicsState(_ index: Int) {
        bytes += Array("/GS\(index) ".utf8)
        op("gs")
        graphicsStates.insert(index)
    }

    /// Sets the nonstroking alpha constant (`ca`, §11.6.4.4) through `gs` unless it is already set.
    mutating func setFillAlpha(_ alpha: Int, table: inout PDFGraphicsStates) {
        guard fillAlpha != alpha else { return }
        graphicsState(table.index(of: .fill(alpha)))
        fillAlpha = alpha
    }

    /// Sets the stroking alpha constant (`CA`, §11.6.4.4) through `gs` unless it is already set.
    mutating func setStrokeAlpha(_ alpha: Int, table: inout PDFGraphicsStates) {
        guard strokeAlpha != alpha else { return }
        graphicsState(table.index(of: .stroke(alpha)))
        strokeAlpha = alpha
    }

    /// Line cap codes, Table 54: 0 butt, 1 round, 2 projecting square.
    static func capOperator(_ cap: VectorStroke.LineCap) -> String {
        switch cap {
        case .butt: "0 J"
        case .round: "1 J"
        case .square: "2 J"
        }
    }
    /// Line join codes, Table 55: 0 miter, 1 round, 2 bevel.
    static func joinOperator(_ join: VectorStroke.LineJoin) -> String {
        switch join {
        case .miter: "0 j"
        case .round: "1 j"
        case .bevel: "2 j"
        }
    }

    /// Sets width, cap, join and miter limit (`w`, `J`, `j`, `M`), each unless already set.
    ///
    /// The miter limit has SVG's meaning (miter length over line width, §8.4.3.5) and is written
    /// only for miter joins.
    mutating func setLine(width: Double, style: VectorStroke) {
        let rounded = (width * 10_000).rounded() / 10_000
        if lineWidth != rounded {
            number(rounded)
            op("w")
            lineWidth = rounded
        }
        if lineCap != style.cap {
            op(Self.capOperator(style.cap))
            lineCap = style.cap
        }
        if lineJoin != style.join {
            op(Self.joinOperator(style.join))
            lineJoin = style.join
        }
        let limit = style.miterLimit.isFinite ? Swift.min(Swift.max(style.miterLimit, 1), 1_000) : 1_000
        let roundedLimit = (limit * 10_000).rounded() / 10_000
        if style.join == .miter, miterLimit != roundedLimit {
            number(roundedLimit)
            op("M")
            miterLimit = roundedLimit
        }
    }

    /// Paints transparency group `index` composited with the nonstroking alpha constant `alpha`
    /// (§11.6.6: the alpha constant applies to the group as a whole): `q /GSn gs /Fmn Do Q`. The
    /// `q`/`Q` pair restores the tracked state.
    mutating func paintForm(_ index: Int, alpha: Int, table: inout PDFGraphicsStates) {
        op("q")
        graphicsState(table.index(of: .fill(alpha)))
        bytes += Array("/Fm\(index) ".utf8)
        op("Do")
        op("Q")
        forms.insert(index)
    }

    /// Appends another stream's operators bracketed by `q`/`Q`, taking over its resources. `Q`
    /// restores the state this stream had set, so its tracked state stays true.
    mutating func appendIsolated(_ other: PDFContentStream) {
        op("q")
        bytes += other.bytes
        op("Q")
        graphicsStates.formUnion(other.graphicsStates)
        forms.formUnion(other.forms)
    }

    /// The stream's resource dictionary (§7.8.3): inline `ExtGState` dictionaries and references
    /// to form XObjects, in index order so the output is deterministic.
    func resources(states: PDFGraphicsStates, formObjectNumber: (Int) -> Int) -> String {
        var text = "<<"
        if !graphicsStates.isEmpty {
            text += " /ExtGState <<"
            for index in graphicsStates.sorted() {
                text += " /GS\(index) " + states.settings[index].dictionary
            }
            text += " >>"
        }
        if !forms.isEmpty {
            text += " /XObject <<"
            for index in forms.sorted() { text += " /Fm\(index) \(formObjectNumber(index)) 0 R" }
            text += " >>"
        }
        return text + " >>"
    }
}

/// The document's table of graphics-state parameter dictionaries (§8.4.5, Table 58), each setting
/// one alpha constant; streams refer to entry n as `/GSn`.
struct PDFGraphicsStates: Sendable {
    /// One entry: the nonstroking (`ca`) or stroking (`CA`) alpha constant in 1/10,000 units.
    enum Setting: Hashable, Sendable {
        case fill(Int)
        case stroke(Int)

        /// The entry as a PDF dictionary.
        var dictionary: String {
            switch self {
            case .fill(let alpha): "<< /Type /ExtGState /ca \(PDFSyntax.number(Double(alpha) / 10_000)) >>"
            case .stroke(let alpha): "<< /Type /ExtGState /CA \(PDFSyntax.number(Double(alpha) / 10_000)) >>"
            }
        }
    }

    private(set) var settings: [Setting] = []
    private var indices: [Setting: Int] = [:]

    /// The index of `setting`, adding it when new.
    mutating func index(of setting: Setting) -> Int {
        if let index = indices[setting] { return index }
        settings.append(setting)
        indices[setting] = settings.count - 1
        return settings.count - 1
    }
}
