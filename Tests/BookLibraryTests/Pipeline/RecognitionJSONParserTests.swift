import Foundation
import Testing

@testable import BookLibrary

@Suite("The RFC 8259 JSON parser")
struct RecognitionJSONParserTests {
    func parse(_ text: String) throws -> RecognitionJSON {
        try RecognitionJSON.parse(text, context: "text")
    }

    @Test(
        "values of every kind parse as RFC 8259 defines them",
        arguments: [
            ("null", RecognitionJSON.null), (" true ", .bool(true)), ("false", .bool(false)), ("0", .number(0)),
            ("-0.5", .number(-0.5)), ("1e3", .number(1000)), ("2.5E-1", .number(0.25)), ("12E+1", .number(120)),
            ("\"\"", .string("")), ("[]", .array([])), ("{}", .object([:])),
            ("[1, [2, {\"a\": null}]]", .array([.number(1), .array([.number(2), .object(["a": .null])])])),
            ("{\"k\": 1, \"k\": 2}", .object(["k": .number(2)])),
            ("\t\r\n[ ]\n", .array([])),
        ])
    func values(text: String, expected: RecognitionJSON) throws {
        #expect(try parse(text) == expected)
    }

    @Test(
        "string escapes decode, including surrogate pairs (RFC 8259 §7)",
        arguments: [
            (#""a\"b\\c\/d""#, "a\"b\\c/d"), (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"), (#""\u00e9t\u00C9""#, "étÉ"),
            (#""\ud834\udd1e""#, "\u{1D11E}"), (#""G clef \uD834\uDD1E!""#, "G clef \u{1D11E}!"),
            (#""lone \ud834 high""#, "lone \u{FFFD} high"), (#""\ud834\u0041""#, "\u{FFFD}A"),
            (#""\udd1e""#, "\u{FFFD}"),
            ("\"Stanisław Lem 📚\"", "Stanisław Lem 📚"),
        ])
    func escapes(text: String, expected: String) throws {
        #expect(try parse(text) == .string(expected))
    }

    @Test(
        "malformed texts are refused at the byte where they go wrong",
        arguments: [
            ("", 0), ("   ", 3), ("nul", 0), ("nulL", 3), ("tru", 0), ("{", 1), ("{\"a\" 1}", 5), ("{\"a\":1,}", 7),
            ("{a:1}", 1), ("[1,]", 3), ("[1 2]", 3), ("01", 1), ("-", 1), ("1.", 2), ("1e", 2), (".5", 0), ("+1", 0),
            ("\"abc", 4), ("\"a\u{01}b\"", 2), (#""\x""#, 2), (#""\u12G4""#, 5), (#""\u12""#, 3), ("[1] x", 4),
            ("\"\\", 2), ("{\"a\"", 4),
        ])
    func malformed(text: String, offset: Int) {
        #expect(throws: RecognitionDecodingError.malformedJSON(context: "text", offset: offset)) { try parse(text) }
    }

    @Test("nesting deeper than the limit is refused instead of exhausting the stack")
    func depthLimit() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: RecognitionDecodingError.self) { try parse(deep) }
        let allowed = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try parse(allowed) }
    }

    @Test("agrees with Foundation's JSONSerialization on a realistic payload")
    func agreesWithFoundation() throws {
        let text =
            #"{"title": "Cien a\u00f1os", "authors": ["Gabriel García Márquez"], "isbn": null, "confidence": 0.875, "n": [1, -2.5e2, true]}"#
        let ours = try parse(text)
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(ours["title"] == .string(theirs?["title"] as? String ?? "?"))
        #expect(ours["authors"] == .array(((theirs?["authors"] as? [String]) ?? []).map { .string($0) }))
        #expect(ours["confidence"] == .number((theirs?["confidence"] as? NSNumber)?.doubleValue ?? -1))
        #expect(ours["n"] == .array([.number(1), .number(-250), .bool(true)]))
        #expect(ours["isbn"] == .null)
    }

    @Test("invalid UTF-8 inside a string becomes U+FFFD")
    func invalidUTF8() throws {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        #expect(try RecognitionJSON.parse(Data(bytes), context: "bytes") == .string("a\u{FFFD}b"))
    }
}
