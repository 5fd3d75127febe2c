extension SVGImage {
    /// The document as a one-page vector PDF of `width` × `height` points.
    ///
    /// The view box is fitted into the page as ``render(width:height:)`` fits it into a raster
    /// (centred, aspect ratio kept), and the same styled shapes are drawn: fills with their fill
    /// rule, strokes with their width, caps and joins, colours with their opacity, and group
    /// opacity as transparency groups. What the renderer skips (see ``warnings``) is skipped here
    /// too.
    ///
    /// ```swift
    /// let icon = try SVGImage(svg: "<svg viewBox='0 0 24 24'><circle cx='12' cy='12' r='10'/></svg>")
    /// let pdf = try icon.pdf(width: 64, height: 64)  // a 64 × 64 point page
    /// ```
    ///
    /// - Throws: ``VectorPDFError`` for a page size outside 3…14,400 points, geometry that lands
    ///   beyond ±32,767 points, groups nested more than 13 deep, or a bad compression level.
    /// - Complexity: O(n) in the number of path elements, plus the cost of compressing them.
    public func pdf(width: Double, height: Double, compressionLevel: Int = 6) throws(VectorPDFError) -> [UInt8] {
        var page = try VectorPDF(width: width, height: height)
        let transform = Self.fit(
            x: viewBox.x, y: viewBox.y, width: viewBox.width, height: viewBox.height, into: width, height)
        try draw(on: &page, transform: transform)
        return try page.bytes(compressionLevel: compressionLevel)
    }

    /// Draws the document onto a PDF page, mapping its user space through `transform`, as
    /// ``draw(on:transform:)-(RasterCanvas,_)`` draws onto a canvas.
    ///
    /// - Throws: ``VectorPDFError`` for geometry the page cannot hold.
    public func draw(on page: inout VectorPDF, transform: VectorTransform) throws(VectorPDFError) {
        try page.draw(items, transform: transform)
    }
}

extension VectorPDF {
    /// Draws styled shapes as ``SVGImage`` draws them on a canvas: for each shape the fill, then
    /// the stroke; each group as a layer with its opacity.
    mutating func draw(_ items: [DrawItem], transform: VectorTransform) throws(VectorPDFError) {
        for item in items {
            switch item {
            case .shape(let shape):
                let matrix = transform.concatenating(shape.transform)
                if let color = shape.fill {
                    try fill(shape.path, transform: matrix, color: color, rule: shape.fillRule)
                }
                if let color = shape.stroke {
                    try stroke(shape.path, transform: matrix, style: shape.strokeStyle, color: color)
                }
            case .group(let opacity, let children):
                try drawLayer(opacity: opacity) { layer throws(VectorPDFError) in
                    try layer.draw(children, transform: transform)
                }
            }
        }
    }
}
