/// A styled shape ready to draw: geometry in its own user space plus the transform to the
/// document's user space, and the colours it is painted with.
struct StyledShape: Sendable, Equatable {
    var path: VectorPath
    var transform: VectorTransform
    var fill: RasterImage.Color?
    var fillRule: FillRule
    var stroke: RasterImage.Color?
    var strokeStyle: VectorStroke
    /// The element's `class` attribute split at white space (SF Symbols layer tags live here).
    var classes: [String]
}

/// What an SVG document draws: shapes, and groups composited with an opacity.
indirect enum DrawItem: Sendable, Equatable {
    case shape(StyledShape)
    case group(opacity: Double, items: [DrawItem])
}

/// An SVG icon read into a list of styled shapes, ready to render at any size.
///
/// Understands the subset icons use: `svg` with `viewBox`, `width` and `height`; `g` with
/// `transform`, `opacity`, `fill`, `class`; `path`, `rect` (with `rx`/`ry`), `circle`, `ellipse`,
/// `line`, `polyline`, `polygon`; presentation attributes, `style` attributes and `<style>` rules
/// with class or element selectors; colours in hex, `rgb()` and named forms. Everything else
/// (text, gradients, `use`, filters, masks, dashes) is skipped and listed in ``warnings``.
///
/// ```swift
/// let icon = try SVGImage(svg: "<svg viewBox='0 0 24 24'><circle cx='12' cy='12' r='10'/></svg>")
/// let canvas = try icon.render(width: 48, height: 48)
/// ```
public struct SVGImage: Sendable {
    /// The user-space rectangle mapped onto the output: the `viewBox`, else (0, 0, width, height).
    public let viewBox: (x: Double, y: Double, width: Double, height: Double)
    /// Elements and values that were ignored or approximated, in document order.
    public private(set) var warnings: [SVGWarning]
    /// The parsed document tree.
    public let root: SVGElement
    var items: [DrawItem]

    /// Reads an SVG document.
    ///
    /// - Throws: ``SVGError`` for malformed XML, a root other than `svg`, or geometry that cannot be read.
    /// - Complexity: O(n) in the document length.
    public init(svg text: String) throws(SVGError) {
        var tokenizer = XMLTokenizer(text)
        let root = try tokenizer.parseDocument()
        guard Self.localName(root.name) == "svg" else { throw .notSVG(root: root.name) }
        self.root = root
        var builder = DrawListBuilder()
        builder.collectStyleSheets(root)
        items = try builder.items(for: root, inherited: SVGStyle(), isRoot: true)
        warnings = builder.styleSheet.warnings + builder.warnings
        viewBox = Self.viewBox(of: root)
    }

    static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    static func numbers(_ text: String) -> [Double] {
        text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }.compactMap {
            Double($0).flatMap { $0.isFinite ? $0 : nil }
        }
    }

    static func viewBox(of root: SVGElement) -> (x: Double, y: Double, width: Double, height: Double) {
        if let text = root["viewBox"] {
            let values = numbers(text)
            if values.count == 4, values[2] > 0, values[3] > 0 { return (values[0], values[1], values[2], values[3]) }
        }
        let width = root["width"].flatMap(SVGStyle.length) ?? 0
        let height = root["height"].flatMap(SVGStyle.length) ?? 0
        return (0, 0, width > 0 ? width : 100, height > 0 ? height : 100)
    }

    /// The transform that fits the view box into a `width` × `height` raster, centred and keeping the
    /// aspect ratio (`preserveAspectRatio="xMidYMid meet"`, SVG 1.1 §7.8).
    public func viewTransform(width: Int, height: Int) -> VectorTransform {
        Self.fit(
            x: viewBox.x, y: viewBox.y, width: viewBox.width, height: viewBox.height, into: Double(width),
            Double(height))
    }

    static func fit(
        x: Double, y: Double, width: Double, height: Double, into targetWidth: Double, _ targetHeight: Double
    )
        -> VectorTransform
    {
        let scale = Swift.min(targetWidth / width, targetHeight / height)
        let offsetX = (targetWidth - width * scale) / 2 - x * scale
        let offsetY = (targetHeight - height * scale) / 2 - y * scale
        return VectorTransform(a: scale, b: 0, c: 0, d: scale, e: offsetX, f: offsetY)
    }

    /// Renders onto a new transparent canvas of the given size.
    ///
    /// - Throws: ``RenderingError/invalidSize(width:height:)`` for an empty or oversized raster.
    /// - Complexity: O(s + p) in flattened segments and covered pixels.
    public func render(width: Int, height: Int) throws(RenderingError) -> RasterCanvas {
        var canvas = try RasterCanvas(width: width, height: height)
        draw(on: &canvas, transform: viewTransform(width: width, height: height))
        return canvas
    }

    /// Draws onto an existing canvas, mapping the document's user space through `transform`.
    public func draw(on canvas: inout RasterCanvas, transform: VectorTransform) {
        Self.draw(items, on: &canvas, transform: transform)
    }

    static func draw(_ items: [DrawItem], on canvas: inout RasterCanvas, transform: VectorTransform) {
        for item in items {
            switch item {
            case .shape(let shape):
                let matrix = transform.concatenating(shape.transform)
                if let fill = shape.fill {
                    canvas.fill(shape.path, transform: matrix, color: fill, rule: shape.fillRule)
                }
                if let stroke = shape.stroke {
                    canvas.stroke(shape.path, transform: matrix, style: shape.strokeStyle, color: stroke)
                }
            case .group(let opacity, let children):
                canvas.drawLayer(opacity: opacity) { layer in draw(children, on: &layer, transform: transform) }
            }
        }
    }
}

