import BookLibrary
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// User plus system CPU time of this process so far: unlike wall-clock time, it does not grow when
/// other processes compete for the cores.
private func processorTime() -> Duration {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    let microseconds =
        Int64(usage.ru_utime.tv_sec) * 1_000_000 + Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_sec)
        * 1_000_000 + Int64(usage.ru_stime.tv_usec)
    return .microseconds(microseconds)
}

private func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

private func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

private func directoryArgument(_ arguments: [String], probe: String) -> URL? {
    guard let path = arguments.first else {
        FileHandle.standardError.write(Data("usage: Benchmarks --probe \(probe) DIRECTORY\n".utf8))
        return nil
    }
    return URL(fileURLWithPath: path, isDirectory: true)
}

/// Probes for the memory targets of the 100k-book library, each meant to run in a fresh process so
/// that peak resident memory belongs to the step measured alone:
///
/// - `books-make DIR` builds the benchmarks' deterministic 100,000-book library in `DIR`.
/// - `books-open DIR` opens it and prints the open time and the resident memory after opening and
///   at its peak (the "open ≤ 1 s and ≤ 200 MB resident").
/// - `books-export DIR [FILE]` opens it, resets the peak, streams the Goodreads export to `FILE`
///   (a temporary file by default) and prints the time and the peak memory above the figure before
///   exporting (the "≤ 1.5 s streamed with ≤ 64 MB extra memory").
///
/// `Benchmarks/Peers/library_memory.sh` runs the three and prints a table.
func registerBookLibraryMemoryBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.addProbe("books-make") { arguments -> Int32 in
        guard let url = directoryArgument(arguments, probe: "books-make") else { return 2 }
        let clock = ContinuousClock()
        let start = clock.now
        let books: [Book]
        do {
            books = try BookLibraryBenchmarkInputs.makeBooks(BookLibraryBenchmarkInputs.libraryCount)
        } catch {
            FileHandle.standardError.write(Data("books-make: \(error)\n".utf8))
            return 1
        }
        let library = BookLibraryBenchmarkInputs.makeLibrary(books, at: url)
        let count = BookLibraryBenchmarkInputs.blocking { await library.count }
        print("books-make: \(count) books in \(url.path), \(milliseconds(clock.now - start))")
        return 0
    }

    registry.addProbe("books-open") { arguments -> Int32 in
        guard let url = directoryArgument(arguments, probe: "books-open") else { return 2 }
        let before = ResidentMemory.now()
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = processorTime()
        let library = BookLibraryBenchmarkInputs.blocking { try await Library.open(at: url) }
        let elapsed = clock.now - start
        let cpu = processorTime() - cpuStart
        let after = ResidentMemory.now()
        let count = BookLibraryBenchmarkInputs.blocking { await library.count }
        print(
            "books-open: \(count) books, open \(milliseconds(elapsed)) (cpu \(milliseconds(cpu))), resident before \(megabytes(before.current)), "
                + "after \(megabytes(after.current)), peak \(megabytes(after.peak))")
        return 0
    }

    registry.addProbe("books-export") { arguments -> Int32 in
        guard let url = directoryArgument(arguments, probe: "books-export") else { return 2 }
        let output =
            arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
            ?? BookLibraryBenchmarkInputs.temporaryDirectory("export").appendingPathExtension("csv")
        let library = BookLibraryBenchmarkInputs.blocking { try await Library.open(at: url) }
        let snapshot = BookLibraryBenchmarkInputs.blocking { await library.snapshot }
        let reset = ResidentMemory.resetPeak()
        let before = ResidentMemory.now()
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = processorTime()
        do {
            try snapshot.exportCSV(profile: .goodreads, to: output)
        } catch {
            FileHandle.standardError.write(Data("books-export: \(error)\n".utf8))
            return 1
        }
        let elapsed = clock.now - start
        let cpu = processorTime() - cpuStart
        let after = ResidentMemory.now()
        let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
        if arguments.count < 2 { try? FileManager.default.removeItem(at: output) }
        // Without a reset the peak may predate the export; the extra is then an upper bound only
        // when the export set a new peak, so both peaks are printed.
        print(
            "books-export: \(snapshot.count) books, \(megabytes(size)) of CSV, export \(milliseconds(elapsed)) (cpu \(milliseconds(cpu))), "
                + "resident before \(megabytes(before.current)), peak during \(megabytes(after.peak)), "
                + "extra \(megabytes(after.peak - before.current))"
                + (reset ? "" : " (peak not reset: peak before \(megabytes(before.peak)))"))
        return 0
    }
}
