import TestSupport
import Testing

@testable import ExportRaster

/// The vector filters against the byte-at-a-time definitions of PNG §9.2–§9.4, written out here
/// independently of the encoder.
@Suite("PNG scanline filters")
struct ScanlineFilterTests {
    /// PNG §9.4, as the specification's pseudocode states it.
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }

    /// Filter type `type` applied to `row` with `prior` above it (PNG §9.2).
    static func reference(_ type: Int, _ row: [UInt8], _ prior: [UInt8], _ bytesPerPixel: Int) -> [UInt8] {
        row.indices.map { i in
            let x = Int(row[i])
            let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
            let b = Int(prior[i])
            let c = i >= bytesPerPixel ? Int(prior[i - bytesPerPixel]) : 0
            let prediction = [0, a, b, (a + b) / 2, paeth(a, b, c)][type]
            return UInt8((x - prediction + 256) % 256)
        }
    }

    @Test("every filter type matches the specification for lengths 0…70 and 1…8 bytes per pixel")
    func applyMatchesReference() {
        var random = SplitMix64(seed: 9)
        for bytesPerPixel in [1, 2, 3, 4, 6, 8] {
            for count in 0...70 {
                // Smooth and noisy rows alternate, so every Paeth branch is taken.
                let row = count % 2 == 0 ? random.bytes(count) : (0..<count).map { UInt8($0 * 7 % 256) }
                let prior = random.bytes(count)
                for type in 0...4 {
                    var output = [UInt8](repeating: 0xEE, count: count)
                    withElementHandles(row, prior) { x, b in
                        output.withMutableElementHandle { out in
                            ScanlineFilter.apply(UInt8(type), row: x, prior: b, bytesPerPixel: bytesPerPixel, to: out)
                        }
                    }
                    #expect(
                        output == ScanlineFilterTests.reference(type, row, prior, bytesPerPixel),
                        "type \(type), \(bytesPerPixel) bytes per pixel, \(count) bytes")
                }
            }
        }
    }

    @Test("the vector Paeth predictor equals the specification's for every a and b")
    func paethLanes() {
        var random = SplitMix64(seed: 31)
        for a in 0...255 {
            for b in stride(from: a % 3, through: 255, by: 3) {
                let c = ScanlineFilter.Vector(random.bytes(15) + [UInt8(a)])
                let lanes = ScanlineFilter.paeth(
                    ScanlineFilter.Vector(repeating: UInt8(a)), ScanlineFilter.Vector(repeating: UInt8(b)), c)
                for lane in 0..<16 where Int(lanes[lane]) != ScanlineFilterTests.paeth(a, b, Int(c[lane])) {
                    Issue.record("paeth(\(a), \(b), \(c[lane])) gave \(lanes[lane])")
                    return
                }
            }
        }
    }

    @Test("filter costs are the sums of the absolute signed filtered bytes (PNG §12.8)")
    func costsMatchReference() {
        var random = SplitMix64(seed: 5)
        for bytesPerPixel in [1, 2, 3, 4] {
            for count in [1, 3, 15, 16, 17, 20, 21, 64, 100, 4085, 4100, 9000] {
                let row = random.bytes(count)
                let prior = random.bytes(count)
                let expected = (0...4).map { type in
                    ScanlineFilterTests.reference(type, row, prior, bytesPerPixel).reduce(0) {
                        $0 + abs(Int(Int8(bitPattern: $1)))
                    }
                }
                let costs = withElementHandles(row, prior) { x, b in
                    ScanlineFilter.costs(row: x, prior: b, bytesPerPixel: bytesPerPixel)
                }
                #expect(costs == expected, "\(bytesPerPixel) bytes per pixel, \(count) bytes")
            }
        }
    }
}

