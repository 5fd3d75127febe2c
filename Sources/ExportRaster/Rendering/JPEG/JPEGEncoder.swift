/// The baseline encoder's working state: component planes, tables and the entropy-coded output.
struct JPEGEncoder {
    let width: Int
    let height: Int
    let subsampled: Bool
    /// Y, Cb, Cr planes padded to whole MCUs (16 × 16 with 4:2:0, 8 × 8 otherwise), level-shifted.
    var planes: [[Float]] = []
    var planeWidths: [Int] = []
    let luminanceTable: [Int]
    let chrominanceTable: [Int]
    /// 1 / (quantizer · AAN output scale), natural order: quantizing divides out the scale the
    /// fast DCT leaves on each coefficient.
    let luminanceReciprocals: [Float]
    let chrominanceReciprocals: [Float]
    /// The file so far. During the scan it runs ahead of the data: bytes from `written` on are
    /// room for the next MCUs, grown before each MCU and cut off when the scan ends.
    var output: [UInt8] = []
    /// Bytes of `output` that hold data.
    var written = 0
    /// The most an MCU can add: six blocks of at most 64 codes of 27 bits, doubled by stuffing,
    /// under 512 bytes each.
    static let mcuBytes = 6 * 512
    /// Pending bits, right-aligned; only the low `bitCount` bits are meaningful.
    var bitBuffer: UInt64 = 0
    var bitCount = 0

    static let dcLuminance = HuffmanCodes(bits: JPEGTables.luminanceDCBits, values: JPEGTables.luminanceDCValues)
    static let acLuminance = HuffmanCodes(bits: JPEGTables.luminanceACBits, values: JPEGTables.luminanceACValues)
    static let dcChrominance = HuffmanCodes(
        bits: JPEGTables.chrominanceDCBits, values: JPEGTables.chrominanceDCValues)
    static let acChrominance = HuffmanCodes(
        bits: JPEGTables.chrominanceACBits, values: JPEGTables.chrominanceACValues)

    /// The AAN output scale: the fast DCT yields 8 · s(u) · s(v) times each true coefficient, with
    /// s(0) = 1 and s(k) = √2 · cos(kπ/16) (Arai, Agui, Nakajima 1988).
    static let aanScale: [Double] = (0..<8).map { (k: Int) -> Double in
        let angle: Double = Double(k) * Double.pi / 16
        return k == 0 ? 1 : 2.0.squareRoot() * cos(angle)
    }

    /// Canonical Huffman codes in flat arrays indexed by symbol (T.81 Annex C).
    struct HuffmanCodes {
        var codes: [UInt32]
        var lengths: [Int]

        init(bits: [UInt8], values: [UInt8]) {
            let table = JPEGTables.codes(bits: bits, values: values)
            codes = table.map { UInt32($0.code) }
            lengths = table.map { Int($0.length) }
        }
    }

    init(image: RasterImage, options: JPEG.EncodingOptions) {
        width = image.width
        height = image.height
        subsampled = options.subsampling == .half
        luminanceTable = JPEGTables.scaled(JPEGTables.luminanceQuantization, quality: options.quality)
        chrominanceTable = JPEGTables.scaled(JPEGTables.chrominanceQuantization, quality: options.quality)
        luminanceReciprocals = Self.reciprocals(luminanceTable)
        chrominanceReciprocals = Self.reciprocals(chrominanceTable)
        makePlanes(image, background: options.background)
    }

    static func reciprocals(_ table: [Int]) -> [Float] {
        (0..<64).map { (i: Int) -> Float in
            let divisor: Double = Double(table[i]) * aanScale[i / 8] * aanScale[i % 8] * 8
            return Float(1 / divisor)
        }
    }

