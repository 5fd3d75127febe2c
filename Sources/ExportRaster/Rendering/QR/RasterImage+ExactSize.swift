extension RasterImage {
    /// Draws a square module matrix (a QR code…) into an image of exactly `side` × `side` pixels,
    /// such as the 256, 512 and 1024 pixels of QR Book's saved codes.
    ///
    /// Every module is `scale` × `scale` whole pixels, where `scale` is the largest whole number
    /// that leaves at least `minimumQuietZone` light modules on each side; the pixels left over
    /// widen the quiet zone, split as evenly as possible (the odd pixel goes to the right and
    /// bottom). This is the layout of QREncoder's `QRPixelLayout`, so the two modules agree
    /// pixel for pixel. ISO/IEC 18004:2015 §6.3.8 asks for a quiet zone of 4 modules.
    ///
    /// ```swift
    /// let code = try QRCode(encoding: record.data, correction: record.errorCorrection)
    /// let image = try RasterImage(moduleCount: code.size, side: record.sizePx) { x, y in code[x, y] }
    /// let png = try PNG.encode(image)
    /// ```
    ///
    /// - Throws: ``RasterImageError/invalidDimensions(width:height:)`` when `size` is not
    ///   positive, `minimumQuietZone` is negative, `side` exceeds ``maximumModuleImageSide``, or
    ///   `side` is smaller than `size + 2 × minimumQuietZone` (not even one pixel per module).
    /// - Complexity: O(side²).
    public init(
        moduleCount size: Int, side: Int, minimumQuietZone: Int = 4, dark: RasterImage.Color = .black,
        light: RasterImage.Color = .white, isDark: (Int, Int) -> Bool
    ) throws(RasterImageError) {
        guard size > 0, minimumQuietZone >= 0, minimumQuietZone <= Self.maximumModuleImageSide,
            size <= Self.maximumModuleImageSide, side <= Self.maximumModuleImageSide,
            side >= size + 2 * minimumQuietZone
        else { throw .invalidDimensions(width: side, height: side) }
        let scale = side / (size + 2 * minimumQuietZone)
        let margin = (side - scale * size) / 2
        func bytes(_ color: RasterImage.Color) -> (UInt8, UInt8, UInt8, UInt8) {
            func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
            return (byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha))
        }
        let darkPixel = bytes(dark)
        let lightPixel = bytes(light)
        var lightRow: [UInt8] = []
        lightRow.reserveCapacity(side * 4)
        for _ in 0..<side { lightRow += [lightPixel.0, lightPixel.1, lightPixel.2, lightPixel.3] }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(side * side * 4)
        for _ in 0..<margin { rgba += lightRow }
        for y in 0..<size {
            var row = lightRow
            for x in 0..<size where isDark(x, y) {
                var offset = (margin + x * scale) * 4
                for _ in 0..<scale {
                    row[offset] = darkPixel.0
                    row[offset + 1] = darkPixel.1
                    row[offset + 2] = darkPixel.2
                    row[offset + 3] = darkPixel.3
                    offset += 4
                }
            }
            for _ in 0..<scale { rgba += row }
        }
        for _ in 0..<(side - margin - scale * size) { rgba += lightRow }
        try self.init(width: side, height: side, rgba: rgba)
    }
}
