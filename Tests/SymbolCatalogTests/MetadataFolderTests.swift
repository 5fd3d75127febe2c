import Foundation
import Testing

@testable import SymbolCatalog

@Suite("Loading the SF Symbols app's metadata folder")
struct MetadataFolderTests {
    /// A temporary folder with the given files.
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-metadata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    static let availability = plist(
        """
        <dict><key>symbols</key><dict>
        <key>heart</key><string>2019</string><key>heart.ar</key><string>2020</string>
        <key>doc</key><string>2019</string><key>document</key><string>2020</string></dict>
        <key>year_to_release</key><dict>
        <key>2019</key><dict><key>iOS</key><string>13.0</string><key>macOS</key><string>10.15</string>
        <key>tvOS</key><string>13.0</string><key>watchOS</key><string>6.0</string><key>visionOS</key><string>1.0</string></dict>
        <key>2020</key><dict><key>iOS</key><string>14.0</string><key>macOS</key><string>11.0</string>
        <key>tvOS</key><string>14.0</string><key>watchOS</key><string>7.0</string><key>visionOS</key><string>1.0</string></dict>
        </dict></dict>
        """)

    @Test("reads the SF Symbols 6.0 property lists Apple ships", .enabled(if: DataFiles.shouldRun))
    func realFixture() throws {
        let url = try #require(DataFiles.folder?.appendingPathComponent("sf6-plists"))
        let catalog = try SFSymbolCatalog(metadataFolder: url)
        #expect(catalog.version == "6.0")
        // 8,181 names in name_availability.plist (SOURCE.md); the folder has no alias table.
        #expect(catalog.count + catalog.localizedVariants.count == 8_181)
        let heart = try #require(catalog["heart.fill"])
        #expect(heart.availability.iOS == OSVersion(13, 0))
        #expect(heart.availability.macOS == OSVersion(11, 0))
        #expect(catalog["0.circle.ar"]?.localizedBase == "0.circle")
        #expect(catalog.categories.contains { $0.key == "communication" && $0.label == "Communication" })
        #expect(catalog.search("love", limit: 1).first?.name == "heart")
    }

