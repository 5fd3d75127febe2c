/// A baseline JPEG encoder (ITU-T T.81 process 1: 8-bit DCT, Huffman coding) writing JFIF files.
///
/// Pixels are converted to YCbCr (JFIF 1.02 §7), optionally subsampled 4:2:0, transformed by the
/// 8 × 8 DCT, quantized with the Annex K tables scaled for the quality as libjpeg scales them, and
/// coded with the Annex K Huffman tables, so every decoder reads the result. Transparent pixels
/// are composited over ``EncodingOptions/background`` first, as JPEG has no alpha.
///
/// ```swift
/// let jpeg = try JPEG.encode(image, options: JPEG.EncodingOptions(quality: 85))
/// ```
public enum JPEG {
    /// How chrominance is sampled relative to luminance.
    public enum ChromaSubsampling: Sendable, Equatable {
        /// 4:4:4: full-resolution colour.
        case none
        /// 4:2:0: colour at half resolution both ways (one Cb and Cr sample per 2 × 2 pixels).
        case half
    }

    /// Encoder settings.
    public struct EncodingOptions: Sendable, Equatable {
        /// Quality 1…100, mapped to quantization tables as libjpeg does (85 is a common choice).
        public var quality: Int
        /// Chrominance subsampling.
        public var subsampling: ChromaSubsampling
        /// The colour transparent pixels are composited over.
        public var background: RasterImage.Color

        /// Creates options; the defaults are quality 85, 4:2:0, white background.
        public init(quality: Int = 85, subsampling: ChromaSubsampling = .half, background: RasterImage.Color = .white) {
            self.quality = quality
            self.subsampling = subsampling
            self.background = background
        }
    }

    /// Encodes an image as a baseline JFIF file.
    ///
    /// - Throws: ``JPEGError/invalidQuality(_:)`` outside 1…100, ``JPEGError/imageTooLarge(width:height:)``
    ///   beyond JPEG's 65,535-pixel sides.
    /// - Complexity: O(width × height).
    public static func encode(_ image: RasterImage, options: EncodingOptions = .init()) throws(JPEGError) -> [UInt8] {
        guard (1...100).contains(options.quality) else { throw .invalidQuality(options.quality) }
        guard image.width <= 65_535, image.height <= 65_535 else {
            throw .imageTooLarge(width: image.width, height: image.height)
        }
        var encoder = JPEGEncoder(image: image, options: options)
        return encoder.encode()
    }
}
