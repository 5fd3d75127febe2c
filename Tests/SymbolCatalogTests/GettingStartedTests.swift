import Foundation
import SymbolCatalog
import Testing

/// The snippets of GettingStarted.md, compiled and checked.
@Suite("Getting started")
struct GettingStartedTests {
    @Test("the getting-started snippets compile and behave as described")
    func snippets() throws {
        let catalog = SFSymbolCatalog.bundled
        if let heart = catalog["heart.fill"] {
            #expect(heart.availability.iOS == OSVersion(13, 0))
            #expect(!heart.categories.map(\.label).isEmpty)
        }
        let hits = catalog.search("upload", limit: 20)
        let arrows = catalog.search("arrow", in: .arrows, availableOn: .iOS(17, 0))
        #expect(hits.first?.name == "square.and.arrow.up")
        #expect(!arrows.isEmpty)

        let style = SymbolStyle(pointSize: 24, weight: .semibold, renderingMode: .hierarchical, colors: [.system(.red)])
        let swiftUI = SymbolCode(symbol: "heart.fill", style: style).swiftUI
        let uiKit = SymbolCode(symbol: "heart.fill", style: style, deploymentTarget: .iOS(14, 0)).uiKit
        #expect(swiftUI.hasPrefix("Image(systemName: \"heart.fill\")"))
        #expect(uiKit.hasPrefix("if #available(iOS 15.0, *) {"))
    }

    /// The snippet of RefreshingFromTheSFSymbolsApp.md: its typed error reaches the caller unchanged.
    func loadInstalledRelease() throws(SymbolCatalogError) -> SFSymbolCatalog {
        let folder = URL(fileURLWithPath: "/Applications/SF Symbols.app/Contents/Resources/Metadata")
        return try SFSymbolCatalog(metadataFolder: folder)
    }

    @Test("the refreshing snippet reports a missing SF Symbols app by file name", .enabled(if: !hasSFSymbolsApp))
    func refreshingSnippet() {
        #expect(throws: SymbolCatalogError.missingFile("name_availability.plist")) { try loadInstalledRelease() }
    }
}

private let hasSFSymbolsApp = FileManager.default.fileExists(atPath: "/Applications/SF Symbols.app")
