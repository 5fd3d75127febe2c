extension RasterImage {
    /// The image scaled down (never up) so its longer side is at most `maximumLongEdge`, keeping the
    /// aspect ratio; the image itself when it already fits.
    ///
    /// - Throws: ``ResizeError/invalidSize(width:height:)`` when `maximumLongEdge` is not positive.
    /// - Complexity: O(source pixels + destination pixels × filter taps).
    public func resized(maximumLongEdge: Int) throws(ResizeError) -> RasterImage {
        guard maximumLongEdge > 0 else { throw .invalidSize(width: maximumLongEdge, height: maximumLongEdge) }
        let longEdge = Swift.max(width, height)
        guard longEdge > maximumLongEdge else { return self }
        let scale = Double(maximumLongEdge) / Double(longEdge)
        let newWidth = Swift.max(1, Int((Double(width) * scale).rounded()))
        let newHeight = Swift.max(1, Int((Double(height) * scale).rounded()))
        return try resized(width: newWidth, height: newHeight)
    }

    /// The image resampled to `width` × `height`.
    ///
    /// When both sides shrink by the same whole factor, each output pixel is the average of its
    /// source block (area averaging). Otherwise each axis is filtered separately with a Lanczos
    /// window (a = 3) stretched by the reduction factor, so downscaling does not alias. Filtering
    /// happens on premultiplied colour, so transparent pixels do not bleed their colour.
    ///
    /// - Throws: ``ResizeError/invalidSize(width:height:)`` for a non-positive or oversized target.
    /// - Complexity: O(source pixels + destination pixels × filter taps).
    public func resized(width newWidth: Int, height newHeight: Int) throws(ResizeError) -> RasterImage {
        guard newWidth > 0, newHeight > 0, newWidth <= RasterCanvas.maximumDimension,
            newHeight <= RasterCanvas.maximumDimension,
            newWidth * newHeight <= RasterCanvas.maximumPixelCount
        else { throw .invalidSize(width: newWidth, height: newHeight) }
        if newWidth == width && newHeight == height { return self }
        var planes = Resampler.premultiplied(self)
        if width % newWidth == 0, height % newHeight == 0, width / newWidth == height / newHeight {
            planes = Resampler.areaAverage(planes, width: width, height: height, factor: width / newWidth)
        } else {
            let horizontal = Resampler.weights(source: width, destination: newWidth)
            planes = Resampler.resampleRows(
                planes, width: width, height: height, weights: horizontal, newWidth: newWidth)
            let vertical = Resampler.weights(source: height, destination: newHeight)
            planes = Resampler.resampleColumns(
                planes, width: newWidth, height: height, weights: vertical, newHeight: newHeight)
        }
        let rgba = Resampler.straightRGBA8(planes, count: newWidth * newHeight)
        do {
            return try RasterImage(width: newWidth, height: newHeight, rgba: rgba)
        } catch {
            throw .invalidSize(width: newWidth, height: newHeight)
        }
    }
}

/// The resampling kernels, on premultiplied RGBA stored as four interleaved floats per pixel.
enum Resampler {
    /// The image's pixels as premultiplied floats (colour × alpha / 255, alpha as 0...255).
    ///
    /// - Complexity: O(pixels).
    static func premultiplied(_ image: RasterImage) -> [Float] {
        resampled(image.rgba, count: image.rgba.count) { rgba, out in
            // `RasterImage` holds exactly four bytes per pixel, so `i + 3 < count` in the loop.
            var i = 0
            while i < rgba.count &- 3 {
                let alpha = Float(rgba[unchecked: i + 3]) / 255
                out[unchecked: i] = Float(rgba[unchecked: i]) * alpha
                out[unchecked: i + 1] = Float(rgba[unchecked: i + 1]) * alpha
                out[unchecked: i + 2] = Float(rgba[unchecked: i + 2]) * alpha
                out[unchecked: i + 3] = Float(rgba[unchecked: i + 3])
                i += 4
            }
        }
    }

