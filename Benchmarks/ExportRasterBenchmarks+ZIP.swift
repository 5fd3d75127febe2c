import ExportRaster
import Foundation

#if canImport(Darwin)
    import Darwin
#endif

/// Registers the ZIP probes.
///
/// `Benchmarks --probe zip-memory ENTRIES [counting|memory]` encodes ENTRIES distinct 128×128 PNG
/// icons one at a time and streams each into a ZIP archive, then prints the bytes written and the
/// process's peak resident memory before and after. With the default counting sink nothing but
/// the central directory (about 100 bytes an entry) accumulates, so the peak should barely move
/// between 200 and 2,000 entries; `memory` keeps the archive in a ``MemorySink`` instead, to show
/// that the probe does see growth when there is some.
func registerExportRasterZIPBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.addProbe("zip-memory") { arguments -> Int32 in
        guard let count = arguments.first.flatMap({ Int($0) }), count > 0,
            arguments.count == 1 || (arguments.count == 2 && ["counting", "memory"].contains(arguments[1]))
        else {
            standardError("usage: Benchmarks --probe zip-memory ENTRIES [counting|memory]")
            return 2
        }
        let inMemory = arguments.count == 2 && arguments[1] == "memory"
        let base = ExportRasterInputs.iconPixels(size: 128)
        let before = peakResidentKiB()
        let reset = resetPeakResident()
        let counter = SharedCountingSink()
        var zip = inMemory ? ZIPWriter() : ZIPWriter(sink: counter)
        var entryBytes = 0
        var archiveBytes = 0
        do {
            for index in 0..<count {
                var pixels = base
                for offset in stride(from: 0, to: pixels.count, by: 4) {
                    pixels[offset] &+= UInt8(truncatingIfNeeded: index)
                    pixels[offset + 1] &+= UInt8(truncatingIfNeeded: index >> 8)
                }
                let png = try PNG.encode(RasterImage(width: 128, height: 128, rgba: pixels))
                entryBytes += png.count
                try zip.add(name: "icons/icon-\(index)@2x.png", bytes: png, method: .automatic)
            }
            let archive = try zip.finish()
            archiveBytes = inMemory ? archive.count : counter.count
            blackHole(archive)
        } catch {
            standardError("zip-memory: \(error)")
            return 1
        }
        let after = peakResidentKiB()
        print("entries \(count), sink \(inMemory ? "memory" : "counting")")
        print("PNG bytes \(entryBytes), archive bytes \(archiveBytes)")
        print("peak RSS before streaming \(before.map { "\($0) KiB" } ?? "unavailable")")
        let during = reset ? "while streaming (peak reset before it)" : "at the end"
        print("peak RSS \(during) \(after.map { "\($0) KiB" } ?? "unavailable")")
        return 0
    }
}

/// Counts the bytes written through any copy of it, keeping none of them.
private final class SharedCountingSink: ByteSink {
    var count = 0
    func write(_ bytes: [UInt8]) { count += bytes.count }
}

/// Resets the peak resident set size to the current one (Linux 4.0 and later: writing 5 to
/// /proc/self/clear_refs), so that the next reading covers only what follows. Returns whether it
/// could.
private func resetPeakResident() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
}

/// The process's peak resident set size in KiB: VmHWM from /proc/self/status on Linux, the
/// maximum resident size from getrusage on Apple platforms, `nil` elsewhere.
private func peakResidentKiB() -> Int? {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    {
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
    }
    #if canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) / 1024  // bytes on Apple platforms
    #else
        return nil
    #endif
}
