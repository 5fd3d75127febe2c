extension PNG {
    /// Encodes `image` as a PNG file.
    ///
    /// The output is deterministic: the same pixels and options always give the same bytes.
    /// - Throws: ``PNGError/invalidOption(reason:)`` for an out-of-range option.
    /// - Complexity: O(pixels), plus the DEFLATE cost of the chosen level.
    public static func encode(_ image: RasterImage, options: EncodingOptions = .init()) throws(PNGError) -> [UInt8] {
        try validate(options)
        var pixels = image.rgba
        if options.cleanTransparentPixels {
            for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] == 0 {
                pixels[index] = 0
                pixels[index + 1] = 0
                pixels[index + 2] = 0
            }
        }
        let format = options.reduceColors ? PixelFormat.smallest(for: pixels) : .rgba8
        let compressed = pixels.withUnsafeBufferPointer { buffer in
            imageData(buffer, width: image.width, height: image.height, format: format, options: options)
        }
        var file = signature
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [UInt8(format.depth), format.colorType.rawValue, 0, 0, options.interlaced ? 1 : 0]
        appendChunk("IHDR", header, to: &file)
        if let gamma = options.gamma { appendChunk("gAMA", bigEndian(UInt32((gamma * 100_000).rounded())), to: &file) }
        if options.sRGB { appendChunk("sRGB", [0], to: &file) }
        if format.colorType == .indexed {
            var palette: [UInt8] = []
            var alphas: [UInt8] = []
            for color in format.palette {
                palette += [UInt8(color & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color >> 16 & 0xFF)]
                alphas.append(UInt8(color >> 24))
            }
            appendChunk("PLTE", palette, to: &file)
            while alphas.last == 255 { alphas.removeLast() }
            if !alphas.isEmpty { appendChunk("tRNS", alphas, to: &file) }
        }
        if let ppi = options.pixelsPerInch {
            let perMetre = bigEndian(UInt32((Double(ppi) / 0.0254).rounded()))
            appendChunk("pHYs", perMetre + perMetre + [1], to: &file)
        }
        for entry in options.text { appendText(entry, to: &file) }
        if let time = options.modificationTime {
            let fields =
                [UInt8(time.year >> 8), UInt8(time.year & 0xFF)]
                + [time.month, time.day, time.hour, time.minute, time.second].map { UInt8($0) }
            appendChunk("tIME", fields, to: &file)
        }
        var start = 0
        repeat {
            let end = min(compressed.count, start + options.maximumChunkSize)
            appendChunk("IDAT", compressed[start..<end], to: &file)
            start = end
        } while start < compressed.count
        appendChunk("IEND", [], to: &file)
        return file
    }

    private static func validate(_ options: EncodingOptions) throws(PNGError) {
        if !Deflate.levels.contains(options.compressionLevel) {
            throw .invalidOption(reason: "compression level \(options.compressionLevel) is outside 0...12")
        }
        if options.maximumChunkSize < 1 || options.maximumChunkSize > Int(Int32.max) {
            throw .invalidOption(reason: "IDAT chunk size \(options.maximumChunkSize) is out of range")
        }
        if let ppi = options.pixelsPerInch, ppi < 1 || ppi > 1_000_000 {
            throw .invalidOption(reason: "\(ppi) pixels per inch is out of range")
        }
        if let gamma = options.gamma, !(gamma > 0 && gamma < 40_000) {
            throw .invalidOption(reason: "gamma \(gamma) is out of range")
        }
        if let time = options.modificationTime {
            let valid =
                (0...65535).contains(time.year) && (1...12).contains(time.month) && (1...31).contains(time.day)
                && (0...23).contains(time.hour) && (0...59).contains(time.minute) && (0...60).contains(time.second)
            if !valid { throw .invalidOption(reason: "tIME fields are out of range") }
        }
        for entry in options.text {
            let scalars = entry.keyword.unicodeScalars
            let printable = scalars.allSatisfy { (32...126).contains($0.value) || (161...255).contains($0.value) }
            if scalars.isEmpty || scalars.count > 79 || !printable || scalars.first == " " || scalars.last == " " {
                throw .invalidOption(
                    reason: "text keyword \"\(entry.keyword)\" is not 1–79 printable Latin-1 characters")
            }
        }
    }

    /// tEXt when the value is Latin-1 without NUL (PNG §11.3.4.3), otherwise uncompressed iTXt (§11.3.4.5).
    private static func appendText(_ entry: EncodingOptions.Text, to file: inout [UInt8]) {
        let keyword = entry.keyword.unicodeScalars.map { UInt8($0.value) }
        if entry.value.unicodeScalars.allSatisfy({ $0.value > 0 && $0.value < 256 }) {
            appendChunk("tEXt", keyword + [0] + entry.value.unicodeScalars.map { UInt8($0.value) }, to: &file)
        } else {
            appendChunk("iTXt", keyword + [0, 0, 0, 0, 0] + Array(entry.value.utf8), to: &file)
        }
    }

    static func appendChunk(_ type: String, _ data: some Collection<UInt8>, to file: inout [UInt8]) {
        file += bigEndian(UInt32(data.count))
        let start = file.count
        file += Array(type.utf8)
        file += data
        file += bigEndian(CRC32.checksum(file[start...]))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The zlib stream for the IDAT chunks: one filter strategy, or the smallest of all of them.
    private static func imageData(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, format: PixelFormat, options: EncodingOptions
    ) -> [UInt8] {
        guard options.filter == .bruteForce else {
            let raw = scanlines(pixels, width: width, height: height, format: format, options: options)
            return Zlib.compress(raw, level: options.compressionLevel)
        }
        var best: [UInt8] = []
        let strategies: [EncodingOptions.Filter] = [.none, .sub, .up, .average, .paeth, .adaptive]
        for strategy in strategies {
            var trial = options
            trial.filter = strategy
            let raw = scanlines(pixels, width: width, height: height, format: format, options: trial)
            let candidate = Zlib.compress(raw, level: options.compressionLevel)
            if best.isEmpty || candidate.count < best.count { best = candidate }
        }
        return best
    }

    /// Packs every pass's rows in `format` and filters them; returns the data to compress.
    private static func scanlines(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, format: PixelFormat, options: EncodingOptions
    ) -> [UInt8] {
        let channels = format.colorType.channels
        let bytesPerPixel = max(1, channels * format.depth / 8)
        var output: [UInt8] = []
        var indexCache = (color: UInt32.max, index: UInt8(0))
        for pass in passes(width: width, height: height, interlaced: options.interlaced)
        where pass.width > 0 && pass.height > 0 {
            let stride = rowBytes(width: pass.width, channels: channels, depth: format.depth)
            output.reserveCapacity(output.count + pass.height * (stride + 1))
            var prior = [UInt8](repeating: 0, count: stride)
            var row = [UInt8](repeating: 0, count: stride)
            for passRow in 0..<pass.height {
                let y = pass.y + passRow * pass.dy
                if !packWideRow(
                    pixels, y: y, width: width, pass: (pass.x, pass.dx, pass.width), format: format, into: &row)
                {
                    for index in row.indices { row[index] = 0 }
                    for column in 0..<pass.width {
                        let offset = (y * width + pass.x + column * pass.dx) * 4
                        let (r, g, b, a) = (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
                        var sample = r
                        if format.colorType == .indexed {
                            let color = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
                            if color != indexCache.color { indexCache = (color, format.indices[color] ?? 0) }
                            sample = indexCache.index
                        } else {
                            sample = r >> UInt8(8 - format.depth)
                        }
                        if format.depth == 8 {
                            row[column] = sample
                        } else {
                            let bit = column * format.depth
                            row[bit >> 3] |= sample << UInt8(8 - format.depth - bit & 7)
                        }
                    }
                }
                let filter = chooseFilter(
                    options.filter, format: format, row: row, prior: prior, bytesPerPixel: bytesPerPixel)
                output.append(filter)
                appendFiltered(filter, row: row, prior: prior, bytesPerPixel: bytesPerPixel, to: &output)
                swap(&prior, &row)
            }
        }
        return output
    }

    /// Copies one row of 8-bit RGBA, RGB, grey+alpha or grey samples; returns false for indexed and
    /// sub-byte formats, which the caller packs itself.
    private static func packWideRow(
        _ pixels: UnsafeBufferPointer<UInt8>, y: Int, width: Int, pass: (x: Int, dx: Int, width: Int),
        format: PixelFormat, into row: inout [UInt8]
    ) -> Bool {
        guard format.depth == 8, format.colorType != .indexed else { return false }
        let channels = format.colorType.channels
        row.withUnsafeMutableBufferPointer { out in
            let source = (y * width + pass.x) * 4
            let step = pass.dx * 4
            switch format.colorType {
            case .rgba:
                for column in 0..<pass.width {
                    let from = source + column * step
                    let to = column * 4
                    out[to] = pixels[from]
                    out[to + 1] = pixels[from + 1]
                    out[to + 2] = pixels[from + 2]
                    out[to + 3] = pixels[from + 3]
                }
            case .rgb:
                for column in 0..<pass.width {
                    let from = source + column * step
                    out[column * 3] = pixels[from]
                    out[column * 3 + 1] = pixels[from + 1]
                    out[column * 3 + 2] = pixels[from + 2]
                }
            case .grayAlpha:
                for column in 0..<pass.width {
                    out[column * 2] = pixels[source + column * step]
                    out[column * 2 + 1] = pixels[source + column * step + 3]
                }
            default:
                for column in 0..<pass.width * channels { out[column] = pixels[source + column * step] }
            }
        }
        return true
    }

    private static func chooseFilter(
        _ filter: EncodingOptions.Filter, format: PixelFormat, row: [UInt8], prior: [UInt8], bytesPerPixel: Int
    ) -> UInt8 {
        switch filter {
        case .none: return 0
        case .sub: return 1
        case .up: return 2
        case .average: return 3
        case .paeth: return 4
        case .adaptive, .bruteForce:
            if format.colorType == .indexed || format.depth < 8 { return 0 }
            return minimumSumFilter(row: row, prior: prior, bytesPerPixel: bytesPerPixel)
        }
    }

    /// The filter type whose output has the smallest sum of absolute values, read as signed bytes
    /// (PNG §12.8). Costs are computed in one pass without materialising the filtered rows.
    static func minimumSumFilter(row: [UInt8], prior: [UInt8], bytesPerPixel: Int) -> UInt8 {
        row.withUnsafeBufferPointer { x in
            prior.withUnsafeBufferPointer { b in
                @inline(__always) func cost(_ value: UInt8) -> Int { Int(Int8(bitPattern: value).magnitude) }
                var costs = (0, 0, 0, 0, 0)
                for i in 0..<x.count {
                    let left: UInt8 = i >= bytesPerPixel ? x[i - bytesPerPixel] : 0
                    let upperLeft: UInt8 = i >= bytesPerPixel ? b[i - bytesPerPixel] : 0
                    let value = x[i]
                    costs.0 += cost(value)
                    costs.1 += cost(value &- left)
                    costs.2 += cost(value &- b[i])
                    costs.3 += cost(value &- UInt8((Int(left) + Int(b[i])) >> 1))
                    costs.4 += cost(value &- paeth(left, b[i], upperLeft))
                }
                var best: UInt8 = 0
                var bestCost = costs.0
                for (type, value) in [(UInt8(1), costs.1), (2, costs.2), (3, costs.3), (4, costs.4)]
                where value < bestCost {
                    best = type
                    bestCost = value
                }
                return best
            }
        }
    }

    /// Appends `row` filtered with `filter` (PNG §9.2), bytes `bytesPerPixel` apart being "left".
    static func appendFiltered(
        _ filter: UInt8, row: [UInt8], prior: [UInt8], bytesPerPixel: Int, to output: inout [UInt8]
    ) {
        let count = row.count
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: count))
        output.withUnsafeMutableBufferPointer { all in
            let out = UnsafeMutableBufferPointer(rebasing: all[start..<start + count])
            row.withUnsafeBufferPointer { x in
                prior.withUnsafeBufferPointer { b in
                    for i in 0..<count {
                        let left: UInt8 = i >= bytesPerPixel ? x[i - bytesPerPixel] : 0
                        switch filter {
                        case 0: out[i] = x[i]
                        case 1: out[i] = x[i] &- left
                        case 2: out[i] = x[i] &- b[i]
                        case 3: out[i] = x[i] &- UInt8((Int(left) + Int(b[i])) >> 1)
                        default:
                            let upperLeft: UInt8 = i >= bytesPerPixel ? b[i - bytesPerPixel] : 0
                            out[i] = x[i] &- paeth(left, b[i], upperLeft)
                        }
                    }
                }
            }
        }
    }
}

