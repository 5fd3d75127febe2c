import TestSupport
import Testing

@testable import DesignTokens

@Suite("YAML writer")
struct YAMLWriterTests {
    @Test("writes block style with two-space indentation and compact entries")
    func layout() throws {
        let value = try JSONValue(
            jsonString: #"""
                {"component": "Badge", "props": {"text": "VALID", "level": "success"},
                 "rows": [{"key": "Commit", "value": "1a2b"}, [1, [2, 3]], [], {}, null],
                 "empty": {}, "none": [], "nested": {"deeper": {"flag": false}}}
                """#)
        // Derived by hand from the layout rules in JSONValue.yamlString()'s documentation
        // ("1a2b" starts with a digit, so it is quoted).
        let expected = """
            component: Badge
            props:
              text: VALID
              level: success
            rows:
              - key: Commit
                value: "1a2b"
              - - 1
                - - 2
                  - 3
              - []
              - {}
              - null
            empty: {}
            none: []
            nested:
              deeper:
                flag: false

            """
        #expect(value.yamlString() == expected)
        #expect(try JSONValue(yamlString: expected) == value)
    }

    @Test(
        "writes top-level scalars and collections",
        arguments: [
            ("null", "null\n"), ("true", "true\n"), ("-1.50e+3", "-1.50e+3\n"), (#""text""#, "text\n"),
            ("[]", "[]\n"), ("{}", "{}\n"), (#"["a", {"b": []}]"#, "- a\n- b: []\n"),
        ])
    func topLevel(json: String, yaml: String) throws {
        let value = try JSONValue(jsonString: json)
        #expect(value.yamlString() == yaml)
        #expect(try JSONValue(yamlString: yaml) == value)
    }

    @Test(
        "writes a string plain only when it reads back as the same string",
        arguments: [
            ("VALID", "VALID"), ("Up, up, and away!", "Up, up, and away!"), ("café ☕", "café ☕"),
            ("a:b", "a:b"), ("a#b", "a#b"), (#"say "hi""#, #"say "hi""#), (#"back\slash"#, #"back\slash"#),
            ("", #""""#), ("null", #""null""#), ("True", #""True""#), ("yes", #""yes""#), ("Off", #""Off""#),
            ("~", #""~""#), ("<<", #""<<""#), ("=", #""=""#), ("12", #""12""#), ("1.5", #""1.5""#), ("+1", #""+1""#),
            (".inf", #"".inf""#),
            ("-1", #""-1""#), ("-a", #""-a""#), ("- a", #""- a""#), ("a: b", #""a: b""#), ("a:", #""a:""#),
            ("a #b", #""a #b""#), ("#a", ##""#a""##), ("[a]", #""[a]""#), ("{a}", #""{a}""#), ("&a", #""&a""#),
            ("*a", #""*a""#), ("!a", #""!a""#), ("|", #""|""#), (">", #"">""#), ("'a'", #""'a'""#),
            ("%a", #""%a""#), ("@a", #""@a""#), ("`a", #""`a""#), ("?a", #""?a""#), (",a", #"",a""#),
            (" lead", #"" lead""#), ("trail ", #""trail ""#), ("---", #""---""#), ("...", #""...""#),
            ("two\nlines", #""two\nlines""#), ("tab\there", #""tab\there""#), ("nul\u{0}", #""nul\0""#),
            ("bell\u{7}", #""bell\a""#), ("esc\u{1B}", #""esc\e""#), ("cr\r", #""cr\r""#),
            ("vt\u{0B}ff\u{0C}bs\u{08}", #""vt\vff\fbs\b""#),
            ("x\u{1}", #""x\x01""#), ("del\u{7F}", #""del\x7F""#), ("c1\u{9F}", #""c1\x9F""#),
            ("nel\u{85}", #""nel\N""#), ("ls\u{2028}ps\u{2029}", #""ls\Lps\P""#), ("bom\u{FEFF}", #""bom\uFEFF""#),
            ("non\u{FFFF}", #""non\uFFFF""#), (#"q"\"#, #"q"\"#), ("\"q", #""\"q""#), ("\\\n", #""\\\n""#),
        ] as [(String, String)])
    func scalars(text: String, yaml: String) throws {
        #expect(YAMLWriter.scalar(text) == yaml)
        #expect(try JSONValue(yamlString: "k: \(yaml)\n")["k"] == .string(text))
    }

    @Test("writes keys longer than 1,024 characters as explicit keys (§8.2.2)")
    func longKeys() throws {
        let long = String(repeating: "k", count: 1_100)
        let value = JSONValue.object(
            JSONObject([
                (long, .number(JSONNumber(1))), ("list", .array([.object(JSONObject([(long, .array([.null]))]))])),
            ]))
        let yaml = value.yamlString()
        #expect(yaml == "? \(long)\n: 1\nlist:\n  - ? \(long)\n    : - null\n")
        #expect(try JSONValue(yamlString: yaml) == value)
    }

    @Test("reads back every value it writes, and writes what it reads back the same (seeded)")
    func roundTrip() throws {
        var generator = SplitMix64(seed: 0x7A31)
        for _ in 0..<500 {
            let value = Self.randomValue(&generator, depth: 0)
            let yaml = value.yamlString()
            let again = try JSONValue(yamlString: yaml)
            #expect(again == value, "\(yaml)")
            #expect(again.yamlString() == yaml)
        }
    }

    @Test("writes the spec examples' meanings so that they read back equal")
    func specExamplesRoundTrip() throws {
        for example in YAMLSpecExampleTests.acceptedExamples {
            let value = try JSONValue(yamlString: example.yaml)
            #expect(try JSONValue(yamlString: value.yamlString()) == value, "\(example.example)")
        }
    }

    static let pieces = [
        "a", "Badge", " ", ": ", ":", "#", " #", "-", "- ", "?", "'", "\"", "\\", "\n", "\t", "\r", "{", "}", "[",
        "]", ",", "&", "*", "!", "|", ">", "%", "@", "`", "é", "😀", "\u{0}", "\u{7F}", "\u{85}", "\u{2028}",
        "\u{FEFF}", "null", "true", "yes", "~", "12", "1.5", ".", "---", "...", "0x1F",
    ]

    static func randomString(_ generator: inout SplitMix64) -> String {
        (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    }

    static func randomValue(_ generator: inout SplitMix64, depth: Int) -> JSONValue {
        let choice = generator.next() % (depth > 4 ? 5 : 8)
        switch choice {
        case 0: return .null
        case 1: return .bool(generator.next() % 2 == 0)
        case 2:
            let numbers = ["0", "-0", "12", "-1.50", "1e-7", "12E+3", "0.10", "123456789012345678901234567890"]
            return .number(JSONNumber(text: numbers[Int(generator.next() % UInt64(numbers.count))]) ?? JSONNumber(0))
        case 3, 4: return .string(randomString(&generator))
        case 5, 6:
            var object = JSONObject()
            for _ in 0..<Int(generator.next() % 4) {
                object[randomString(&generator)] = randomValue(&generator, depth: depth + 1)
            }
            return .object(object)
        default:
            return .array((0..<Int(generator.next() % 4)).map { _ in randomValue(&generator, depth: depth + 1) })
        }
    }
}
