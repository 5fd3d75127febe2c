/// A raster surface that vector shapes are drawn onto, with premultiplied floating-point RGBA pixels.
///
/// Shapes are filled with exact-area anti-aliasing: each pixel receives the fraction of its area
/// that the shape covers (see ``fill(_:transform:color:rule:)``). Compositing is Porter–Duff
/// source-over on premultiplied colour. Group opacity is ``drawLayer(opacity:_:)``. Convert the
/// result with ``straightRGBA8()``.
///
/// ```swift
/// var canvas = try RasterCanvas(width: 64, height: 64)
/// canvas.fill(.ellipse(centerX: 32, centerY: 32, radiusX: 24, radiusY: 24), color: .black)
/// let bytes = canvas.straightRGBA8()  // 64 × 64 × 4 bytes
/// ```
public struct RasterCanvas: Sendable {
    /// The largest width or height accepted, in pixels.
    public static let maximumDimension = 16_384
    /// The largest pixel count accepted (width × height), 64 megapixels.
    public static let maximumPixelCount = 1 << 26

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied red, green, blue, alpha per pixel, row-major from the top-left, each 0…1.
    public internal(set) var pixels: [Float]
    /// The device-space distance a flattened curve may stray from the true curve, in pixels.
    ///
    /// The default, 1/40 pixel, keeps the coverage error of curved edges under 7/255.
    public var flatteningTolerance: Double = 0.025

    /// Creates a transparent canvas.
    ///
    /// - Throws: ``RenderingError/invalidSize(width:height:)`` when a side is not positive, or is
    ///   larger than ``maximumDimension``, or the area exceeds ``maximumPixelCount``.
    public init(width: Int, height: Int) throws(RenderingError) {
        guard width > 0, height > 0, width <= Self.maximumDimension, height <= Self.maximumDimension,
            width * height <= Self.maximumPixelCount
        else { throw .invalidSize(width: width, height: height) }
        self.width = width
        self.height = height
        self.pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// The premultiplied colour of one pixel, as (red, green, blue, alpha).
    ///
    /// - Precondition: the coordinates are inside the canvas (a programmer error otherwise).
    public func pixel(x: Int, y: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the canvas")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Sum of the alpha channel over all pixels: the covered area in pixels for opaque shapes.
    public var totalAlpha: Double {
        var sum = 0.0
        var i = 3
        while i < pixels.count {
            sum += Double(pixels[i])
            i += 4
        }
        return sum
    }

    /// Fills a path with a colour.
    ///
    /// The path is mapped to device space by `transform`, flattened within
    /// ``flatteningTolerance`` pixels, and clipped to the canvas. Coverage is the exact area of each
    /// pixel inside the polygon (signed area and cover accumulation); `rule` decides the inside of
    /// self-intersecting outlines.
    ///
    /// - Complexity: O(s + p) for s flattened segments (plus the pixels each crosses) and p pixels of
    ///   the shape's bounding box.
    public mutating func fill(
        _ path: VectorPath, transform: VectorTransform = .identity, color: RasterImage.Color, rule: FillRule = .nonzero
    ) {
        let polylines = path.applying(transform).flattened(tolerance: flatteningTolerance)
        fillPolygons(polylines.map(\.points), color: color, rule: rule)
    }

    /// Strokes a path: fills the outline of a line of the given style drawn along it.
    ///
    /// The outline is built in user space (so a non-uniform transform stretches the stroke as SVG
    /// does), then transformed and filled with the nonzero rule.
    ///
    /// - Complexity: O(s + p), as ``fill(_:transform:color:rule:)``.
    public mutating func stroke(
        _ path: VectorPath, transform: VectorTransform = .identity, style: VectorStroke, color: RasterImage.Color
    ) {
        let scale = transform.maximumScale
        guard scale.isFinite, scale > 0, style.width.isFinite, style.width > 0 else { return }
        let tolerance = flatteningTolerance / scale
        let polylines = path.flattened(tolerance: tolerance)
        var polygons: [[VectorPoint]] = []
        for polyline in polylines {
            polygons.append(
                contentsOf: Stroker(style: style, tolerance: tolerance).outline(polyline).map { polygon in
                    polygon.map { transform.apply($0) }
                })
        }
        fillPolygons(polygons, color: color, rule: .nonzero)
    }

    /// Draws into a transparent layer, then composites the layer with `opacity` (SVG group opacity).
    ///
    /// Overlapping shapes inside the layer do not show through each other, unlike giving each shape
    /// the opacity.
    public mutating func drawLayer(opacity: Double, _ body: (inout RasterCanvas) -> Void) {
        var layer = self
        for i in layer.pixels.indices { layer.pixels[i] = 0 }
        body(&layer)
        let alpha = Float(RasterImage.Color.clamp(opacity))
        guard alpha > 0 else { return }
        // Unchecked: the layer is a copy of this canvas, so both hold the same whole number of
        // four-float pixels, and `i + 3 < count` in the loop.
        precondition(layer.pixels.count == pixels.count, "a layer has its canvas's size")
        pixels.withMutableElementHandle { destination in
            layer.pixels.withElementHandle { source in
                var i = 0
                while i < destination.count &- 3 {
                    let sa = source[unchecked: i + 3] * alpha
                    if sa > 0 {
                        let keep = 1 - sa
                        destination[unchecked: i] = source[unchecked: i] * alpha + destination[unchecked: i] * keep
                        destination[unchecked: i + 1] =
                            source[unchecked: i + 1] * alpha + destination[unchecked: i + 1] * keep
                        destination[unchecked: i + 2] =
                            source[unchecked: i + 2] * alpha + destination[unchecked: i + 2] * keep
                        destination[unchecked: i + 3] = sa + destination[unchecked: i + 3] * keep
                    }
                    i += 4
                }
            }
        }
    }

    /// The pixels as straight-alpha RGBA, 8 bits per channel, row-major: the layout of PNG
    /// colour type 6.
    ///
    /// - Complexity: O(width × height).
    public func straightRGBA8() -> [UInt8] {
        var output = [UInt8](repeating: 0, count: pixels.count)
        var i = 0
        while i < pixels.count {
            let alpha = pixels[i + 3]
            if alpha > 0 {
                let scale = 255 / alpha
                output[i] = Self.byte(pixels[i] * scale)
                output[i + 1] = Self.byte(pixels[i + 1] * scale)
                output[i + 2] = Self.byte(pixels[i + 2] * scale)
                output[i + 3] = Self.byte(alpha * 255)
            }
            i += 4
        }
        return output
    }

    static func byte(_ value: Float) -> UInt8 {
        let rounded = (value + 0.5).rounded(.down)
        return rounded >= 255 ? 255 : (rounded > 0 ? UInt8(rounded) : 0)
    }
}
