import Foundation
import TestSupport

/// The toolchain's `swiftc`, for tests that check generated code with `swiftc -parse`.
///
/// Found through `SWIFTC` (a path), then `PATH`, then `xcrun --find swiftc` on macOS. When it cannot be
/// found the parse tests are skipped, unless `GROUNDWORK_REQUIRE_TOOLS=1` (CI), which makes them fail.
enum SwiftCompiler {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        let manager = FileManager.default
        if let explicit = environment["SWIFTC"], manager.isExecutableFile(atPath: explicit) { return explicit }
        if let found = TestEnvironment.executable(named: "swiftc") { return found }
        #if os(macOS)
            if let found = try? TestEnvironment.run("/usr/bin/xcrun", ["--find", "swiftc"]), found.status == 0 {
                let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
                if manager.isExecutableFile(atPath: path) { return path }
            }
        #endif
        return nil
    }()

    /// Whether a parse test should run: the compiler is there, or its absence must fail the test.
    static var shouldRun: Bool { TestEnvironment.shouldRun(whenAvailable: path != nil) }

    /// Runs `swiftc -parse` on the files; returns the exit status and what it printed.
    static func parse(_ files: [URL]) throws -> (status: Int32, output: String) {
        guard let path else { return (-1, "swiftc was not found (SWIFTC, PATH, xcrun) and GROUNDWORK_REQUIRE_TOOLS=1") }
        return try TestEnvironment.run(path, ["-parse"] + files.map(\.path))
    }

    /// Writes `sources` to fresh files in a temporary folder, parses them and removes the folder.
    static func parse(sources: [String]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (offset, source) in sources.enumerated() {
            let file = folder.appendingPathComponent("Snippets\(offset).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        return try parse(files)
    }
}
