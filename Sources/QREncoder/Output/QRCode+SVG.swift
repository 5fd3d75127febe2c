extension QRCode {
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
}
