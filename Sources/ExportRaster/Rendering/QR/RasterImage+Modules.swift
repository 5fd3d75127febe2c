extension RasterImage {
    /// The largest side, in pixels, a module image may have (64 megapixels in all).
    public static let maximumModuleImageSide = 8_192

    /// Draws a square matrix of modules (a QR code, a Data Matrix…) as a crisp image: every module
    /// is `moduleScale` × `moduleScale` whole pixels, surrounded by `quietZone` light modules.
    ///
    /// `isDark(column, row)` is asked once per module, with 0 ≤ column, row < `size`. ISO/IEC
    /// 18004:2015 §6.3.8 asks for a quiet zone of 4 modules around a QR code, the default here.
    ///
    /// ```swift
    /// let image = try RasterImage(moduleCount: 21, moduleScale: 8) { x, y in (x + y) % 2 == 0 }
    /// ```
    ///
    /// - Throws: ``RasterImageError/invalidDimensions(width:height:)`` when `size` or `moduleScale` is
    ///   not positive, `quietZone` is negative, or the image would exceed ``maximumModuleImageSide``.
    /// - Complexity: O(side²) for the output side in pixels.
    public init(
        moduleCount size: Int, moduleScale: Int, quietZone: Int = 4, dark: RasterImage.Color = .black,
        light: RasterImage.Color = .white,
        isDark: (Int, Int) -> Bool
    ) throws(RasterImageError) {
        guard size > 0, moduleScale > 0, quietZone >= 0, size <= Self.maximumModuleImageSide,
            quietZone <= Self.maximumModuleImageSide
        else { throw .invalidDimensions(width: size, height: size) }
        let modulesPerSide = size + 2 * quietZone
        let (side, overflow) = modulesPerSide.multipliedReportingOverflow(by: moduleScale)
        guard !overflow, side <= Self.maximumModuleImageSide else {
            throw .invalidDimensions(width: overflow ? Int.max : side, height: overflow ? Int.max : side)
        }
        func bytes(_ color: RasterImage.Color) -> [UInt8] {
            [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
        }
        let darkPixel = bytes(dark)
        let lightPixel = bytes(light)
        var lightRow: [UInt8] = []
        lightRow.reserveCapacity(side * 4)
        for _ in 0..<side { lightRow.append(contentsOf: lightPixel) }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(side * side * 4)
        for moduleRow in 0..<modulesPerSide {
            let y = moduleRow - quietZone
            var row = lightRow
            if y >= 0 && y < size {
                for x in 0..<size where isDark(x, y) {
                    var offset = (x + quietZone) * moduleScale * 4
                    for _ in 0..<moduleScale {
                        row[offset] = darkPixel[0]
                        row[offset + 1] = darkPixel[1]
                        row[offset + 2] = darkPixel[2]
                        row[offset + 3] = darkPixel[3]
                        offset += 4
                    }
                }
            }
            for _ in 0..<moduleScale { rgba.append(contentsOf: row) }
        }
        try self.init(width: side, height: side, rgba: rgba)
    }

    /// Draws a module matrix given as rows of booleans (`true` is dark); see
    /// ``init(moduleCount:moduleScale:quietZone:dark:light:isDark:)``.
    ///
    /// - Throws: ``RasterImageError/invalidDimensions(width:height:)`` also when the rows are empty or
    ///   not all as long as there are rows.
    public init(
        moduleRows rows: [[Bool]], moduleScale: Int, quietZone: Int = 4, dark: RasterImage.Color = .black,
        light: RasterImage.Color = .white
    ) throws(RasterImageError) {
        guard !rows.isEmpty, rows.allSatisfy({ $0.count == rows.count }) else {
            throw .invalidDimensions(width: rows.first?.count ?? 0, height: rows.count)
        }
        try self.init(
            moduleCount: rows.count, moduleScale: moduleScale, quietZone: quietZone, dark: dark, light: light
        ) { x, y in rows[y][x] }
    }
}
