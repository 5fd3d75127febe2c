import Foundation
import Testing

@testable import ExportRaster

/// Streams written by Python's zlib and gzip modules (levels, strategies, window sizes, multi-member
/// gzip), committed with the script that made them: Tests/Fixtures/ExportRaster/make_fixtures.py.
@Suite("Inflate: streams from zlib")
struct FixtureTests {
    static let manifest: [(compressed: String, original: String, format: String)] = {
        guard
            let text = try? String(contentsOf: fixtureDirectory.appendingPathComponent("manifest.txt"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            return fields.count == 3 ? (fields[0], fields[1], fields[2]) : nil
        }
    }()

    @Test("the manifest lists every stream")
    func manifestLoaded() {
        #expect(FixtureTests.manifest.count == 78)
    }

    @Test("each stream decodes to its original", arguments: FixtureTests.manifest.map(\.compressed))
    func decodes(name: String) throws {
        let entry = try #require(FixtureTests.manifest.first { $0.compressed == name })
        let packed = try fixture(entry.compressed)
        let original = try fixture(entry.original)
        switch entry.format {
        case "deflate": #expect(try Inflate.decompress(packed) == original)
        case "zlib": #expect(try Zlib.decompress(packed) == original)
        case "gzip": #expect(try Gzip.decompress(packed) == original)
        default: #expect(try Gzip.decompress(packed) == original + original)
        }
    }
}
