import ExportRaster
import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Registers the `flate-corpus` probe, which times our DEFLATE, inflate, PNG and checksums on real
/// files, one file per call, so that `Peers/compare_flate.py` can interleave our measurements with
/// libdeflate's, fpng's and Pillow's on the same files in the same run.
///
/// ```
/// Benchmarks --probe flate-corpus deflate FILE SECONDS LEVEL...
///     deflate NAME LEVEL SIZE LOW_NS MEDIAN_NS            (Deflate.Compressor, reused)
/// Benchmarks --probe flate-corpus deflate-calls FILE CALLS LEVEL...
///     deflate-calls NAME LEVEL SIZE CALLS                 (exactly CALLS compressions, untimed,
///                                                          for counting instructions)
/// Benchmarks --probe flate-corpus inflate-calls FILE CALLS (FILE holds one raw DEFLATE stream)
///     inflate-calls NAME OUTPUT_SIZE CALLS                (exactly CALLS Inflate.decompress calls)
/// Benchmarks --probe flate-corpus png-calls|png-fast-calls FILE CALLS   (FILE is a PNG file)
///     png-calls NAME FILE_SIZE CALLS                      (exactly CALLS PNG.encode calls, default
///                                                          options or the fast preset)
/// Benchmarks --probe flate-corpus inflate FILE SECONDS    (FILE holds one raw DEFLATE stream)
///     inflate NAME OUTPUT_SIZE LOW_NS MEDIAN_NS           (Inflate.decompress)
///     inflate-stream NAME OUTPUT_SIZE LOW_NS MEDIAN_NS    (InflateStream fed 64 KiB chunks)
/// Benchmarks --probe flate-corpus png|png-decode FILE SECONDS   (FILE is a PNG file; png-decode
///                                                              times decoding only)
///     png-decode NAME RGBA_SIZE LOW_NS MEDIAN_NS          (PNG.decode)
///     png-encode NAME FILE_SIZE LOW_NS MEDIAN_NS          (PNG.encode, default options)
///     png-encode-fast NAME FILE_SIZE LOW_NS MEDIAN_NS     (PNG.encode, the fast preset)
/// Benchmarks --probe flate-corpus checksums BYTES SECONDS
///     crc32|adler32|copy|read BYTES LOW_NS MEDIAN_NS      (copy and read: the bandwidth ceiling)
/// ```
///
/// Each figure is timed in thread CPU time for about SECONDS (at least three samples, after one
/// warm-up call); the low figure (the fifth percentile of the samples) is the one least disturbed
/// by other work on the machine, the median the usual one.
func registerExportRasterFlateBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.addProbe("flate-corpus") { arguments -> Int32 in
        guard arguments.count >= 3, let seconds = Double(arguments[2]), seconds > 0 else {
            standardError(
                "usage: Benchmarks --probe flate-corpus deflate|inflate|png FILE SECONDS [LEVEL...]\n"
                    + "       Benchmarks --probe flate-corpus deflate-calls FILE CALLS LEVEL...\n"
                    + "       Benchmarks --probe flate-corpus inflate-calls FILE CALLS\n"
                    + "       Benchmarks --probe flate-corpus png-calls|png-fast-calls FILE CALLS\n"
                    + "       Benchmarks --probe flate-corpus checksums BYTES SECONDS")
            return 2
        }
        if arguments[0] == "checksums" {
            guard let count = Int(arguments[1]), count > 0 else { return 2 }
            timeChecksums(count: count, seconds: seconds)
            return 0
        }
        guard let data = FileManager.default.contents(atPath: arguments[1]) else {
            standardError("flate-corpus: cannot read \(arguments[1])")
            return 1
        }
        let bytes = [UInt8](data)
        let name = URL(fileURLWithPath: arguments[1]).lastPathComponent
        // The levels that `deflate` and `deflate-calls` compress at.
        let levels = arguments.dropFirst(3).compactMap { Int($0) }.filter(Deflate.levels.contains)
        switch arguments[0] {
        case "deflate":
            for level in levels {
                var compressor = Deflate.Compressor(level: level)
                var size = 0
                let (low, median) = timeBody(seconds: seconds) { size = compressor.compress(bytes).count }
                print("deflate \(name) \(level) \(size) \(low) \(median)")
            }
        case "deflate-calls":
            // An exact number of calls, untimed: `Peers/count_instructions.py` runs this under
            // cachegrind twice and divides the difference by the extra calls.
            guard let calls = Int(arguments[2]) else { return 2 }
            for level in levels {
                var compressor = Deflate.Compressor(level: level)
                var size = 0
                for _ in 0..<calls { size = compressor.compress(bytes).count }
                print("deflate-calls \(name) \(level) \(size) \(calls)")
            }
        case "inflate-calls":
            guard let calls = Int(arguments[2]) else { return 2 }
            var size = 0
            for _ in 0..<calls {
                guard let output = try? Inflate.decompress(bytes) else {
                    standardError("flate-corpus: \(name) is not a raw DEFLATE stream")
                    return 1
                }
                size = output.count
            }
            print("inflate-calls \(name) \(size) \(calls)")
        case "png-calls", "png-fast-calls":
            guard let calls = Int(arguments[2]), let image = try? PNG.decode(bytes) else { return 2 }
            let options: PNG.EncodingOptions = arguments[0] == "png-calls" ? .init() : .fast
            var size = 0
            for _ in 0..<calls { size = (try? PNG.encode(image, options: options))?.count ?? -1 }
            print("png-calls \(name) \(size) \(calls)")
        case "inflate":
            return timeInflate(bytes, name: name, seconds: seconds)
        case "png":
            return timePNG(bytes, name: name, seconds: seconds)
        case "png-fast":
            guard let image = try? PNG.decode(bytes) else { return 1 }
            var size = 0
            let (low, median) = timeBody(seconds: seconds) {
                size = (try? PNG.encode(image, options: .fast))?.count ?? -1
            }
            print("png-encode-fast \(name) \(size) \(low) \(median)")
        case "png-decode":
            return timePNG(bytes, name: name, seconds: seconds, encode: false)
        default:
            standardError("flate-corpus: unknown operation \(arguments[0])")
            return 2
        }
        return 0
    }
}

