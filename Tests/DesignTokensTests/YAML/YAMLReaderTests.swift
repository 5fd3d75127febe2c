import Foundation
import Testing

@testable import DesignTokens

@Suite("YAML reader")
struct YAMLReaderTests {
    @Test("reads the design system's component description, flow props and all")
    func designSystemExample() throws {
        let value = try JSONValue(
            yamlString: #"component: Badge\#nprops: { text: "VALID", level: success }\#nchildren: []\#n"#)
        let expected = try JSONValue(
            jsonString: #"{"component": "Badge", "props": {"text": "VALID", "level": "success"}, "children": []}"#)
        #expect(value == expected)
    }

    @Test(
        "reads the subset's forms as the JSON they mean",
        arguments: [
            ("a: 1\r\nb: [x,\r\n  y]\r\n", #"{"a": 1, "b": ["x", "y"]}"#),
            ("a: 1\rb: 2\r", #"{"a": 1, "b": 2}"#),
            ("--- [a, b]\n", #"["a", "b"]"#),
            ("---\n# nothing\n", "null"),
            ("", "null"),
            ("a:\nb: ~x\n", #"{"a": null, "b": "~x"}"#),
            ("a:\t1 # tab after the colon\n\t# a comment line indented by a tab\nb: 2\n", #"{"a": 1, "b": 2}"#),
            ("- - - deep\n    - x\n  - y\n- z\n", #"[[["deep", "x"], "y"], "z"]"#),
            ("- a: 1\n  b:\n  - 2\n  - 3\n- {}\n", #"[{"a": 1, "b": [2, 3]}, {}]"#),
            ("? \"long\"\n: - 1\n? short\n", #"{"long": [1], "short": null}"#),
            (#"{"a":1, "b":[true,null], "c":{}}"#, #"{"a": 1, "b": [true, null], "c": {}}"#),
            ("{a, b: , c: [d: e]}", #"{"a": null, "b": null, "c": [{"d": "e"}]}"#),
            ("[a:b, 'x':y, \"p\": q]", #"["a:b", {"x": "y"}, {"p": "q"}]"#),
            ("key: value with:no space#and hash\n", #"{"key": "value with:no space#and hash"}"#),
            ("s: 1e\nt: 1.\nu: -0\nv: 1E+3\n", #"{"s": "1e", "t": 1.0, "u": -0, "v": 1E+3}"#),
            ("'quoted key': \"x\\u00e9\\ud83d\\ude00\"\n", #"{"quoted key": "x\u00e9\ud83d\ude00"}"#),
            ("del: \"\u{7F}\u{80}\u{FEFF}\"\n", #"{"del": "\u007f\u0080\ufeff"}"#),
            ("a: b\n...x: 1\n", #"{"a": "b", "...x": 1}"#),
            // §6.3, §7.3.3: continuation lines may hold `- `, `...` after spaces, and tabs after
            // the indentation; `a b: c` in a flow sequence is a pair with a two-word key.
            ("- a\n \t- b\n", #"["a - b"]"#),
            ("plain\n  ...\n", #""plain ...""#),
            ("[a b: c]\n", #"[{"a b": "c"}]"#),
        ])
    func accepts(yaml: String, json: String) throws {
        let value = try JSONValue(yamlString: yaml)
        #expect(value == (try JSONValue(jsonString: json)))
    }

    @Test("keeps number text and reads JSON documents as JSON (YAML 1.2 is a superset of JSON)")
    func jsonIsYAML() throws {
        let json = #"""
            {"type": "InspectorPattern", "props": {"title": "Build", "width": "{control.height}"},
             "semantics": {"role": "group", "label": "Build details", "hint": "Shows the build"},
             "children": [
               {"type": "Badge", "props": {"level": "success", "text": "Passed"}, "ratio": 0.10, "n": -1.5e-3},
               {"type": "KeyValueRow", "props": {"key": "Commit", "value": "1a2b3c", "copyable": true}}
             ]}
            """#
        #expect(try JSONValue(yamlString: json) == (try JSONValue(jsonString: json)))
    }

    @Test(
        "refuses what is outside the subset or malformed, with line and column",
        arguments: [
            // Tabs in indentation (§6.1).
            ("a:\n\tb: 1\n", refusal(.tabInIndentation, 2, 1)),
            ("a:\n \tb: 1\n", refusal(.tabInIndentation, 2, 2)),
            ("-\t- a\n", refusal(.tabInIndentation, 1, 2)),
            ("- \tkey: value\n", refusal(.tabInIndentation, 1, 3)),
            ("a: 1\rb: 2\r\tc: 3\r", refusal(.tabInIndentation, 3, 1)),
            // Indentation (§6.1, §8.2).
            ("a:\n  b: 1\n c: 2\n", refusal(.indentation(found: 1, expected: 0), 3, 2)),
            ("items:\n  - a\n - b\n", refusal(.indentation(found: 1, expected: 0), 3, 2)),
            ("- a\n- b\n  c: 1\n", refusal(.mappingNotAllowedHere, 3, 4)),
            ("  a: 1\nb: 2\n", refusal(.indentation(found: 0, expected: 2), 2, 1)),
            ("- a\nb: 1\n", refusal(.unexpected(found: "'b'", expected: "the end of the document"), 2, 1)),
            ("a: 1\n  b: 2\n", refusal(.mappingNotAllowedHere, 2, 4)),
            ("a: b: c\n", refusal(.mappingNotAllowedHere, 1, 5)),
            ("a: - b\n", refusal(.sequenceNotAllowedHere, 1, 4)),
            ("a: 1\n- b\n", refusal(.sequenceNotAllowedHere, 2, 1)),
            ("key:\n  \"two\n  lines\": v\n", refusal(.mappingNotAllowedHere, 3, 9)),
            ("- k: \"a\n   b\n  c\"\n", refusal(.continuationIndentation(found: 2, minimum: 3), 3, 3)),
            ("k: \"a\nb\"\n", refusal(.continuationIndentation(found: 0, minimum: 1), 2, 1)),
            ("k: [a,\nb]\n", refusal(.continuationIndentation(found: 0, minimum: 1), 2, 1)),
            ("k: \"a\n--- b\"\n", refusal(.unsupported(.documentMarker), 2, 1)),
            // Duplicate keys (§3.2.1.1).
            ("a: 1\nb: 2\na: 3\n", refusal(.duplicateKey("a"), 3, 1)),
            ("a: 1\n\"a\": 2\n", refusal(.duplicateKey("a"), 2, 1)),
            ("{a: 1, a: 2}\n", refusal(.duplicateKey("a"), 1, 8)),
            // Flow collections.
            ("[a,,b]\n", refusal(.unexpected(found: "','", expected: "an entry or ']'"), 1, 4)),
            ("[a: b: c]\n", refusal(.unexpected(found: "':'", expected: "',' or ']'"), 1, 6)),
            ("{a: 1 b: 2}\n", refusal(.unexpected(found: "':'", expected: "',' or '}'"), 1, 8)),
            ("[a\n", refusal(.unexpectedEnd(expected: "']'"), 2, 1)),
            ("[a] x\n", refusal(.unexpected(found: "'x'", expected: "the end of the line"), 1, 5)),
            ("[a]: b\n", refusal(.unsupported(.complexKey), 1, 1)),
            ("{[a]: b}\n", refusal(.unsupported(.complexKey), 1, 2)),
            ("[- a]\n", refusal(.unexpected(found: "'-'", expected: "a value"), 1, 2)),
            // Scalars.
            ("a: \"open\n", refusal(.unexpectedEnd(expected: "a closing '\"'"), 2, 1)),
            ("a: 'open\n", refusal(.unexpectedEnd(expected: "a closing \"'\""), 2, 1)),
            ("a: \"x\"y\n", refusal(.unexpected(found: "'y'", expected: "the end of the line"), 1, 7)),
            ("a: \"x\"# no space\n", refusal(.unexpected(found: "'#'", expected: "the end of the line"), 1, 7)),
            ("a: \"\\ud800\"\n", refusal(.invalidEscape("ud800"), 1, 5)),
            ("a: \"\\ud83d\\u0041\"\n", refusal(.invalidEscape("ud83d\\u0041"), 1, 11)),
            ("a: \"\\U00110000\"\n", refusal(.invalidEscape("U00110000"), 1, 5)),
            (": v\n", refusal(.missingKey, 1, 1)),
            ("{: v}\n", refusal(.missingKey, 1, 2)),
            ("? [a]\n", refusal(.unsupported(.complexKey), 1, 3)),
            ("? a: b\n", refusal(.unsupported(.complexKey), 1, 3)),
            (
                "?\n  a\n",
                refusal(.unexpected(found: "the end of the line", expected: "a scalar key on the line of '?'"), 1, 2)
            ),
            ("a: *x\n", refusal(.unsupported(.alias), 1, 4)),
            ("a: >\n  folded\n", refusal(.unsupported(.blockScalar), 1, 4)),
            ("a: b\n---\nc: d\n", refusal(.unsupported(.documentMarker), 2, 1)),
            ("plain\n...\n", refusal(.unsupported(.documentMarker), 2, 1)),
            ("a: ? b\n", refusal(.unsupported(.complexKey), 1, 4)),
            ("a: : b\n", refusal(.mappingNotAllowedHere, 1, 4)),
        ])
    func refuses(yaml: String, error: YAMLSyntaxError) {
        #expect(throws: error) { try JSONValue(yamlString: yaml) }
    }

    @Test("finds duplicate keys in large mappings too, block and flow")
    func duplicatesInLargeMappings() throws {
        let keys = (1...20).map { "k\($0)" }
        let block = keys.map { "\($0): 1\n" }.joined()
        #expect(try JSONValue(yamlString: block).objectValue?.keys == keys)
        #expect(throws: refusal(.duplicateKey("k3"), 21, 1)) { try JSONValue(yamlString: block + "k3: 2\n") }
        let flow = "{" + keys.map { "\($0): 1" }.joined(separator: ", ")
        // "{" + 20 entries of "kN: 1" joined by ", ": k1-k9 take 5 + 2 columns, k10-k20 take 6 + 2.
        let column = 1 + 9 * 7 + 11 * 8 + 1
        #expect(throws: refusal(.duplicateKey("k20"), 1, column)) { try JSONValue(yamlString: flow + ", k20: 2}") }
    }

    @Test("refuses an implicit key longer than 1,024 characters (§8.2.2)")
    func longKey() throws {
        let fits = String(repeating: "k", count: 1024)
        #expect(try JSONValue(yamlString: "\(fits): 1\n")[fits] == .number(JSONNumber(1)))
        #expect(throws: refusal(.keyTooLong, 1, 1)) { try JSONValue(yamlString: "\(fits)k: 1\n") }
        #expect(throws: refusal(.keyTooLong, 1, 2)) { try JSONValue(yamlString: "{\"\(fits)\": 1}\n") }
    }

    @Test(
        "refuses bytes that are not UTF-8 or not printable, with line and column",
        arguments: [
            ([0x61, 0x3A, 0x20, 0x80], refusal(.invalidUTF8, 1, 4)),
            ([0x61, 0x0A, 0xC0, 0x80], refusal(.invalidUTF8, 2, 1)),
            ([0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80], refusal(.invalidUTF8, 1, 4)),
            ([0xC3, 0xA9, 0x3A, 0x20, 0xE2, 0x82], refusal(.invalidUTF8, 1, 4)),
            ([0x0D, 0x0A, 0x0D, 0xF5, 0x80, 0x80, 0x80], refusal(.invalidUTF8, 3, 1)),
            ([0x61, 0x3A, 0x20, 0x62, 0x00], refusal(.nonPrintable(0), 1, 5)),
            ([0x61, 0x3A, 0x20, 0x22, 0x00, 0x22], refusal(.nonPrintable(0), 1, 5)),
            ([0x23, 0x20, 0x1B, 0x0A], refusal(.nonPrintable(0x1B), 1, 3)),
            ([0x61, 0x3A, 0x20, 0x62, 0x7F], refusal(.nonPrintable(0x7F), 1, 5)),
            ([0x23, 0xC2, 0x9F], refusal(.nonPrintable(0x9F), 1, 2)),
            ([0x61, 0x3A, 0x20, 0xEF, 0xBF, 0xBF], refusal(.nonPrintable(0xFFFF), 1, 4)),
            ([0x61, 0x3A, 0x20, 0x62, 0xEF, 0xBB, 0xBF], refusal(.byteOrderMarkInDocument, 1, 5)),
        ] as [([UInt8], YAMLSyntaxError)])
    func refusesBytes(bytes: [UInt8], error: YAMLSyntaxError) {
        #expect(throws: error) { try JSONValue(yaml: bytes) }
    }

    @Test("counts columns in characters, not bytes")
    func columnsInCharacters() {
        #expect(throws: refusal(.mappingNotAllowedHere, 1, 6)) { try JSONValue(yamlString: "é😀: a: b\n") }
    }

    @Test("describes errors as a sentence with the place")
    func errorDescription() {
        #expect(refusal(.tabInIndentation, 2, 1).description == "line 2, column 1: tabs cannot indent YAML; use spaces")
        #expect(
            refusal(.unsupported(.anchor), 5, 3).description == "line 5, column 3: anchors (&) are not supported")
        let reasons: [YAMLSyntaxError.Reason] = [
            .invalidUTF8, .nonPrintable(0), .byteOrderMarkInDocument, .tabInIndentation,
            .indentation(found: 1, expected: 0), .continuationIndentation(found: 0, minimum: 1), .duplicateKey("a"),
            .tooDeep(limit: 64), .unsupported(.tag), .unexpected(found: "x", expected: "y"),
            .unexpectedEnd(expected: "z"), .invalidEscape("c"), .mappingNotAllowedHere, .sequenceNotAllowedHere,
            .keyTooLong, .missingKey, .ambiguousScalar("~"),
        ]
        let sentences = reasons.map { refusal($0, 1, 1).description }
        #expect(Set(sentences).count == reasons.count)
        #expect(sentences.allSatisfy { $0.hasPrefix("line 1, column 1: ") && $0.count > 30 })
    }
}
