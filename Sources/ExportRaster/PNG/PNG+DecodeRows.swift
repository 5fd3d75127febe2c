extension PNG.Header {
    /// Whether ``decodeRows(_:palette:into:)`` handles this image: not interlaced, at most 8 bits
    /// per sample (below 8 bits only grey and indexed images exist, PNG §11.2.2). Other images
    /// take the general path of ``image(_:palette:transparency:)``.
    var hasFastRows: Bool { !interlaced && depth <= 8 }

    /// Unfilters the rows of a non-interlaced image of at most 8 bits a sample in place in `raw`
    /// (each row's filter byte, then its bytes; PNG §9.2) and writes them as RGBA into `rgba`,
    /// one pass per row over raw buffers instead of one call per pixel.
    ///
    /// Throws ``PNGError/invalidFilterType(row:filter:)`` and
    /// ``PNGError/paletteIndexOutOfRange(index:paletteSize:)`` at the same row and pixel, in the
    /// same order, as the general path.
    /// - Complexity: O(width · height).
    func decodeRows(_ raw: inout [UInt8], palette colors: PNG.Palette, into rgba: inout [UInt8]) throws(PNGError) {
        let channels = colorType.channels
        let stride = PNG.rowBytes(width: width, channels: channels, depth: depth)
        let samples = depth < 8 ? PNGRowDecoder.packedPixels(colors) : []
        // The caller checked that `raw` holds height × (stride + 1) bytes and `rgba` width × height × 4.
        let failure = withMutableElementHandles(&raw, &rgba) { raw, rgba in
            samples.withElementHandle { samples in
                PNGRowDecoder(
                    raw: raw, rgba: rgba, width: width, stride: stride, channels: channels, depth: depth,
                    packedPixels: samples
                )
                .run(height: height, colors: colors)
            }
        }
        if let failure { throw failure }
    }
}

/// The loops of ``PNG/Header/decodeRows(_:palette:into:)`` over borrowed buffers: `raw` holds
/// `height` rows of a filter byte and `stride` bytes, `rgba` `width` × `height` pixels.
struct PNGRowDecoder {
    /// The filtered rows, each after its filter-type byte; unfiltered in place.
    let raw: MutableElementHandle<UInt8>
    /// The RGBA output, four bytes a pixel.
    let rgba: MutableElementHandle<UInt8>
    let width: Int
    /// Bytes in one row, without the filter-type byte.
    let stride: Int
    /// Samples a pixel; at 8 bits, bytes a pixel: the distance to the left neighbour.
    let channels: Int
    /// Bits a sample: 1, 2, 4 or 8. Below 8, a pixel is one sample (grey or a palette index) and
    /// the left neighbour of a filter is the byte before (PNG §9.2).
    let depth: Int
    /// Below 8 bits, the RGBA pixel of each sample value (``packedPixels(_:)``); empty otherwise.
    let packedPixels: ElementHandle<UInt32>

