extension RasterCanvas {
    /// The canvas as a straight-alpha 8-bit image, ready for ``PNG/encode(_:options:)``.
    ///
    /// - Throws: ``RasterImageError`` only if the image type rejects the size, which a valid canvas
    ///   never has.
    /// - Complexity: O(width × height).
    public func rasterImage() throws(RasterImageError) -> RasterImage {
        try RasterImage(width: width, height: height, rgba: straightRGBA8())
    }
}