    /// Converts to level-shifted YCbCr (JFIF §7), replicating edge pixels into the MCU padding; with
    /// 4:2:0 each chroma sample comes from the mean of its 2 × 2 pixels, in the same pass.
    mutating func makePlanes(_ image: RasterImage, background: RasterImage.Color) {
        let mcu = subsampled ? 16 : 8
        let paddedWidth = (width + mcu - 1) / mcu * mcu
        let paddedHeight = (height + mcu - 1) / mcu * mcu
        let chromaWidth = subsampled ? paddedWidth / 2 : paddedWidth
        let chromaHeight = subsampled ? paddedHeight / 2 : paddedHeight
        var y = [Float](repeating: 0, count: paddedWidth * paddedHeight)
        var cb = [Float](repeating: 0, count: chromaWidth * chromaHeight)
        var cr = cb
        let composite = Compositor(
            red: Float(background.red * 255), green: Float(background.green * 255),
            blue: Float(background.blue * 255))
        let (width, height) = (self.width, self.height)
        let subsampled = self.subsampled
        // Unchecked writes: a padded pixel (column, row) has column < paddedWidth and row <
        // paddedHeight, and a chroma sample (column, row) column < chromaWidth, row < chromaHeight;
        // the planes hold exactly those counts. `pixel` clamps its reads into the image.
        image.rgba.withElementHandle { rgba in
            withMutableElementHandles(&y, &cb, &cr) { y, cb, cr in
                // Source offset of padded pixel (column, row): edges are replicated.
                func pixel(_ column: Int, _ row: Int) -> (Float, Float, Float) {
                    composite(rgba, (Swift.min(row, height - 1) * width + Swift.min(column, width - 1)) * 4)
                }
                if subsampled {
                    // One chroma sample per 2 × 2 pixels, from their mean colour (the
                    // conversion is linear, so this equals the mean of their Cb and Cr).
                    for row in 0..<chromaHeight {
                        for column in 0..<chromaWidth {
                            let (x, yy) = (2 * column, 2 * row)
                            let p0 = pixel(x, yy)
                            let p1 = pixel(x + 1, yy)
                            let p2 = pixel(x, yy + 1)
                            let p3 = pixel(x + 1, yy + 1)
                            let o = yy * paddedWidth + x
                            y[unchecked: o] = Self.luma(p0)
                            y[unchecked: o + 1] = Self.luma(p1)
                            y[unchecked: o + paddedWidth] = Self.luma(p2)
                            y[unchecked: o + paddedWidth + 1] = Self.luma(p3)
                            let mean = (
                                (p0.0 + p1.0 + p2.0 + p3.0) * 0.25, (p0.1 + p1.1 + p2.1 + p3.1) * 0.25,
                                (p0.2 + p1.2 + p2.2 + p3.2) * 0.25
                            )
                            cb[unchecked: row * chromaWidth + column] = Self.blueDifference(mean)
                            cr[unchecked: row * chromaWidth + column] = Self.redDifference(mean)
                        }
                    }
                } else {
                    for row in 0..<paddedHeight {
                        for column in 0..<paddedWidth {
                            let p = pixel(column, row)
                            let o = row * paddedWidth + column
                            y[unchecked: o] = Self.luma(p)
                            cb[unchecked: o] = Self.blueDifference(p)
                            cr[unchecked: o] = Self.redDifference(p)
                        }
                    }
                }
            }
        }
        planes = [y, cb, cr]
        planeWidths = [paddedWidth, chromaWidth, chromaWidth]
    }

    /// Y − 128 of JFIF §7 (the level shift of T.81 §A.3.1 folded in).
    @inline(__always)
    static func luma(_ p: (Float, Float, Float)) -> Float {
        0.299 * p.0 + 0.587 * p.1 + 0.114 * p.2 - 128
    }

    /// Cb − 128 of JFIF §7.
    @inline(__always)
    static func blueDifference(_ p: (Float, Float, Float)) -> Float {
        -0.168_736 * p.0 - 0.331_264 * p.1 + 0.5 * p.2
    }

    /// Cr − 128 of JFIF §7.
    @inline(__always)
    static func redDifference(_ p: (Float, Float, Float)) -> Float {
        0.5 * p.0 - 0.418_688 * p.1 - 0.081_312 * p.2
    }

    /// Reads one RGBA pixel as RGB, composited over the background unless it is opaque.
    struct Compositor {
        let red: Float
        let green: Float
        let blue: Float

        /// The pixel whose red byte is at `i`, as RGB floats in 0...255.
        ///
        /// - Precondition: `i + 3 < rgba.count` (checked in debug builds only: the encoder clamps
        ///   every pixel it reads into the image).
        @inline(__always)
        func callAsFunction(_ rgba: ElementHandle<UInt8>, _ i: Int) -> (Float, Float, Float) {
            let r = Float(rgba[unchecked: i])
            let g = Float(rgba[unchecked: i + 1])
            let b = Float(rgba[unchecked: i + 2])
            let a = rgba[unchecked: i + 3]
            guard a != 255 else { return (r, g, b) }
            let alpha = Float(a) * (1 / 255)
            return (r * alpha + red * (1 - alpha), g * alpha + green * (1 - alpha), b * alpha + blue * (1 - alpha))
        }
    }