/// The colour type, bit depth and palette the encoder writes.
struct PixelFormat {
    var colorType: PNG.ColorType
    var depth: Int
    /// Palette entries as `r | g << 8 | b << 16 | a << 24`, non-opaque entries first.
    var palette: [UInt32] = []
    var indices: [UInt32: UInt8] = [:]

    static let rgba8 = PixelFormat(colorType: .rgba, depth: 8)

    /// The smallest lossless format for straight RGBA `pixels`.
    static func smallest(for pixels: [UInt8]) -> PixelFormat {
        var opaque = true
        var gray = true
        var grayDepth = 1
        var colors: [UInt32: Int] = [:]
        var order: [UInt32] = []
        var tooMany = false
        var last = UInt32.max
        pixels.withUnsafeBytes { raw in
            let count = raw.count / 4
            for index in 0..<count {
                let color = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                if color == last { continue }
                last = color
                let r = color & 0xFF
                if color >> 24 != 255 { opaque = false }
                if r != color >> 8 & 0xFF || r != color >> 16 & 0xFF { gray = false }
                if gray {
                    // The depth at which r survives scaling down and back up (PNG §12.5).
                    while grayDepth < 8 && r % (255 / ((1 << grayDepth) - 1)) != 0 { grayDepth *= 2 }
                }
                if !tooMany && colors[color] == nil {
                    if colors.count == 256 {
                        tooMany = true
                    } else {
                        colors[color] = colors.count
                        order.append(color)
                    }
                }
            }
        }
        let paletteDepth = order.count <= 2 ? 1 : order.count <= 4 ? 2 : order.count <= 16 ? 4 : 8
        if gray && opaque && (tooMany || grayDepth <= paletteDepth) {
            return PixelFormat(colorType: .gray, depth: grayDepth)
        }
        if !tooMany {
            var format = PixelFormat(colorType: .indexed, depth: paletteDepth)
            format.palette = order.filter { $0 >> 24 != 255 } + order.filter { $0 >> 24 == 255 }
            for (index, color) in format.palette.enumerated() { format.indices[color] = UInt8(index) }
            return format
        }
        if opaque { return PixelFormat(colorType: gray ? .gray : .rgb, depth: 8) }
        return PixelFormat(colorType: gray ? .grayAlpha : .rgba, depth: 8)
    }
}
