/// PNG encoding and decoding (ISO/IEC 15948:2004, "PNG Second Edition").
///
/// ``encode(_:options:)`` picks the smallest lossless representation of an RGBA image (RGB, grey,
/// palette with transparency, 1/2/4-bit depths) and filters each row; ``decode(_:options:)``
/// reads every valid colour type, bit depth and interlace method back into 8-bit RGBA.
///
/// ```swift
/// let image = try RasterImage(width: 1, height: 1, rgba: [0, 128, 255, 255])
/// let file = try PNG.encode(image, options: .init())
/// let again = try PNG.decode(file)
/// ```
public enum PNG {
    /// The 8-byte signature every PNG starts with (PNG §5.2).
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The colour types of PNG §6.1.
    public enum ColorType: UInt8, Sendable, CaseIterable {
        /// Each pixel is a grey sample.
        case gray = 0
        /// Each pixel is an R, G, B triple.
        case rgb = 2
        /// Each pixel is a palette index.
        case indexed = 3
        /// Each pixel is a grey sample followed by alpha.
        case grayAlpha = 4
        /// Each pixel is an R, G, B triple followed by alpha.
        case rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .gray, .indexed: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths PNG §11.2.2 allows for this colour type.
        var allowedDepths: [Int] {
            switch self {
            case .gray: [1, 2, 4, 8, 16]
            case .indexed: [1, 2, 4, 8]
            default: [8, 16]
            }
        }
    }

    /// The Adam7 passes of PNG §8.2: first column, first row, column step, row step.
    static let adam7: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The sub-images of an image: one for a plain image, seven (some maybe empty) for Adam7.
    static func passes(width: Int, height: Int, interlaced: Bool) -> [(
        x: Int, y: Int, dx: Int, dy: Int, width: Int, height: Int
    )] {
        let layout = interlaced ? adam7 : [(0, 0, 1, 1)]
        return layout.map { pass in
            let w = width > pass.x ? (width - pass.x + pass.dx - 1) / pass.dx : 0
            let h = height > pass.y ? (height - pass.y + pass.dy - 1) / pass.dy : 0
            return (pass.x, pass.y, pass.dx, pass.dy, w, h)
        }
    }

    /// Bytes in one scanline of `width` pixels (without the filter byte).
    static func rowBytes(width: Int, channels: Int, depth: Int) -> Int {
        (width * channels * depth + 7) / 8
    }

    /// Paeth predictor (PNG §9.4).
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
