import TestSupport
import Testing

@testable import ExportRaster

/// The row decoder for non-interlaced 8-bit images, which unfilters in place and converts whole
/// rows: it must give back every pixel for every filter type, colour type and width, and agree
/// with the general per-pixel path (which interlaced images take) on the same pixels.
@Suite("PNG decoding: 8-bit rows")
struct PNGDecodeRowsTests {
    /// Pixels with smooth gradients and noise, so every filter's prediction matters, in the
    /// colours the encoder then stores as `kind`.
    static func image(width: Int, height: Int, kind: PNG.ColorType, seed: UInt64) throws -> RasterImage {
        var random = SplitMix64(seed: seed)
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let noise = UInt8.random(in: 0...40, using: &random)
                let red = UInt8(truncatingIfNeeded: x * 7 + y * 3) &+ noise
                let green = UInt8(truncatingIfNeeded: x * 2 + y * 11)
                let blue = UInt8(truncatingIfNeeded: 200 - x - y) &+ noise / 2
                let alpha = UInt8.random(in: 0...255, using: &random)
                switch kind {
                case .rgba: rgba += [red, green, blue, alpha]
                case .rgb: rgba += [red, green, blue, 255]
                case .gray: rgba += [red, red, red, 255]
                case .grayAlpha: rgba += [red, red, red, alpha]
                case .indexed:
                    // 200 colours of the gradient: too many for 4 bits, few enough for a palette.
                    let index = UInt8((x * 13 + y * 7) % 200)
                    rgba += [index, index &* 3, 255 - index, index < 20 ? 0 : 255]
                }
            }
        }
        return try RasterImage(width: width, height: height, rgba: rgba)
    }

    static let filters: [PNG.EncodingOptions.Filter] = [.none, .sub, .up, .average, .paeth, .adaptive]

    @Test(
        "every filter, colour type and width decodes to the pixels encoded, as the interlaced path does",
        arguments: [PNG.ColorType.rgba, .rgb, .gray, .grayAlpha, .indexed], [1, 2, 3, 17, 64])
    func roundTrip(kind: PNG.ColorType, width: Int) throws {
        let image = try Self.image(
            width: width, height: 9, kind: kind, seed: UInt64(width) * 31 + UInt64(kind.rawValue))
        for filter in Self.filters {
            var options = PNG.EncodingOptions()
            options.filter = filter
            let file = try PNG.encode(image, options: options)
            #expect(try PNG.decode(file) == image, "\(kind) width \(width) filter \(filter)")
            options.interlaced = true
            #expect(try PNG.decode(try PNG.encode(image, options: options)) == image)
        }
    }

    @Test("the lane-wise Paeth predictor chooses as PNG §9.4 does, ties included")
    func paethLanes() {
        var random = SplitMix64(seed: 94)
        var triples: [(UInt8, UInt8, UInt8)] = []
        for a in [0, 1, 127, 128, 254, 255] as [UInt8] {
            for b in [0, 1, 127, 128, 254, 255] as [UInt8] {
                for c in [0, 1, 127, 128, 254, 255] as [UInt8] { triples.append((a, b, c)) }
            }
        }
        for _ in 0..<20_000 {
            triples.append(
                (
                    .random(in: 0...255, using: &random), .random(in: 0...255, using: &random),
                    .random(in: 0...255, using: &random)
                ))
        }
        for start in stride(from: 0, to: triples.count - 7, by: 8) {
            let lanes = triples[start..<start + 8]
            let a = PNGRowDecoder.Lanes(lanes.map { Int16($0.0) })
            let b = PNGRowDecoder.Lanes(lanes.map { Int16($0.1) })
            let c = PNGRowDecoder.Lanes(lanes.map { Int16($0.2) })
            let chosen = PNGRowDecoder.paeth(a, b, c)
            for (lane, triple) in lanes.enumerated() {
                // PNG §9.4, written out: p = a + b - c; the nearest of a, b, c to p, in that order on ties.
                let p = Int(triple.0) + Int(triple.1) - Int(triple.2)
                let (pa, pb, pc) = (abs(p - Int(triple.0)), abs(p - Int(triple.1)), abs(p - Int(triple.2)))
                let expected = pa <= pb && pa <= pc ? triple.0 : (pb <= pc ? triple.1 : triple.2)
                #expect(chosen[lane] == Int16(expected))
                #expect(PNGRowDecoder.paeth(triple.0, triple.1, triple.2) == expected)
            }
        }
    }

    @Test("a bad filter byte is reported at its row")
    func errors() throws {
        // 2×2 RGBA (no colour reduction): rows of a filter byte and 8 bytes; filter 5 on the second.
        let image = try Self.image(width: 2, height: 2, kind: .rgb, seed: 1)
        var options = PNG.EncodingOptions()
        options.filter = .none
        options.reduceColors = false
        var file = try PNG.encode(image, options: options)
        let rows: [UInt8] = [0] + [UInt8](repeating: 9, count: 8) + [5] + [UInt8](repeating: 9, count: 8)
        file = try Self.replacingImageData(of: file, with: Zlib.compress(rows))
        #expect(throws: PNGError.invalidFilterType(row: 1, filter: 5)) { try PNG.decode(file) }
    }

    /// `file` with its IDAT chunks replaced by one holding `data`.
    static func replacingImageData(of file: [UInt8], with data: [UInt8]) throws -> [UInt8] {
        var output = Array(file[0..<33])  // signature and IHDR
        let type = Array("IDAT".utf8)
        output += [UInt8](bigEndian: UInt32(data.count)) + type + data + [UInt8](bigEndian: CRC32.checksum(type + data))
        output += [0, 0, 0, 0] + Array("IEND".utf8) + [UInt8](bigEndian: CRC32.checksum(Array("IEND".utf8)))
        return output
    }
}