    mutating func encode() -> [UInt8] {
        output.reserveCapacity(width * height / 2 + 1024)
        writeHeaders()
        written = output.count
        let mcu = subsampled ? 16 : 8
        let mcuColumns = planeWidths[0] / mcu
        let mcuRows = (height + mcu - 1) / mcu
        let lumaBlocks = subsampled ? [(0, 0), (8, 0), (0, 8), (8, 8)] : [(0, 0)]
        let (dcLuminance, acLuminance) = (Self.dcLuminance, Self.acLuminance)
        let (dcChrominance, acChrominance) = (Self.dcChrominance, Self.acChrominance)
        encodeScan(
            mcuRows: mcuRows, mcuColumns: mcuColumns, lumaBlocks: lumaBlocks,
            tables: (dcLuminance, acLuminance, dcChrominance, acChrominance))
        reserveRoomForMCU()
        flushBits()
        output.removeSubrange(written...)
        output += [0xFF, 0xD9]  // EOI
        return output
    }

    /// Codes every MCU in raster order (T.81 §A.2.3, interleaved).
    mutating func encodeScan(
        mcuRows: Int, mcuColumns: Int, lumaBlocks: [(Int, Int)],
        tables: (HuffmanCodes, HuffmanCodes, HuffmanCodes, HuffmanCodes)
    ) {
        let mcu = subsampled ? 16 : 8
        let (dcLuminance, acLuminance, dcChrominance, acChrominance) = tables
        var predictions = [0, 0, 0]
        var block = [Int](repeating: 0, count: 64)
        for mcuRow in 0..<mcuRows {
            for mcuColumn in 0..<mcuColumns {
                reserveRoomForMCU()
                for (dx, dy) in lumaBlocks {
                    transform(
                        plane: 0, x: mcuColumn * mcu + dx, y: mcuRow * mcu + dy, reciprocals: luminanceReciprocals,
                        into: &block)
                    code(block, prediction: &predictions[0], dc: dcLuminance, ac: acLuminance)
                }
                for component in 1...2 {
                    transform(
                        plane: component, x: mcuColumn * 8, y: mcuRow * 8, reciprocals: chrominanceReciprocals,
                        into: &block)
                    code(block, prediction: &predictions[component], dc: dcChrominance, ac: acChrominance)
                }
            }
        }
    }

    /// Forward DCT of one 8 × 8 block (separable: rows, then columns), quantized and rounded to
    /// nearest, stored in natural order.
    func transform(plane index: Int, x: Int, y: Int, reciprocals: [Float], into block: inout [Int]) {
        let stride = planeWidths[index]
        precondition(
            x >= 0 && y >= 0 && (y + 7) * stride + x + 8 <= planes[index].count && block.count == 64
                && reciprocals.count == 64,
            "block outside its plane")
        // Unchecked reads: the precondition puts the 8 × 8 block inside the plane, and the
        // scratch holds the row pass (0..<64) and the column pass (64..<128).
        withTemporaryElementHandle(count: 128, repeating: Float(0)) { scratch in
            withElementHandles(planes[index], reciprocals) { plane, reciprocals in
                for row in 0..<8 {
                    Self.dct8(plane, at: (y + row) * stride + x, step: 1, output: scratch, at: row * 8, step: 1)
                }
                for u in 0..<8 {
                    Self.dct8(scratch.readOnly, at: u, step: 8, output: scratch, at: 64 + u, step: 8)
                }
                block.withMutableElementHandle { out in
                    for i in 0..<64 {
                        out[unchecked: i] = Self.roundedToInt(scratch[unchecked: 64 + i] * reciprocals[unchecked: i])
                    }
                }
            }
        }
    }

    /// Rounds to the nearest integer (ties to even) for |value| < 2²²: adding 1.5 · 2²³ leaves
    /// the rounded integer in the low mantissa bits, which is cheaper than a checked conversion.
    @inline(__always)
    static func roundedToInt(_ value: Float) -> Int {
        let shifted = value + 12_582_912
        return Int(Int32(bitPattern: shifted.bitPattern) &- 0x4B40_0000)
    }

