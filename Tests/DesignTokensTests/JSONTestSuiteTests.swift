import Foundation
import TestSupport
import Testing

@testable import DesignTokens

/// The DesignTokens JSON parser against the parsing cases of JSONTestSuite (Nicolas Seriot), kept in
/// Tests/Fixtures/JSONTestSuite (see the README there for where the files came from).
///
/// `y_` texts are JSON by RFC 8259 and must parse; `n_` texts are not and must be refused with a
/// ``JSONSyntaxError``. The `i_` cases, where RFC 8259 lets a parser choose, are not part of the set.
@Suite("JSONValue against JSONTestSuite")
struct JSONTestSuiteTests {
    static let folder = TestEnvironment.fixture("JSONTestSuite/test_parsing")

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    static let accepted = names.filter { $0.hasPrefix("y_") && !refusedOnPurpose.keys.contains($0) }
    static let refused = names.filter { $0.hasPrefix("n_") }

    /// `y_` cases this parser refuses by design, and why. RFC 8259 §4 only says names SHOULD be
    /// unique; a token document with two members of one name is ambiguous (which token wins?), so
    /// the parser reports the second one with its offset.
    static let refusedOnPurpose: [String: JSONSyntaxError] = [
        "y_object_duplicated_key.json": .duplicateKey(offset: 9, key: "a"),
        "y_object_duplicated_key_and_value.json": .duplicateKey(offset: 9, key: "a"),
    ]

    static func contents(of name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    @Test("the fixture folder holds the 95 y_ and 193 n_ cases")
    func fixturesPresent() {
        // A missing folder would otherwise leave the parameterised tests below with nothing to run.
        #expect(Self.names.filter { $0.hasPrefix("y_") }.count == 95)
        #expect(Self.refused.count == 193)
        #expect(Self.names.filter { $0.hasPrefix("i_") }.count == 35)
        #expect(Self.names.count == 95 + 193 + 35)
    }

    @Test("accepts every y_ text", arguments: accepted)
    func acceptsValidText(name: String) throws {
        let bytes = try Self.contents(of: name)
        #expect(throws: Never.self, "\(name)") { _ = try JSONValue(json: bytes) }
    }

    @Test("refuses every n_ text with a syntax error", arguments: refused)
    func refusesInvalidText(name: String) throws {
        let bytes = try Self.contents(of: name)
        #expect(throws: JSONSyntaxError.self, "\(name)") { _ = try JSONValue(json: bytes) }
    }

    @Test(
        "refuses duplicate member names, which RFC 8259 allows but a token document cannot use",
        arguments: refusedOnPurpose.sorted { $0.key < $1.key })
    func refusesDuplicateNames(name: String, error: JSONSyntaxError) throws {
        let bytes = try Self.contents(of: name)
        #expect(throws: error) { _ = try JSONValue(json: bytes) }
    }
}
