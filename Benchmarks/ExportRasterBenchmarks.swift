import ExportRaster
import TestSupport

/// Deterministic inputs shared by the benchmarks and `Peers/compare_zlib.py` (via `--dump-inputs`).
enum ExportRasterInputs {
    /// English-like text from a fixed vocabulary, 1 MiB.
    static func text() -> [UInt8] {
        var generator = SplitMix64(seed: 0x7E47)
        let words = [
            "the", "of", "and", "a", "to", "in", "is", "you", "that", "it", "he", "was", "for", "on", "are",
            "as", "with", "his", "they", "at", "be", "this", "have", "from", "or", "one", "had", "by", "word",
            "export", "raster", "image", "compression", "window", "huffman", "literal", "distance", "block",
        ]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 20)
        var sentence = 0
        while bytes.count < 1 << 20 {
            let word = words[Int(generator.next() % UInt64(words.count))]
            bytes += Array(word.utf8)
            sentence += 1
            if sentence % 14 == 0 {
                bytes += Array(".\n".utf8)
            } else {
                bytes.append(32)
            }
        }
        return Array(bytes.prefix(1 << 20))
    }

    /// Straight RGBA pixels of a synthetic 512×512 icon: flat shapes, a gradient, antialiased edges.
    static func iconPixels(size: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        let center = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) - center
                let dy = Double(y) - center
                let distance = (dx * dx + dy * dy).squareRoot()
                let radius = Double(size) * 0.42
                let coverage = max(0, min(1, radius - distance + 0.5))
                let index = (y * size + x) * 4
                let inner = abs(dx) < Double(size) * 0.1 || abs(dy) < Double(size) * 0.1
                pixels[index] = inner ? 255 : UInt8(40 + 150 * y / size)
                pixels[index + 1] = inner ? 255 : UInt8(90 + 100 * x / size)
                pixels[index + 2] = inner ? 255 : 200
                pixels[index + 3] = UInt8(coverage * 255)
            }
        }
        return pixels
    }

    /// Rows of the icon with the PNG "Sub" filter applied and a filter-type byte in front, as an
    /// encoder hands them to DEFLATE.
    static func iconRows() -> [UInt8] { subFiltered(iconPixels(size: 512), width: 512, channels: 4) }

    /// A photo-like RGB image: smooth shading with sensor-like noise, Sub-filtered, 512×512.
    static func photoRows() -> [UInt8] {
        var generator = SplitMix64(seed: 0xF070)
        let size = 512
        var pixels = [UInt8](repeating: 0, count: size * size * 3)
        for y in 0..<size {
            for x in 0..<size {
                let base = (x * 3 + y * 2) / 6
                for channel in 0..<3 {
                    let noise = Int(generator.next() % 9) - 4
                    pixels[(y * size + x) * 3 + channel] = UInt8(clamping: base + channel * 30 + noise)
                }
            }
        }
        return subFiltered(pixels, width: size, channels: 3)
    }

    /// A QR-like 1024×1024 black-and-white image as RGBA pixels (modules of 8 px, 128 modules).
    static func qrPixels() -> [UInt8] {
        var generator = SplitMix64(seed: 0x0C0DE)
        let modules = 128
        let scale = 8
        var dark = [Bool](repeating: false, count: modules * modules)
        for index in dark.indices { dark[index] = generator.next() & 1 == 1 }
        let size = modules * scale
        var pixels = [UInt8](repeating: 255, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size where dark[(y / scale) * modules + x / scale] {
                let index = (y * size + x) * 4
                pixels[index] = 0
                pixels[index + 1] = 0
                pixels[index + 2] = 0
            }
        }
        return pixels
    }

    /// The QR image as 1-bit rows with filter bytes, as a PNG encoder hands them to DEFLATE.
    static func qrRows() -> [UInt8] {
        let pixels = qrPixels()
        let size = 1024
        var rows: [UInt8] = []
        rows.reserveCapacity(size * (size / 8 + 1))
        for y in 0..<size {
            rows.append(0)
            for byteIndex in 0..<(size / 8) {
                var byte: UInt8 = 0
                for bit in 0..<8 where pixels[(y * size + byteIndex * 8 + bit) * 4] != 0 {
                    byte |= 0x80 >> UInt8(bit)
                }
                rows.append(byte)
            }
        }
        return rows
    }

    static func subFiltered(_ pixels: [UInt8], width: Int, channels: Int) -> [UInt8] {
        let stride = width * channels
        let height = pixels.count / stride
        var rows: [UInt8] = []
        rows.reserveCapacity(height * (stride + 1))
        for y in 0..<height {
            rows.append(1)
            for x in 0..<stride {
                let left = x >= channels ? pixels[y * stride + x - channels] : 0
                rows.append(pixels[y * stride + x] &- left)
            }
        }
        return rows
    }
}

func registerExportRasterBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("crc32.1MiB", bytes: 1 << 20) {
        var generator = SplitMix64(seed: 0xC8C3_2000)
        let input = generator.bytes(1 << 20)
        return { blackHole(CRC32.checksum(input)) }
    }
    registry.add("adler32.1MiB", bytes: 1 << 20) {
        var generator = SplitMix64(seed: 0xAD1E_3200)
        let input = generator.bytes(1 << 20)
        return { blackHole(Adler32.checksum(input)) }
    }

    let inputs: [(name: String, make: () -> [UInt8])] = [
        ("text", ExportRasterInputs.text), ("icon", ExportRasterInputs.iconRows),
        ("photo", ExportRasterInputs.photoRows), ("qr", ExportRasterInputs.qrRows),
    ]
    for input in inputs {
        registry.addInput(input.name, make: input.make)
        let size = input.make().count
        for level in [1, 2, 3, 4, 6, 9, 12] {
            registry.add("deflate.level\(level).\(input.name)", bytes: size, full: level >= 10) {
                let bytes = input.make()
                var compressor = Deflate.Compressor(level: level)
                return { blackHole(compressor.compress(bytes)) }
            }
        }
        registry.add("inflate.\(input.name)", bytes: size) {
            let packed = Deflate.compress(input.make(), level: 6)
            return { blackHole(try Inflate.decompress(packed)) }
        }
        registry.add("inflate.stream.\(input.name)", bytes: size) {
            let packed = Deflate.compress(input.make(), level: 6)
            return {
                var stream = InflateStream()
                var count = 0
                for start in stride(from: 0, to: packed.count, by: 1 << 16) {
                    try stream.feed(packed[start..<min(start + (1 << 16), packed.count)]) { count += $0.count }
                }
                blackHole(count)
            }
        }
    }
    // One call of `Deflate.compress(_:level:)` on a short input: a new compressor each time, whose
    // set-up (tables, buffers) weighs as much as the compression.
    for level in [1, 3, 6] {
        registry.add("deflate.oneShot.level\(level).text1KiB", bytes: 1024) {
            let bytes = Array(ExportRasterInputs.text().prefix(1024))
            return { blackHole(Deflate.compress(bytes, level: level)) }
        }
    }
    // One compressor reused for many 8 KiB inputs, as a ZIP or PDF writer reuses it: each input
    // starts a new stream, so the tables' clearing between streams weighs here.
    for level in [4, 6] {
        registry.add("deflate.reused.level\(level).text8KiB", bytes: 8192) {
            let bytes = Array(ExportRasterInputs.text().prefix(8192))
            var compressor = Deflate.Compressor(level: level)
            return { blackHole(compressor.compress(bytes)) }
        }
    }
    addPNGAndZIPBenchmarks(&registry)
    addSizeProbe(&registry, inputs: inputs)
    addStreamProbe(&registry, inputs: inputs)
}

/// `Benchmarks --probe deflate-sizes [LEVEL...]` prints `name level size` lines: our raw DEFLATE
/// size of every DEFLATE input at each level (1, 2, 3, 6, 9 and 12 unless given), then the size of
/// `PNG.encode` with default options for the two 1024 px images as level 0. `Peers/compare_zlib.py`
/// reads these lines (`--sizes FILE` or `--benchmarks BINARY`).
private func addSizeProbe(_ registry: inout BenchmarkRegistry, inputs: [(name: String, make: () -> [UInt8])]) {
    registry.addProbe("deflate-sizes") { arguments in
        let levels = arguments.isEmpty ? [1, 2, 3, 6, 9, 12] : arguments.compactMap { Int($0) }
        guard levels.allSatisfy(Deflate.levels.contains) else {
            print("deflate-sizes: levels must be in 0...12")
            return 2
        }
        for input in inputs {
            let bytes = input.make()
            for level in levels where level > 0 {
                print("\(input.name) \(level) \(Deflate.compress(bytes, level: level).count)")
            }
        }
        guard arguments.isEmpty || levels.contains(0) else { return 0 }
        let images: [(name: String, make: () -> [UInt8])] = [
            ("png-icon1024", { ExportRasterInputs.iconPixels(size: 1024) }),
            ("png-qr1024", ExportRasterInputs.qrPixels),
        ]
        for image in images {
            guard let picture = try? RasterImage(width: 1024, height: 1024, rgba: image.make()),
                let file = try? PNG.encode(picture)
            else {
                print("deflate-sizes: \(image.name) did not encode")
                return 1
            }
            print("\(image.name) 0 \(file.count)")
        }
        return 0
    }
}