@Suite("PNG per-row brute-force filtering")
struct PerRowBruteForceTests {
    /// Seeded images of every colour type the reducer produces, sized so trials stay quick.
    static func images() throws -> [(name: String, image: RasterImage)] {
        var random = SplitMix64(seed: 0xB0F)
        func make(_ name: String, _ size: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> (String, RasterImage) {
            var rgba: [UInt8] = []
            for y in 0..<size { for x in 0..<size { rgba += pixel(x, y) } }
            return (name, try RasterImage(width: size, height: size, rgba: rgba))
        }
        let noise = random.bytes(48 * 48 * 4)
        return [
            try make("antialiased disc", 48) { x, y in
                let distance = (Double((x - 24) * (x - 24) + (y - 24) * (y - 24))).squareRoot()
                let alpha = UInt8(max(0, min(1, 18.5 - distance)) * 255)
                return [UInt8(40 + 3 * y), UInt8(90 + 2 * x), 200, alpha]
            },
            try make("noisy gradient", 40) { x, y in
                [UInt8(x * 6) &+ noise[(y * 40 + x) % noise.count] % 8, UInt8(y * 5), UInt8((x + y) * 3), 255]
            },
            try make("random translucent", 24) { x, y in
                Array(noise[(y * 24 + x) * 4..<(y * 24 + x) * 4 + 4])
            },
            try make("twelve colours", 40) { x, y in [UInt8((x / 4 + y / 5) % 12 * 20), 30, 60, 255] },
            try make("black and white", 64) { x, y in
                (x / 8 + y / 8 + Int(noise[(y / 8 * 8 + x / 8) % noise.count])) % 2 == 0
                    ? [0, 0, 0, 255] : [255, 255, 255, 255]
            },
            try make("grey ramp", 33) { x, y in
                let v = UInt8((x * 7 + y * 3) % 256)
                return [v, v, v, 255]
            },
        ]
    }

    /// The FNV-1a 64 digests of each image's level-9 per-row brute-force file, recorded from the
    /// encoder: they pin the exact bytes, and so every row's trial-chosen filter, across runs, builds
    /// and platforms (a repeat encode in one process could only catch state left over between calls).
    /// When the encoder's output changes on purpose, record the new digests from the failure
    /// message, and the CHANGELOG says that the output changed.
    static let levelNineDigests: [String: UInt64] = [
        "antialiased disc": 0x3BDF_7183_EB20_AC38, "noisy gradient": 0x9715_B034_83D0_659D,
        "random translucent": 0xABCB_BC5A_5D97_1DF5, "twelve colours": 0xA16A_930A_4DB6_46B3,
        "black and white": 0x5D60_4BED_BC67_7A5B, "grey ramp": 0x5119_EECA_153C_31D4,
    ]

    @Test(
        "per-row brute force is never larger than the adaptive heuristic, decodes to the same pixels and gives the recorded bytes"
    )
    func neverLargerThanAdaptive() throws {
        var strictlySmaller = 0
        var levelNineDigests: [String: UInt64] = [:]
        for (name, picture) in try PerRowBruteForceTests.images() {
            for (level, interlaced) in [(6, false), (9, false), (6, true)] {
                var options = PNG.EncodingOptions()
                options.compressionLevel = level
                options.interlaced = interlaced
                let adaptive = try PNG.encode(picture, options: options)
                options.filter = .bruteForcePerRow
                let trials = try PNG.encode(picture, options: options)
                #expect(trials.count <= adaptive.count, "\(name), level \(level), interlaced \(interlaced)")
                #expect(try PNG.decode(trials) == picture, "\(name)")
                if level == 9 { levelNineDigests[name] = fnv1a64(trials) }
                if trials.count < adaptive.count { strictlySmaller += 1 }
            }
        }
        // The trials must actually find better rows on some of these images, not only fall back.
        #expect(strictlySmaller >= 3)
        #expect(
            levelNineDigests == Self.levelNineDigests,
            "\(levelNineDigests.sorted { $0.key < $1.key }.map { "\($0.key): 0x\(String($0.value, radix: 16))" })")
    }

    @Test("the trial-chosen stream unfilters to the same packed rows as the unfiltered stream")
    func trialStreamIsValid() throws {
        for (name, picture) in try PerRowBruteForceTests.images() {
            let format = PixelFormat.smallest(for: picture.rgba)
            for interlaced in [false, true] {
                picture.rgba.withElementHandle { pixels in
                    let scanlines = Scanlines(
                        pixels, width: picture.width, height: picture.height, format: format,
                        interlaced: interlaced)
                    let plain = scanlines.filtered(.none)
                    let trials = scanlines.filteredByTrials(trialLevel: 6)
                    #expect(trials.count == plain.count)
                    #expect(
                        unfilter(trials, scanlines) == plain,
                        "\(name), interlaced \(interlaced): the trial stream does not reverse to the rows")
                }
            }
        }
    }

    /// Reverses PNG §9.2 filtering pass by pass, giving the rows back with filter type 0.
    func unfilter(_ data: [UInt8], _ scanlines: Scanlines) -> [UInt8] {
        var output: [UInt8] = []
        var offset = 0
        let bytesPerPixel = scanlines.bytesPerPixel
        for pass in scanlines.passes {
            let count = scanlines.stride(of: pass)
            var prior = [UInt8](repeating: 0, count: count)
            for _ in 0..<pass.height {
                guard offset + count < data.count + 1, data[offset] <= 4 else { return [] }
                let type = Int(data[offset])
                var row = Array(data[offset + 1..<offset + 1 + count])
                for i in 0..<count {
                    let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
                    let b = Int(prior[i])
                    let c = i >= bytesPerPixel ? Int(prior[i - bytesPerPixel]) : 0
                    let prediction = [0, a, b, (a + b) / 2, ScanlineFilterTests.paeth(a, b, c)][type]
                    row[i] = UInt8((Int(row[i]) + prediction) % 256)
                }
                output += [0] + row
                prior = row
                offset += count + 1
            }
        }
        return output
    }
}
