import Foundation
import SymbolCatalog
import Testing

/// The snippets of HowRankingWorks.md and KeepingTheLibrary.md, compiled and checked.
@Suite("Search and library article snippets")
struct ArticleSnippetTests {
    @Test("the former-name snippet finds pointer.arrow and writes the note it shows")
    func formerName() {
        let hit = SFSymbolCatalog.bundled.search("cursorarrow", limit: 1)[0]
        let note = hit.searchMatch?.formerName.map { "formerly \($0.name), renamed in \($0.renamedInVersion)" }
        #expect(hit.name == "pointer.arrow")
        #expect(note == "formerly cursorarrow, renamed in 7.0")
    }

    @Test("the library snippets save, reopen and migrate as described")
    func library() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("article-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.json")

        var library = SymbolLibrary()
        library.favorites.toggle("heart", at: Date())
        let tabBar = try library.collections.create(named: "Tab Bar", at: Date())
        try library.collections.add("house", to: tabBar)
        library.settings.symbolSize = .large
        library.settings.defaultWeight = .semibold
        library.settings.exportFormat = .pdf
        try library.save(to: url)
        let reopened = try SymbolLibrary(contentsOf: url)
        #expect(reopened.settings == library.settings)
        #expect(reopened.collections.collections.map(\.symbols) == [["house"]])

        let accent = try SymbolColor.hex("#ff3b30")
        let shown = accent.hexString
        #expect(shown == "#FF3B30")

        let migrated = try SymbolLibrary(contentsOf: url, migrationDate: Date())
        #expect(migrated.favorites.entries.map(\.name) == ["heart"])
    }
}
