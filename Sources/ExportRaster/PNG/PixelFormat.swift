/// The colour type, bit depth and palette the encoder writes.
struct PixelFormat {
    var colorType: PNG.ColorType
    var depth: Int
    /// Palette entries as `r | g << 8 | b << 16 | a << 24`, non-opaque entries first.
    var palette: [UInt32] = []
    /// Each palette entry's index.
    var indices = ColorTable()
    /// For an indexed format, the smallest lossless format without a palette (grey, grey with
    /// alpha, RGB or RGBA): on a tiny image with many colours, the palette can cost more than
    /// it saves (see ``PNG/encode(_:options:)``).
    var withoutPalette: PNG.ColorType?
    /// The bit depth of ``withoutPalette``.
    var depthWithoutPalette = 8

    static let rgba8 = PixelFormat(colorType: .rgba, depth: 8)

    /// Bytes the palette adds to the file: the PLTE chunk and, when an entry is not opaque, the
    /// tRNS chunk, each with its 12 bytes of length, type and CRC (PNG §11.2.3, §11.3.2.1).
    var paletteChunkBytes: Int {
        guard colorType == .indexed else { return 0 }
        let translucent = palette.lastIndex { $0 >> 24 != 255 }.map { $0 + 1 } ?? 0
        return 12 + 3 * palette.count + (translucent > 0 ? 12 + translucent : 0)
    }

    /// The format without a palette that ``withoutPalette`` names, if any.
    var alternativeWithoutPalette: PixelFormat? {
        withoutPalette.map { PixelFormat(colorType: $0, depth: depthWithoutPalette) }
    }

    /// The smallest lossless format for straight RGBA `pixels`.
    ///
    /// - Complexity: O(pixels), with one dictionary look-up per change of colour; the scan stops
    ///   as soon as the image is known to be translucent, coloured and above 256 colours, when
    ///   only 8-bit RGBA remains.
    static func smallest(for pixels: [UInt8]) -> PixelFormat {
        var opaque = true
        var gray = true
        var grayDepth = 1
        var colors = ColorTable()
        var order: [UInt32] = []
        var tooMany = false
        // Never equal to the first pixel, so that pixel is always examined (an opaque white
        // first pixel is 0xFFFFFFFF).
        var last =
            pixels.count >= 4
            ? ~(UInt32(pixels[0]) | UInt32(pixels[1]) << 8 | UInt32(pixels[2]) << 16 | UInt32(pixels[3]) << 24) : 0
        // Colours already in `colors`, direct-mapped by a multiplicative hash; UInt64.max is
        // empty. Most colour changes in icons and QR codes return to a recent colour.
        var recent = [UInt64](repeating: .max, count: 256)
        pixels.withElementHandle { raw in
            let count = raw.count / 4
            var index = 0
            while index < count {
                // Skip runs of the last colour four pixels at a time.
                // Unchecked: `index + 4 <= count` pixels of four bytes.
                let run = SIMD4<UInt32>(repeating: last)
                while index &+ 4 <= count && raw.lanes(SIMD4<UInt32>.self, unchecked: index &* 4) == run {
                    index &+= 4
                }
                guard index < count else { break }
                // Unchecked: `index < count`.
                let color = raw.littleEndian(UInt32.self, unchecked: index * 4)
                index += 1
                if color == last { continue }
                last = color
                let r = color & 0xFF
                if color >> 24 != 255 { opaque = false }
                if r != color >> 8 & 0xFF || r != color >> 16 & 0xFF { gray = false }
                if gray {
                    // The depth at which r survives scaling down and back up (PNG §12.5).
                    while grayDepth < 8 && r % (255 / ((1 << grayDepth) - 1)) != 0 { grayDepth *= 2 }
                }
                let slot = Int((color &* 0x9E37_79B1) >> 24)
                if !tooMany && recent[slot] != UInt64(color) {
                    if colors.index(of: color) == nil {
                        if colors.count == ColorTable.capacity {
                            tooMany = true
                        } else {
                            colors.insert(color, index: colors.count)
                            order.append(color)
                        }
                    }
                    if !tooMany { recent[slot] = UInt64(color) }
                }
                // Translucent, coloured and too many colours: full RGBA whatever follows.
                if tooMany && !gray && !opaque { break }
            }
        }
        let paletteDepth = order.count <= 2 ? 1 : order.count <= 4 ? 2 : order.count <= 16 ? 4 : 8
        if gray && opaque && (tooMany || grayDepth <= paletteDepth) {
            return PixelFormat(colorType: .gray, depth: grayDepth)
        }
        if !tooMany {
            var format = PixelFormat(colorType: .indexed, depth: paletteDepth)
            format.withoutPalette = gray ? (opaque ? .gray : .grayAlpha) : (opaque ? .rgb : .rgba)
            format.depthWithoutPalette = gray && opaque ? grayDepth : 8
            format.palette = order.filter { $0 >> 24 != 255 } + order.filter { $0 >> 24 == 255 }
            for (index, color) in format.palette.enumerated() { format.indices.insert(color, index: index) }
            return format
        }
        if opaque { return PixelFormat(colorType: gray ? .gray : .rgb, depth: 8) }
        return PixelFormat(colorType: gray ? .grayAlpha : .rgba, depth: 8)
    }
}

