/// A one-page vector PDF (PDF 1.7, ISO 32000-1), drawn with the same paths, transforms, colours,
/// fill rules, strokes and layers as ``RasterCanvas``, and written with our own DEFLATE.
///
/// Coordinates are those of ``RasterCanvas`` and SVG: the origin is the page's top-left corner,
/// y grows downwards and one unit is one PDF point (1/72 inch). The writer maps them to PDF's
/// bottom-up default user space with a single `cm` at the start of the page, so a drawing made
/// for a 64 × 64 pixel canvas gives the same picture on a 64 × 64 point page.
///
/// ```swift
/// var pdf = try VectorPDF(width: 64, height: 64)
/// try pdf.fill(.ellipse(centerX: 32, centerY: 32, radiusX: 24, radiusY: 24), color: .black)
/// try pdf.drawLayer(opacity: 0.5) { layer throws(VectorPDFError) in
///     try layer.fill(.rectangle(x: 8, y: 8, width: 48, height: 16), color: .white, rule: .evenOdd)
/// }
/// let file = try pdf.bytes()  // "%PDF-1.7" … "%%EOF"
/// ```
///
/// Each fill or stroke becomes a path and a painting operator (`f`, `f*` or `S`) in the page's
/// content stream; colours are DeviceRGB (`rg`, `RG`), and a colour's alpha becomes the alpha
/// constant of a graphics-state dictionary (`ca` for fills, `CA` for strokes). A layer with an
/// opacity below 1 becomes an isolated transparency group (a form XObject) painted with that
/// opacity, which is what ``RasterCanvas/drawLayer(opacity:_:)`` computes: shapes inside the
/// layer cover each other before the layer is blended once. Quadratic curves are written as the
/// cubic curves they equal.
///
/// Strokes are drawn in the shape's own coordinate space (with a `cm` when the transform is more
/// than a uniform scale and a translation), so a non-uniform transform stretches the pen as SVG
/// does. Differences from the rasterizer: a reader anti-aliases with its own method, and numbers
/// are written to 1/10,000 of a point (colours and opacities to 1/10,000).
public struct VectorPDF: Sendable {
    /// The page sizes a reader is expected to accept, in points: ISO 32000-1 Annex C.2 gives
    /// 3 × 3 as the minimum and 14,400 × 14,400 as the maximum.
    public static let pageSizeLimits: ClosedRange<Double> = 3...14_400

    /// The largest magnitude a written coordinate or line width may have, in points.
    ///
    /// Annex C, Table C.1 notes that readers still convert reals to 16.16 fixed point for screen
    /// display, whose range is ±32,767; that is more than twice the largest page.
    public static let coordinateLimit: Double = 32_767

    /// How deeply ``drawLayer(opacity:_:)`` calls may nest.
    ///
    /// Annex C, Table C.1 limits graphics-state nesting (`q`, and the implicit save of `Do`) to 28
    /// levels; a layer uses two and a stroke one, so 13 layers stay within it.
    public static let maximumLayerDepth = 13

    /// The page width in points.
    public let width: Double
    /// The page height in points.
    public let height: Double

    /// The page's content stream.
    var content: PDFContentStream
    /// Alpha-constant dictionaries shared by every stream of the document.
    var graphicsStates = PDFGraphicsStates()
    /// Transparency groups, each painted from the page or from another group.
    var forms: [PDFContentStream] = []
    /// How many layers enclose this drawing surface (0 for the page).
    var layerDepth = 0
    /// Fills and strokes requested so far, layers included: the index errors report.
    var drawingCount = 0
    /// Whether any alpha constant below 1 is used, so the page declares a transparency group.
    var usesTransparency = false

    /// Creates an empty page.
    ///
    /// - Throws: ``VectorPDFError/invalidPageSize(width:height:)`` when a side is not finite or lies
    ///   outside ``pageSizeLimits``.
    public init(width: Double, height: Double) throws(VectorPDFError) {
        guard Self.pageSizeLimits.contains(width), Self.pageSizeLimits.contains(height) else {
            throw .invalidPageSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        // A page's content stream starts in the initial graphics state (§8.4.1, Table 52): both
        // alpha constants are 1.
        content = PDFContentStream(alphasKnownOpaque: true)
    }

    /// A surface for one layer of `parent`, continuing its tables and drawing count.
    init(layerOf parent: VectorPDF) {
        width = parent.width
        height = parent.height
        content = PDFContentStream(alphasKnownOpaque: false)
        graphicsStates = parent.graphicsStates
        forms = parent.forms
        layerDepth = parent.layerDepth + 1
        drawingCount = parent.drawingCount
        usesTransparency = parent.usesTransparency
    }
}
