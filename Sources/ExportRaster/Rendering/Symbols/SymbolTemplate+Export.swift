extension SymbolTemplate {
    /// The file name of one scale of an exported symbol: `symbol-name@{scale}x.png`.
    public static func fileName(symbolName: String, scale: Int, extension fileExtension: String = "png") -> String {
        "\(symbolName)@\(scale)x.\(fileExtension)"
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
        for scale in scales {
            let (pixels, overflow) = pointSize.multipliedReportingOverflow(by: scale)
            guard pointSize > 0, scale > 0, !overflow, pixels <= RasterCanvas.maximumDimension,
                pixels * pixels <= RasterCanvas.maximumPixelCount
            else { throw .invalidSize(pointSize: pointSize, scale: scale) }
        }
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
