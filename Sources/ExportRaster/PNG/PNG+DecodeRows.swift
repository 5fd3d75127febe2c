extension PNG.Header {
    /// Whether ``decodeRows(_:palette:into:)`` handles this image: not interlaced, 8 bits per
    /// sample. Other images take the general path of ``image(_:palette:transparency:)``.
    var hasFastRows: Bool { !interlaced && depth == 8 }

    /// Unfilters the rows of a non-interlaced 8-bit image in place in `raw` (each row's filter
    /// byte, then its bytes; PNG §9.2) and writes them as RGBA into `rgba`, one pass per row over
    /// raw buffers instead of one call per pixel.
    ///
    /// Throws ``PNGError/invalidFilterType(row:filter:)`` and
    /// ``PNGError/paletteIndexOutOfRange(index:paletteSize:)`` at the same row and pixel, in the
    /// same order, as the general path.
    /// - Complexity: O(width · height).
    func decodeRows(_ raw: inout [UInt8], palette colors: PNG.Palette, into rgba: inout [UInt8]) throws(PNGError) {
        let channels = colorType.channels
        let stride = width * channels
        // The caller checked that `raw` holds height × (stride + 1) bytes and `rgba` width × height × 4.
        let failure: PNGError? = raw.withUnsafeMutableBufferPointer { raw in
            rgba.withUnsafeMutableBufferPointer { rgba in
                let rows = PNGRowDecoder(
                    raw: raw.baseAddress.unsafelyUnwrapped, rgba: rgba.baseAddress.unsafelyUnwrapped,
                    width: width, stride: stride, channels: channels)
                return rows.run(height: height, colors: colors)
            }
        }
        if let failure { throw failure }
    }
}

/// The loops of ``PNG/Header/decodeRows(_:palette:into:)`` over borrowed buffers: `raw` holds
/// `height` rows of a filter byte and `stride` bytes, `rgba` `width` × `height` pixels.
struct PNGRowDecoder {
    let raw: UnsafeMutablePointer<UInt8>
    let rgba: UnsafeMutablePointer<UInt8>
    let width: Int
    let stride: Int
    let channels: Int

    /// Decodes every row; returns the first error, if any.
    func run(height: Int, colors: PNG.Palette) -> PNGError? {
        // The row above the first is all zeros (PNG §9.2).
        let zeros = [UInt8](repeating: 0, count: stride)
        return zeros.withUnsafeBufferPointer { zeros -> PNGError? in
            var prior = UnsafePointer(zeros.baseAddress.unsafelyUnwrapped)
            for y in 0..<height {
                let filter = raw[y * (stride + 1)]
                let row = raw + y * (stride + 1) + 1
                guard filter <= 4 else { return .invalidFilterType(row: y, filter: filter) }
                unfilter(filter, row: row, prior: prior)
                if let failure = convert(row, to: rgba + y * width * 4, colors: colors) { return failure }
                prior = UnsafePointer(row)
            }
            return nil
        }
    }

    /// Reverses filter type `filter` on the `stride` bytes at `row` (PNG §9.2–9.4), with the
    /// unfiltered row above at `prior`.
    func unfilter(_ filter: UInt8, row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>) {
        let bytesPerPixel = channels
        let count = stride
        if filter >= 3 && (bytesPerPixel == 3 || bytesPerPixel == 4) {
            unfilterPixels(filter, row: row, prior: prior)
            return
        }
        switch filter {
        case 1:
            var index = bytesPerPixel
            while index < count {
                row[index] &+= row[index - bytesPerPixel]
                index += 1
            }
        case 2:
            for index in 0..<count { row[index] &+= prior[index] }
        case 3:
            for index in 0..<min(bytesPerPixel, count) { row[index] &+= prior[index] >> 1 }
            var index = bytesPerPixel
            while index < count {
                row[index] &+= UInt8(
                    truncatingIfNeeded: (UInt16(row[index - bytesPerPixel]) + UInt16(prior[index])) >> 1)
                index += 1
            }
        case 4:
            // The first pixel has no left or upper-left neighbour: Paeth picks the byte above.
            for index in 0..<min(bytesPerPixel, count) { row[index] &+= prior[index] }
            var index = bytesPerPixel
            while index < count {
                row[index] &+= PNGRowDecoder.paeth(
                    row[index - bytesPerPixel], prior[index], prior[index - bytesPerPixel])
                index += 1
            }
        default: break
        }
    }

    /// Average and Paeth for three or four bytes a pixel: each pixel depends on the one to its
    /// left, but its channels do not depend on each other, so a pixel's channels go through the
    /// predictor together as one `SIMD4<Int16>`. A three-byte pixel is loaded with the next
    /// pixel's first byte as a fourth lane, which is stored back unchanged; the last pixel of the
    /// row goes byte by byte so that no load or store passes the row's end.
    func unfilterPixels(_ filter: UInt8, row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>) {
        switch (filter, channels) {
        case (3, 3): unfilterPixels(row: row, prior: prior, bytesPerPixel: 3, paeth: false)
        case (3, _): unfilterPixels(row: row, prior: prior, bytesPerPixel: 4, paeth: false)
        case (_, 3): unfilterPixels(row: row, prior: prior, bytesPerPixel: 3, paeth: true)
        default: unfilterPixels(row: row, prior: prior, bytesPerPixel: 4, paeth: true)
        }
    }

