extension VectorPDF {
    /// Fills a path with a colour.
    ///
    /// The path is mapped to the page by `transform` and written as path construction operators
    /// (`m`, `l`, `c`, `h`; ISO 32000-1 §8.5.2), then painted with `f` (nonzero winding) or `f*`
    /// (even-odd), §8.5.3.3. A colour with alpha below 1 sets the nonstroking alpha constant `ca`;
    /// a fully transparent colour, or a path with no segments, writes nothing.
    ///
    /// Subpaths follow the rasterizer's reading of a path: segments before the first `move` are
    /// ignored, and a segment after `close` starts a new subpath at the closed one's start.
    ///
    /// - Throws: ``VectorPDFError/numberOutOfRange(_:drawing:)`` for a point that is not finite or
    ///   lands beyond ``coordinateLimit``; nothing is written then.
    /// - Complexity: O(n) in the number of path elements.
    public mutating func fill(
        _ path: VectorPath, transform: VectorTransform = .identity, color: RasterImage.Color, rule: FillRule = .nonzero
    ) throws(VectorPDFError) {
        let drawing = drawingCount
        drawingCount += 1
        let operators = try Self.pathOperators(path, transform: transform, drawing: drawing)
        let alpha = PDFContentStream.units(color.alpha)
        guard !operators.isEmpty, alpha > 0 else { return }
        if alpha < 10_000 { usesTransparency = true }
        content.setFillColor(color)
        content.setFillAlpha(alpha, table: &graphicsStates)
        content.bytes += operators
        content.op(rule == .evenOdd ? "f*" : "f")
    }

    /// Strokes a path: paints a line of the given style along it with `S` (§8.5.3.2).
    ///
    /// The line is drawn in the path's own space, as SVG and ``RasterCanvas/stroke(_:transform:style:color:)``
    /// do: width, caps (`J`), joins (`j`) and miter limit (`M`) are set in the graphics state
    /// (§8.4.3), and when `transform` is more than a uniform scale plus a translation the path is
    /// written in a scaled copy of that space under a `cm` whose largest stretch is 1, so that the
    /// written numbers keep their precision. A non-positive width, a transform that collapses the
    /// plane, or a fully transparent colour writes nothing.
    ///
    /// - Throws: ``VectorPDFError/numberOutOfRange(_:drawing:)`` for a width, transform entry or
    ///   point that is not finite or too large; nothing is written then.
    /// - Complexity: O(n) in the number of path elements.
    public mutating func stroke(
        _ path: VectorPath, transform: VectorTransform = .identity, style: VectorStroke, color: RasterImage.Color
    ) throws(VectorPDFError) {
        let drawing = drawingCount
        drawingCount += 1
        for value in [style.width, transform.a, transform.b, transform.c, transform.d, transform.e, transform.f]
        where !value.isFinite {
            throw .numberOutOfRange(value, drawing: drawing)
        }
        let scale = transform.maximumScale
        guard scale.isFinite else {
            // The stretch overflowed: report the largest entry, the one a user can find.
            let entries = [transform.a, transform.b, transform.c, transform.d]
            throw .numberOutOfRange(entries.max { abs($0) < abs($1) } ?? scale, drawing: drawing)
        }
        let alpha = PDFContentStream.units(color.alpha)
        let width = style.width * scale
        guard scale > 0, style.width > 0, alpha > 0 else { return }
        guard width <= Self.coordinateLimit else { throw .numberOutOfRange(width, drawing: drawing) }
        // A width that rounds to 0 would mean "the thinnest line the device can draw" (§8.4.3.2).
        guard (width * 10_000).rounded() > 0 else { return }
        // The linear part divided by its largest stretch: the identity for a uniform scale.
        let unit = VectorTransform(
            a: transform.a / scale, b: transform.b / scale, c: transform.c / scale, d: transform.d / scale,
            e: transform.e, f: transform.f)
        let needsMatrix = ![unit.a - 1, unit.b, unit.c, unit.d - 1].allSatisfy { abs($0) < 1e-9 }
        let pathTransform = needsMatrix ? VectorTransform.scale(x: scale, y: scale) : transform
        let operators = try Self.pathOperators(path, transform: pathTransform, drawing: drawing)
        guard !operators.isEmpty else { return }
        if needsMatrix {
            for value in [unit.e, unit.f] where abs(value) > Self.coordinateLimit {
                throw .numberOutOfRange(value, drawing: drawing)
            }
        }
        if alpha < 10_000 { usesTransparency = true }
        content.setStrokeColor(color)
        content.setStrokeAlpha(alpha, table: &graphicsStates)
        content.setLine(width: width, style: style)
        if needsMatrix {
            content.op("q")
            for value in [unit.a, unit.b, unit.c, unit.d] { content.number(value, decimals: 6) }
            content.number(unit.e)
            content.number(unit.f)
            content.op("cm")
        }
        content.bytes += operators
        content.op("S")
        if needsMatrix { content.op("Q") }
    }

