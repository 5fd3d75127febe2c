extension QRCode {
    /// The modules as rows of booleans (`true` = dark), surrounded by `quietZone` light modules.
    ///
    /// ISO/IEC 18004:2015 §6.3.8 asks for a quiet zone of four modules on every side.
    ///
    /// - Throws: ``QRCodeError/invalidRenderingOption(option:reason:)`` for a negative or huge zone.
    /// - Complexity: O((size + 2 × quietZone)²).
    public func rows(quietZone: Int = 4) throws(QRCodeError) -> [[Bool]] {
        try Self.checkQuietZone(quietZone)
        let side = size + 2 * quietZone
        return (0..<side).map { y in (0..<side).map { x in self[x - quietZone, y - quietZone] } }
    }

    static func checkQuietZone(_ quietZone: Int) throws(QRCodeError) {
        guard quietZone >= 0 && quietZone <= 1_000 else {
            throw .invalidRenderingOption(option: "quietZone", reason: "must be within 0...1000, got \(quietZone)")
        }
    }

    /// An SVG document drawing the symbol as a single path of merged horizontal runs.
    ///
    /// One module is one user unit; the `viewBox` includes the quiet zone, so the image scales
    /// to any size without seams between modules (`shape-rendering="crispEdges"`).
    ///
    /// - Parameters:
    ///   - quietZone: Light modules around the symbol (default 4).
    ///   - dark: The fill of dark modules, a CSS colour.
    ///   - light: The background, a CSS colour, or `nil` for transparent.
    /// - Throws: ``QRCodeError/invalidRenderingOption(option:reason:)`` for a bad zone or colour.
    /// - Complexity: O(size²).
    public func svg(quietZone: Int = 4, dark: String = "#000000", light: String? = "#ffffff") throws(QRCodeError)
        -> String
    {
        try Self.checkQuietZone(quietZone)
        for (name, colour) in [("dark", dark), ("light", light ?? "none")] {
            let allowed = colour.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                    || byte == 0x23 || byte == 0x28 || byte == 0x29 || byte == 0x2C || byte == 0x2E || byte == 0x20
                    || byte == 0x25
            }
            guard allowed && !colour.isEmpty else {
                throw .invalidRenderingOption(option: name, reason: "\"\(colour)\" is not a plain CSS colour")
            }
        }
        let side = size + 2 * quietZone
        let path = svgPath(offset: quietZone)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(side) \(side)\" "
        svg += "shape-rendering=\"crispEdges\">"
        if let light { svg += "<rect width=\"\(side)\" height=\"\(side)\" fill=\"\(light)\"/>" }
        svg += "<path fill=\"\(dark)\" d=\"\(path)\"/></svg>"
        return svg
    }

    /// The path data: one `M x y h n v1 h -n z` rectangle per horizontal run of dark modules.
    private func svgPath(offset: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size * size)
        func appendNumber(_ value: Int) {
            if value >= 10 { appendNumber(value / 10) }
            bytes.append(UInt8(0x30 + value % 10))
        }
        for y in 0..<size {
            var x = 0
            while x < size {
                // Skip light modules, then measure the dark run, a word at a time.
                let word = packedRows[y * wordsPerRow + x >> 6] >> UInt64(x & 63)
                if word & 1 == 0 {
                    x += word == 0 ? 64 - (x & 63) : word.trailingZeroBitCount
                    continue
                }
                var end = x
                while end < size {
                    let run = (~(packedRows[y * wordsPerRow + end >> 6] >> UInt64(end & 63))).trailingZeroBitCount
                    let available = 64 - (end & 63)
                    end += min(run, available)
                    if run < available { break }
                }
                end = min(end, size)
                bytes.append(0x4D)  // M
                appendNumber(x + offset)
                bytes.append(0x20)
                appendNumber(y + offset)
                bytes.append(0x68)  // h
                appendNumber(end - x)
                bytes += [0x76, 0x31, 0x68, 0x2D]  // v1h-
                appendNumber(end - x)
                bytes.append(0x7A)  // z
                x = end
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A text rendering with Unicode half blocks, two module rows per line.
    ///
    /// Terminals usually draw text light on dark, so by default a light module is drawn (as a
    /// block) and a dark module is left blank; pass `invert: true` for dark-on-light output.
    ///
    /// - Throws: ``QRCodeError/invalidRenderingOption(option:reason:)`` for a bad zone.
    /// - Complexity: O((size + 2 × quietZone)²).
    public func terminalString(quietZone: Int = 2, invert: Bool = false) throws(QRCodeError) -> String {
        try Self.checkQuietZone(quietZone)
        let side = size + 2 * quietZone
        var result = ""
        var y = 0
        while y < side {
            for x in 0..<side {
                let top = self[x - quietZone, y - quietZone] == invert
                let bottom = y + 1 < side ? self[x - quietZone, y + 1 - quietZone] == invert : false
                switch (top, bottom) {
                case (true, true): result += "█"
                case (true, false): result += "▀"
                case (false, true): result += "▄"
                case (false, false): result += " "
                }
            }
            result += "\n"
            y += 2
        }
        return result
    }
}

/// How a symbol fills a square image of an exact pixel size.
///
/// The module scale is the largest whole number of pixels per module that leaves room for the
/// minimum quiet zone; the pixels left over widen the quiet zone, split as evenly as possible
/// (the extra pixel, if any, goes to the right and bottom).
public struct QRPixelLayout: Equatable, Sendable {
    /// The image side in pixels.
    public let pixelSize: Int
    /// Pixels per module side.
    public let moduleScale: Int
    /// Pixels of quiet zone on the left and top.
    public let leadingMargin: Int
    /// Pixels of quiet zone on the right and bottom.
    public let trailingMargin: Int
    /// Modules per side of the symbol.
    public let modules: Int

    /// Plans an image of `pixelSize` pixels for a symbol of `modules` modules per side.
    ///
    /// - Throws: ``QRCodeError/imageTooSmall(pixels:needed:)`` when not even one pixel per module
    ///   with the minimum quiet zone fits.
    /// - Complexity: O(1).
    public init(pixelSize: Int, modules: Int, minimumQuietZone: Int = 4) throws(QRCodeError) {
        try QRCode.checkQuietZone(minimumQuietZone)
        let needed = modules + 2 * minimumQuietZone
        guard modules > 0, pixelSize >= needed else { throw .imageTooSmall(pixels: pixelSize, needed: needed) }
        let scale = pixelSize / needed
        let spare = pixelSize - scale * modules
        self.pixelSize = pixelSize
        self.moduleScale = scale
        self.modules = modules
        self.leadingMargin = spare / 2
        self.trailingMargin = spare - spare / 2
    }
}

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
