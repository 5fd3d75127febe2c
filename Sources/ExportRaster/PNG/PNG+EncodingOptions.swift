extension PNG {
    /// Settings for ``PNG/encode(_:options:)``. The defaults suit app icons and QR codes: DEFLATE
    /// level 6, adaptive filtering, automatic lossless colour reduction, no interlace.
    public struct EncodingOptions: Sendable, Equatable {
        /// How each scanline is filtered before compression (PNG §9).
        public enum Filter: Sendable, Equatable {
            /// Filter type 0 on every row.
            case none
            /// Filter type 1 (difference to the pixel on the left) on every row.
            case sub
            /// Filter type 2 (difference to the pixel above) on every row.
            case up
            /// Filter type 3 (difference to the mean of left and above) on every row.
            case average
            /// Filter type 4 (Paeth predictor) on every row.
            case paeth
            /// Per row, the filter with the smallest sum of absolute differences (PNG §12.8);
            /// indexed and sub-byte images use type 0, as the specification recommends.
            case adaptive
            /// Compresses the image once per whole-image strategy (each of the five fixed filters,
            /// ``adaptive`` and ``bruteForcePerRow``) and keeps the smallest result; ties go to the
            /// earlier strategy in that order, so the output stays deterministic. Many times the
            /// work of one encode: meant for the highest compression levels (9...12) and final
            /// assets.
            case bruteForce
            /// Chooses each row's filter by trial compression, then keeps whichever is smaller:
            /// this stream or the ``adaptive`` one, so the file is never larger than with
            /// ``adaptive``.
            ///
            /// For each row, the five filtered versions are each fed to a copy of a DEFLATE
            /// stream that already holds the rows chosen so far, and flushed; the version whose
            /// flush is shortest wins (ties go to the ``adaptive`` choice, then to the lower
            /// type), and its stream carries on to the next row. Each trial thus measures the
            /// row's compressed size given the real compressor history: its matches against the
            /// previous rows and its own Huffman tables. Trials run at the image's level, capped
            /// at 6. Applies to every colour type and depth, including indexed and sub-byte
            /// images, where ``adaptive`` always uses type 0. Roughly five trial compressions per
            /// row: meant for the highest compression levels and final assets.
            case bruteForcePerRow
        }

        /// How the filtered rows are compressed into the IDAT stream.
        public enum Compression: Sendable, Equatable {
            /// DEFLATE at ``PNG/EncodingOptions/compressionLevel``: the level's match finder and a
            /// run-length parse both compress the rows, and the smaller stream is kept.
            case deflate
            /// One DEFLATE block whose only matches repeat the pixel to the left, with Huffman codes
            /// built from the image's own symbol counts: a fixed, small cost per pixel and no
            /// match search, in the manner of fpng. ``PNG/EncodingOptions/compressionLevel`` is
            /// not used. When ``PNG/EncodingOptions/reduceColors`` is off, the image is stored as
            /// 8-bit RGB if every pixel is opaque and as 8-bit RGBA otherwise. The brute-force
            /// filters fall back to ``Filter/adaptive``.
            case pixelRuns
        }

        /// A tEXt (Latin-1) or iTXt (UTF-8) text entry.
        public struct Text: Sendable, Equatable {
            /// 1–79 printable Latin-1 characters, such as `Title` or `Software`.
            public var keyword: String
            /// The text; written as tEXt when it is Latin-1, otherwise as iTXt.
            public var value: String

            /// A text entry.
            public init(keyword: String, value: String) {
                self.keyword = keyword
                self.value = value
            }
        }

        /// A tIME timestamp: calendar fields in UTC, years 0...65535 (PNG §11.3.6.1).
        public typealias Timestamp = CalendarTimestamp

        /// DEFLATE level for the image data, 0...12.
        public var compressionLevel = 6
        /// Row filter choice.
        public var filter = Filter.adaptive
        /// Store the image in the smallest lossless form: RGB when opaque, grey when neutral,
        /// a palette (with tRNS) when there are at most 256 colours, 1/2/4 bits when they suffice.
        public var reduceColors = true
        /// Set the colour of fully transparent pixels to 0 so they compress better (changes
        /// invisible pixel data).
        public var cleanTransparentPixels = false
        /// Adam7 interlacing (PNG §8.2).
        public var interlaced = false
        /// Physical resolution for the pHYs chunk, in pixels per inch (72 for @1x, 144 for @2x…).
        public var pixelsPerInch: Int?
        /// Write an sRGB chunk (perceptual rendering intent).
        public var sRGB = false
        /// Write a gAMA chunk with this image gamma (0.45455 for sRGB).
        public var gamma: Double?
        /// Text entries, written in order.
        public var text: [Text] = []
        /// A tIME chunk.
        public var modificationTime: Timestamp?
        /// Largest IDAT chunk; the image data is split across as many as needed.
        public var maximumChunkSize = 1 << 16
        /// How the filtered rows are compressed.
        public var compression = Compression.deflate

        /// The default options.
        public init() {}

        /// The fastest preset: 8-bit RGB, or RGBA when some pixel is not opaque, with no further
        /// colour reduction, the Up filter on every row and ``Compression/pixelRuns``.
        ///
        /// Files are larger than with the default options (no palette, grey or bit-depth
        /// reduction, no match search beyond the previous pixel) but encode many times faster:
        /// for screenshots, previews and intermediate files rather than shipped assets.
        ///
        /// ```swift
        /// let image = try RasterImage(width: 1, height: 1, rgba: [0, 128, 255, 255])
        /// let file = try PNG.encode(image, options: .fast)
        /// ```
        public static var fast: EncodingOptions {
            var options = EncodingOptions()
            options.reduceColors = false
            options.filter = .up
            options.compression = .pixelRuns
            return options
        }

        /// Options for a pixel density: `scale` 1, 2 or 3 gives 72, 144 or 216 pixels per inch.
        public static func scale(_ scale: Int) -> EncodingOptions {
            var options = EncodingOptions()
            options.pixelsPerInch = 72 * scale
            return options
        }
    }
}

extension PNG.EncodingOptions.Filter {
    /// The filter type this choice applies to every row (PNG §9.2: None 0, Sub 1, Up 2,
    /// Average 3, Paeth 4), or `nil` when the type is chosen row by row.
    var fixedType: UInt8? {
        switch self {
        case .none: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        case .adaptive, .bruteForce, .bruteForcePerRow: nil
        }
    }
}
