import Foundation
import TestSupport
import Testing

/// The SF Symbols metadata files, read independently of the library for cross-checks.
enum DataFiles {
    /// `../shared/data/sf-symbols` beside the repository, or `nil` when it is not there.
    static let folder: URL? = TestEnvironment.sharedData("data/sf-symbols")

    /// Whether a test that reads these files should run: when they are there, and in CI
    /// (`GROUNDWORK_REQUIRE_TOOLS=1`) also when they are not, so that the test fails.
    static var shouldRun: Bool { TestEnvironment.shouldRun(whenAvailable: folder != nil) }

    /// The parsed file, or `nil` after recording a test issue when it is missing or unreadable.
    static func json(_ name: String) -> Any? {
        guard let folder, let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
            let object = try? JSONSerialization.jsonObject(with: data)
        else {
            Issue.record("the reference file ../shared/data/sf-symbols/\(name) is missing or is not JSON")
            return nil
        }
        return object
    }

    /// `symbols.json`: one object per current symbol.
    static var symbols: [[String: Any]] { (json("symbols.json") as? [[String: Any]]) ?? [] }
    /// `aliases.json`: old → new rows.
    static var aliases: [[String: Any]] { (json("aliases.json") as? [[String: Any]]) ?? [] }
    /// `SFSymbolData.json`: the primary source.
    static var primary: [String: Any] { (json("SFSymbolData.json") as? [String: Any]) ?? [:] }
}
