import Foundation

/// Where the tests find their data, and whether a missing outside tool or data set may be skipped.
///
/// Locally a test that needs `../shared` reference data, `swiftc`, Pillow or `unzip` is skipped
/// when it is missing. CI sets `GROUNDWORK_REQUIRE_TOOLS=1`, which makes every such test run, and
/// fail, instead: a check that silently did not run cannot pass for the wrong reason there.
public enum TestEnvironment {
    /// Whether the environment demands every tool and data set (`GROUNDWORK_REQUIRE_TOOLS=1`).
    public static var requiresEverything: Bool {
        ProcessInfo.processInfo.environment["GROUNDWORK_REQUIRE_TOOLS"] == "1"
    }

    /// Whether a test that needs something with availability `isAvailable` should run: always when
    /// it is available, and also when it is missing but required, so that the test fails.
    public static func shouldRun(whenAvailable isAvailable: Bool) -> Bool {
        isAvailable || requiresEverything
    }

    /// The repository's root folder, found from this file's path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A committed fixture, `Tests/Fixtures/<relativePath>`.
    public static func fixture(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    /// The reference data folder `shared/<relativePath>` beside the repository, or `nil` when it is
    /// not there (a clone without the workspace's shared data).
    public static func sharedData(_ relativePath: String) -> URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
            .appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Runs `executable` with `arguments` and waits for it; returns its exit status and what it
    /// printed on standard output and standard error together.
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The full path of `tool` on `PATH`, or `nil` when no executable of that name is found.
    public static func executable(named tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
