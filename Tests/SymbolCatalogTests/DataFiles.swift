import Foundation

/// The SF Symbols metadata files, read independently of the library for cross-checks.
enum DataFiles {
    static let folder: URL? = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let candidate = url.deletingLastPathComponent().appendingPathComponent("shared/data/sf-symbols")
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }()

    static var available: Bool { folder != nil }

    static func json(_ name: String) -> Any? {
        guard let folder, let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }

    /// `symbols.json`: one object per current symbol.
    static var symbols: [[String: Any]] { (json("symbols.json") as? [[String: Any]]) ?? [] }
    /// `aliases.json`: old → new rows.
    static var aliases: [[String: Any]] { (json("aliases.json") as? [[String: Any]]) ?? [] }
    /// `SFSymbolData.json`: the primary source.
    static var primary: [String: Any] { (json("SFSymbolData.json") as? [String: Any]) ?? [:] }
}