    /// Decodes every row; returns the first error, if any.
    ///
    /// - Precondition: `raw` holds `height` × (`stride` + 1) bytes and `rgba` `width` × `height` × 4.
    /// - Complexity: O(`height` × `stride`).
    func run(height: Int, colors: PNG.Palette) -> PNGError? {
        precondition(
            raw.count >= height * (stride + 1) && rgba.count >= height * width * 4
                && stride == PNG.rowBytes(width: width, channels: channels, depth: depth)
                && (depth == 8 || (channels == 1 && packedPixels.count == 1 << depth)),
            "row buffers too small")
        // The row above the first is all zeros (PNG §9.2).
        let zeros = [UInt8](repeating: 0, count: stride)
        return zeros.withElementHandle { zeros -> PNGError? in
            colors.entries.withElementHandle { entries -> PNGError? in
                var prior = zeros
                // Rows that can be unfiltered in pairs (``unfilterPaethPair(_:_:prior:)``).
                let pairsPaeth = depth == 8 && channels >= 3
                var y = 0
                while y < height {
                    let start = y * (stride + 1)
                    let filter = raw[start]
                    guard filter <= 4 else { return .invalidFilterType(row: y, filter: filter) }
                    let row = raw.slice(start + 1..<start + 1 + stride)
                    // Two Paeth rows in a row of 8-bit RGB or RGBA pixels are unfiltered together.
                    let next = start + stride + 1
                    if filter == 4 && pairsPaeth && y + 1 < height && raw[next] == 4 {
                        let second = raw.slice(next + 1..<next + 1 + stride)
                        unfilterPaethPair(row, second, prior: prior)
                        let targets = rgba.slice(y * width * 4..<(y + 2) * width * 4)
                        // RGB and RGBA rows convert without errors.
                        _ = convert(row.readOnly, to: targets.slice(0..<width * 4), colors: colors, entries: entries)
                        _ = convert(
                            second.readOnly, to: targets.slice(width * 4..<width * 8), colors: colors,
                            entries: entries)
                        prior = second.readOnly
                        y += 2
                        continue
                    }
                    unfilter(filter, row: row, prior: prior)
                    let target = rgba.slice(y * width * 4..<(y + 1) * width * 4)
                    if let failure = convert(row.readOnly, to: target, colors: colors, entries: entries) {
                        return failure
                    }
                    prior = row.readOnly
                    y += 1
                }
                return nil
            }
        }
    }

    /// Reverses filter type `filter` on `row` (PNG §9.2–9.4), with the unfiltered row above in
    /// `prior`.
    ///
    /// - Precondition: `row.count == prior.count == stride` (``run(height:colors:)`` slices them so).
    /// - Complexity: O(`stride`).
    func unfilter(_ filter: UInt8, row: MutableElementHandle<UInt8>, prior: ElementHandle<UInt8>) {
        // Below 8 bits a pixel is one sample of a byte or less: filters step one byte.
        let bytesPerPixel = depth == 8 ? channels : 1
        let count = row.count
        precondition(prior.count == count, "rows of different lengths")
        if filter >= 3 && depth == 8 && (bytesPerPixel == 3 || bytesPerPixel == 4) {
            unfilterPixels(filter, row: row, prior: prior)
            return
        }
        // Unchecked below: every index is below `count`, and `index - bytesPerPixel` is not
        // negative where `index` starts at `bytesPerPixel`.
        switch filter {
        case 1:
            var index = bytesPerPixel
            while index < count {
                row[unchecked: index] &+= row[unchecked: index - bytesPerPixel]
                index += 1
            }
        case 2:
            // The compiler vectorises this loop.
            for index in 0..<count { row[unchecked: index] &+= prior[unchecked: index] }
        case 3:
            for index in 0..<min(bytesPerPixel, count) { row[unchecked: index] &+= prior[unchecked: index] >> 1 }
            var index = bytesPerPixel
            while index < count {
                row[unchecked: index] &+= UInt8(
                    truncatingIfNeeded: (UInt16(row[unchecked: index - bytesPerPixel]) + UInt16(prior[unchecked: index]))
                        >> 1)
                index += 1
            }
        case 4:
            PNGRowDecoder.paethBytes(row, prior: prior, from: 0, bytesPerPixel: bytesPerPixel)
        default: break
        }
    }

    /// Average and Paeth for three or four bytes a pixel: each pixel depends on the one to its
    /// left, but its channels do not depend on each other, so a pixel's channels go through the
    /// predictor together, in the low four lanes of a `SIMD8<Int16>` (``Lanes``). A three-byte
    /// pixel is loaded with the next pixel's first byte as a fourth lane, whose result is not
    /// stored; the last pixel of the row goes byte by byte so that no load passes the row's end.
    ///
    /// Eight lanes of 16 bits fill one 128-bit register, the vector width every x86-64 and arm64
    /// processor has, so each step of the predictor is one instruction. A three-byte pixel is
    /// stored as its three bytes, without the fourth lane: stored whole, with the fourth lane
    /// masked back to the next pixel's filtered byte, that mask let the compiler take the lanes
    /// apart, into shuffles and general registers (75 instructions a pixel in the Paeth loop of
    /// RGB rows, 43 now), and the next pixel's load overlapped the store.
    ///
    /// - Precondition: `row.count == prior.count == width × channels`, with 3 or 4 channels.
    func unfilterPixels(_ filter: UInt8, row: MutableElementHandle<UInt8>, prior: ElementHandle<UInt8>) {
        precondition(
            row.count == width * channels && prior.count == row.count && (channels == 3 || channels == 4),
            "rows of different lengths")
        switch (filter, channels) {
        case (3, 3): unfilterPixels(AverageRGB.self, row: row, prior: prior)
        case (3, _): unfilterPixels(AverageRGBA.self, row: row, prior: prior)
        case (_, 3): unfilterPixels(PaethRGB.self, row: row, prior: prior)
        default: unfilterPixels(PaethRGBA.self, row: row, prior: prior)
        }
    }

