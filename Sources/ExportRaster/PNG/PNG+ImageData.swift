extension PNG {
    /// The zlib stream (RFC 1950) carried by the IDAT chunks: the packed, filtered scanlines of
    /// every pass (PNG §7.3, §9), compressed at the options' level; nil when no stream is
    /// shorter than `limit` bytes.
    ///
    /// Each filtered stream is compressed twice, unless the level is 0: with the level's match
    /// finder, and with the run-length parse that looks for repeats only one byte, one pixel
    /// and one row back (``RepeatDistances``), which suits the long runs and repeated rows of
    /// icons and QR codes; the smaller result is kept, so the file is never larger than with the
    /// level's parse alone. The brute-force filters compress several candidate streams and keep
    /// the smallest. Ties go to the earlier candidate (the level's parse before the run-length
    /// one), so the output is deterministic.
    ///
    /// Each compression is given the size to beat, the smallest stream so far (at first
    /// `limit`), and stops at the first block that would reach it
    /// (``Deflate/Compressor/compress(_:shorterThan:)``): the result is the same, and a losing
    /// candidate is abandoned early and never written. On the peer corpus's real icons this takes
    /// 1% to 12% of the instructions off a default encode at 256 px, whose run-length streams are
    /// 3% to 47% larger than the match finder's, and up to 9.5% at 16 to 48 px, where the losing
    /// stream is at least not written; nothing where the run-length stream wins (callgrind).
    /// Data holding so many byte values that no DEFLATE stream of it can beat that size
    /// (``Deflate/minimumStreamBytes(distinctValues:)``) is not compressed at all, which is exact.
    ///
    /// The run-length stream is also paced by the level's stream of the same data: it is
    /// abandoned at the first flush where it is more than a sixteenth behind at the same input
    /// position (``DeflateEncoder/paceMargin``), most often long before it reaches the whole
    /// size. A stream that falls that far behind and would still have caught up is lost; on the
    /// peer corpus no file changed.
    static func imageData(
        _ pixels: ElementHandle<UInt8>, width: Int, height: Int, format: PixelFormat, options: EncodingOptions,
        shorterThan limit: Int = .max
    ) -> [UInt8]? {
        var compressor = Deflate.Compressor(level: options.compressionLevel, tuning: .imageRows)
        let scanlines = Scanlines(pixels, width: width, height: height, format: format, interlaced: options.interlaced)
        var runCompressor =
            options.compressionLevel > 0
            ? Deflate.Compressor(
                level: options.compressionLevel, repeats: scanlines.repeatDistances, tuning: .imageRows) : nil
        let candidates: [EncodingOptions.Filter] =
            switch options.filter {
            case .bruteForce: [.none, .sub, .up, .average, .paeth, .adaptive, .bruteForcePerRow]
            case .bruteForcePerRow: [.adaptive, .bruteForcePerRow]
            default: [options.filter]
            }
        // The smallest raw DEFLATE stream so far and the data it encodes.
        var best: (deflated: [UInt8], data: [UInt8])?
        // A raw stream must be shorter than this to be kept: the zlib framing adds to it.
        let rawLimit = limit == .max ? limit : limit - Zlib.framingBytes
        for candidate in candidates {
            let data =
                candidate == .bruteForcePerRow
                ? scanlines.filteredByTrials(trialLevel: trialLevel(for: options.compressionLevel))
                : scanlines.filtered(candidate)
            // Only a strictly smaller stream replaces the best, so each compression is asked for
            // one shorter than the smallest so far.
            var toBeat = best?.deflated.count ?? rawLimit
            // No stream of data holding this many byte values (those of its first 4 KiB, a lower
            // bound) can be that short: the candidate would lose, so its parses are skipped.
            if toBeat != .max {
                let values = data.withElementHandle { BucketTable.Variety(of: $0, from: 0).count }
                if Deflate.minimumStreamBytes(distinctValues: values) >= toBeat { continue }
            }
            var smallest: [UInt8]?
            // Data of one block's symbols or fewer is flushed once, at its end, where pacing has
            // nothing left to save.
            let paced = runCompressor != nil && data.count > DeflateEncoder.blockSymbolLimit
            if let deflated = compressor.compress(data, shorterThan: toBeat, pacedBy: nil, recordingPace: paced) {
                (smallest, toBeat) = (deflated, deflated.count)
            }
            // `take()` leaves one owner of the compressor's buffers, so they are reused, not copied.
            if var runs = runCompressor.take() {
                let rival = paced && smallest != nil ? compressor.pace : nil
                if let runDeflated = runs.compress(data, shorterThan: toBeat, pacedBy: rival) {
                    smallest = runDeflated
                }
                runCompressor = runs
            }
            if let smallest { best = (smallest, data) }
        }
        guard let best else { return nil }
        return Zlib.stream(deflated: best.deflated, of: best.data, level: options.compressionLevel)
    }

    /// The DEFLATE level of the per-row trials: the image's level, but at most 6, whose lazy
    /// matching is a fair stand-in for the slower levels at a fraction of their time.
    static func trialLevel(for level: Int) -> Int { min(level, 6) }

}