    /// One scaled 8-point DCT-II after Arai, Agui and Nakajima: 5 multiplications and 29 additions.
    /// Each output is its DCT coefficient times a per-frequency scale that the reciprocal tables
    /// divide out again (see ``aanScale``).
    ///
    /// Reads `input` at `start + k · step` and writes `output` at `outputStart + k · outputStep`
    /// for k in 0..<8, unchecked: the caller keeps both runs inside their handles.
    @inline(__always)
    static func dct8(
        _ input: ElementHandle<Float>, at start: Int, step: Int, output: MutableElementHandle<Float>,
        at outputStart: Int, step outputStep: Int
    ) {
        let s07 = input[unchecked: start] + input[unchecked: start + 7 * step]
        let d07 = input[unchecked: start] - input[unchecked: start + 7 * step]
        let s16 = input[unchecked: start + step] + input[unchecked: start + 6 * step]
        let d16 = input[unchecked: start + step] - input[unchecked: start + 6 * step]
        let s25 = input[unchecked: start + 2 * step] + input[unchecked: start + 5 * step]
        let d25 = input[unchecked: start + 2 * step] - input[unchecked: start + 5 * step]
        let s34 = input[unchecked: start + 3 * step] + input[unchecked: start + 4 * step]
        let d34 = input[unchecked: start + 3 * step] - input[unchecked: start + 4 * step]
        // Even half: a 4-point DCT of the sums.
        let e0 = s07 + s34
        let e3 = s07 - s34
        let e1 = s16 + s25
        let e2 = s16 - s25
        output[unchecked: outputStart] = e0 + e1
        output[unchecked: outputStart + 4 * outputStep] = e0 - e1
        let rotated = (e2 + e3) * 0.707_106_781
        output[unchecked: outputStart + 2 * outputStep] = e3 + rotated
        output[unchecked: outputStart + 6 * outputStep] = e3 - rotated
        // Odd half: the differences through the AAN rotation network.
        let p = d34 + d25
        let q = d25 + d16
        let r = d16 + d07
        let z5 = (p - r) * 0.382_683_433
        let z2 = 0.541_196_100 * p + z5
        let z4 = 1.306_562_965 * r + z5
        let z3 = q * 0.707_106_781
        let z11 = d07 + z3
        let z13 = d07 - z3
        output[unchecked: outputStart + 5 * outputStep] = z13 + z2
        output[unchecked: outputStart + 3 * outputStep] = z13 - z2
        output[unchecked: outputStart + outputStep] = z11 + z4
        output[unchecked: outputStart + 7 * outputStep] = z11 - z4
    }

    /// Huffman-codes one quantized block (T.81 §F.1.2): the DC difference, then AC run/size pairs
    /// in zig-zag order with ZRL for 16 zeros and EOB after the last non-zero coefficient. Each
    /// code is sent together with its amplitude bits (at most 16 + 11 bits).
    mutating func code(_ block: [Int], prediction: inout Int, dc: HuffmanCodes, ac: HuffmanCodes) {
        let difference = block[0] - prediction
        prediction = block[0]
        let dcSize = Self.magnitudeCategory(difference)
        put(
            bits: dc.codes[dcSize] << UInt32(dcSize) | Self.amplitudeBits(difference, size: dcSize),
            count: dc.lengths[dcSize] + dcSize)
        var run = 0
        precondition(block.count == 64, "a block has 64 coefficients")
        // Unchecked reads: the zig-zag table has 64 entries, each in 0..<64.
        withElementHandles(JPEGTables.zigZag, block) { zigZag, block in
            for k in 1..<64 {
                let value = block[unchecked: zigZag[unchecked: k]]
                if value == 0 {
                    run += 1
                    continue
                }
                while run > 15 {
                    put(bits: ac.codes[0xF0], count: ac.lengths[0xF0])
                    run -= 16
                }
                let size = Self.magnitudeCategory(value)
                let symbol = run << 4 | size
                put(
                    bits: ac.codes[symbol] << UInt32(size) | Self.amplitudeBits(value, size: size),
                    count: ac.lengths[symbol] + size)
                run = 0
            }
        }
        if run > 0 { put(bits: ac.codes[0x00], count: ac.lengths[0x00]) }
    }

    /// The number of bits of |value| (T.81 Table F.1/F.2 categories).
    static func magnitudeCategory(_ value: Int) -> Int {
        Int.bitWidth - value.magnitude.leadingZeroBitCount
    }

    /// Negative values are sent as value − 1 in `size` bits (ones' complement, T.81 §F.1.2.1.1).
    static func amplitudeBits(_ value: Int, size: Int) -> UInt32 {
        let bits = value < 0 ? value - 1 : value
        return UInt32(truncatingIfNeeded: bits) & ((1 << UInt32(size)) - 1)
    }

