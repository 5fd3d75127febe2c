extension PNG {
    /// Decodes a PNG file into 8-bit straight RGBA.
    ///
    /// Every colour type, bit depth (16-bit samples keep their high byte) and both interlace
    /// methods are supported; tRNS transparency is applied. Chunk CRCs are checked, ancillary
    /// chunks are skipped (``decodeWithMetadata(_:options:)`` returns them), and damaged data throws a ``PNGError`` naming the place.
    /// - Complexity: O(file size + pixels).
    public static func decode(_ bytes: [UInt8], options: DecodingOptions = .init()) throws(PNGError) -> RasterImage {
        try decodeWithMetadata(bytes, options: options).image
    }

    /// Decodes a PNG file like ``decode(_:options:)`` and also returns the ancillary chunks it
    /// carried: pHYs, gAMA, sRGB, tEXt, zTXt, iTXt and tIME (PNG §11.3).
    ///
    /// - Complexity: O(file size + pixels).
    public static func decodeWithMetadata(
        _ bytes: [UInt8], options: DecodingOptions = .init()
    ) throws(PNGError) -> (image: RasterImage, metadata: Metadata) {
        var metadata = Metadata()
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8]?
        var compressed: [UInt8] = []
        var sawData = false
        var offset = 8
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG }
        while true {
            guard offset + 12 <= bytes.count else { throw .truncated(offset: bytes.count) }
            let length = Int(
                try bytes.bigEndian(UInt32.self, at: offset, orThrow: PNGError.truncated(offset: bytes.count)))
            guard length <= Int(Int32.max) else {
                throw .invalidChunk(chunk: "?", offset: offset, reason: "length above 2^31 - 1")
            }
            let typeBytes = bytes[offset + 4..<offset + 8]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw .invalidChunk(chunk: type, offset: offset, reason: "type is not four ASCII letters")
            }
            guard offset + 12 + length <= bytes.count else { throw .truncated(offset: bytes.count) }
            let data = bytes[offset + 8..<offset + 8 + length]
            let stored = try bytes.bigEndian(
                UInt32.self, at: offset + 8 + length, orThrow: PNGError.truncated(offset: bytes.count))
            if CRC32.checksum(bytes[offset + 4..<offset + 8 + length]) != stored {
                throw .badCRC(chunk: type, offset: offset)
            }
            if header == nil && type != "IHDR" { throw .missingHeader }
            switch type {
            case "IHDR":
                if header != nil { throw .invalidChunk(chunk: type, offset: offset, reason: "repeated") }
                header = try Header(Array(data), options: options, offset: offset)
            case "PLTE":
                guard length % 3 == 0, length > 0, length <= 768 else {
                    throw .invalidChunk(
                        chunk: type, offset: offset, reason: "length \(length) is not 3...768 and a multiple of 3")
                }
                palette = Array(data)
            case "tRNS": transparency = Array(data)
            case "IDAT":
                compressed += data
                sawData = true
            case "IEND":
                guard let header else { throw .missingHeader }
                guard sawData else { throw .missingImageData }
                return (try header.image(compressed, palette: palette, transparency: transparency), metadata)
            default:
                if typeBytes.first.map({ $0 & 0x20 == 0 }) ?? false {
                    throw .unknownCriticalChunk(chunk: type, offset: offset)
                }
                metadata.read(type, data)
            }
            offset += 12 + length
        }
    }

    /// The IHDR fields (PNG §11.2.2), validated.
    struct Header {
        let width: Int
        let height: Int
        let depth: Int
        let colorType: ColorType
        let interlaced: Bool

        init(_ data: [UInt8], options: DecodingOptions, offset: Int) throws(PNGError) {
            let wrongLength = PNGError.invalidChunk(chunk: "IHDR", offset: offset, reason: "length is not 13")
            guard data.count == 13 else { throw wrongLength }
            width = Int(try data.bigEndian(UInt32.self, at: 0, orThrow: wrongLength))
            height = Int(try data.bigEndian(UInt32.self, at: 4, orThrow: wrongLength))
            depth = Int(data[8])
            guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
                throw .invalidHeader(reason: "dimensions \(width)×\(height) are not 1...2^31 - 1")
            }
            guard let colorType = ColorType(rawValue: data[9]) else {
                throw .invalidHeader(reason: "colour type \(data[9]) is not 0, 2, 3, 4 or 6")
            }
            self.colorType = colorType
            guard colorType.allowedDepths.contains(depth) else {
                throw .invalidHeader(reason: "bit depth \(depth) is not allowed for colour type \(data[9])")
            }
            guard data[10] == 0 else { throw .invalidHeader(reason: "compression method \(data[10]) is not 0") }
            guard data[11] == 0 else { throw .invalidHeader(reason: "filter method \(data[11]) is not 0") }
            guard data[12] <= 1 else { throw .invalidHeader(reason: "interlace method \(data[12]) is not 0 or 1") }
            interlaced = data[12] == 1
            guard width * height <= options.maximumPixelCount else {
                throw .imageTooLarge(width: width, height: height)
            }
        }

        /// Inflates, unfilters and converts the image data to RGBA.
        func image(_ compressed: [UInt8], palette: [UInt8], transparency: [UInt8]?) throws(PNGError) -> RasterImage {
            let channels = colorType.channels
            let layout = passes(width: width, height: height, interlaced: interlaced)
            let expected = layout.reduce(0) { total, pass in
                pass.width == 0 || pass.height == 0
                    ? total : total + pass.height * (rowBytes(width: pass.width, channels: channels, depth: depth) + 1)
            }
            if colorType == .indexed && palette.isEmpty { throw .missingPalette }
            var raw: [UInt8]
            do {
                raw = try Zlib.decompress(compressed, options: .init(outputLimit: expected), expectedSize: expected)
            } catch {
                throw .compressedData(error)
            }
            guard raw.count >= expected else { throw .imageDataTooShort(expected: expected, actual: raw.count) }
            let colors = try Palette(colorType: colorType, depth: depth, palette: palette, transparency: transparency)
            if hasFastRows {
                // Left unfilled: the rows write every pixel before the image is returned, and
                // on an error the buffer is dropped unread.
                let size = width * height * 4
                var rgba = [UInt8](unfilledCount: size)
                try decodeRows(&raw, palette: colors, into: &rgba)
                do {
                    return try RasterImage(width: width, height: height, rgba: rgba)
                } catch {
                    throw .invalidHeader(reason: error.description)
                }
            }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            var offset = 0
            var rowNumber = 0
            for pass in layout where pass.width > 0 && pass.height > 0 {
                let stride = rowBytes(width: pass.width, channels: channels, depth: depth)
                let bytesPerPixel = max(1, channels * depth / 8)
                var prior = [UInt8](repeating: 0, count: stride)
                var row = [UInt8](repeating: 0, count: stride)
                for passRow in 0..<pass.height {
                    let filter = raw[offset]
                    guard filter <= 4 else { throw .invalidFilterType(row: rowNumber, filter: filter) }
                    for index in 0..<stride { row[index] = raw[offset + 1 + index] }
                    unfilter(filter, row: &row, prior: prior, bytesPerPixel: bytesPerPixel)
                    let y = pass.y + passRow * pass.dy
                    for column in 0..<pass.width {
                        let target = (y * width + pass.x + column * pass.dx) * 4
                        try colors.write(row: row, column: column, to: &rgba, at: target)
                    }
                    swap(&prior, &row)
                    offset += stride + 1
                    rowNumber += 1
                }
            }
            do {
                return try RasterImage(width: width, height: height, rgba: rgba)
            } catch {
                throw .invalidHeader(reason: error.description)
            }
        }
    }

    /// Reverses filter `filter` on `row` in place (PNG §9.2).
    static func unfilter(_ filter: UInt8, row: inout [UInt8], prior: [UInt8], bytesPerPixel: Int) {
        let count = row.count
        precondition(prior.count >= count && bytesPerPixel > 0, "the prior row is shorter than the row")
        // Unchecked below: every index is below `count` (the prior row is at least as long), and
        // `i - bytesPerPixel` is read only when `i >= bytesPerPixel`.
        row.withMutableElementHandle { x in
            prior.withElementHandle { b in
                switch filter {
                case 1:
                    for i in bytesPerPixel..<max(bytesPerPixel, count) {
                        x[unchecked: i] &+= x[unchecked: i - bytesPerPixel]
                    }
                case 2:
                    for i in 0..<count { x[unchecked: i] &+= b[unchecked: i] }
                case 3:
                    for i in 0..<count {
                        let left = i >= bytesPerPixel ? Int(x[unchecked: i - bytesPerPixel]) : 0
                        x[unchecked: i] &+= UInt8((left + Int(b[unchecked: i])) / 2)
                    }
                case 4:
                    for i in 0..<count {
                        let left = i >= bytesPerPixel ? x[unchecked: i - bytesPerPixel] : 0
                        let upperLeft = i >= bytesPerPixel ? b[unchecked: i - bytesPerPixel] : 0
                        x[unchecked: i] &+= paeth(left, b[unchecked: i], upperLeft)
                    }
                default: break
                }
            }
        }
    }

    /// Converts samples of one colour type and depth to RGBA8, applying PLTE and tRNS.
    struct Palette {
        let colorType: ColorType
        let depth: Int
        /// RGBA entries for indexed images.
        var entries: [UInt8] = []
        /// The transparent grey or RGB sample values (at the file's depth), if tRNS gives one.
        var transparentKey: [Int]?

        init(colorType: ColorType, depth: Int, palette: [UInt8], transparency: [UInt8]?) throws(PNGError) {
            self.colorType = colorType
            self.depth = depth
            let invalid = PNGError.invalidChunk(chunk: "tRNS", offset: 0, reason: "wrong length for the colour type")
            switch colorType {
            case .indexed:
                let count = palette.count / 3
                if let transparency, transparency.count > count { throw invalid }
                for index in 0..<count {
                    entries += palette[index * 3..<index * 3 + 3]
                    entries.append(transparency.flatMap { index < $0.count ? $0[index] : nil } ?? 255)
                }
            case .gray:
                if let transparency {
                    guard transparency.count == 2 else { throw invalid }
                    transparentKey = transparency.bigEndian(UInt16.self, at: 0).map { [Int($0)] }
                }
            case .rgb:
                if let transparency {
                    guard transparency.count == 6 else { throw invalid }
                    transparentKey = (0..<3).map { Int(transparency.bigEndian(UInt16.self, at: $0 * 2) ?? 0) }
                }
            default:
                if transparency != nil {
                    throw PNGError.invalidChunk(chunk: "tRNS", offset: 0, reason: "not allowed with an alpha channel")
                }
            }
        }

        /// Sample `index` of a row at this depth.
        @inline(__always)
        private func sample(_ row: [UInt8], _ index: Int) -> Int {
            switch depth {
            case 8: return Int(row[index])
            case 16: return Int(row.bigEndian(UInt16.self, at: index * 2) ?? 0)
            default:
                let bit = index * depth
                return Int(row[bit >> 3] >> UInt8(8 - depth - bit & 7)) & ((1 << depth) - 1)
            }
        }

        /// Scales a sample to 8 bits: the high byte for 16-bit, bit replication below 8 (PNG §13.12).
        @inline(__always)
        private func to8(_ value: Int) -> UInt8 {
            switch depth {
            case 16: UInt8(value >> 8)
            case 8: UInt8(value)
            default: UInt8(value * 255 / ((1 << depth) - 1))
            }
        }

        /// The RGBA pixel, as a little-endian word, of the sample `value` of a grey or indexed
        /// image: a grey level scaled to 8 bits, transparent when it is tRNS's key; or the
        /// palette entry `value`. Nil for an index the palette lacks.
        /// - Complexity: O(1).
        func pixel(ofSample value: Int) -> UInt32? {
            if colorType == .indexed {
                guard value * 4 < entries.count else { return nil }
                return (0..<4).reduce(UInt32(0)) { word, channel in
                    word | UInt32(entries[value * 4 + channel]) << (8 * channel)
                }
            }
            return UInt32(to8(value)) &* 0x01_0101 | (transparentKey?[0] == value ? 0 : 0xFF00_0000)
        }

        func write(row: [UInt8], column: Int, to rgba: inout [UInt8], at target: Int) throws(PNGError) {
            switch colorType {
            case .indexed, .gray:
                let value = sample(row, column)
                guard let pixel = pixel(ofSample: value) else {
                    throw .paletteIndexOutOfRange(index: value, paletteSize: entries.count / 4)
                }
                for channel in 0..<4 { rgba[target + channel] = UInt8(truncatingIfNeeded: pixel >> (8 * channel)) }
            case .grayAlpha:
                let gray = to8(sample(row, column * 2))
                rgba[target] = gray
                rgba[target + 1] = gray
                rgba[target + 2] = gray
                rgba[target + 3] = to8(sample(row, column * 2 + 1))
            case .rgb:
                let values = (sample(row, column * 3), sample(row, column * 3 + 1), sample(row, column * 3 + 2))
                rgba[target] = to8(values.0)
                rgba[target + 1] = to8(values.1)
                rgba[target + 2] = to8(values.2)
                let transparent = transparentKey.map { $0[0] == values.0 && $0[1] == values.1 && $0[2] == values.2 }
                rgba[target + 3] = transparent == true ? 0 : 255
            case .rgba:
                for channel in 0..<4 { rgba[target + channel] = to8(sample(row, column * 4 + channel)) }
            }
        }
    }
}
