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
    let luminanceReciprocals: [Float]
    let chrominanceReciprocals: [Float]
    var output: [UInt8] = []
    var bitBuffer: UInt32 = 0
    var bitCount = 0

    static let dcLuminance = JPEGTables.codes(bits: JPEGTables.luminanceDCBits, values: JPEGTables.luminanceDCValues)
    static let acLuminance = JPEGTables.codes(bits: JPEGTables.luminanceACBits, values: JPEGTables.luminanceACValues)
    static let dcChrominance = JPEGTables.codes(
        bits: JPEGTables.chrominanceDCBits, values: JPEGTables.chrominanceDCValues)
    static let acChrominance = JPEGTables.codes(
        bits: JPEGTables.chrominanceACBits, values: JPEGTables.chrominanceACValues)

    /// DCT basis: cosines[u * 8 + x] = C(u)/2 · cos((2x + 1)uπ/16), C(0) = 1/√2 (T.81 §A.3.3).
    static let cosines: [Float] = {
        var table = [Float](repeating: 0, count: 64)
        for u in 0..<8 {
            for x in 0..<8 {
                let c = u == 0 ? 1 / 2.0.squareRoot() : 1.0
                table[u * 8 + x] = Float(c / 2 * cos(Double((2 * x + 1) * u) * Double.pi / 16))
            }
        }
        return table
    }()

    init(image: RasterImage, options: JPEG.EncodingOptions) {
        width = image.width
        height = image.height
        subsampled = options.subsampling == .half
        luminanceTable = JPEGTables.scaled(JPEGTables.luminanceQuantization, quality: options.quality)
        chrominanceTable = JPEGTables.scaled(JPEGTables.chrominanceQuantization, quality: options.quality)
        luminanceReciprocals = luminanceTable.map { 1 / Float($0) }
        chrominanceReciprocals = chrominanceTable.map { 1 / Float($0) }
        makePlanes(image, background: options.background)
    }

    /// Converts to level-shifted YCbCr (JFIF §7), replicating edge pixels into the MCU padding and
    /// averaging 2 × 2 chroma blocks for 4:2:0.
    mutating func makePlanes(_ image: RasterImage, background: Color) {
        let mcu = subsampled ? 16 : 8
        let paddedWidth = (width + mcu - 1) / mcu * mcu
        let paddedHeight = (height + mcu - 1) / mcu * mcu
        var y = [Float](repeating: 0, count: paddedWidth * paddedHeight)
        var cb = y
        var cr = y
        let backgroundRed = Float(background.red * 255)
        let backgroundGreen = Float(background.green * 255)
        let backgroundBlue = Float(background.blue * 255)
        let (width, height) = (self.width, self.height)
        image.rgba.withUnsafeBufferPointer { rgba in
            y.withUnsafeMutableBufferPointer { y in
                cb.withUnsafeMutableBufferPointer { cb in
                    cr.withUnsafeMutableBufferPointer { cr in
                        for row in 0..<paddedHeight {
                            let sourceRow = Swift.min(row, height - 1)
                            for column in 0..<paddedWidth {
                                let i = (sourceRow * width + Swift.min(column, width - 1)) * 4
                                let alpha = Float(rgba[i + 3]) / 255
                                let r = Float(rgba[i]) * alpha + backgroundRed * (1 - alpha)
                                let g = Float(rgba[i + 1]) * alpha + backgroundGreen * (1 - alpha)
                                let b = Float(rgba[i + 2]) * alpha + backgroundBlue * (1 - alpha)
                                let o = row * paddedWidth + column
                                y[o] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                                cb[o] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
                                cr[o] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
                            }
                        }
                    }
                }
            }
        }
        if subsampled {
            let halfWidth = paddedWidth / 2
            let halfHeight = paddedHeight / 2
            func half(_ plane: [Float]) -> [Float] {
                var out = [Float](repeating: 0, count: halfWidth * halfHeight)
                for row in 0..<halfHeight {
                    for column in 0..<halfWidth {
                        let o = 2 * row * paddedWidth + 2 * column
                        out[row * halfWidth + column] =
                            (plane[o] + plane[o + 1] + plane[o + paddedWidth] + plane[o + paddedWidth + 1]) / 4
                    }
                }
                return out
            }
            planes = [y, half(cb), half(cr)]
            planeWidths = [paddedWidth, halfWidth, halfWidth]
        } else {
            planes = [y, cb, cr]
            planeWidths = [paddedWidth, paddedWidth, paddedWidth]
        }
    }

    mutating func encode() -> [UInt8] {
        writeHeaders()
        let mcu = subsampled ? 16 : 8
        let mcuColumns = planeWidths[0] / mcu
        let mcuRows = (height + mcu - 1) / mcu
        var predictions = [0, 0, 0]
        var block = [Int](repeating: 0, count: 64)
        let lumaBlocks = subsampled ? [(0, 0), (8, 0), (0, 8), (8, 8)] : [(0, 0)]
        for mcuRow in 0..<mcuRows {
            for mcuColumn in 0..<mcuColumns {
                for (dx, dy) in lumaBlocks {
                    transform(
                        plane: 0, x: mcuColumn * mcu + dx, y: mcuRow * mcu + dy, reciprocals: luminanceReciprocals,
                        into: &block)
                    code(block, prediction: &predictions[0], dc: Self.dcLuminance, ac: Self.acLuminance)
                }
                for component in 1...2 {
                    transform(
                        plane: component, x: mcuColumn * 8, y: mcuRow * 8, reciprocals: chrominanceReciprocals,
                        into: &block)
                    code(block, prediction: &predictions[component], dc: Self.dcChrominance, ac: Self.acChrominance)
                }
            }
        }
        flushBits()
        output += [0xFF, 0xD9]  // EOI
        return output
    }

    /// Forward DCT of one 8 × 8 block (separable: rows, then columns), quantized and rounded to
    /// nearest, stored in natural order.
    ///
    /// Each 8-point pass uses the symmetry c[u][7 − k] = (−1)ᵘ · c[u][k]: even outputs need only the
    /// sums x[k] + x[7 − k] and odd outputs only the differences, halving the multiplications.
    func transform(plane index: Int, x: Int, y: Int, reciprocals: [Float], into block: inout [Int]) {
        let stride = planeWidths[index]
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 128) { scratch in
            planes[index].withUnsafeBufferPointer { plane in
                Self.cosines.withUnsafeBufferPointer { c in
                    // Planes are never empty (at least one 8 × 8 block), nor is the scratch space.
                    guard let source = plane.baseAddress, let temp = scratch.baseAddress else { return }
                    // Rows: temp[u * 8 + row] (transposed) = 1-D DCT of row `row`.
                    for row in 0..<8 {
                        Self.dct8(
                            source + (y + row) * stride + x, step: 1, cosines: c,
                            output: temp + row, outputStep: 8)
                    }
                    // Columns: the transposed rows are contiguous again.
                    for u in 0..<8 {
                        Self.dct8(
                            UnsafePointer(temp + u * 8), step: 1, cosines: c,
                            output: temp + 64 + u, outputStep: 8)
                    }
                    block.withUnsafeMutableBufferPointer { out in
                        for i in 0..<64 { out[i] = Int((scratch[64 + i] * reciprocals[i]).rounded()) }
                    }
                }
            }
        }
    }

    /// One 8-point DCT-II: output[u · outputStep] = Σk input[k · step] · c[u][k].
    @inline(__always)
    static func dct8(
        _ input: UnsafePointer<Float>, step: Int, cosines c: UnsafeBufferPointer<Float>,
        output: UnsafeMutablePointer<Float>, outputStep: Int
    ) {
        let e0 = input[0] + input[7 * step]
        let e1 = input[step] + input[6 * step]
        let e2 = input[2 * step] + input[5 * step]
        let e3 = input[3 * step] + input[4 * step]
        let o0 = input[0] - input[7 * step]
        let o1 = input[step] - input[6 * step]
        let o2 = input[2 * step] - input[5 * step]
        let o3 = input[3 * step] - input[4 * step]
        var u = 0
        while u < 8 {
            let r = u * 8
            output[u * outputStep] = e0 * c[r] + e1 * c[r + 1] + e2 * c[r + 2] + e3 * c[r + 3]
            let s = r + 8
            output[(u + 1) * outputStep] = o0 * c[s] + o1 * c[s + 1] + o2 * c[s + 2] + o3 * c[s + 3]
            u += 2
        }
    }

    /// Huffman-codes one quantized block (T.81 §F.1.2): the DC difference, then AC run/size pairs
    /// in zig-zag order with ZRL for 16 zeros and EOB after the last non-zero coefficient.
    mutating func code(
        _ block: [Int], prediction: inout Int, dc: [(code: UInt16, length: UInt8)], ac: [(code: UInt16, length: UInt8)]
    ) {
        let difference = block[0] - prediction
        prediction = block[0]
        let dcSize = Self.magnitudeCategory(difference)
        put(dc[dcSize])
        put(bits: Self.amplitudeBits(difference, size: dcSize), count: dcSize)
        var run = 0
        let zigZag = JPEGTables.zigZag
        for k in 1..<64 {
            let value = block[zigZag[k]]
            if value == 0 {
                run += 1
                continue
            }
            while run > 15 {
                put(ac[0xF0])
                run -= 16
            }
            let size = Self.magnitudeCategory(value)
            put(ac[run << 4 | size])
            put(bits: Self.amplitudeBits(value, size: size), count: size)
            run = 0
        }
        if run > 0 { put(ac[0x00]) }
    }

    /// The number of bits of |value| (T.81 Table F.1/F.2 categories).
    static func magnitudeCategory(_ value: Int) -> Int {
        var magnitude = abs(value)
        var size = 0
        while magnitude > 0 {
            size += 1
            magnitude >>= 1
        }
        return size
    }

    /// Negative values are sent as value − 1 in `size` bits (ones' complement, T.81 §F.1.2.1.1).
    static func amplitudeBits(_ value: Int, size: Int) -> UInt32 {
        let bits = value < 0 ? value - 1 : value
        return UInt32(truncatingIfNeeded: bits) & ((1 << UInt32(size)) - 1)
    }

    mutating func put(_ entry: (code: UInt16, length: UInt8)) {
        put(bits: UInt32(entry.code), count: Int(entry.length))
    }

    /// Appends bits most significant first, stuffing a zero byte after every 0xFF (T.81 §B.1.1.5).
    mutating func put(bits: UInt32, count: Int) {
        guard count > 0 else { return }
        bitBuffer = (bitBuffer << UInt32(count)) | bits
        bitCount += count
        while bitCount >= 8 {
            let byte = UInt8(truncatingIfNeeded: bitBuffer >> UInt32(bitCount - 8))
            output.append(byte)
            if byte == 0xFF { output.append(0) }
            bitCount -= 8
        }
        bitBuffer &= (1 << UInt32(bitCount)) &- 1
    }

    /// Pads the last byte with one bits (T.81 §F.1.2.3).
    mutating func flushBits() {
        if bitCount > 0 { put(bits: (1 << UInt32(8 - bitCount)) - 1, count: 8 - bitCount) }
    }

    mutating func marker(_ code: UInt8, _ payload: [UInt8]) {
        let length = payload.count + 2
        output += [0xFF, code, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
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
            [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
                + [1, lumaSampling, 0, 2, 0x11, 1, 3, 0x11, 1])
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