    /// Appends bits most significant first, stuffing a zero byte after every 0xFF (T.81 §B.1.1.5).
    ///
    /// Bits collect in a 64-bit buffer and leave 32 at a time; `count` ≤ 27 keeps the buffer below
    /// 31 + 27 = 58 pending bits. A word with no 0xFF byte is appended whole.
    @inline(__always)
    mutating func put(bits: UInt32, count: Int) {
        bitBuffer = bitBuffer &<< UInt64(count) | UInt64(bits)
        bitCount += count
        if bitCount >= 32 {
            bitCount -= 32
            let word = UInt32(truncatingIfNeeded: bitBuffer &>> UInt64(bitCount))
            // A byte is 0xFF exactly when the complement's byte is zero: the classic
            // has-zero-byte test on ~word.
            let inverted = ~word
            if (inverted &- 0x0101_0101) & ~inverted & 0x8080_8080 == 0 {
                emit(UInt8(truncatingIfNeeded: word >> 24))
                emit(UInt8(truncatingIfNeeded: word >> 16))
                emit(UInt8(truncatingIfNeeded: word >> 8))
                emit(UInt8(truncatingIfNeeded: word))
            } else {
                for shift: UInt32 in [24, 16, 8, 0] {
                    let byte = UInt8(truncatingIfNeeded: word >> shift)
                    emit(byte)
                    if byte == 0xFF { emit(0) }
                }
            }
        }
    }

    /// Pads the last byte with one bits (T.81 §F.1.2.3) and writes out the whole bytes left.
    mutating func flushBits() {
        let padding = (8 - bitCount % 8) % 8
        bitBuffer = bitBuffer &<< UInt64(padding) | ((1 << UInt64(padding)) - 1)
        bitCount += padding
        while bitCount >= 8 {
            bitCount -= 8
            let byte = UInt8(truncatingIfNeeded: bitBuffer &>> UInt64(bitCount))
            emit(byte)
            if byte == 0xFF { emit(0) }
        }
    }

    /// Writes one byte of entropy-coded data at `written`, in the room ``reserveRoomForMCU()``
    /// made.
    @inline(__always)
    mutating func emit(_ byte: UInt8) {
        output[written] = byte
        written += 1
    }

    /// Makes room in `output` for the bytes one MCU and the final flush can add.
    ///
    /// - Complexity: amortised O(1): the room at least doubles when it grows.
    mutating func reserveRoomForMCU() {
        if output.count - written < Self.mcuBytes + 16 {
            output += repeatElement(0, count: max(output.count, Self.mcuBytes + 16))
        }
    }

    mutating func marker(_ code: UInt8, _ payload: [UInt8]) {
        output += [0xFF, code]
        output.append(bigEndian: UInt16(payload.count + 2))
        output += payload
    }

    mutating func writeHeaders() {
        output += [0xFF, 0xD8]  // SOI
        // APP0 JFIF 1.01, no density unit, 1:1 aspect, no thumbnail.
        marker(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        // DQT: two 8-bit tables in zig-zag order.
        var dqt: [UInt8] = [0]
        dqt += JPEGTables.zigZag.map { UInt8(luminanceTable[$0]) }
        dqt.append(1)
        dqt += JPEGTables.zigZag.map { UInt8(chrominanceTable[$0]) }
        marker(0xDB, dqt)
        // SOF0: 8-bit precision, size, three components (id, sampling factors, table).
        let lumaSampling: UInt8 = subsampled ? 0x22 : 0x11
        marker(
            0xC0,
            [8] + [UInt8](bigEndian: UInt16(height)) + [UInt8](bigEndian: UInt16(width))
                + [3, 1, lumaSampling, 0, 2, 0x11, 1, 3, 0x11, 1])
        // DHT: the four Annex K tables.
        var dht: [UInt8] = []
        dht += [0x00] + JPEGTables.luminanceDCBits + JPEGTables.luminanceDCValues
        dht += [0x10] + JPEGTables.luminanceACBits + JPEGTables.luminanceACValues
        dht += [0x01] + JPEGTables.chrominanceDCBits + JPEGTables.chrominanceDCValues
        dht += [0x11] + JPEGTables.chrominanceACBits + JPEGTables.chrominanceACValues
        marker(0xC4, dht)
        // SOS: all three components, full spectral range.
        marker(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
    }
}