/// Walks the element tree, resolving styles and geometry into draw items.
struct DrawListBuilder {
    var styleSheet = StyleSheet()
    var warnings: [SVGWarning] = []

    mutating func collectStyleSheets(_ element: SVGElement) {
        if SVGImage.localName(element.name) == "style" { styleSheet.add(css: element.text) }
        for child in element.children { collectStyleSheets(child) }
    }

    static let silentlySkipped: Set<String> = ["title", "desc", "metadata", "style", "defs"]

    /// The style of an element: inherited values, then its presentation attributes, element rules,
    /// class rules and finally its `style` attribute.
    mutating func style(of element: SVGElement, inherited: SVGStyle) -> SVGStyle {
        var style = inherited
        style.opacity = 1
        style.display = true
        let name = SVGImage.localName(element.name)
        for (attribute, value) in element.attributes where attribute != "style" {
            apply(&style, attribute, value, element: name)
        }
        for (property, value) in styleSheet.elementRules[name] ?? [] { apply(&style, property, value, element: name) }
        for className in classes(of: element) {
            for (property, value) in styleSheet.classRules[className] ?? [] {
                apply(&style, property, value, element: name)
            }
        }
        if let inline = element["style"] {
            for (property, value) in SVGStyle.declarations(inline) { apply(&style, property, value, element: name) }
        }
        return style
    }

    mutating func apply(_ style: inout SVGStyle, _ property: String, _ value: String, element: String) {
        if let message = style.apply(property, value.trimmingSVGSpace()) {
            warnings.append(SVGWarning(element: element, message: message))
        }
    }

    func classes(of element: SVGElement) -> [String] {
        (element["class"] ?? "").split { $0 == " " || $0 == "\t" || $0 == "\n" }.map(String.init)
    }

    mutating func items(
        for element: SVGElement, inherited: SVGStyle, transform: VectorTransform = .identity, isRoot: Bool = false
    ) throws(SVGError) -> [DrawItem] {
        let name = SVGImage.localName(element.name)
        if Self.silentlySkipped.contains(name) { return [] }
        let style = style(of: element, inherited: inherited)
        guard style.display else { return [] }
        var matrix = transform
        if !isRoot, let text = element["transform"] {
            if let parsed = VectorTransform(svgTransform: text) {
                matrix = transform.concatenating(parsed)
            } else {
                warnings.append(SVGWarning(element: name, message: "transform \"\(text)\" could not be read; ignored"))
            }
        }
        switch name {
        case "svg", "g", "a":
            if name == "svg" && !isRoot {
                warnings.append(SVGWarning(element: name, message: "nested viewport drawn as a group"))
            }
            var children: [DrawItem] = []
            for child in element.children {
                children.append(contentsOf: try items(for: child, inherited: style, transform: matrix))
            }
            if style.opacity < 1 { return [.group(opacity: style.opacity, items: children)] }
            return children
        default:
            guard let path = try geometry(of: element, name: name) else {
                warnings.append(SVGWarning(element: name, message: "element not supported; skipped"))
                return []
            }
            guard style.visible, !path.isEmpty else { return [] }
            let stroke = style.strokeStyle.width > 0 ? style.resolvedStroke : nil
            let shape = StyledShape(
                path: path, transform: matrix, fill: style.resolvedFill, fillRule: style.fillRule, stroke: stroke,
                strokeStyle: style.strokeStyle, classes: classes(of: element))
            if style.opacity < 1 { return [.group(opacity: style.opacity, items: [.shape(shape)])] }
            return [.shape(shape)]
        }
    }

