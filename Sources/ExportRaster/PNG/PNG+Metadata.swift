extension PNG {
    /// The ancillary chunks a decoded file carried: resolution, colour space hints, text and time.
    ///
    /// ``PNG/decodeWithMetadata(_:options:)`` fills it in. A malformed ancillary chunk (wrong
    /// length, out-of-range field, missing separator) is skipped, as PNG §13.1 allows for
    /// ancillary data, and leaves its property `nil` or its text out; critical-chunk errors still
    /// throw.
    ///
    /// ```swift
    /// var options = PNG.EncodingOptions.scale(2)
    /// options.text = [.init(keyword: "Title", value: "Icon")]
    /// let file = try PNG.encode(try RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 255]), options: options)
    /// let (_, metadata) = try PNG.decodeWithMetadata(file)
    /// // metadata.pixelsPerInch == 144, metadata.text.first?.value == "Icon"
    /// ```
    public struct Metadata: Sendable, Equatable {
        /// The pHYs chunk (PNG §11.3.5.3): pixels per unit on each axis.
        public struct PhysicalDimensions: Sendable, Equatable {
            /// Pixels per unit along x.
            public var pixelsPerUnitX: UInt32
            /// Pixels per unit along y.
            public var pixelsPerUnitY: UInt32
            /// Whether the unit is the metre (unit specifier 1); otherwise only the aspect ratio is
            /// known (unit specifier 0).
            public var unitIsMetre: Bool

            /// Physical dimensions from their fields.
            public init(pixelsPerUnitX: UInt32, pixelsPerUnitY: UInt32, unitIsMetre: Bool) {
                self.pixelsPerUnitX = pixelsPerUnitX
                self.pixelsPerUnitY = pixelsPerUnitY
                self.unitIsMetre = unitIsMetre
            }
        }

        /// pHYs, when present and valid.
        public var physicalDimensions: PhysicalDimensions?
        /// gAMA (PNG §11.3.3.2): the image gamma, such as 0.45455; `nil` when absent.
        public var gamma: Double?
        /// sRGB (PNG §11.3.3.5): the rendering intent 0...3 (perceptual, relative colorimetric,
        /// saturation, absolute colorimetric); `nil` when absent.
        public var sRGBRenderingIntent: UInt8?
        /// tEXt, zTXt and iTXt entries (PNG §11.3.4), in file order. iTXt language tags and
        /// translated keywords are not kept.
        public var text: [EncodingOptions.Text] = []
        /// tIME (PNG §11.3.6.1), when present and valid.
        public var modificationTime: EncodingOptions.Timestamp?

        /// Empty metadata.
        public init() {}

        /// The horizontal resolution in pixels per inch, rounded, when pHYs gives metres.
        public var pixelsPerInch: Int? {
            guard let physicalDimensions, physicalDimensions.unitIsMetre else { return nil }
            return Int((Double(physicalDimensions.pixelsPerUnitX) * 0.0254).rounded())
        }

        /// Records `data` if `type` is an ancillary chunk this type exposes and its contents are valid.
        mutating func read(_ type: String, _ data: ArraySlice<UInt8>) {
            let data = Array(data)
            switch type {
            case "pHYs" where data.count == 9 && data[8] <= 1:
                if let x = data.bigEndian(UInt32.self, at: 0), let y = data.bigEndian(UInt32.self, at: 4) {
                    physicalDimensions = PhysicalDimensions(
                        pixelsPerUnitX: x, pixelsPerUnitY: y, unitIsMetre: data[8] == 1)
                }
            case "gAMA" where data.count == 4:
                if let value = data.bigEndian(UInt32.self, at: 0), value > 0 { gamma = Double(value) / 100_000 }
            case "sRGB" where data.count == 1 && data[0] <= 3:
                sRGBRenderingIntent = data[0]
            case "tIME" where data.count == 7:
                let time = EncodingOptions.Timestamp(
                    year: Int(data.bigEndian(UInt16.self, at: 0) ?? 0), month: Int(data[2]), day: Int(data[3]),
                    hour: Int(data[4]), minute: Int(data[5]), second: Int(data[6]))
                if time.invalidTIMEField == nil { modificationTime = time }
            case "tEXt", "zTXt", "iTXt":
                if let entry = Metadata.textEntry(type, data) { text.append(entry) }
            default: break
            }
        }

        /// PNG §11.3.4.3–5: keyword, NUL, then Latin-1 text (tEXt), a compression method and zlib
        /// text (zTXt), or flags, language and translated keyword before UTF-8 text (iTXt).
        private static func textEntry(_ type: String, _ data: [UInt8]) -> EncodingOptions.Text? {
            guard let separator = data.firstIndex(of: 0), (1...79).contains(separator) else { return nil }
            let keyword = latin1(data[0..<separator])
            var rest = data[(separator + 1)...]
            switch type {
            case "tEXt":
                return EncodingOptions.Text(keyword: keyword, value: latin1(rest))
            case "zTXt":
                guard rest.first == 0, let text = inflated(rest.dropFirst()) else { return nil }
                return EncodingOptions.Text(keyword: keyword, value: latin1(text[...]))
            default:
                guard rest.count >= 2, rest[rest.startIndex + 1] == 0 else { return nil }
                let compressed = rest[rest.startIndex] == 1
                rest = rest.dropFirst(2)
                for _ in 0..<2 {  // language tag, translated keyword
                    guard let end = rest.firstIndex(of: 0) else { return nil }
                    rest = rest[(end + 1)...]
                }
                if compressed {
                    guard let text = inflated(rest) else { return nil }
                    rest = text[...]
                }
                return EncodingOptions.Text(keyword: keyword, value: String(decoding: rest, as: UTF8.self))
            }
        }

        private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
            return result
        }

        /// Text chunks are small; 16 MiB bounds a hostile one.
        private static func inflated(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
            try? Zlib.decompress(bytes, options: .init(outputLimit: 1 << 24))
        }
    }
}