/// Times `body` in CPU time of this thread (time spent waiting for a core on a busy machine does
/// not count, nor does it for the peers): one warm-up call, then samples (each a batch of calls
/// lasting ≥ 20 µs, sized by a second call, as the first one's one-time costs would make the
/// batches too short) until `seconds` have passed and at least three samples are taken. Returns
/// the fifth percentile and the median of the nanoseconds per call, rounded.
///
/// Not the minimum: on a loaded machine the thread clock now and then fails to advance over a
/// call (one 13 µs sample in 650,000 read 0), and the minimum then reports a peer or us as free.
private func timeBody(seconds: Double, _ body: () -> Void) -> (low: Int, median: Int) {
    body()
    let estimateStart = threadNanoseconds()
    body()
    let estimate = max(1, threadNanoseconds() - estimateStart)
    let batch = max(1, Int(20_000 / estimate))
    var samples: [Double] = []
    let start = threadNanoseconds()
    while samples.count < 3 || (threadNanoseconds() - start < seconds * 1e9 && samples.count < 5000) {
        let sampleStart = threadNanoseconds()
        for _ in 0..<batch { body() }
        samples.append((threadNanoseconds() - sampleStart) / Double(batch))
    }
    samples.sort()
    return (Int(samples[samples.count / 20].rounded()), Int(samples[samples.count / 2].rounded()))
}

/// CPU time used by the calling thread, in nanoseconds.
private func threadNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

private func timeInflate(_ packed: [UInt8], name: String, seconds: Double) -> Int32 {
    guard let expected = try? Inflate.decompress(packed) else {
        standardError("flate-corpus: \(name) is not a raw DEFLATE stream")
        return 1
    }
    var count = 0
    var (low, median) = timeBody(seconds: seconds) { count = (try? Inflate.decompress(packed))?.count ?? -1 }
    print("inflate \(name) \(count) \(low) \(median)")
    (low, median) = timeBody(seconds: seconds) {
        var stream = InflateStream()
        count = 0
        for start in stride(from: 0, to: packed.count, by: 1 << 16) {
            try? stream.feed(packed[start..<min(start + (1 << 16), packed.count)]) { count += $0.count }
        }
    }
    guard count == expected.count else {
        standardError("flate-corpus: streaming \(name) gave \(count) bytes, not \(expected.count)")
        return 1
    }
    print("inflate-stream \(name) \(count) \(low) \(median)")
    return 0
}

private func timePNG(_ file: [UInt8], name: String, seconds: Double, encode: Bool = true) -> Int32 {
    guard let image = try? PNG.decode(file) else {
        standardError("flate-corpus: \(name) does not decode")
        return 1
    }
    var (low, median) = timeBody(seconds: seconds) { blackHole(try? PNG.decode(file)) }
    print("png-decode \(name) \(image.rgba.count) \(low) \(median)")
    guard encode else { return 0 }
    var size = 0
    (low, median) = timeBody(seconds: seconds) { size = (try? PNG.encode(image))?.count ?? -1 }
    print("png-encode \(name) \(size) \(low) \(median)")
    guard let fast = try? PNG.encode(image, options: .fast), (try? PNG.decode(fast)) == image else {
        standardError("flate-corpus: the fast preset does not round-trip \(name)")
        return 1
    }
    (low, median) = timeBody(seconds: seconds) { size = (try? PNG.encode(image, options: .fast))?.count ?? -1 }
    print("png-encode-fast \(name) \(size) \(low) \(median)")
    return 0
}

private func timeChecksums(count: Int, seconds: Double) {
    var generator = SplitMix64(seed: 0xC8C3_2001)
    let input = generator.bytes(count)
    var copy = [UInt8](repeating: 0, count: count)
    var (low, median) = timeBody(seconds: seconds) { blackHole(CRC32.checksum(input)) }
    print("crc32 \(count) \(low) \(median)")
    (low, median) = timeBody(seconds: seconds) { blackHole(Adler32.checksum(input)) }
    print("adler32 \(count) \(low) \(median)")
    (low, median) = timeBody(seconds: seconds) {
        copy.withUnsafeMutableBytes { target in
            input.withUnsafeBytes { source in target.copyMemory(from: source) }
        }
    }
    print("copy \(count) \(low) \(median)")
    (low, median) = timeBody(seconds: seconds) { blackHole(input.withUnsafeBytes(sumOfWords)) }
    print("read \(count) \(low) \(median)")
}

/// Reads every byte as 64-bit words with four independent sums: the load bandwidth a checksum
/// could reach if it did no work. Out of line, so the loop is not folded into its caller.
@inline(never)
private func sumOfWords(_ raw: UnsafeRawBufferPointer) -> UInt64 {
    var sums = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    var offset = 0
    while offset + 32 <= raw.count {
        sums.0 &+= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        sums.1 &+= raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
        sums.2 &+= raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
        sums.3 &+= raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
        offset += 32
    }
    return sums.0 &+ sums.1 &+ sums.2 &+ sums.3
}
