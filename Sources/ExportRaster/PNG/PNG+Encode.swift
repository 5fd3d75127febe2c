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
        var format =
            options.reduceColors ? PixelFormat.smallest(for: pixels) : unreducedFormat(pixels, options: options)
        /// The compressed image data in `format`, if shorter than `limit` bytes.
        func compressedData(in format: PixelFormat, shorterThan limit: Int = .max) -> [UInt8]? {
            pixels.withElementHandle { pixels in
                compressedImageData(
                    pixels, width: image.width, height: image.height, format: format, options: options,
                    shorterThan: limit)
            }
        }
        // A palette that may not pay is tried second, against the data without it: it is kept
        // only if its data and chunks take no more, so its compression stops as soon as it
        // cannot, and does not start when its chunks alone take as much, or when its data holds
        // too many byte values to shrink enough (``imageData(_:width:height:format:options:shorterThan:)``).
        let rival = paletteMayNotPay(format, pixelCount: pixels.count / 4) ? format.alternativeWithoutPalette : nil
        guard var compressed = compressedData(in: rival ?? format) else {
            preconditionFailure("without a limit, a stream always comes back")
        }
        if let rival {
            let limit = compressed.count - format.paletteChunkBytes + 1
            if limit > 0, let paletteCompressed = compressedData(in: format, shorterThan: limit) {
                compressed = paletteCompressed
            } else {
                format = rival
            }
        }
        var file = signature
        // The image data and its chunk framing, and room for the header and the small chunks,
        // so that the file does not grow by copying; text chunks may still make it grow.
        let chunkCount = (compressed.count + options.maximumChunkSize - 1) / options.maximumChunkSize
        file.reserveCapacity(compressed.count + 12 * chunkCount + 3 * format.palette.count + 256)
        var header: [UInt8] = []
        header.append(bigEndian: UInt32(image.width))
        header.append(bigEndian: UInt32(image.height))
        header += [UInt8(format.depth), format.colorType.rawValue, 0, 0, options.interlaced ? 1 : 0]
        appendChunk("IHDR", header, to: &file)
        if let gamma = options.gamma {
            appendChunk("gAMA", [UInt8](bigEndian: UInt32((gamma * 100_000).rounded())), to: &file)
        }
        if options.sRGB { appendChunk("sRGB", [0], to: &file) }
        if format.colorType == .indexed {
            var palette: [UInt8] = []
            var alphas: [UInt8] = []
            palette.reserveCapacity(3 * format.palette.count)
            alphas.reserveCapacity(format.palette.count)
            for color in format.palette {
                palette.append(UInt8(truncatingIfNeeded: color))
                palette.append(UInt8(truncatingIfNeeded: color >> 8))
                palette.append(UInt8(truncatingIfNeeded: color >> 16))
                alphas.append(UInt8(truncatingIfNeeded: color >> 24))
            }
            appendChunk("PLTE", palette, to: &file)
            while alphas.last == 255 { alphas.removeLast() }
            if !alphas.isEmpty { appendChunk("tRNS", alphas, to: &file) }
        }
        if let ppi = options.pixelsPerInch {
            let perMetre = [UInt8](bigEndian: UInt32((Double(ppi) / 0.0254).rounded()))
            appendChunk("pHYs", perMetre + perMetre + [1], to: &file)
        }
        for entry in options.text { appendText(entry, to: &file) }
        if let time = options.modificationTime {
            let fields =
                [UInt8](bigEndian: UInt16(time.year))
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

    /// Whether an indexed `format` is worth checking against the same image without a palette:
    /// when the palette chunks exceed a sixteenth of the unpacked pixel data without it, as on
    /// small icons with many colours (a 16 × 16 icon of 150 colours spends 600 bytes on PLTE and
    /// tRNS against 1,024 bytes of RGBA, which DEFLATE shrinks further). On larger images the
    /// palette wins by far and the second encode would only cost time.
    /// - Complexity: O(1).
    static func paletteMayNotPay(_ format: PixelFormat, pixelCount: Int) -> Bool {
        guard let direct = format.alternativeWithoutPalette else { return false }
        let directBytes = pixelCount * direct.colorType.channels * direct.depth / 8
        return 16 * format.paletteChunkBytes > directBytes
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
        if let field = options.modificationTime?.invalidTIMEField {
            throw .invalidOption(reason: "tIME \(field)")
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
        file.append(bigEndian: UInt32(data.count))
        let start = file.count
        file += Array(type.utf8)
        file += data
        file.append(bigEndian: CRC32.checksum(file[start...]))
    }
}
