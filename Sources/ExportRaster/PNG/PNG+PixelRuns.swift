extension PNG {
    /// The zlib stream carried by the IDAT chunks, compressed as `options.compression` asks:
    /// ``imageData(_:width:height:format:options:shorterThan:)`` for DEFLATE at a level,
    /// ``pixelRunImageData(_:width:height:format:options:)`` for pixel runs; nil when it would
    /// not be shorter than `limit` bytes.
    ///
    /// - Complexity: O(pixels), plus the compressor's cost.
    static func compressedImageData(
        _ pixels: ElementHandle<UInt8>, width: Int, height: Int, format: PixelFormat, options: EncodingOptions,
        shorterThan limit: Int = .max
    ) -> [UInt8]? {
        switch options.compression {
        case .deflate:
            return imageData(pixels, width: width, height: height, format: format, options: options, shorterThan: limit)
        case .pixelRuns:
            let stream = pixelRunImageData(pixels, width: width, height: height, format: format, options: options)
            return stream.count < limit ? stream : nil
        }
    }

    /// The format of straight RGBA `pixels` when ``EncodingOptions/reduceColors`` is off: 8-bit
    /// RGBA, or for ``EncodingOptions/Compression/pixelRuns`` 8-bit RGB when every pixel is
    /// opaque (a quarter less data to filter and compress).
    ///
    /// - Complexity: O(pixels) for pixel runs, stopping at the first translucent block; O(1)
    ///   otherwise.
    static func unreducedFormat(_ pixels: [UInt8], options: EncodingOptions) -> PixelFormat {
        guard options.compression == .pixelRuns, isOpaque(pixels) else { return .rgba8 }
        return PixelFormat(colorType: .rgb, depth: 8)
    }

    /// Whether every alpha sample of straight RGBA `pixels` is 255: an AND of 64 bytes (sixteen
    /// pixels) at a time, as eight words into four accumulators, checked every 4 KiB so a
    /// translucent image stops early; then single pixels.
    ///
    /// Sixteen bytes at a time, the loop's add, test and branch cost more than its AND; and with
    /// sixteen-byte vectors in four accumulators, the compiler, seeing that only the alpha lanes
    /// are tested, gathered those lanes with shuffles at every step. Words are ANDed whole. The
    /// test took 11.3 million instructions of the fast preset's encode of the peer corpus's
    /// 4-megapixel wallpaper, and takes 4.4 million (callgrind).
    ///
    /// - Complexity: O(pixels).
    static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withElementHandle { pixels in
            let count = pixels.count
            // The alpha bytes of two pixels in a little-endian word.
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            var first = UInt64.max
            var second = UInt64.max
            var third = UInt64.max
            var fourth = UInt64.max
            var index = 0
            while index + 64 <= count {
                // Unchecked: `index + 64 <= count`.
                first &=
                    pixels.littleEndian(UInt64.self, unchecked: index)
                    & pixels.littleEndian(UInt64.self, unchecked: index + 32)
                second &=
                    pixels.littleEndian(UInt64.self, unchecked: index + 8)
                    & pixels.littleEndian(UInt64.self, unchecked: index + 40)
                third &=
                    pixels.littleEndian(UInt64.self, unchecked: index + 16)
                    & pixels.littleEndian(UInt64.self, unchecked: index + 48)
                fourth &=
                    pixels.littleEndian(UInt64.self, unchecked: index + 24)
                    & pixels.littleEndian(UInt64.self, unchecked: index + 56)
                index += 64
                if index & 4095 == 0 && first & second & third & fourth & alphas != alphas { return false }
            }
            // Fewer than sixteen pixels left; `count` is a multiple of 4.
            var alpha: UInt8 = 255
            while index + 4 <= count {
                alpha &= pixels[index + 3]
                index += 4
            }
            return first & second & third & fourth & alphas == alphas && alpha == 255
        }
    }

    /// The zlib stream of ``EncodingOptions/Compression/pixelRuns``: each row of each pass,
    /// packed in `format`, filtered as `options.filter` says (``EncodingOptions/Filter/adaptive``
    /// for the brute-force filters) into one scratch row and handed to ``PixelRunDeflate``
    /// while it is in cache, so the filtered image is never stored whole.
    ///
    /// The rows go through twice: to count symbols, then to write them. Above 64 KiB of rows the
    /// first pass counts only every few rows (one in ``pixelRunSampling(byteCount:)``), enough
    /// for the codes' statistics at a fraction of the cost. Plain 8-bit RGB rows are packed two
    /// pixels per word; RGBA rows are read in place.
    /// - Complexity: O(pixels).
    static func pixelRunImageData(
        _ pixels: ElementHandle<UInt8>, width: Int, height: Int, format: PixelFormat, options: EncodingOptions
    ) -> [UInt8] {
        let scanlines = Scanlines(pixels, width: width, height: height, format: format, interlaced: options.interlaced)
        let total = scanlines.passes.reduce(0) { $0 + $1.height * (scanlines.stride(of: $1) + 1) }
        let longest = scanlines.passes.map { scanlines.stride(of: $0) }.max() ?? 0
        let sampling = pixelRunSampling(byteCount: total)
        var rows = PixelRunRows(
            scanlines: scanlines, fixedType: options.filter.fixedType,
            compressor: PixelRunDeflate(bytesPerPixel: scanlines.bytesPerPixel),
            sampling: sampling)
        var filtered = [UInt8](repeating: 0, count: longest + 1 + PixelRunDeflate.slack)
        let packsRGB = format.colorType == .rgb && format.depth == 8 && !options.interlaced
        filtered.withMutableElementHandle { filtered in
            // The two passes by number: an array literal of the two flags would be allocated.
            for pass in 0..<2 {
                let encoding = pass == 1
                if encoding { rows.compressor.beginBlock(sampling: sampling) }
                rows.encoding = encoding
                rows.index = 0
                if packsRGB {
                    forEachRGBRow(pixels, width: width, height: height) { rows.add($0, prior: $1, through: filtered) }
                } else {
                    scanlines.forEachRow { rows.add($0, prior: $1, through: filtered) }
                }
            }
        }
        return rows.compressor.finish()
    }

    /// One in how many rows the counting pass of pixel runs reads for `byteCount` bytes of
    /// filtered rows: every row up to 64 KiB, so small images get exact counts, then one more
    /// skipped per 64 KiB, up to one row in eight.
    static func pixelRunSampling(byteCount: Int) -> Int {
        min(8, max(1, byteCount >> 16))
    }

    /// Calls `body` with each row of the `width` × `height` straight RGBA `pixels` packed as
    /// 8-bit RGB, and the row above it (zeros for the first row).
    ///
    /// Two pixels at a time: one 64-bit load, the two low three-byte groups moved together, and
    /// one 64-bit store whose last two bytes the next store overwrites (or fall in the gap kept
    /// after each row).
    /// - Precondition: `pixels` holds `width × height × 4` bytes.
    /// - Complexity: O(pixels).
    static func forEachRGBRow(
        _ pixels: ElementHandle<UInt8>, width: Int, height: Int,
        _ body: (ElementHandle<UInt8>, ElementHandle<UInt8>) -> Void
    ) {
        precondition(pixels.count == width * height * 4, "pixel buffer size does not match the image")
        let stride = width * 3
        let gap = 8
        // Zeros, then two rows, each followed by a gap for the last store.
        var scratch = [UInt8](repeating: 0, count: 3 * stride + 2 * gap)
        scratch.withMutableElementHandle { scratch in
            var targets = (
                scratch.slice(stride..<2 * stride + gap), scratch.slice(2 * stride + gap..<3 * stride + 2 * gap)
            )
            var prior = scratch.readOnly.slice(0..<stride)
            for y in 0..<height {
                let start = y * width * 4
                let target = targets.0
                // Unchecked: pixel pairs lie inside row `y` of `pixels`; a store at `6k` ends by
                // `stride + 2`, inside the target with its gap.
                var column = 0
                while column + 2 <= width {
                    let pair = pixels.littleEndian(UInt64.self, unchecked: start + column * 4)
                    let packed = pair & 0xFF_FFFF | (pair >> 8) & 0xFFFF_FF00_0000
                    target.store(littleEndian: packed, unchecked: column * 3)
                    column += 2
                }
                if column < width {
                    target.store(
                        littleEndian: pixels.littleEndian(UInt32.self, unchecked: start + column * 4),
                        unchecked: column * 3)
                }
                let row = target.readOnly.slice(0..<stride)
                body(row, prior)
                prior = row
                targets = (targets.1, targets.0)
            }
        }
    }
}