/// `Benchmarks --probe deflate-stream NAME` prints, in hex, the level-6 raw DEFLATE stream of the
/// input `NAME` that the `inflate.NAME` benchmarks decode, so that `Peers/compare_zlib.py` can time
/// zlib decoding the same bytes.
private func addStreamProbe(_ registry: inout BenchmarkRegistry, inputs: [(name: String, make: () -> [UInt8])]) {
    registry.addProbe("deflate-stream") { arguments in
        guard arguments.count == 1, let input = inputs.first(where: { $0.name == arguments[0] }) else {
            print("deflate-stream: name one of \(inputs.map(\.name).joined(separator: ", "))")
            return 2
        }
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        for byte in Deflate.compress(input.make(), level: 6) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 15)])
        }
        print(String(decoding: hex, as: UTF8.self))
        return 0
    }
}

/// Counts bytes without keeping them: the archive streams through with flat memory.
struct CountingSink: ByteSink {
    var count = 0
    mutating func write(_ bytes: [UInt8]) { count += bytes.count }
}

private func addPNGAndZIPBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.addInput("png-icon1024", make: { ExportRasterInputs.iconPixels(size: 1024) })
    registry.addInput("png-qr1024", make: ExportRasterInputs.qrPixels)
    let images: [(name: String, make: () -> [UInt8])] = [
        ("icon1024", { ExportRasterInputs.iconPixels(size: 1024) }), ("qr1024", ExportRasterInputs.qrPixels),
    ]
    for image in images {
        registry.add("png.encode.\(image.name)", bytes: 1024 * 1024 * 4) {
            let picture = try RasterImage(width: 1024, height: 1024, rgba: image.make())
            return { blackHole(try PNG.encode(picture)) }
        }
        registry.add("png.encode.fast.\(image.name)", bytes: 1024 * 1024 * 4) {
            let picture = try RasterImage(width: 1024, height: 1024, rgba: image.make())
            return { blackHole(try PNG.encode(picture, options: .fast)) }
        }
        registry.add("png.decode.\(image.name)", bytes: 1024 * 1024 * 4) {
            let file = try PNG.encode(try RasterImage(width: 1024, height: 1024, rgba: image.make()))
            return { blackHole(try PNG.decode(file)) }
        }
    }
    // One icon each of 16, 24, 32 and 48 px: at these sizes per-call set-up (tables, buffers,
    // palette look-ups, Huffman codes) costs as much as the pixels.
    let smallIcons = {
        try [16, 24, 32, 48].map { size in
            try RasterImage(width: size, height: size, rgba: ExportRasterInputs.iconPixels(size: size))
        }
    }
    registry.add("png.encode.icons16-48", items: 4) {
        let pictures = try smallIcons()
        return { for picture in pictures { blackHole(try PNG.encode(picture)) } }
    }
    registry.add("png.encode.fast.icons16-48", items: 4) {
        // The same four icons with the fast preset: set-up against pixels at the smallest sizes.
        let pictures = try smallIcons()
        return { for picture in pictures { blackHole(try PNG.encode(picture, options: .fast)) } }
    }
    registry.add("png.decode.icons16-48", items: 4) {
        // The four icons' default encodings decoded: table builds and the last rows' symbols
        // weigh as much as the pixels.
        let files = try smallIcons().map { try PNG.encode($0) }
        return { for file in files { blackHole(try PNG.decode(file)) } }
    }
    registry.add("zip.200png", items: 200) {
        // 200 distinct 128×128 icons, encoded once; the timed part streams them into an archive.
        let base = ExportRasterInputs.iconPixels(size: 128)
        let files: [[UInt8]] = try (0..<200).map { index in
            var pixels = base
            for offset in stride(from: 0, to: pixels.count, by: 4) { pixels[offset] &+= UInt8(index) }
            return try PNG.encode(try RasterImage(width: 128, height: 128, rgba: pixels))
        }
        return {
            var zip = ZIPWriter(sink: CountingSink())
            for (index, file) in files.enumerated() {
                try zip.add(name: "icons/icon-\(index)@2x.png", bytes: file, method: .automatic)
            }
            blackHole(try zip.finish())
        }
    }
}
