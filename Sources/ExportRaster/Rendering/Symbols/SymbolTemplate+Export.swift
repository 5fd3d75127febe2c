extension SymbolTemplate {
    /// The file name of one scale of an exported symbol: `symbol-name@{scale}x.{format}`.
    ///
    /// Vector files (SVG, PDF) are written once, at scale 1 (see ``ExportFormat``).
    public static func fileName(symbolName: String, scale: Int, extension fileExtension: String = "png") -> String {
        "\(symbolName)@\(scale)x.\(fileExtension)"
    }

    /// Exports a symbol in each of `formats`, in that order: a PNG per scale, and one SVG and one
    /// PDF (vector files, named `@1x`, drawn at `pointSize`).
    ///
    /// ```swift
    /// let files = try template.export(
    ///     symbolName: "badge.plus", variant: SymbolVariant(weight: .regular, scale: .medium),
    ///     mode: .multicolor, formats: [.png, .svg, .pdf])
    /// // badge.plus@1x.png, @2x.png, @3x.png, badge.plus@1x.svg, badge.plus@1x.pdf
    /// ```
    ///
    /// A format listed twice is written once.
    ///
    /// - Throws: ``SymbolExportError``.
    /// - Complexity: O(s + p) per PNG scale, O(n) in path elements per vector file.
    public func export(
        symbolName: String, variant: SymbolVariant, mode: RenderingMode, formats: [ExportFormat],
        pointSize: Int = 64, scales: [Int] = [1, 2, 3]
    ) throws(SymbolExportError) -> [ExportedFile] {
        var files: [ExportedFile] = []
        var done: Set<ExportFormat> = []
        for format in formats where done.insert(format).inserted {
            switch format {
            case .png:
                files += try exportPNGs(
                    symbolName: symbolName, variant: variant, mode: mode, pointSize: pointSize, scales: scales)
            case .svg:
                try Self.checkSize(pointSize: pointSize, scale: 1)
                let svg: String
                do {
                    svg = try styledSVG(variant, mode: mode, pixelSize: pointSize)
                } catch {
                    throw .template(error)
                }
                files.append(
                    ExportedFile(
                        name: Self.fileName(symbolName: symbolName, scale: 1, extension: "svg"), bytes: Array(svg.utf8))
                )
            case .pdf:
                let bytes = try pdf(variant, mode: mode, pointSize: pointSize)
                files.append(
                    ExportedFile(name: Self.fileName(symbolName: symbolName, scale: 1, extension: "pdf"), bytes: bytes))
            }
        }
        return files
    }

    /// One variant, coloured for `mode`, as a one-page vector PDF of `pointSize` × `pointSize`
    /// points, placed as ``render(_:mode:pixelSize:)`` places it in a `pointSize` pixel square.
    ///
    /// The same styled shapes as the PNG are drawn (see ``VectorPDF``), so a reader rendering the
    /// page at 72 pixels per inch shows the @1x PNG, and at 144 or 216 the @2x or @3x one.
    ///
    /// - Throws: ``SymbolExportError/template(_:)`` for a missing variant or an empty palette,
    ///   ``SymbolExportError/invalidSize(pointSize:scale:)`` for a size that is not positive, and
    ///   ``SymbolExportError/pdf(_:)`` for a page outside 3…14,400 points or geometry the page
    ///   cannot hold.
    /// - Complexity: O(n) in the number of path elements, plus compression.
    public func pdf(_ variant: SymbolVariant, mode: RenderingMode, pointSize: Int = 64, compressionLevel: Int = 6)
        throws(SymbolExportError) -> [UInt8]
    {
        try Self.checkSize(pointSize: pointSize, scale: 1)
        let items: [DrawItem]
        let transform: VectorTransform
        do {
            items = try styledItems(variant, mode: mode)
            transform = try placement(variant, items: items, pixelSize: pointSize)
        } catch {
            throw .template(error)
        }
        do {
            var page = try VectorPDF(width: Double(pointSize), height: Double(pointSize))
            try page.draw(items, transform: transform)
            return try page.bytes(compressionLevel: compressionLevel)
        } catch {
            throw .pdf(error)
        }
    }

    /// Checks that `pointSize` at `scale` is a valid raster size.
    static func checkSize(pointSize: Int, scale: Int) throws(SymbolExportError) {
        let (pixels, overflow) = pointSize.multipliedReportingOverflow(by: scale)
        guard pointSize > 0, scale > 0, !overflow, pixels <= RasterCanvas.maximumDimension,
            pixels * pixels <= RasterCanvas.maximumPixelCount
        else { throw .invalidSize(pointSize: pointSize, scale: scale) }
    }

    /// Renders a symbol at each scale as a PNG with a transparent background.
    ///
    /// A `pointSize` of 64 gives 64, 128 and 192 pixel squares at @1x, @2x and @3x. Each PNG records
    /// its density in a `pHYs` chunk (72 pixels per inch times the scale).
    ///
    /// - Throws: ``SymbolExportError``.
    /// - Complexity: O(s + p) per scale.
    public func exportPNGs(
        symbolName: String, variant: SymbolVariant, mode: RenderingMode, pointSize: Int = 64,
        scales: [Int] = [1, 2, 3]
    ) throws(SymbolExportError) -> [ExportedFile] {
        for scale in scales { try Self.checkSize(pointSize: pointSize, scale: scale) }
        var files: [ExportedFile] = []
        for scale in scales {
            let pixels = pointSize * scale
            let canvas: RasterCanvas
            do {
                canvas = try render(variant, mode: mode, pixelSize: pixels)
            } catch {
                throw .template(error)
            }
            do {
                let image = try canvas.rasterImage()
                let bytes = try PNG.encode(image, options: .scale(scale))
                files.append(ExportedFile(name: Self.fileName(symbolName: symbolName, scale: scale), bytes: bytes))
            } catch let error as PNGError {
                throw .png(error)
            } catch {
                throw .invalidSize(pointSize: pointSize, scale: scale)
            }
        }
        return files
    }

    /// The styled symbol as a standalone SVG: colours and opacities resolved for `mode`, geometry
    /// placed in a `pixelSize` square, and one `path` element per layer (consecutive shapes of the
    /// same paint are merged).
    ///
    /// Group opacities are multiplied into the paths' opacities, which is exact unless shapes of
    /// one group overlap.
    ///
    /// - Throws: ``SymbolTemplateError``.
    /// - Complexity: O(n) in the number of path elements.
    public func styledSVG(_ variant: SymbolVariant, mode: RenderingMode, pixelSize: Int = 64)
        throws(SymbolTemplateError) -> String
    {
        let items = try styledItems(variant, mode: mode)
        let transform = try placement(variant, items: items, pixelSize: pixelSize)
        var layers: [(key: String, attributes: String, data: String)] = []
        func add(_ items: [DrawItem], opacity: Double) {
            for item in items {
                switch item {
                case .group(let groupOpacity, let children):
                    add(children, opacity: opacity * groupOpacity)
                case .shape(let shape):
                    let matrix = transform.concatenating(shape.transform)
                    let data = Self.pathData(shape.path.applying(matrix))
                    var attributes = ""
                    if let fill = shape.fill {
                        attributes += " fill=\"\(fill.hexString)\""
                        let alpha = fill.alpha * opacity
                        if alpha < 1 { attributes += " fill-opacity=\"\(Self.format(alpha))\"" }
                        if shape.fillRule == .evenOdd { attributes += " fill-rule=\"evenodd\"" }
                    } else {
                        attributes += " fill=\"none\""
                    }
                    if let stroke = shape.stroke {
                        attributes += " stroke=\"\(stroke.hexString)\""
                        let alpha = stroke.alpha * opacity
                        if alpha < 1 { attributes += " stroke-opacity=\"\(Self.format(alpha))\"" }
                        let width = shape.strokeStyle.width * matrix.maximumScale
                        attributes += " stroke-width=\"\(Self.format(width))\""
                        attributes +=
                            " stroke-linecap=\"\(shape.strokeStyle.cap)\" stroke-linejoin=\"\(shape.strokeStyle.join)\""
                    }
                    if let last = layers.last, last.key == attributes {
                        layers[layers.count - 1].data += " " + data
                    } else {
                        layers.append((attributes, attributes, data))
                    }
                }
            }
        }
        add(items, opacity: 1)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(pixelSize)\" height=\"\(pixelSize)\" "
        svg += "viewBox=\"0 0 \(pixelSize) \(pixelSize)\">\n"
        for layer in layers {
            svg += "<path\(layer.attributes) d=\"\(layer.data)\"/>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// SVG path data for a path, absolute commands, numbers rounded to 1/1000.
    static func pathData(_ path: VectorPath) -> String {
        var parts: [String] = []
        func point(_ p: VectorPoint) -> String { format(p.x) + " " + format(p.y) }
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M" + point(p))
            case .line(let p): parts.append("L" + point(p))
            case .quadCurve(let c, let p): parts.append("Q" + point(c) + " " + point(p))
            case .curve(let c1, let c2, let p): parts.append("C" + point(c1) + " " + point(c2) + " " + point(p))
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// A number with at most three decimals and no trailing zeros.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
