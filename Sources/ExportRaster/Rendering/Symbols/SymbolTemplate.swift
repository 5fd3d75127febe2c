/// An SF Symbols template SVG: one file holding a symbol's weight × scale variants, with layers
/// tagged for monochrome, hierarchical and multicolor rendering.
///
/// The structure this reader relies on (see <doc:SymbolTemplates>): a group `id="Symbols"` holding
/// one group per variant (`id="Regular-M"`, …) whose `transform` places the glyph on its baseline;
/// optional guide lines `left-margin-Regular-M` / `right-margin-Regular-M` (older templates:
/// `left-margin` / `right-margin`) giving the horizontal extent; and shapes whose `class` lists
/// layer tags: `monochrome-N`, `hierarchical-N:primary|secondary|tertiary`, `multicolor-N:colorName`.
///
/// ```swift
/// let template = try SymbolTemplate(svg: text)
/// let canvas = try template.render(
///     SymbolVariant(weight: .regular, scale: .medium), mode: .hierarchical(.black), pixelSize: 64)
/// ```
public struct SymbolTemplate: Sendable {
    /// The variants present, in document order.
    public let variants: [SymbolVariant]
    /// Opacity of primary, secondary and tertiary layers in hierarchical mode.
    public var hierarchicalOpacities: (primary: Double, secondary: Double, tertiary: Double) = (1, 0.5, 0.25)
    let image: SVGImage
    let variantItems: [SymbolVariant: [DrawItem]]
    let margins: [SymbolVariant: (left: Double, right: Double)]
    let classColors: [String: RasterImage.Color]

    /// Reads a template.
    ///
    /// - Throws: ``SymbolTemplateError/invalidSVG(_:)`` or ``SymbolTemplateError/noVariants``.
    /// - Complexity: O(n) in the document length.
    public init(svg text: String) throws(SymbolTemplateError) {
        do {
            image = try SVGImage(svg: text)
        } catch {
            throw .invalidSVG(error)
        }
        var builder = DrawListBuilder()
        builder.collectStyleSheets(image.root)
        var found: [SymbolVariant] = []
        var items: [SymbolVariant: [DrawItem]] = [:]
        var guides: [String: Double] = [:]
        func visit(_ element: SVGElement, transform: VectorTransform) throws(SymbolTemplateError) {
            var matrix = transform
            if let text = element["transform"], let parsed = VectorTransform(svgTransform: text) {
                matrix = transform.concatenating(parsed)
            }
            if let id = element["id"], let variant = SymbolVariant(id: id), items[variant] == nil {
                found.append(variant)
                var drawn: [DrawItem] = []
                for child in element.children {
                    do {
                        drawn.append(
                            contentsOf: try builder.items(for: child, inherited: SVGStyle(), transform: matrix))
                    } catch {
                        throw .invalidSVG(error)
                    }
                }
                items[variant] = drawn
                return
            }
            if let id = element["id"], id.contains("margin"), SVGImage.localName(element.name) == "line",
                let x = element["x1"].flatMap(SVGStyle.length)
            {
                guides[id] = matrix.apply(VectorPoint(x: x, y: 0)).x
            }
            for child in element.children { try visit(child, transform: matrix) }
        }
        try visit(image.root, transform: .identity)
        guard !found.isEmpty else { throw .noVariants }
        variants = found
        variantItems = items
        var margins: [SymbolVariant: (left: Double, right: Double)] = [:]
        for variant in found {
            if let left = guides["left-margin-" + variant.id] ?? guides["left-margin"],
                let right = guides["right-margin-" + variant.id] ?? guides["right-margin"], right > left
            {
                margins[variant] = (left, right)
            }
        }
        self.margins = margins
        var colors: [String: RasterImage.Color] = [:]
        for (name, declarations) in builder.styleSheet.classRules {
            for (property, value) in declarations where property == "fill" {
                if let color = RasterImage.Color(cssColor: value) { colors[name] = color }
            }
        }
        classColors = colors
    }

    /// The variant closest to the request: the exact one if present, else the same scale at the
    /// nearest weight, else the nearest weight at any scale.
    public func nearestVariant(to requested: SymbolVariant) -> SymbolVariant {
        if variants.contains(requested) { return requested }
        let weights = SymbolVariant.Weight.allCases
        func distance(_ v: SymbolVariant) -> Int {
            let w = abs((weights.firstIndex(of: v.weight) ?? 0) - (weights.firstIndex(of: requested.weight) ?? 0))
            return w + (v.scale == requested.scale ? 0 : 100)
        }
        return variants.min { distance($0) < distance($1) } ?? requested
    }

    /// Renders one variant, coloured for `mode`, centred in a transparent square of `pixelSize` pixels.
    ///
    /// The glyph's box spans the variant's margin guides horizontally (its outline bounds when the
    /// template has no guides) and its outline bounds vertically; the box is scaled to fit the
    /// square, keeping the aspect ratio.
    ///
    /// - Throws: ``SymbolTemplateError/missingVariant(_:available:)``, ``SymbolTemplateError/emptyPalette``
    ///   or ``SymbolTemplateError/invalidSize(_:)``.
    /// - Complexity: O(s + p) in flattened segments and covered pixels.
    public func render(_ variant: SymbolVariant, mode: RenderingMode, pixelSize: Int) throws(SymbolTemplateError)
        -> RasterCanvas
    {
        let items = try styledItems(variant, mode: mode)
        let transform = try placement(variant, items: items, pixelSize: pixelSize)
        var canvas: RasterCanvas
        do {
            canvas = try RasterCanvas(width: pixelSize, height: pixelSize)
        } catch {
            throw .invalidSize(pixelSize)
        }
        SVGImage.draw(items, on: &canvas, transform: transform)
        return canvas
    }

