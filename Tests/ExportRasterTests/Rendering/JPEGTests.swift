import Testing

@testable import ExportRaster

@Suite("Baseline JPEG encoding")
struct JPEGTests {
    func image(_ width: Int, _ height: Int, alpha: UInt8 = 255) throws -> RasterImage {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                rgba += [UInt8((x * 7) & 0xFF), UInt8((y * 5) & 0xFF), UInt8(((x + y) * 3) & 0xFF), alpha]
            }
        }
        return try RasterImage(width: width, height: height, rgba: rgba)
    }

    /// Finds marker segments (0xFF then a code other than 0x00) in order.
    func markers(_ bytes: [UInt8]) -> [UInt8] {
        var found: [UInt8] = []
        var i = 2
        while i + 3 < bytes.count {
            guard bytes[i] == 0xFF else { return found }
            let code = bytes[i + 1]
            found.append(code)
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if code == 0xDA { return found }
            i += 2 + length
        }
        return found
    }

    @Test("writes SOI, JFIF, DQT, SOF0, DHT, SOS and EOI in order", arguments: [JPEG.ChromaSubsampling.none, .half])
    func structure(subsampling: JPEG.ChromaSubsampling) throws {
        let jpeg = try JPEG.encode(
            try image(37, 19), options: JPEG.EncodingOptions(quality: 85, subsampling: subsampling))
        #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8])
        #expect(Array(jpeg.suffix(2)) == [0xFF, 0xD9])
        #expect(markers(jpeg) == [0xE0, 0xDB, 0xC0, 0xC4, 0xDA])
        // SOF0 holds height 19, width 37 and the luma sampling factors.
        guard let sof = jpeg.indices.first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }) else {
            Issue.record("no SOF0")
            return
        }
        #expect(Array(jpeg[(sof + 5)..<(sof + 9)]) == [0, 19, 0, 37])
        #expect(jpeg[sof + 11] == (subsampling == .half ? 0x22 : 0x11))
    }

    @Test("quality scales the Annex K tables as libjpeg does")
    func qualityScaling() {
        #expect(JPEGTables.scaled(JPEGTables.luminanceQuantization, quality: 50) == JPEGTables.luminanceQuantization)
        #expect(JPEGTables.scaled(JPEGTables.luminanceQuantization, quality: 100).allSatisfy { $0 == 1 })
        // q85 → 30 %: 16 → 5, 99 → 30; q10 → 500 %: 16 → 80, 99 → 255 (clamped).
        #expect(JPEGTables.scaled([16, 99], quality: 85) == [5, 30])
        #expect(JPEGTables.scaled([16, 99], quality: 10) == [80, 255])
    }

    @Test("each Huffman table lists as many values as its code-length counts say")
    func huffmanTables() {
        let pairs: [([UInt8], [UInt8])] = [
            (JPEGTables.luminanceDCBits, JPEGTables.luminanceDCValues),
            (JPEGTables.chrominanceDCBits, JPEGTables.chrominanceDCValues),
            (JPEGTables.luminanceACBits, JPEGTables.luminanceACValues),
            (JPEGTables.chrominanceACBits, JPEGTables.chrominanceACValues),
        ]
        for (bits, values) in pairs {
            #expect(bits.map(Int.init).reduce(0, +) == values.count)
            #expect(Set(values).count == values.count)
        }
        // Table K.3: category 0 is the 2-bit code 00, category 11 the 9-bit code 111111110.
        let dc = JPEGTables.codes(bits: JPEGTables.luminanceDCBits, values: JPEGTables.luminanceDCValues)
        #expect(dc[0].code == 0 && dc[0].length == 2)
        #expect(dc[11].code == 0b1_1111_1110 && dc[11].length == 9)
        // Table K.5: EOB (0/0) is 1010, ZRL (F/0) is 11111111001.
        let ac = JPEGTables.codes(bits: JPEGTables.luminanceACBits, values: JPEGTables.luminanceACValues)
        #expect(ac[0x00].code == 0b1010 && ac[0x00].length == 4)
        #expect(ac[0xF0].code == 0b111_1111_1001 && ac[0xF0].length == 11)
        #expect(JPEGTables.zigZag.sorted() == Array(0..<64))
    }

    @Test("magnitude categories and amplitude bits follow T.81 F.1.2.1")
    func amplitudes() {
        #expect(JPEGEncoder.magnitudeCategory(0) == 0)
        #expect(JPEGEncoder.magnitudeCategory(-1) == 1)
        #expect(JPEGEncoder.magnitudeCategory(255) == 8)
        #expect(JPEGEncoder.amplitudeBits(-1, size: 1) == 0)
        #expect(JPEGEncoder.amplitudeBits(-3, size: 2) == 0)
        #expect(JPEGEncoder.amplitudeBits(3, size: 2) == 3)
        #expect(JPEGEncoder.amplitudeBits(-2, size: 2) == 1)
    }

    @Test("0xFF bytes in entropy-coded data are followed by a stuffed zero")
    func byteStuffing() throws {
        let jpeg = try JPEG.encode(try image(64, 64), options: JPEG.EncodingOptions(quality: 100, subsampling: .none))
        guard let sos = jpeg.indices.first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }) else {
            Issue.record("no SOS")
            return
        }
        let scan = jpeg[(sos + 14)..<(jpeg.count - 2)]
        for i in scan.indices.dropLast() where scan[i] == 0xFF {
            #expect(scan[i + 1] == 0x00)
        }
    }

    @Test("a flat grey image codes to DC only and transparent pixels take the background")
    func flatImage() throws {
        let grey = try RasterImage(
            width: 8, height: 8,
            rgba: [UInt8](repeating: 128, count: 256).enumerated().map {
                $0.offset % 4 == 3 ? 255 : $0.element
            })
        let encoder = JPEGEncoder(image: grey, options: JPEG.EncodingOptions(quality: 50, subsampling: .none))
        var block = [Int](repeating: 1, count: 64)
        encoder.transform(plane: 0, x: 0, y: 0, reciprocals: encoder.luminanceReciprocals, into: &block)
        #expect(block.allSatisfy { $0 == 0 })  // level shift makes 128 exactly zero
        let clear = try image(8, 8, alpha: 0)
        let white = JPEGEncoder(image: clear, options: JPEG.EncodingOptions(quality: 50, subsampling: .none))
        #expect(white.planes[0].allSatisfy { abs($0 - 127) < 1e-3 })  // Y of white, level-shifted
    }

    @Test("invalid qualities and oversized images are rejected")
    func errors() throws {
        let small = try image(2, 2)
        #expect(throws: JPEGError.invalidQuality(0)) {
            try JPEG.encode(small, options: JPEG.EncodingOptions(quality: 0))
        }
        #expect(throws: JPEGError.invalidQuality(101)) {
            try JPEG.encode(small, options: JPEG.EncodingOptions(quality: 101))
        }
        let wide = try RasterImage(width: 70_000, height: 1, rgba: [UInt8](repeating: 0, count: 280_000))
        #expect(throws: JPEGError.imageTooLarge(width: 70_000, height: 1)) { try JPEG.encode(wide) }
        #expect(JPEGError.invalidQuality(0).description.contains("1…100"))
        #expect(JPEGError.imageTooLarge(width: 70_000, height: 1).description.contains("65,535"))
    }
}