    /// Lanes of 16 bits for the channels of one pixel: the low four hold its bytes (a three-byte
    /// pixel's fourth is the next pixel's first), the high four are zero and unused.
    typealias Lanes = SIMD8<Int16>

    /// The four bytes from `offset` of `bytes` in the low lanes of ``Lanes``.
    ///
    /// - Precondition: `offset + 4 <= bytes.count` (unchecked; the caller's loop bound).
    @inline(__always)
    static func lanes(_ bytes: ElementHandle<UInt8>, unchecked offset: Int) -> Lanes {
        lanes(bytes.littleEndian(UInt32.self, unchecked: offset), and: 0)
    }

    /// The low bytes of the eight lanes of `lanes`, lane 0 least significant.
    @inline(__always)
    static func word(_ lanes: Lanes) -> UInt64 {
        UInt64(littleEndian: unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: lanes), to: UInt64.self))
    }

    /// Stores the low bytes of the low `count` (3 or 4) lanes of `lanes` from `offset` of `bytes`.
    ///
    /// - Precondition: `offset + count <= bytes.count` (unchecked; the caller's loop bound).
    @inline(__always)
    static func store(_ lanes: Lanes, count: Int, to bytes: MutableElementHandle<UInt8>, unchecked offset: Int) {
        store(word(lanes), count: count, to: bytes, unchecked: offset)
    }

    /// Stores the low `count` (3 or 4) bytes of `word`, least significant first, from `offset` of
    /// `bytes`.
    ///
    /// - Precondition: `offset + count <= bytes.count` (unchecked; the caller's loop bound).
    @inline(__always)
    static func store(_ word: UInt64, count: Int, to bytes: MutableElementHandle<UInt8>, unchecked offset: Int) {
        if count == 4 {
            bytes.store(littleEndian: UInt32(truncatingIfNeeded: word), unchecked: offset)
        } else {
            bytes.store(littleEndian: UInt16(truncatingIfNeeded: word), unchecked: offset)
            bytes[unchecked: offset &+ 2] = UInt8(truncatingIfNeeded: word &>> 16)
        }
    }

    /// The body of ``unfilterPixels(_:row:prior:)`` for one pixel size and predictor.
    ///
    /// - Precondition: `row.count == prior.count == width × bytesPerPixel` (the caller checked).
    @inline(__always)
    private func unfilterPixels<Shape: PixelPredictor>(
        _: Shape.Type, row: MutableElementHandle<UInt8>, prior: ElementHandle<UInt8>
    ) {
        let bytesPerPixel = Shape.bytesPerPixel
        let paeth = Shape.paeth
        var left = Lanes(repeating: 0)
        var corner = Lanes(repeating: 0)
        var offset = 0
        let last = (width - 1) * bytesPerPixel
        while offset < last {
            // Unchecked: `offset + 4 <= last + bytesPerPixel = row.count`, since bytesPerPixel ≥ 3
            // and a pixel follows.
            let above = PNGRowDecoder.lanes(prior, unchecked: offset)
            let raw = PNGRowDecoder.lanes(row.readOnly, unchecked: offset)
            let predicted = paeth ? PNGRowDecoder.paeth(left, above, corner) : (left &+ above) &>> 1
            let value = (raw &+ predicted) & 0xFF
            PNGRowDecoder.store(value, count: bytesPerPixel, to: row, unchecked: offset)
            left = value
            corner = above
            offset += bytesPerPixel
        }
        // The last pixel, byte by byte.
        for lane in 0..<bytesPerPixel {
            let a = UInt8(truncatingIfNeeded: left[lane])
            let b = prior[offset + lane]
            let c = UInt8(truncatingIfNeeded: corner[lane])
            row[offset + lane] &+=
                paeth ? PNGRowDecoder.paeth(a, b, c) : UInt8(truncatingIfNeeded: (UInt16(a) + UInt16(b)) >> 1)
        }
    }

    /// Paeth (filter 4) on two consecutive rows of 8-bit RGB or RGBA pixels, `first` below
    /// `prior` and `second` below `first`, as a wavefront: each step unfilters pixel x of the
    /// first row in the low lanes of ``Lanes`` and pixel x − 1 of the second row, whose left,
    /// upper and upper-left neighbours are then known, in the high lanes.
    ///
    /// One row at a time, each pixel waits for the one to its left, and the predictor fills only
    /// half of the 128-bit register; the two halves now carry two independent pixels with the
    /// same instructions. The last pixels of both rows, where a four-byte load would pass a
    /// row's end, go byte by byte.
    ///
    /// - Precondition: `first.count == second.count == prior.count == width × channels`, with 3
    ///   or 4 channels of 8 bits.
    /// - Complexity: O(`width`).
    func unfilterPaethPair(
        _ first: MutableElementHandle<UInt8>, _ second: MutableElementHandle<UInt8>, prior: ElementHandle<UInt8>
    ) {
        precondition(
            first.count == width * channels && second.count == first.count && prior.count == first.count
                && (channels == 3 || channels == 4) && depth == 8,
            "rows of different lengths")
        if channels == 3 {
            unfilterPaethPair(PaethRGB.self, first, second, prior: prior)
        } else {
            unfilterPaethPair(PaethRGBA.self, first, second, prior: prior)
        }
    }

    /// The body of ``unfilterPaethPair(_:_:prior:)`` for one pixel size.
    @inline(__always)
    private func unfilterPaethPair<Shape: PixelPredictor>(
        _: Shape.Type, _ first: MutableElementHandle<UInt8>, _ second: MutableElementHandle<UInt8>,
        prior: ElementHandle<UInt8>
    ) {
        let bytesPerPixel = Shape.bytesPerPixel
        // Pixels of the first row from 1 to `last` go through the vector loop; a four-byte load
        // at pixel `last` ends inside the row (`last × bytesPerPixel + 4 <= width × bytesPerPixel`).
        let last = width - 2
        if last >= 1 {
            // Pixel 0 of the first row: no left or upper-left neighbour, so Paeth picks the byte
            // above. The high lanes (pixel −1 of the second row) stay zero, which is what the
            // second row's pixel 0 finds to its left and upper left.
            let firstAbove = PNGRowDecoder.lanes(prior, unchecked: 0)
            var left = (PNGRowDecoder.lanes(first.readOnly, unchecked: 0) &+ firstAbove) & 0xFF
            PNGRowDecoder.store(left, count: bytesPerPixel, to: first, unchecked: 0)
            // The upper neighbours of the step before: its `above` is this step's upper left.
            var corner = firstAbove
            var x = 1
            // Unchecked: four bytes from pixel `x ≤ last` of either row, and from pixel `x − 1`
            // of the second, lie inside the rows.
            while x <= last {
                let offset = x &* bytesPerPixel
                let behind = offset &- bytesPerPixel
                let above = PNGRowDecoder.lanes(prior, unchecked: offset)
                // Upper neighbours: the prior row above the first, the first row above the second.
                let both = Lanes(lowHalf: above.lowHalf, highHalf: left.lowHalf)
                let raw = PNGRowDecoder.lanes(
                    first.readOnly.littleEndian(UInt32.self, unchecked: offset),
                    and: second.readOnly.littleEndian(UInt32.self, unchecked: behind))
                let value = (raw &+ PNGRowDecoder.paeth(left, both, corner)) & 0xFF
                // Both pixels' bytes from one conversion: the first row's in the low half.
                let bytes = PNGRowDecoder.word(value)
                PNGRowDecoder.store(bytes, count: bytesPerPixel, to: first, unchecked: offset)
                PNGRowDecoder.store(bytes &>> 32, count: bytesPerPixel, to: second, unchecked: behind)
                left = value
                corner = both
                x &+= 1
            }
        }
        // The rest of the first row (from pixel `last + 1`), then of the second (from pixel
        // `last`), byte by byte; both whole when the rows are too narrow for the loop.
        let vectored = last >= 1
        PNGRowDecoder.paethBytes(
            first, prior: prior, from: vectored ? (last + 1) * bytesPerPixel : 0, bytesPerPixel: bytesPerPixel)
        PNGRowDecoder.paethBytes(
            second, prior: first.readOnly, from: vectored ? last * bytesPerPixel : 0, bytesPerPixel: bytesPerPixel)
    }

    /// The two words `low` and `high`, four bytes each, least significant first, in the low and
    /// high lanes of ``Lanes``.
    @inline(__always)
    static func lanes(_ low: UInt32, and high: UInt32) -> Lanes {
        let word = UInt64(low) | UInt64(high) &<< 32
        return Lanes(truncatingIfNeeded: unsafeBitCast(word.littleEndian, to: SIMD8<UInt8>.self))
    }

    /// Paeth (filter 4) on the bytes of `row` from `start` on, with the unfiltered row above in
    /// `prior`; the bytes before `start` are already unfiltered.
    ///
    /// The first pixel has no left or upper-left neighbour: Paeth picks the byte above.
    ///
    /// - Precondition: `prior.count == row.count`, `start >= 0` and `bytesPerPixel >= 1`.
    /// - Complexity: O(`row.count − start`).
    static func paethBytes(
        _ row: MutableElementHandle<UInt8>, prior: ElementHandle<UInt8>, from start: Int, bytesPerPixel: Int
    ) {
        precondition(prior.count == row.count && start >= 0 && bytesPerPixel >= 1, "rows of different lengths")
        let count = row.count
        // Unchecked below: every index is below `count`, and `index - bytesPerPixel` is not
        // negative where `index` is at least `bytesPerPixel`.
        var index = start
        while index < min(bytesPerPixel, count) {
            row[unchecked: index] &+= prior[unchecked: index]
            index += 1
        }
        while index < count {
            row[unchecked: index] &+= PNGRowDecoder.paeth(
                row[unchecked: index - bytesPerPixel], prior[unchecked: index], prior[unchecked: index - bytesPerPixel])
            index += 1
        }
    }

    /// The Paeth predictor (PNG §9.4) on every lane at once, ties going to the left, then the
    /// upper byte, as ``PNG/paeth(_:_:_:)``. Lanes hold bytes (0...255).
    @inline(__always)
    static func paeth(_ a: Lanes, _ b: Lanes, _ c: Lanes) -> Lanes {
        // pa = |b - c| does not depend on the left pixel, so only pb, pc and the selections sit
        // on the chain from one pixel to the next.
        let toA = b &- c
        let toB = a &- c
        let toC = toA &+ toB
        let pa = pointwiseMax(toA, 0 &- toA)
        let pb = pointwiseMax(toB, 0 &- toB)
        let pc = pointwiseMax(toC, 0 &- toC)
        // Lanes of all ones where the condition holds, as integers, for bitwise selection.
        let pickB = Lanes(repeating: 0).replacing(with: -1, where: pb .<= pc)
        let pickA = Lanes(repeating: 0).replacing(with: -1, where: pa .<= pointwiseMin(pb, pc))
        let bOrC = c ^ ((b ^ c) & pickB)
        return bOrC ^ ((a ^ bOrC) & pickA)
    }

    /// The Paeth predictor (PNG §9.4) without branches: the same choice as ``PNG/paeth(_:_:_:)``,
    /// ties going to the left, then the upper byte.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let left = Int(a)
        let above = Int(b)
        let corner = Int(c)
        let pa = abs(above - corner)
        let pb = abs(left - corner)
        let pc = abs(left + above - 2 * corner)
        let useLeft = pa <= pb && pa <= pc
        let useAbove = pb <= pc
        return useLeft ? a : (useAbove ? b : c)
    }

    /// Writes the unfiltered 8-bit `row` as RGBA to `target`; returns a palette error, if any.
    /// `entries` is the palette's RGBA bytes (``PNG/Palette/entries``).
    ///
    /// - Precondition: `row.count == stride` and `target.count == width × 4`.
    /// - Complexity: O(`width`).
    func convert(
        _ row: ElementHandle<UInt8>, to target: MutableElementHandle<UInt8>, colors: PNG.Palette,
        entries: ElementHandle<UInt8>
    ) -> PNGError? {
        precondition(row.count == stride && target.count == width * 4, "row sizes do not match the image")
        if depth < 8 { return convertPacked(row, to: target, paletteSize: entries.count / 4, colors: colors) }
        // Unchecked below: pixel `x < width` reads `channels` bytes at `x × channels` of `row`
        // and writes four at `x × 4` of `target`, inside both by the precondition.
        switch colors.colorType {
        case .rgba:
            target.copy(row, to: 0)
        case .rgb:
            if let key = colors.transparentKey {
                for x in 0..<width {
                    let (red, green, blue) = (
                        row[unchecked: x * 3], row[unchecked: x * 3 + 1], row[unchecked: x * 3 + 2]
                    )
                    let transparent = Int(red) == key[0] && Int(green) == key[1] && Int(blue) == key[2]
                    let pixel =
                        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | (transparent ? 0 : 0xFF00_0000)
                    target.store(littleEndian: pixel, unchecked: x * 4)
                }
            } else {
                PNGRowDecoder.expandRGB(row, to: target, width: width)
            }
        case .gray:
            let key = colors.transparentKey?[0] ?? -1
            for x in 0..<width {
                let gray = UInt32(row[unchecked: x])
                let alpha: UInt32 = Int(gray) == key ? 0 : 0xFF00_0000
                target.store(littleEndian: gray &* 0x01_0101 | alpha, unchecked: x * 4)
            }
        case .grayAlpha:
            for x in 0..<width {
                let gray = UInt32(row[unchecked: x * 2])
                let alpha = UInt32(row[unchecked: x * 2 + 1]) << 24
                target.store(littleEndian: gray &* 0x01_0101 | alpha, unchecked: x * 4)
            }
        case .indexed:
            let size = entries.count / 4
            for x in 0..<width {
                let index = Int(row[unchecked: x])
                guard index < size else { return .paletteIndexOutOfRange(index: index, paletteSize: size) }
                // Unchecked: `entries` holds 4 bytes per palette entry and `index < size`.
                target.store(littleEndian: entries.littleEndian(UInt32.self, unchecked: index * 4), unchecked: x * 4)
            }
        }
        return nil
    }
}

