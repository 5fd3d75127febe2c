import Foundation

/// Where the tests find their data, and whether a missing outside tool or data set may be skipped.
///
/// Locally a test that needs `../shared` reference data, `swiftc`, Pillow or `unzip` is skipped
/// when it is missing. CI sets `GROUNDWORK_REQUIRE_TOOLS=1`, which makes every such test run, and
/// fail, instead: a check that silently did not run cannot pass for the wrong reason there. For the
/// same reason a recording switch, which rewrites an expected file instead of comparing with it, is
/// refused there (``recordingSwitch(_:)``).
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

    /// The repository's root folder, found from this file's path; every test finds its fixtures,
    /// articles and sources from here (`repositoryRoot.appendingPathComponent("Sources/…")`)
    /// rather than from its own `#filePath`.
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

    /// The value of the recording switch `variable`, or `nil` when it is unset or empty.
    ///
    /// A recording switch is an environment variable that makes a test write the output it would
    /// otherwise compare with a committed file (golden images, format fixtures). Such a run checks
    /// nothing, so where the environment ``requiresEverything`` (CI) a set switch is refused: the
    /// call throws instead of returning the value, and the thrown error fails the test.
    ///
    /// ```swift
    /// if let target = try TestEnvironment.recordingSwitch("BOOKLIBRARY_WRITE_FORMAT_FIXTURES") {
    ///     try source.write(toFile: target, atomically: true, encoding: .utf8)
    ///     return
    /// }
    /// ```
    ///
    /// - Throws: ``TestEnvironmentError/recordingRefused(variable:)`` when `variable` is set and
    ///   `GROUNDWORK_REQUIRE_TOOLS=1`.
    public static func recordingSwitch(_ variable: String) throws(TestEnvironmentError) -> String? {
        guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty else { return nil }
        if requiresEverything { throw .recordingRefused(variable: variable) }
        return value
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

/// What the test environment refuses to do.
public enum TestEnvironmentError: Error, Equatable, CustomStringConvertible {
    /// The recording switch `variable` is set where every check must run (`GROUNDWORK_REQUIRE_TOOLS=1`).
    case recordingRefused(variable: String)

    /// A sentence naming the switch and what to do about it.
    public var description: String {
        switch self {
        case .recordingRefused(let variable):
            "\(variable) is set together with GROUNDWORK_REQUIRE_TOOLS=1: a run that rewrites the expected "
                + "files checks nothing, so it is refused here; unset \(variable)."
        }
    }
}