/// The scanlines of an image in the encoder's pixel format, pass by pass (PNG §7.2, §8.2), and
/// their filtered serialisation: a filter-type byte followed by the filtered row (§7.3).
struct Scanlines {
    /// The straight RGBA pixels, four bytes each, row by row.
    let pixels: ElementHandle<UInt8>
    let width: Int
    let height: Int
    let format: PixelFormat
    let passes: [(x: Int, y: Int, dx: Int, dy: Int, width: Int, height: Int)]
    /// Bytes from one pixel to the next for filtering: 1 for depths below 8 (PNG §9.2).
    let bytesPerPixel: Int

    /// The scanlines of the `width` × `height` RGBA `pixels` in `format`, in Adam7 passes when
    /// `interlaced`.
    ///
    /// - Precondition: `pixels` holds `width × height × 4` bytes.
    init(_ pixels: ElementHandle<UInt8>, width: Int, height: Int, format: PixelFormat, interlaced: Bool) {
        precondition(pixels.count == width * height * 4, "pixel buffer size does not match the image")
        self.pixels = pixels
        self.width = width
        self.height = height
        self.format = format
        passes = PNG.passes(width: width, height: height, interlaced: interlaced).filter {
            $0.width > 0 && $0.height > 0
        }
        bytesPerPixel = max(1, format.colorType.channels * format.depth / 8)
    }

    /// The distances at which filtered rows repeat: one pixel (``bytesPerPixel``) and one
    /// filtered row (the filter-type byte included) of the pass holding the most data.
    var repeatDistances: RepeatDistances {
        let largest = passes.max { $0.height * stride(of: $0) < $1.height * stride(of: $1) }
        return RepeatDistances(bytesPerPixel: bytesPerPixel, rowBytes: largest.map { stride(of: $0) + 1 } ?? 0)
    }

    /// Bytes in one row of `pass`, without the filter-type byte.
    func stride(of pass: (x: Int, y: Int, dx: Int, dy: Int, width: Int, height: Int)) -> Int {
        PNG.rowBytes(width: pass.width, channels: format.colorType.channels, depth: format.depth)
    }

    /// Every row of every pass, each preceded by its filter type, chosen by `filter`: the data to
    /// compress.
    ///
    /// ``PNG/EncodingOptions/Filter/adaptive`` scores all five types per row (PNG §12.8) except
    /// for indexed and sub-byte images, which use type 0 as §12.8 recommends.
    /// ``PNG/EncodingOptions/Filter/bruteForce`` and
    /// ``PNG/EncodingOptions/Filter/bruteForcePerRow`` give the ``adaptive`` stream here; their
    /// searches live in ``PNG/imageData(_:width:height:format:options:shorterThan:)``.
    /// - Complexity: O(pixels).
    func filtered(_ filter: PNG.EncodingOptions.Filter) -> [UInt8] {
        let fixedType = filter.fixedType
        return filtered { row, prior in fixedType ?? adaptiveType(row: row, prior: prior) }
    }

    /// The ``PNG/EncodingOptions/Filter/adaptive`` choice for one row: the minimum-sum type
    /// (PNG §12.8), or type 0 for indexed and sub-byte images.
    func adaptiveType(row: ElementHandle<UInt8>, prior: ElementHandle<UInt8>) -> UInt8 {
        if format.colorType == .indexed || format.depth < 8 { return 0 }
        return ScanlineFilter.minimumSumType(row: row, prior: prior, bytesPerPixel: bytesPerPixel)
    }