extension PNGRowDecoder {
    /// Writes the `width` 8-bit RGB pixels of `row` to `target` as RGBA with alpha 255.
    ///
    /// Four pixels at a time: their twelve bytes are read as three little-endian words and cut
    /// into four with shifts, and the four RGBA pixels are written as two eight-byte words. Byte
    /// by byte, a pixel took about 12 instructions; this takes about 6 (callgrind, the RGB
    /// photographs of the peer corpus).
    ///
    /// - Precondition: `row.count >= width × 3` and `target.count >= width × 4` (the caller's).
    /// - Complexity: O(`width`).
    static func expandRGB(_ row: ElementHandle<UInt8>, to target: MutableElementHandle<UInt8>, width: Int) {
        precondition(row.count >= width * 3 && target.count >= width * 4, "row sizes do not match the image")
        let opaque: UInt64 = 0xFF00_0000_FF00_0000
        var x = 0
        // Unchecked: the four pixels from `x` lie inside the row and the target (`x + 4 <= width`).
        // Wrapping arithmetic: every offset is below the buffers' sizes.
        while x &+ 4 <= width {
            // r0 g0 b0 r1 | g1 b1 r2 g2 | b2 r3 g3 b3, each word least significant byte first.
            let source = x &* 3
            let first = UInt64(row.littleEndian(UInt32.self, unchecked: source))
            let second = UInt64(row.littleEndian(UInt32.self, unchecked: source &+ 4))
            let third = UInt64(row.littleEndian(UInt32.self, unchecked: source &+ 8))
            let pixels01 = first | (first &>> 24 | second &<< 8) &<< 32
            let pixels23 = (second &>> 16 | third &<< 16) & 0xFFFF_FFFF | (third &>> 8) &<< 32
            target.store(littleEndian: pixels01 | opaque, unchecked: x &* 4)
            target.store(littleEndian: pixels23 | opaque, unchecked: x &* 4 &+ 8)
            x &+= 4
        }
        while x < width {
            let pixel =
                UInt32(row[unchecked: x * 3]) | UInt32(row[unchecked: x * 3 + 1]) << 8
                | UInt32(row[unchecked: x * 3 + 2]) << 16 | 0xFF00_0000
            target.store(littleEndian: pixel, unchecked: x * 4)
            x += 1
        }
    }
}