/// The per-row step of ``PNG/pixelRunImageData(_:width:height:format:options:)``: filter one row
/// into the scratch row and hand it to the compressor's counting or encoding pass. A value the
/// row loops mutate in place, so their closures capture no boxed state.
struct PixelRunRows {
    /// The image's scanlines, for the adaptive filter choice and the pixel size.
    let scanlines: Scanlines
    /// The filter type of every row, or `nil` for the adaptive choice.
    let fixedType: UInt8?
    /// The compressor the filtered rows go to.
    var compressor: PixelRunDeflate
    /// The counting pass reads about one row in this many.
    let sampling: Int
    /// Whether rows are encoded (the second pass) rather than counted.
    var encoding = false
    /// The index of the next row in this pass.
    var index = 0

    /// Filters `row` (with `prior`, the row above) into `filtered` after its filter-type byte and
    /// hands it to the compressor, unless the counting pass skips it.
    ///
    /// - Precondition: `filtered` holds the row, its type byte and ``PixelRunDeflate/slack``
    ///   more bytes.
    /// - Complexity: O(`row.count`).
    @inline(__always)
    mutating func add(
        _ row: ElementHandle<UInt8>, prior: ElementHandle<UInt8>, through filtered: MutableElementHandle<UInt8>
    ) {
        defer { index += 1 }
        // Rows picked by a multiplicative hash of their index rather than every `sampling`-th,
        // so that the sample does not alias with a period of the image (QR modules, tiles).
        guard encoding || (UInt32(truncatingIfNeeded: index) &* 0x9E37_79B1) >> 24 % UInt32(sampling) == 0 else {
            return
        }
        let type = fixedType ?? scanlines.adaptiveType(row: row, prior: prior)
        filtered[0] = type
        ScanlineFilter.apply(
            type, row: row, prior: prior, bytesPerPixel: scanlines.bytesPerPixel, to: filtered.slice(1..<row.count + 1))
        if encoding {
            compressor.encode(filtered.readOnly, count: row.count + 1)
        } else {
            compressor.count(filtered.readOnly, count: row.count + 1)
        }
    }
}
