extension QRCode {
    /// Plans an image of exactly `pixelSize` pixels per side (for example 256, 512 or 1024).
    ///
    /// - Throws: ``QRCodeError/imageTooSmall(pixels:needed:)`` when the image is too small.
    /// - Complexity: O(1).
    public func pixelLayout(pixelSize: Int, minimumQuietZone: Int = 4) throws(QRCodeError) -> QRPixelLayout {
        try QRPixelLayout(pixelSize: pixelSize, modules: size, minimumQuietZone: minimumQuietZone)
    }

    /// An 8-bit greyscale image (0 = dark, 255 = light), row-major, laid out by `layout`.
    ///
    /// - Complexity: O(pixelSize²).
    public func grayscalePixels(_ layout: QRPixelLayout) -> [UInt8] {
        let side = layout.pixelSize
        var pixels = [UInt8](repeating: 255, count: side * side)
        guard layout.modules == size else { return pixels }
        for y in 0..<size {
            for x in 0..<size where self[x, y] {
                let left = layout.leadingMargin + x * layout.moduleScale
                let top = layout.leadingMargin + y * layout.moduleScale
                for row in top..<(top + layout.moduleScale) {
                    for column in left..<(left + layout.moduleScale) { pixels[row * side + column] = 0 }
                }
            }
        }
        return pixels
    }
}