    /// Every row of every pass, each preceded by the filter type `choose(row, prior)` returns
    /// for it (0...4).
    ///
    /// - Complexity: O(pixels) plus the cost of `choose`.
    func filtered(choosing choose: (ElementHandle<UInt8>, ElementHandle<UInt8>) -> UInt8) -> [UInt8] {
        let total = passes.reduce(0) { $0 + $1.height * (stride(of: $1) + 1) }
        // Every byte is written: the rows and their type bytes tile `total` exactly.
        var output = [UInt8](unfilledCount: total)
        output.withMutableElementHandle { output in
            var position = 0
            forEachRow { row, prior in
                let type = choose(row, prior)
                output[position] = type
                ScanlineFilter.apply(
                    type, row: row, prior: prior, bytesPerPixel: bytesPerPixel,
                    to: output.slice(position + 1..<position + 1 + row.count))
                position += row.count + 1
            }
        }
        return output
    }

    /// The stream whose filter types are chosen row by row by trial compression.
    ///
    /// A `Deflate.Stream` at `trialLevel` holds the rows chosen so far (its hash chains and
    /// 32 KiB window are the compressor state). For each row, a copy of that stream is fed the
    /// filter-type byte and the row filtered with each type 0...4 and then flushed; the type whose
    /// flush produced the fewest bytes wins, ties going to the adaptive choice and then to the
    /// lower type. The winning copy becomes the state for the next row. Each trial therefore
    /// measures the row's cost as its own block after the real history, Huffman tables included.
    /// - Complexity: O(pixels · 5) compression work at `trialLevel`, plus a copy of the stream's
    ///   tables (about 300 KiB) per trial.
    func filteredByTrials(trialLevel: Int) -> [UInt8] {
        var state = Deflate.Stream(level: trialLevel, tuning: .imageRows)
        var candidate = [UInt8](repeating: 0, count: (passes.map { stride(of: $0) }.max() ?? 0) + 1)
        return filtered { row, prior in
            let heuristic = adaptiveType(row: row, prior: prior)
            var best: (type: UInt8, size: Int, stream: Deflate.Stream)?
            for type in ScanlineFilter.types {
                var trial = state
                candidate.withMutableElementHandle { buffer in
                    buffer[0] = type
                    ScanlineFilter.apply(
                        type, row: row, prior: prior, bytesPerPixel: bytesPerPixel,
                        to: buffer.slice(1..<row.count + 1))
                }
                let size = trial.feed(candidate[..<(row.count + 1)]).count + trial.flush().count
                if let current = best,
                    size > current.size || (size == current.size && (current.type == heuristic || type != heuristic))
                {
                    continue
                }
                best = (type, size, trial)
            }
            guard let best else { return heuristic }
            state = best.stream
            return best.type
        }
    }

    /// Calls `body` with each row of each pass in order, packed in `format`, together with the
    /// row above it in the same pass (zeros for a pass's first row); both handles hold the
    /// row's bytes.
    ///
    /// Unreduced 8-bit RGBA rows of a plain image are read in place; the others are packed into
    /// two alternating scratch rows.
    func forEachRow(_ body: (ElementHandle<UInt8>, ElementHandle<UInt8>) -> Void) {
        let longest = passes.map { stride(of: $0) }.max() ?? 0
        // Zeros, then the two scratch rows.
        var scratch = [UInt8](repeating: 0, count: 3 * longest)
        var packer = RowPacker(format: format)
        scratch.withMutableElementHandle { scratch in
            var rows = (scratch.slice(longest..<2 * longest), scratch.slice(2 * longest..<3 * longest))
            for pass in passes {
                let count = stride(of: pass)
                let inPlace = format.colorType == .rgba && format.depth == 8 && pass.dx == 1
                var prior = scratch.readOnly.slice(0..<count)
                for passRow in 0..<pass.height {
                    let y = pass.y + passRow * pass.dy
                    let start = (y * width + pass.x) * 4
                    let row: ElementHandle<UInt8>
                    if inPlace {
                        row = pixels.slice(start..<start + count)
                    } else {
                        packer.pack(pixels, from: start, step: pass.dx * 4, count: pass.width, into: rows.0)
                        row = rows.0.readOnly.slice(0..<count)
                        rows = (rows.1, rows.0)
                    }
                    body(row, prior)
                    prior = row
                }
            }
        }
    }
}
