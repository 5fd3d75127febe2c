import Testing

@testable import DesignTokens

@Suite("JSONValue")
struct JSONValueTests {
    @Test("keeps member order and number text through a round trip")
    func roundTrip() throws {
        let text = #"{"z": 1.50, "a": [true, false, null, -0.0, 1e-7, 12E+3], "m": {"y": "x", "b": {}} , "e": []}"#
        let value = try JSONValue(jsonString: text)
        #expect(value.objectValue?.keys == ["z", "a", "m", "e"])
        #expect(value["z"] == .number(try #require(JSONNumber(text: "1.50"))))
        let compact = value.serialized(indent: nil)
        #expect(compact == #"{"z":1.50,"a":[true,false,null,-0.0,1e-7,12E+3],"m":{"y":"x","b":{}},"e":[]}"#)
        #expect(try JSONValue(jsonString: value.serialized()) == value)
    }

    @Test("decodes escapes and surrogate pairs (RFC 8259 §7)")
    func escapes() throws {
        let value = try JSONValue(jsonString: #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\ud83d\ude00", "plain é"]"#)
        #expect(value.arrayValue?.compactMap(\.stringValue) == ["a\"b\\c/d\u{08}\u{0C}\n\r\t", "é😀", "plain é"])
        let written = JSONValue.string("q\"\\\n\r\t\u{08}\u{0C}\u{01}").serialized(indent: nil)
        #expect(written == #""q\"\\\n\r\t\b\f\u0001""#)
        #expect(try JSONValue(jsonString: written) == .string("q\"\\\n\r\t\u{08}\u{0C}\u{01}"))
    }

    @Test(
        "rejects malformed text with the byte offset",
        arguments: [
            ("{\"a\" 1}", JSONSyntaxError.unexpectedByte(offset: 5, expected: "':'")),
            ("[1,]", .unexpectedByte(offset: 3, expected: "a value")),
            ("[1 2]", .unexpectedByte(offset: 3, expected: "',' or ']'")),
            ("{\"a\":1 \"b\":2}", .unexpectedByte(offset: 7, expected: "',' or '}'")),
            ("{\"a\":1,\"a\":2}", .duplicateKey(offset: 7, key: "a")),
            ("01", .unexpectedByte(offset: 1, expected: "end of text")),
            ("-", .unexpectedEnd(expected: "a digit")),
            ("1.", .unexpectedByte(offset: 2, expected: "a fraction digit")),
            ("1e+", .unexpectedByte(offset: 3, expected: "an exponent digit")),
            ("tru", .unexpectedEnd(expected: "true")),
            ("nul!", .unexpectedByte(offset: 3, expected: "null")),
            ("\"abc", .unexpectedEnd(expected: "closing '\"'")),
            ("\"a\\x\"", .invalidEscape(offset: 2)),
            ("\"\\ud800\"", .invalidEscape(offset: 1)),
            ("\"\\udc00\"", .invalidEscape(offset: 1)),
            ("\"\\u12G4\"", .invalidEscape(offset: 1)),
            ("\"a\u{01}\"", .unexpectedByte(offset: 2, expected: "a string character")),
            ("{1:2}", .unexpectedByte(offset: 1, expected: "a member name")),
            ("", .unexpectedEnd(expected: "a value")),
            ("[", .unexpectedEnd(expected: "a value")),
            ("{", .unexpectedEnd(expected: "a member name")),
            ("@", .unexpectedByte(offset: 0, expected: "a value")),
        ])
    func rejects(text: String, error: JSONSyntaxError) {
        #expect(throws: error) { try JSONValue(jsonString: text) }
    }

    @Test("limits nesting depth instead of overflowing the stack")
    func depth() {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONSyntaxError.tooDeep(offset: 512)) { try JSONValue(jsonString: text) }
    }

    @Test("edits objects in place and keeps the order of the rest")
    func objectEditing() {
        var object = JSONObject([("a", .null), ("b", .bool(true)), ("a", .bool(false))])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == .bool(false))
        object["c"] = .string("x")
        object["a"] = nil
        #expect(object.keys == ["b", "c"])
        #expect(object.map(\.key) == ["b", "c"])
        #expect(JSONNumber(text: "1.") == nil)
        #expect(JSONNumber(16).text == "16")
        #expect(JSONNumber(0.25).text == "0.25")
        #expect(JSONNumber(.infinity).text == "0")
        #expect("\(JSONNumber(-3))" == "-3")
    }

    @Test("syntax errors name the offset and what was expected")
    func descriptions() {
        let errors: [(JSONSyntaxError, [String])] = [
            (.unexpectedByte(offset: 11, expected: "',' or '}'"), ["offset 11", "expected ',' or '}'"]),
            (.unexpectedEnd(expected: "closing '\"'"), ["ended early", "expected closing '\"'"]),
            (.duplicateKey(offset: 12, key: "k"), ["\"k\"", "offset 12"]),
            (.invalidEscape(offset: 13), ["escape", "offset 13"]),
            (.tooDeep(offset: 14), ["too deep", "offset 14"]),
        ]
        for (error, fragments) in errors {
            for fragment in fragments {
                #expect(error.description.contains(fragment), "\(error.description) should name \(fragment)")
            }
        }
    }
}

@Suite("JSONValue large objects")
struct JSONLargeObjectTests {
    @Test("finds duplicate keys in objects of any size")
    func duplicatesInLargeObjects() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }
        let valid = try JSONValue(jsonString: "{" + members.joined(separator: ",") + "}")
        #expect(valid.objectValue?.count == 40)
        let text = "{" + (members + ["\"k3\": 0"]).joined(separator: ",") + "}"
        let offset = text.utf8.count - "\"k3\": 0}".utf8.count
        #expect(throws: JSONSyntaxError.duplicateKey(offset: offset, key: "k3")) { try JSONValue(jsonString: text) }
    }
}