    static func straightRGBA8(_ planes: [Float], count: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count * 4)
        for p in 0..<count {
            let i = p * 4
            let alpha = planes[i + 3]
            guard alpha > 0.5 / 255 else { continue }
            let scale = 255 / alpha
            out[i] = RasterCanvas.byte(planes[i] * scale)
            out[i + 1] = RasterCanvas.byte(planes[i + 1] * scale)
            out[i + 2] = RasterCanvas.byte(planes[i + 2] * scale)
            out[i + 3] = RasterCanvas.byte(alpha)
        }
        return out
    }

    /// Averages `factor` × `factor` blocks.
    static func areaAverage(_ planes: [Float], width: Int, height: Int, factor: Int) -> [Float] {
        let newWidth = width / factor
        let newHeight = height / factor
        let norm = 1 / Float(factor * factor)
        precondition(planes.count >= width * height * 4, "planes smaller than the image")
        // Block (x, y) reads rows y·factor..<(y + 1)·factor and columns x·factor..<(x + 1)·factor,
        // all inside the width × height source, and writes pixel (x, y) of the output.
        return resampled(planes, count: newWidth * newHeight * 4) { source, out in
            for y in 0..<newHeight {
                for x in 0..<newWidth {
                    var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for dy in 0..<factor {
                        var i = ((y * factor + dy) * width + x * factor) * 4
                        for _ in 0..<factor {
                            sums.0 += source[unchecked: i]
                            sums.1 += source[unchecked: i + 1]
                            sums.2 += source[unchecked: i + 2]
                            sums.3 += source[unchecked: i + 3]
                            i += 4
                        }
                    }
                    let o = (y * newWidth + x) * 4
                    out[unchecked: o] = sums.0 * norm
                    out[unchecked: o + 1] = sums.1 * norm
                    out[unchecked: o + 2] = sums.2 * norm
                    out[unchecked: o + 3] = sums.3 * norm
                }
            }
        }
    }

    /// The Lanczos kernel sinc(x)·sinc(x/a) with a = 3.
    static func lanczos(_ x: Double) -> Double {
        let a = 3.0
        if abs(x) < 1e-9 { return 1 }
        if abs(x) >= a { return 0 }
        let px = Double.pi * x
        return a * sin(px) * sin(px / a) / (px * px)
    }

    /// For each destination index, the first source index and the normalised tap weights.
    static func weights(source: Int, destination: Int) -> [(start: Int, taps: [Float])] {
        let scale = Double(source) / Double(destination)
        let support = 3 * Swift.max(scale, 1)
        let stretch = Swift.max(scale, 1)
        return (0..<destination).map { d in
            let center = (Double(d) + 0.5) * scale
            let first = Swift.max(0, Int((center - support).rounded(.down)))
            let last = Swift.min(source - 1, Int((center + support).rounded(.up)))
            var taps: [Double] = []
            for s in first...last { taps.append(lanczos((Double(s) + 0.5 - center) / stretch)) }
            let total = taps.reduce(0, +)
            return (first, taps.map { Float(total != 0 ? $0 / total : 0) })
        }
    }

    /// Filters each row of the `width` × `height` image to `newWidth` pixels with `weights`.
    ///
    /// The reads are unchecked: every weight's taps start at 0 or later and end at the row's
    /// last pixel at most (``weights(source:destination:)`` clamps them; checked here).
    ///
    /// - Complexity: O(height × newWidth × taps).
    static func resampleRows(
        _ planes: [Float], width: Int, height: Int, weights: [(start: Int, taps: [Float])], newWidth: Int
    ) -> [Float] {
        precondition(planes.count >= width * height * 4, "planes smaller than the image")
        precondition(weightsFit(weights, count: newWidth, extent: width), "resampling weights outside the row")
        return resampled(planes, count: newWidth * height * 4) { source, destination in
            for y in 0..<height {
                for x in 0..<newWidth {
                    let (start, taps) = weights[x]
                    var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    var i = (y * width + start) * 4
                    for w in taps {
                        sums.0 += source[unchecked: i] * w
                        sums.1 += source[unchecked: i + 1] * w
                        sums.2 += source[unchecked: i + 2] * w
                        sums.3 += source[unchecked: i + 3] * w
                        i += 4
                    }
                    let o = (y * newWidth + x) * 4
                    destination[unchecked: o] = Swift.max(0, sums.0)
                    destination[unchecked: o + 1] = Swift.max(0, sums.1)
                    destination[unchecked: o + 2] = Swift.max(0, sums.2)
                    destination[unchecked: o + 3] = Swift.min(Swift.max(0, sums.3), 255)
                }
            }
        }
    }

    /// Filters each column of the `width` × `height` image to `newHeight` pixels with `weights`.
    ///
    /// The reads are unchecked: every weight's taps start at row 0 or later and end at the last
    /// row at most (``weights(source:destination:)`` clamps them; checked here).
    ///
    /// - Complexity: O(newHeight × width × taps).
    static func resampleColumns(
        _ planes: [Float], width: Int, height: Int, weights: [(start: Int, taps: [Float])], newHeight: Int
    ) -> [Float] {
        precondition(planes.count >= width * height * 4, "planes smaller than the image")
        precondition(weightsFit(weights, count: newHeight, extent: height), "resampling weights outside the column")
        return resampled(planes, count: width * newHeight * 4) { source, destination in
            for y in 0..<newHeight {
                let (start, taps) = weights[y]
                let rowBase = y * width * 4
                for (k, w) in taps.enumerated() {
                    let sourceBase = (start + k) * width * 4
                    for i in 0..<(width * 4) {
                        destination[unchecked: rowBase + i] += source[unchecked: sourceBase + i] * w
                    }
                }
                for x in 0..<width {
                    let o = rowBase + x * 4
                    let alpha = Swift.min(Swift.max(0, destination[unchecked: o + 3]), 255)
                    destination[unchecked: o + 3] = alpha
                    // Premultiplied colour can never exceed alpha.
                    destination[unchecked: o] = Swift.min(Swift.max(0, destination[unchecked: o]), alpha)
                    destination[unchecked: o + 1] = Swift.min(Swift.max(0, destination[unchecked: o + 1]), alpha)
                    destination[unchecked: o + 2] = Swift.min(Swift.max(0, destination[unchecked: o + 2]), alpha)
                }
            }
        }
    }

    /// Whether `weights` has an entry for each of `count` outputs and every entry's taps lie in
    /// `0..<extent`: the invariant of the filter passes' unchecked reads.
    ///
    /// - Complexity: O(`weights.count`).
    private static func weightsFit(_ weights: [(start: Int, taps: [Float])], count: Int, extent: Int) -> Bool {
        weights.count >= count && weights.allSatisfy { $0.start >= 0 && $0.start + $0.taps.count <= extent }
    }

    /// Calls `fill` with a read handle on `planes` and a write handle on `count` new zeroed
    /// floats, and returns those floats: the storage every pass shares.
    ///
    /// The passes index without checks; each states the invariant that keeps its indices inside
    /// `planes` and the `count` output floats.
    private static func resampled<Source: BitwiseCopyable>(
        _ planes: [Source], count: Int, _ fill: (ElementHandle<Source>, MutableElementHandle<Float>) -> Void
    ) -> [Float] {
        var out = [Float](repeating: 0, count: count)
        planes.withElementHandle { source in out.withMutableElementHandle { fill(source, $0) } }
        return out
    }
}