    /// The transform from template coordinates to a `pixelSize` square for a variant.
    func placement(_ variant: SymbolVariant, items: [DrawItem], pixelSize: Int) throws(SymbolTemplateError)
        -> VectorTransform
    {
        guard pixelSize > 0, pixelSize <= RasterCanvas.maximumDimension else { throw .invalidSize(pixelSize) }
        let bounds = Self.bounds(of: items)
        var left = bounds?.minX ?? 0
        var right = bounds?.maxX ?? 1
        if let margin = margins[variant] {
            left = margin.left
            right = margin.right
        }
        let top = bounds?.minY ?? 0
        let bottom = bounds?.maxY ?? 1
        let width = Swift.max(right - left, 1e-9)
        let height = Swift.max(bottom - top, 1e-9)
        let side = Double(pixelSize)
        return SVGImage.fit(x: left, y: top, width: width, height: height, into: side, side)
    }

    /// The bounds of the outlines (flattened finely) in template coordinates.
    static func bounds(of items: [DrawItem]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        func collect(_ items: [DrawItem]) {
            for item in items {
                switch item {
                case .shape(let shape):
                    for polyline in shape.path.applying(shape.transform).flattened(tolerance: 0.01) {
                        for p in polyline.points {
                            box = (
                                Swift.min(box.minX, p.x), Swift.min(box.minY, p.y), Swift.max(box.maxX, p.x),
                                Swift.max(box.maxY, p.y)
                            )
                        }
                    }
                case .group(_, let children): collect(children)
                }
            }
        }
        collect(items)
        return box.minX <= box.maxX ? box : nil
    }

    /// The variant's shapes with colours resolved for `mode`.
    func styledItems(_ variant: SymbolVariant, mode: RenderingMode) throws(SymbolTemplateError) -> [DrawItem] {
        guard let items = variantItems[variant] else { throw .missingVariant(variant, available: variants) }
        if case .palette(let colors) = mode, colors.isEmpty { throw .emptyPalette }
        return recolor(items, mode: mode)
    }

    func recolor(_ items: [DrawItem], mode: RenderingMode) -> [DrawItem] {
        items.map { item in
            switch item {
            case .group(let opacity, let children):
                return .group(opacity: opacity, items: recolor(children, mode: mode))
            case .shape(var shape):
                if let color = layerColor(classes: shape.classes, mode: mode) {
                    if shape.fill != nil { shape.fill = color }
                    if shape.stroke != nil { shape.stroke = color }
                }
                return .shape(shape)
            }
        }
    }

    /// The hierarchy level (0 primary, 1 secondary, 2 tertiary) a shape's classes give it.
    static func level(of classes: [String]) -> Int {
        for name in classes where name.hasPrefix("hierarchical-") {
            if name.hasSuffix(":secondary") { return 1 }
            if name.hasSuffix(":tertiary") { return 2 }
            return 0
        }
        return 0
    }

    /// The colour of a layer in `mode`, or `nil` to keep the shape's own paint (multicolor shapes
    /// without a colour tag).
    func layerColor(classes: [String], mode: RenderingMode) -> RasterImage.Color? {
        switch mode {
        case .monochrome(let color):
            return color
        case .hierarchical(let color):
            let opacities = [
                hierarchicalOpacities.primary, hierarchicalOpacities.secondary, hierarchicalOpacities.tertiary,
            ]
            return color.withOpacity(opacities[Self.level(of: classes)])
        case .palette(let colors):
            let level = Self.level(of: classes)
            return colors[Swift.min(level, colors.count - 1)]
        case .multicolor:
            for name in classes where name.hasPrefix("multicolor-") {
                if let color = classColors[name] { return color }
                if let colon = name.firstIndex(of: ":"),
                    let color = Self.systemColors[String(name[name.index(after: colon)...])]
                {
                    return color
                }
            }
            return nil
        }
    }

    /// Colours for the names multicolor layers use when the template's style sheet gives none
    /// (the light-appearance system colours).
    public static let systemColors: [String: RasterImage.Color] = [
        "systemRedColor": RasterImage.Color(red8: 0xFF, green8: 0x3B, blue8: 0x30),
        "systemOrangeColor": RasterImage.Color(red8: 0xFF, green8: 0x95, blue8: 0x00),
        "systemYellowColor": RasterImage.Color(red8: 0xFF, green8: 0xCC, blue8: 0x00),
        "systemGreenColor": RasterImage.Color(red8: 0x34, green8: 0xC7, blue8: 0x59),
        "systemMintColor": RasterImage.Color(red8: 0x00, green8: 0xC7, blue8: 0xBE),
        "systemTealColor": RasterImage.Color(red8: 0x30, green8: 0xB0, blue8: 0xC7),
        "systemCyanColor": RasterImage.Color(red8: 0x32, green8: 0xAD, blue8: 0xE6),
        "systemBlueColor": RasterImage.Color(red8: 0x00, green8: 0x7A, blue8: 0xFF),
        "systemIndigoColor": RasterImage.Color(red8: 0x58, green8: 0x56, blue8: 0xD6),
        "systemPurpleColor": RasterImage.Color(red8: 0xAF, green8: 0x52, blue8: 0xDE),
        "systemPinkColor": RasterImage.Color(red8: 0xFF, green8: 0x2D, blue8: 0x55),
        "systemBrownColor": RasterImage.Color(red8: 0xA2, green8: 0x84, blue8: 0x5E),
        "systemGrayColor": RasterImage.Color(red8: 0x8E, green8: 0x8E, blue8: 0x93),
        "tintColor": RasterImage.Color(red8: 0x00, green8: 0x7A, blue8: 0xFF),
        "whiteColor": .white,
        "blackColor": .black,
    ]
}