/// Converts runs of straight RGBA pixels into one scanline of a ``PixelFormat`` (PNG §7.2):
/// samples packed big-endian, most significant bits first within a byte, unused low bits of the
/// last byte zero.
struct RowPacker {
    let format: PixelFormat
    /// The last colour looked up in the palette and its index: neighbouring pixels repeat.
    /// Always a true pair (never a sentinel, since every 32-bit value is a colour).
    private var cached: (color: UInt32, index: UInt8)

    init(format: PixelFormat) {
        self.format = format
        cached = (format.palette.first ?? 0, 0)
    }

    /// Packs `count` pixels of `source`, the first at byte `start` and each `step` bytes after
    /// the one before, into the first bytes of `row`.
    ///
    /// - Precondition: the pixels lie inside `source` and `row` holds the packed row
    ///   (``PNG/rowBytes(width:channels:depth:)`` bytes).
    /// - Complexity: O(`count`).
    mutating func pack(
        _ source: ElementHandle<UInt8>, from start: Int, step: Int, count: Int, into row: MutableElementHandle<UInt8>
    ) {
        guard count > 0 else { return }
        precondition(
            start >= 0 && step >= 4 && start + (count - 1) * step + 4 <= source.count
                && PNG.rowBytes(width: count, channels: format.colorType.channels, depth: format.depth) <= row.count,
            "pixels outside the image or row")
        // Every unchecked access below reads pixel `column < count` of the run the precondition
        // bounds, or writes a byte of the packed row it sized.
        @inline(__always) func sample(_ column: Int, _ channel: Int) -> UInt8 {
            source[unchecked: start + column * step + channel]
        }
        switch (format.colorType, format.depth) {
        case (.rgba, _):
            for column in 0..<count {
                row.store(
                    littleEndian: source.littleEndian(UInt32.self, unchecked: start + column * step),
                    unchecked: column * 4)
            }
        case (.rgb, _):
            for column in 0..<count {
                for channel in 0..<3 { row[unchecked: column * 3 + channel] = sample(column, channel) }
            }
        case (.grayAlpha, _):
            for column in 0..<count {
                row[unchecked: column * 2] = sample(column, 0)
                row[unchecked: column * 2 + 1] = sample(column, 3)
            }
        case (.gray, 8):
            for column in 0..<count { row[unchecked: column] = sample(column, 0) }
        case (.gray, 1):
            packBlackAndWhite(source, from: start, step: step, count: count, into: row)
        case (.gray, _):
            let shift = UInt8(8 - format.depth)
            RowPacker.packSamples(depth: format.depth, count: count, into: row) { column in sample(column, 0) >> shift }
        default:
            var cached = self.cached
            let indices = format.indices
            RowPacker.packSamples(depth: format.depth, count: count, into: row) { column in
                let color = source.littleEndian(UInt32.self, unchecked: start + column * step)
                if color != cached.color { cached = (color, UInt8(truncatingIfNeeded: indices.index(of: color) ?? 0)) }
                return cached.index
            }
            self.cached = cached
        }
    }

    /// Packs samples of `depth` bits (1, 2, 4 or 8) from `sample(column)`.
    ///
    /// - Precondition: `row` holds ⌈`count` · `depth` / 8⌉ bytes (``pack(_:from:step:count:into:)``
    ///   checked it).
    @inline(__always)
    private static func packSamples(
        depth: Int, count: Int, into row: MutableElementHandle<UInt8>, _ sample: (Int) -> UInt8
    ) {
        if depth == 8 {
            for column in 0..<count { row[unchecked: column] = sample(column) }
            return
        }
        let perByte = 8 / depth
        var column = 0
        var byte = 0
        while column < count {
            var packed: UInt8 = 0
            let end = min(count, column + perByte)
            var shift = 8 - depth
            while column < end {
                packed |= sample(column) << UInt8(shift)
                shift -= depth
                column += 1
            }
            row[unchecked: byte] = packed
            byte += 1
        }
    }

    /// The 1-bit grey fast path for black-and-white images such as QR codes: the top bit of
    /// each red sample, eight pixels per byte.
    ///
    /// - Precondition: as ``pack(_:from:step:count:into:)``, which checked it.
    private func packBlackAndWhite(
        _ source: ElementHandle<UInt8>, from start: Int, step: Int, count: Int, into row: MutableElementHandle<UInt8>
    ) {
        var column = 0
        var byte = 0
        if step == 4 {
            // Eight pixels as 32-bit lanes, red in the low byte: its top bit goes to bit 7 − k.
            let weights = SIMD8<UInt32>(128, 64, 32, 16, 8, 4, 2, 1)
            var offset = start
            while column &+ 8 <= count {
                // Unchecked: pixels `column ..< column + 8` (from `offset`) are inside the run,
                // four bytes apart.
                let pixels = source.lanes(SIMD8<UInt32>.self, unchecked: offset)
                row[unchecked: byte] = UInt8(truncatingIfNeeded: ((pixels &>> 7 & 1) &* weights).wrappedSum())
                byte &+= 1
                column &+= 8
                offset &+= 32
            }
        }
        while column + 8 <= count {
            var packed: UInt8 = 0
            for bit in 0..<8 { packed = packed << 1 | source[unchecked: start + (column + bit) * step] >> 7 }
            row[unchecked: byte] = packed
            byte += 1
            column += 8
        }
        if column < count {
            var packed: UInt8 = 0
            var shift: UInt8 = 7
            while column < count {
                packed |= (source[unchecked: start + column * step] >> 7) << shift
                shift &-= 1
                column += 1
            }
            row[unchecked: byte] = packed
        }
    }
}
