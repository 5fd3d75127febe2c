import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Resident memory of this process, in bytes.
///
/// On Linux both figures come from `/proc/self/status` (`VmRSS`, `VmHWM`). Elsewhere only the peak
/// is known (`getrusage`'s `ru_maxrss`), and it stands in for the current figure too.
struct ResidentMemory {
    var current: Int
    var peak: Int

    static func now() -> ResidentMemory {
        #if os(Linux)
            if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
                var current: Int?
                var peak: Int?
                for line in status.split(separator: "\n") {
                    // Lines read like "VmRSS:	  123456 kB".
                    let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                    guard parts.count >= 2, let kilobytes = Int(parts[1]) else { continue }
                    if parts[0] == "VmRSS:" { current = kilobytes * 1024 }
                    if parts[0] == "VmHWM:" { peak = kilobytes * 1024 }
                }
                if let current, let peak { return ResidentMemory(current: current, peak: peak) }
            }
        #endif
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            let peak = Int(usage.ru_maxrss)  // bytes on Apple platforms
        #else
            #if canImport(Glibc)
                getrusage(RUSAGE_SELF.rawValue, &usage)  // an enum in Glibc's module map
            #else
                getrusage(RUSAGE_SELF, &usage)
            #endif
            let peak = Int(usage.ru_maxrss) * 1024  // kilobytes elsewhere
        #endif
        return ResidentMemory(current: peak, peak: peak)
    }

    /// Resets the peak to the current figure (Linux ≥ 4.0: writing 5 to `/proc/self/clear_refs`).
    /// Returns `false` where that is not possible; the caller then reports the peak before and after.
    static func resetPeak() -> Bool {
        #if os(Linux)
            let descriptor = open("/proc/self/clear_refs", O_WRONLY)
            guard descriptor >= 0 else { return false }
            defer { _ = close(descriptor) }
            return write(descriptor, "5", 1) == 1
        #else
            return false
        #endif
    }
}
