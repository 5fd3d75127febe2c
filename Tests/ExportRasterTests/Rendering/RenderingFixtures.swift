import Foundation
import TestSupport
import Testing

/// Files under `Tests/Fixtures/ExportRaster/Rendering`.
enum RenderingFixtures {
    static let directory = TestEnvironment.fixture("ExportRaster/Rendering")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(name))) }

    static func text(_ name: String) throws -> String { String(decoding: try bytes(name), as: UTF8.self) }

    /// Set `EXPORTRASTER_RECORD_GOLDENS=1` to rewrite golden files instead of comparing with them.
    /// Where every check must run (CI) the switch is refused: the calling test records an issue and
    /// compares with the committed files as usual.
    static var recording: Bool {
        do {
            return try TestEnvironment.recordingSwitch("EXPORTRASTER_RECORD_GOLDENS") == "1"
        } catch {
            Issue.record(error)
            return false
        }
    }

    static func write(_ bytes: [UInt8], to name: String) throws { try Data(bytes).write(to: url(name)) }
}