    @inline(__always)
    private func unfilterPixels(
        row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, bytesPerPixel: Int, paeth: Bool
    ) {
        var left = SIMD4<Int16>(repeating: 0)
        var corner = SIMD4<Int16>(repeating: 0)
        // Lane 3 of a three-byte pixel belongs to the next pixel: keep its filtered byte.
        let keep = SIMD4<Int16>(0, 0, 0, bytesPerPixel == 3 ? -1 : 0)
        var offset = 0
        let last = (width - 1) * bytesPerPixel
        while offset < last {
            let above = PNGRowDecoder.load(prior + offset)
            let raw = PNGRowDecoder.load(UnsafePointer(row + offset))
            let predicted = paeth ? PNGRowDecoder.paeth(left, above, corner) : (left &+ above) &>> 1
            let value = (raw &+ (predicted & ~keep)) & 0xFF
            UnsafeMutableRawPointer(row + offset).storeBytes(
                of: SIMD4<UInt8>(truncatingIfNeeded: value), as: SIMD4<UInt8>.self)
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

    /// The four bytes at `pointer` as lanes.
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD4<Int16> {
        SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    /// The Paeth predictor (PNG §9.4) on four channels at once, ties going to the left, then the
    /// upper byte, as ``PNG/paeth(_:_:_:)``.
    @inline(__always)
    static func paeth(_ a: SIMD4<Int16>, _ b: SIMD4<Int16>, _ c: SIMD4<Int16>) -> SIMD4<Int16> {
        // pa = |b - c| does not depend on the left pixel, so only pb, pc and the selections sit
        // on the chain from one pixel to the next.
        let toA = b &- c
        let toB = a &- c
        let toC = toA &+ toB
        let pa = pointwiseMax(toA, 0 &- toA)
        let pb = pointwiseMax(toB, 0 &- toB)
        let pc = pointwiseMax(toC, 0 &- toC)
        // Lanes of all ones where the condition holds, as integers, for bitwise selection.
        let pickB = SIMD4<Int16>(repeating: 0).replacing(with: -1, where: pb .<= pc)
        let pickA = SIMD4<Int16>(repeating: 0).replacing(with: -1, where: pa .<= pointwiseMin(pb, pc))
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

    /// Writes the unfiltered 8-bit `row` as RGBA at `target`; returns a palette error, if any.
    func convert(_ row: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, colors: PNG.Palette)
        -> PNGError?
    {
        switch colors.colorType {
        case .rgba:
            target.update(from: row, count: width * 4)
        case .rgb:
            if let key = colors.transparentKey {
                for x in 0..<width {
                    let (red, green, blue) = (row[x * 3], row[x * 3 + 1], row[x * 3 + 2])
                    target[x * 4] = red
                    target[x * 4 + 1] = green
                    target[x * 4 + 2] = blue
                    let transparent = Int(red) == key[0] && Int(green) == key[1] && Int(blue) == key[2]
                    target[x * 4 + 3] = transparent ? 0 : 255
                }
            } else {
                for x in 0..<width {
                    // Little-endian: alpha 255 in the top byte.
                    let pixel =
                        UInt32(row[x * 3]) | UInt32(row[x * 3 + 1]) << 8 | UInt32(row[x * 3 + 2]) << 16 | 0xFF00_0000
                    UnsafeMutableRawPointer(target + x * 4).storeLittleEndian(pixel)
                }
            }
        case .gray:
            let key = colors.transparentKey?[0] ?? -1
            for x in 0..<width {
                let gray = row[x]
                target[x * 4] = gray
                target[x * 4 + 1] = gray
                target[x * 4 + 2] = gray
                target[x * 4 + 3] = Int(gray) == key ? 0 : 255
            }
        case .grayAlpha:
            for x in 0..<width {
                let gray = row[x * 2]
                target[x * 4] = gray
                target[x * 4 + 1] = gray
                target[x * 4 + 2] = gray
                target[x * 4 + 3] = row[x * 2 + 1]
            }
        case .indexed:
            let size = colors.entries.count / 4
            return colors.entries.withUnsafeBufferPointer { entries -> PNGError? in
                for x in 0..<width {
                    let index = Int(row[x])
                    guard index < size else { return .paletteIndexOutOfRange(index: index, paletteSize: size) }
                    // `entries` holds 4 bytes per palette entry, so `index * 4 + 3` is inside it.
                    for channel in 0..<4 { target[x * 4 + channel] = entries[index * 4 + channel] }
                }
                return nil
            }
        }
        return nil
    }
}
