import Foundation
import TestSupport

/// Runs the Swift compiler on generated source: parsing, type-checking on its own, and
/// type-checking against stand-ins for SwiftUI, UIKit and AppKit
/// (Tests/Fixtures/DesignTokens/PlatformStubs), so that the SwiftUI half of a generated file is
/// checked on Linux too.
enum SwiftCompiler {
    /// The `swiftc` on the `PATH`, or `nil`.
    static let path: String? = TestEnvironment.executable(named: "swiftc")

    /// Whether the compiler checks should run: when `swiftc` is here, and in CI
    /// (`GROUNDWORK_REQUIRE_TOOLS=1`) also when it is not, so that a missing compiler fails them.
    static var shouldRun: Bool { TestEnvironment.shouldRun(whenAvailable: path != nil) }

    /// The result of one compiler run.
    struct Outcome {
        var succeeded: Bool
        var diagnostics: String
    }

    /// The UI framework a type-check runs against.
    enum Platform {
        /// No SwiftUI: only what needs none is checked (`#if canImport(SwiftUI)` is false).
        case none
        /// SwiftUI and UIKit stand-ins: the iOS branches.
        case uiKit
        /// SwiftUI and AppKit stand-ins, with `os(macOS)` taken as true: the macOS branches.
        case appKit
    }

    /// `swiftc -parse`: syntax only, every `#if` branch included.
    static func parse(_ source: String) throws -> Outcome {
        try run(source, arguments: ["-parse"])
    }

    /// `swiftc -typecheck` in Swift 6 mode against `platform`.
    static func typeCheck(_ source: String, platform: Platform) throws -> Outcome {
        switch platform {
        case .none:
            return try run(source, arguments: ["-typecheck", "-swift-version", "6", "-parse-as-library"])
        case .uiKit:
            let modules = try stubModules(["UIKit"])
            return try run(
                source, arguments: ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", modules])
        case .appKit:
            let modules = try stubModules(["AppKit"])
            let macOS = source.replacing("#if os(macOS)", with: "#if true")
            return try run(macOS, arguments: ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", modules])
        }
    }

    /// Builds the stand-in modules once per framework set and returns their directory.
    static func stubModules(_ frameworks: [String]) throws -> String {
        let key = frameworks.joined(separator: "+")
        stubLock.lock()
        defer { stubLock.unlock() }
        if let built = stubCache.built[key] { return built }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in frameworks + ["SwiftUI"] {
            let stub = fixtures.appendingPathComponent("\(name).swift.txt")
            let source = directory.appendingPathComponent("\(name).swift")
            try FileManager.default.copyItem(at: stub, to: source)
            let outcome = try launch([
                "-emit-module", "-parse-as-library", "-module-name", name, source.path, "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
            ])
            guard outcome.succeeded else { throw StubError(message: outcome.diagnostics) }
        }
        stubCache.built[key] = directory.path
        return directory.path
    }

    struct StubError: Error, CustomStringConvertible {
        var message: String
        var description: String { "the platform stand-ins do not compile: \(message)" }
    }

    /// Built stub directories by framework set; guarded by `stubLock`.
    final class StubCache: @unchecked Sendable {
        var built: [String: String] = [:]
    }

    static let stubCache = StubCache()
    static let stubLock = NSLock()

    static let fixtures = TestEnvironment.fixture("DesignTokens/PlatformStubs")

    static func run(_ source: String, arguments: [String]) throws -> Outcome {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try launch(arguments + [file.path])
    }

    static func launch(_ arguments: [String]) throws -> Outcome {
        guard let path else { return Outcome(succeeded: false, diagnostics: "no swiftc") }
        let (status, output) = try TestEnvironment.run(path, arguments)
        return Outcome(succeeded: status == 0, diagnostics: output)
    }
}