    /// The outline of a basic shape (SVG 1.1 §9), or `nil` for an element that is not a shape.
    func geometry(of element: SVGElement, name: String) throws(SVGError) -> VectorPath? {
        func number(_ attribute: String) -> Double {
            element[attribute].flatMap(SVGStyle.length) ?? 0
        }
        switch name {
        case "path":
            do {
                return try VectorPath(svgPathData: element["d"] ?? "")
            } catch {
                throw .invalidPathData(error, element: name)
            }
        case "rect":
            let width = number("width")
            let height = number("height")
            guard width > 0, height > 0 else { return VectorPath() }
            var rx = element["rx"].flatMap(SVGStyle.length)
            var ry = element["ry"].flatMap(SVGStyle.length)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let radiusX = Swift.min(Swift.max(rx ?? 0, 0), width / 2)
            let radiusY = Swift.min(Swift.max(ry ?? 0, 0), height / 2)
            return Self.roundedRectangle(
                x: number("x"), y: number("y"), width: width, height: height, rx: radiusX, ry: radiusY)
        case "circle":
            let r = number("r")
            guard r > 0 else { return VectorPath() }
            return .ellipse(centerX: number("cx"), centerY: number("cy"), radiusX: r, radiusY: r)
        case "ellipse":
            let rx = number("rx")
            let ry = number("ry")
            guard rx > 0, ry > 0 else { return VectorPath() }
            return .ellipse(centerX: number("cx"), centerY: number("cy"), radiusX: rx, radiusY: ry)
        case "line":
            return VectorPath(elements: [
                .move(VectorPoint(x: number("x1"), y: number("y1"))),
                .line(VectorPoint(x: number("x2"), y: number("y2"))),
            ])
        case "polyline", "polygon":
            let values = SVGImage.numbers(element["points"] ?? "")
            var path = VectorPath()
            var i = 0
            while i + 1 < values.count {
                let p = VectorPoint(x: values[i], y: values[i + 1])
                if i == 0 { path.move(to: p) } else { path.line(to: p) }
                i += 2
            }
            if name == "polygon" && !path.isEmpty { path.close() }
            return path
        default:
            return nil
        }
    }

    /// A rectangle with elliptical corners, as SVG 1.1 §9.2 draws it (clockwise from the top edge).
    static func roundedRectangle(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double)
        -> VectorPath
    {
        guard rx > 0, ry > 0 else { return .rectangle(x: x, y: y, width: width, height: height) }
        var path = VectorPath()
        path.move(to: VectorPoint(x: x + rx, y: y))
        path.line(to: VectorPoint(x: x + width - rx, y: y))
        path.arc(
            from: VectorPoint(x: x + width - rx, y: y), radiusX: rx, radiusY: ry, rotation: 0, largeArc: false,
            sweep: true,
            to: VectorPoint(x: x + width, y: y + ry))
        path.line(to: VectorPoint(x: x + width, y: y + height - ry))
        path.arc(
            from: VectorPoint(x: x + width, y: y + height - ry), radiusX: rx, radiusY: ry, rotation: 0, largeArc: false,
            sweep: true, to: VectorPoint(x: x + width - rx, y: y + height))
        path.line(to: VectorPoint(x: x + rx, y: y + height))
        path.arc(
            from: VectorPoint(x: x + rx, y: y + height), radiusX: rx, radiusY: ry, rotation: 0, largeArc: false,
            sweep: true,
            to: VectorPoint(x: x, y: y + height - ry))
        path.line(to: VectorPoint(x: x, y: y + ry))
        path.arc(
            from: VectorPoint(x: x, y: y + ry), radiusX: rx, radiusY: ry, rotation: 0, largeArc: false, sweep: true,
            to: VectorPoint(x: x + rx, y: y))
        path.close()
        return path
    }
}
