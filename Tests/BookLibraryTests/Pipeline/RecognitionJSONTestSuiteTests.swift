import Foundation
import TestSupport
import Testing

@testable import BookLibrary

/// The recognition JSON parser against JSONTestSuite's parsing cases (Tests/Fixtures/JSONTestSuite):
/// every `y_` text must parse, every `n_` text must be refused with an offset inside the text, and
/// the implementation-defined `i_` texts must be either, without trapping.
@Suite("Recognition JSON parser against JSONTestSuite")
struct RecognitionJSONTestSuiteTests {
    static let directory = TestEnvironment.fixture("JSONTestSuite")

    /// The case files the manifest lists, each with its SHA-256 (for comparing with the suite's
    /// own files); the manifest is committed with the files, so a missing file fails
    /// ``manifestMatchesFiles()`` instead of silently dropping out of the parameterised tests.
    static let manifest: [(name: String, sha256: String)] = {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return parts.count == 2 ? (String(parts[1]), String(parts[0])) : nil
        }
    }()

    static func names(_ prefix: String) -> [String] { manifest.map(\.name).filter { $0.hasPrefix(prefix) } }

    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent("test_parsing").appendingPathComponent(name))
    }

    @Test("the fixture folder holds the suite's 95 y_, 193 n_ and 35 i_ cases")
    func manifestMatchesFiles() throws {
        #expect(Self.names("y_").count == 95)
        #expect(Self.names("n_").count == 193)
        #expect(Self.names("i_").count == 35)
        let listed = try FileManager.default.contentsOfDirectory(
            at: Self.directory.appendingPathComponent("test_parsing"), includingPropertiesForKeys: nil)
        #expect(Set(listed.map(\.lastPathComponent)) == Set(Self.manifest.map(\.name)))
    }

    @Test("every y_ case parses", arguments: names("y_"))
    func accepts(name: String) throws {
        let data = try Self.bytes(name)
        #expect(throws: Never.self) { try RecognitionJSON.parse(data, context: name) }
    }

    @Test("every n_ case is refused at an offset inside the text", arguments: names("n_"))
    func refuses(name: String) throws {
        let data = try Self.bytes(name)
        let error = #expect(throws: RecognitionDecodingError.self) { try RecognitionJSON.parse(data, context: name) }
        guard case .malformedJSON(let context, let offset)? = error else {
            Issue.record("expected malformed JSON, got \(String(describing: error))")
            return
        }
        #expect(context == name)
        #expect((0...data.count).contains(offset))
    }

    @Test("every i_ case is accepted or refused without trapping", arguments: names("i_"))
    func implementationDefined(name: String) throws {
        let data = try Self.bytes(name)
        switch RecognitionJSONParser.parse(Array(data)) {
        case .success: break
        case .failure(let failure): #expect((0...data.count).contains(failure.offset))
        }
    }
}
