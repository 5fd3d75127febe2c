import Foundation

/// Files under `Tests/Fixtures/ExportRaster/Rendering`.
enum RenderingFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ExportRaster/Rendering")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(name))) }

    static func text(_ name: String) throws -> String { String(decoding: try bytes(name), as: UTF8.self) }

    /// Set `EXPORTRASTER_RECORD_GOLDENS=1` to rewrite golden files instead of comparing with them.
    static var recording: Bool { ProcessInfo.processInfo.environment["EXPORTRASTER_RECORD_GOLDENS"] == "1" }

    static func write(_ bytes: [UInt8], to name: String) throws { try Data(bytes).write(to: url(name)) }
}
