/// A bitmap of straight (not premultiplied) 8-bit RGBA pixels, row-major, top row first.
///
/// This is the pixel format ``PNG/encode(_:options:)`` takes and ``PNG/decode(_:options:)`` returns,
/// whatever the colour type and bit depth inside the file.
///
/// ```swift
/// let red = try RasterImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 255, 0, 0, 255])
/// ```
public struct RasterImage: Sendable, Hashable {
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel.
    public let rgba: [UInt8]

    /// Wraps `rgba` as a `width × height` image.
    ///
    /// - Throws: ``RasterImageError`` when a dimension is not positive, the byte count would
    ///   overflow, or `rgba` does not hold exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(RasterImageError) {
        guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
        guard !overflow, !overflow2 else { throw .invalidDimensions(width: width, height: height) }
        guard rgba.count == bytes else { throw .pixelCountMismatch(expected: bytes, actual: rgba.count) }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The red, green, blue and alpha values of the pixel at (`x`, `y`); both must be in range.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }
}