    @Test("reads a hand-written folder with aliases, keywords and restrictions")
    func handWritten() throws {
        let url = try folder([
            SFSymbolCatalog.MetadataFile.nameAvailability: Self.availability,
            SFSymbolCatalog.MetadataFile.symbolCategories: Self.plist(
                "<dict><key>heart</key><array><string>health</string><string>multicolor</string></array></dict>"),
            SFSymbolCatalog.MetadataFile.symbolSearch: Self.plist(
                "<dict><key>heart</key><array><string>love</string></array></dict>"),
            SFSymbolCatalog.MetadataFile.categories: Self.plist(
                "<array><dict><key>key</key><string>all</string></dict><dict><key>key</key><string>health</string>"
                    + "<key>label</key><string>Health</string><key>icon</key><string>heart</string></dict></array>"),
            SFSymbolCatalog.MetadataFile.nameAliases: "/* renames */\n\"doc\" = \"document\";\n",
            SFSymbolCatalog.MetadataFile.symbolRestrictions: "\"heart\" = \"Only for Apple Health.\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = try SFSymbolCatalog(metadataFolder: url, version: "test")
        #expect(catalog.version == "test")
        #expect(catalog.symbols.map(\.name) == ["document", "heart"])
        let heart = try #require(catalog["heart"])
        #expect(heart.categories.map(\.label) == ["Health"])
        #expect(heart.isMulticolor)
        #expect(heart.keywords == ["love"])
        #expect(heart.restriction == "Only for Apple Health.")
        #expect(heart.localizedVariants == ["heart.ar"])
        #expect(catalog.currentName(for: "doc") == "document")
        #expect(catalog["document"]?.previousNames == ["doc"])
    }

    @Test("reads binary property lists and .strings files in the old-style property-list format")
    func otherFormats() throws {
        let availability = try PropertyListSerialization.propertyList(
            from: Data(Self.availability.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: availability, format: .binary, options: 0)
        let url = try folder([
            SFSymbolCatalog.MetadataFile.nameAliases: "/* Renames,\n   over two lines. */\n\"doc\" = \"document\";\n",
            SFSymbolCatalog.MetadataFile.symbolRestrictions: "{ heart = \"Only for Apple Health.\"; }",
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        try binary.write(to: url.appendingPathComponent(SFSymbolCatalog.MetadataFile.nameAvailability))
        let catalog = try SFSymbolCatalog(metadataFolder: url)
        #expect(catalog.symbols.map(\.name) == ["document", "heart"])
        #expect(catalog.currentName(for: "doc") == "document")
        #expect(catalog["heart"]?.restriction == "Only for Apple Health.")
        #expect(catalog["heart"]?.localizedVariants == ["heart.ar"])
        #expect(catalog.version == "2.0")
    }

    @Test("reports a missing availability file")
    func missing() throws {
        let url = try folder([:])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = SymbolCatalogError.missingFile(SFSymbolCatalog.MetadataFile.nameAvailability)
        #expect(throws: error) { try SFSymbolCatalog(metadataFolder: url) }
        #expect(error.description.hasPrefix("The SF Symbols metadata file name_availability.plist is missing"))
    }

    @Test("names a metadata file that exists but cannot be read")
    func unreadable() throws {
        let url = try folder([:])
        defer { try? FileManager.default.removeItem(at: url) }
        let file = SFSymbolCatalog.MetadataFile.nameAvailability
        try FileManager.default.createDirectory(at: url.appendingPathComponent(file), withIntermediateDirectories: true)
        let error = SymbolCatalogError.unreadableFile(file: file, reason: "Is a directory")
        #expect(throws: error) { try SFSymbolCatalog(metadataFolder: url) }
        #expect(
            error.description
                == "The metadata file name_availability.plist exists but could not be read: Is a directory.")
    }

    @Test(
        "reports malformed files by name and what was wrong",
        arguments: [
            (SFSymbolCatalog.MetadataFile.nameAvailability, "not a plist at all <<<", "not a property list"),
            (SFSymbolCatalog.MetadataFile.nameAvailability, plist("<array></array>"), "expected a dictionary"),
            (
                SFSymbolCatalog.MetadataFile.nameAvailability, plist("<dict><key>symbols</key><dict></dict></dict>"),
                "missing the year_to_release table"
            ),
            (
                SFSymbolCatalog.MetadataFile.nameAvailability,
                plist("<dict><key>year_to_release</key><dict></dict></dict>"), "missing the symbols dictionary"
            ),
            (
                SFSymbolCatalog.MetadataFile.nameAvailability,
                plist("<dict><key>symbols</key><dict><key>heart</key><integer>2019</integer></dict></dict>"),
                "missing the symbols dictionary"
            ),
            (
                SFSymbolCatalog.MetadataFile.nameAvailability,
                plist(
                    "<dict><key>symbols</key><dict></dict><key>year_to_release</key><dict><key>2019</key>"
                        + "<dict><key>iOS</key><string>13.0</string></dict></dict></dict>"),
                "release 2019 lacks a platform version"
            ),
            (SFSymbolCatalog.MetadataFile.symbolCategories, plist("<array></array>"), "expected name → keys"),
            (
                SFSymbolCatalog.MetadataFile.symbolSearch,
                plist("<dict><key>heart</key><array><integer>1</integer></array></dict>"), "expected name → terms"
            ),
            (SFSymbolCatalog.MetadataFile.categories, plist("<dict></dict>"), "expected an array"),
            (
                SFSymbolCatalog.MetadataFile.categories, plist("<array><string>health</string></array>"),
                "expected an array"
            ),
            (SFSymbolCatalog.MetadataFile.nameAliases, plist("<array></array>"), "expected old → new names"),
            (
                SFSymbolCatalog.MetadataFile.symbolRestrictions, plist("<dict><key>a</key><dict></dict></dict>"),
                "expected notes"
            ),
        ])
    func malformed(file: String, text: String, reason: String) throws {
        var files = [SFSymbolCatalog.MetadataFile.nameAvailability: Self.availability]
        files[file] = text
        let url = try folder(files)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = SymbolCatalogError.malformedFile(file: file, reason: reason)
        #expect(throws: error) { try SFSymbolCatalog(metadataFolder: url) }
        #expect(error.description == "The metadata file \(file) could not be read: \(reason).")
    }

    @Test("reports a symbol whose release is not in the table")
    func unknownRelease() throws {
        let text = Self.availability.replacingOccurrences(
            of: "<key>document</key><string>2020</string>", with: "<key>document</key><string>2031</string>")
        let url = try folder([SFSymbolCatalog.MetadataFile.nameAvailability: text])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = SymbolCatalogError.unknownRelease(symbol: "document", release: "2031")
        #expect(throws: error) { try SFSymbolCatalog(metadataFolder: url) }
        #expect(error.description == "The symbol document names release 2031, which the release table does not list.")
    }

    @Test(
        "names the app version after the newest release key",
        arguments: [("2019", "1.0"), ("2024", "6.0"), ("2025.1", "7.1")])
    func appVersion(key: String, expected: String) {
        #expect(SFSymbolCatalog.appVersion(forRelease: key) == expected)
    }

    @Test("parses .strings tables and rejects other text")
    func strings() {
        #expect(
            SFSymbolCatalog.parseStrings(Data("\"a\" = \"b\";\n// note\n\n\"c\" = \"d\";".utf8)) == [
                "a": "b", "c": "d",
            ])
        #expect(SFSymbolCatalog.parseStrings(Data("a = b".utf8)) == nil)
    }
}