extension PNGRowDecoder {
    /// The RGBA pixel, as a little-endian word, of each value of a sample below 8 bits
    /// (``PNG/Palette/pixel(ofSample:)``; 0 for indices the palette lacks, which are rejected).
    /// - Complexity: O(2^depth).
    static func packedPixels(_ colors: PNG.Palette) -> [UInt32] {
        (0..<(1 << colors.depth)).map { colors.pixel(ofSample: $0) ?? 0 }
    }

    /// Writes a row of 1-, 2- or 4-bit samples (leftmost pixel in the high bits of each byte,
    /// PNG §7.2) as RGBA to `target` through ``packedPixels``; returns a palette error, if any,
    /// at the first index the palette (of `paletteSize` entries) lacks.
    ///
    /// - Precondition: `row.count == stride`, `target.count == width × 4`, and ``packedPixels``
    ///   holds 2^depth entries (``run(height:colors:)`` checked them).
    /// - Complexity: O(`width`).
    func convertPacked(
        _ row: ElementHandle<UInt8>, to target: MutableElementHandle<UInt8>, paletteSize: Int, colors: PNG.Palette
    ) -> PNGError? {
        let indexed = colors.colorType == .indexed
        // Values at or above `valid` are indices the palette lacks; grey values are all valid.
        let valid = indexed ? paletteSize : 1 << depth
        let mask = (1 << depth) - 1
        let perByte = 8 / depth
        var x = 0
        var byteIndex = 0
        while x < width {
            // Unchecked: `byteIndex = x / perByte < stride`, since stride = ⌈width · depth / 8⌉.
            let byte = Int(row[unchecked: byteIndex])
            byteIndex += 1
            var shift = 8 - depth
            let end = min(x + perByte, width)
            while x < end {
                let value = byte >> shift & mask
                if value >= valid { return .paletteIndexOutOfRange(index: value, paletteSize: paletteSize) }
                // Unchecked: `value <= mask < packedPixels.count`, and pixel `x < width` fits
                // `target`.
                target.store(littleEndian: packedPixels[unchecked: value], unchecked: x * 4)
                shift -= depth
                x += 1
            }
        }
        return nil
    }
}

/// A pixel size and predictor of ``PNGRowDecoder/unfilterPixels(_:row:prior:)``, as a type so
/// that each combination gets its own specialised loop with the size and predictor constant.
protocol PixelPredictor {
    /// Bytes a pixel: 3 or 4.
    static var bytesPerPixel: Int { get }
    /// Paeth (filter 4) when true, Average (filter 3) when false.
    static var paeth: Bool { get }
}

/// Average (filter 3) on 8-bit RGB.
enum AverageRGB: PixelPredictor { static let bytesPerPixel = 3, paeth = false }
/// Average (filter 3) on 8-bit RGBA.
enum AverageRGBA: PixelPredictor { static let bytesPerPixel = 4, paeth = false }
/// Paeth (filter 4) on 8-bit RGB.
enum PaethRGB: PixelPredictor { static let bytesPerPixel = 3, paeth = true }
/// Paeth (filter 4) on 8-bit RGBA.
enum PaethRGBA: PixelPredictor { static let bytesPerPixel = 4, paeth = true }