    /// Draws into a layer, then composites the layer with `opacity`, as
    /// ``RasterCanvas/drawLayer(opacity:_:)`` does (SVG group opacity).
    ///
    /// With an opacity below 1 the layer becomes an isolated transparency group XObject
    /// (§11.6.6, §8.10) painted with the nonstroking alpha constant set to `opacity`; the group is
    /// composited once, so overlapping shapes inside it do not show through each other. With
    /// opacity 1 its operators are written in place between `q` and `Q`; with opacity 0 (or NaN)
    /// nothing is written.
    ///
    /// - Throws: ``VectorPDFError/layerNestingTooDeep(limit:drawing:)`` beyond
    ///   ``maximumLayerDepth``, or whatever `body` throws; the page is unchanged then, except that
    ///   the drawings `body` made still count.
    /// - Complexity: O(1) plus the cost of `body`.
    public mutating func drawLayer(opacity: Double, _ body: (inout VectorPDF) throws(VectorPDFError) -> Void)
        throws(VectorPDFError)
    {
        guard layerDepth < Self.maximumLayerDepth else {
            throw .layerNestingTooDeep(limit: Self.maximumLayerDepth, drawing: drawingCount)
        }
        var layer = VectorPDF(layerOf: self)
        // Hand the shared tables to the layer so that appending to them does not copy.
        forms = []
        graphicsStates = PDFGraphicsStates()
        defer {
            forms = layer.forms
            graphicsStates = layer.graphicsStates
            drawingCount = layer.drawingCount
        }
        try body(&layer)
        let alpha = PDFContentStream.units(opacity)
        guard alpha > 0, !layer.content.bytes.isEmpty else { return }
        if layer.usesTransparency { usesTransparency = true }
        if alpha >= 10_000 {
            content.appendIsolated(layer.content)
        } else {
            usesTransparency = true
            layer.forms.append(layer.content)
            content.paintForm(layer.forms.count - 1, alpha: alpha, table: &layer.graphicsStates)
        }
    }

    /// The path construction operators for `path` mapped by `transform`, or no bytes when the
    /// path draws no segment.
    ///
    /// Quadratic curves become the cubic curves they equal: with start p₀, control q and end p₁,
    /// the cubic's controls are p₀ + ⅔(q − p₀) and p₁ + ⅔(q − p₁) (degree elevation; affine maps
    /// commute with it, so it is done on page coordinates).
    static func pathOperators(_ path: VectorPath, transform: VectorTransform, drawing: Int)
        throws(VectorPDFError) -> [UInt8]
    {
        var out = PDFContentStream()
        var pendingMove: VectorPoint?
        var start = VectorPoint.zero
        var current = VectorPoint.zero
        var valid = false
        var drawsSomething = false

        func place(_ point: VectorPoint) throws(VectorPDFError) -> VectorPoint {
            let mapped = transform.apply(point)
            // Written as `!(… <= limit)` so that NaN fails too.
            if !(abs(mapped.x) <= coordinateLimit) { throw .numberOutOfRange(mapped.x, drawing: drawing) }
            if !(abs(mapped.y) <= coordinateLimit) { throw .numberOutOfRange(mapped.y, drawing: drawing) }
            return mapped
        }
        func points(_ p: VectorPoint) {
            out.number(p.x)
            out.number(p.y)
        }
        func beginSegment() {
            if let move = pendingMove {
                points(move)
                out.op("m")
                pendingMove = nil
            }
            drawsSomething = true
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                let q = try place(p)
                pendingMove = q
                start = q
                current = q
                valid = true
            case .line(let p):
                guard valid else { continue }
                let q = try place(p)
                beginSegment()
                points(q)
                out.op("l")
                current = q
            case .quadCurve(let c, let p):
                guard valid else { continue }
                let control = try place(c)
                let end = try place(p)
                beginSegment()
                points(current + (control - current) * (2.0 / 3))
                points(end + (control - end) * (2.0 / 3))
                points(end)
                out.op("c")
                current = end
            case .curve(let c1, let c2, let p):
                guard valid else { continue }
                let control1 = try place(c1)
                let control2 = try place(c2)
                let end = try place(p)
                beginSegment()
                points(control1)
                points(control2)
                points(end)
                out.op("c")
                current = end
            case .close:
                guard valid else { continue }
                beginSegment()
                out.op("h")
                current = start
                pendingMove = start
            }
        }
        return drawsSomething ? out.bytes : []
    }
}
