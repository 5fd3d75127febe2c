import Testing

@testable import DesignTokens

/// The YAML 1.2.2 specification's own examples for the subset, transcribed with their numbers.
/// The expected JSON is the spec's right-hand pane where it gives one (chapters 5 to 10); for
/// chapter 2, which shows no JSON, it is derived by hand from the JSON schema (§10.2.2).
@Suite("YAML 1.2.2 specification examples")
struct YAMLSpecExampleTests {
    static let acceptedExamples: [(example: String, yaml: String, json: String)] = [
        (
            "2.1 Sequence of Scalars", "- Mark McGwire\n- Sammy Sosa\n- Ken Griffey\n",
            #"["Mark McGwire", "Sammy Sosa", "Ken Griffey"]"#
        ),
        (
            "2.2 Mapping Scalars to Scalars",
            "hr:  65    # Home runs\navg: 0.278 # Batting average\nrbi: 147   # Runs Batted In\n",
            #"{"hr": 65, "avg": 0.278, "rbi": 147}"#
        ),
        (
            "2.3 Mapping Scalars to Sequences",
            "american:\n- Boston Red Sox\n- Detroit Tigers\n- New York Yankees\nnational:\n- New York Mets\n- Chicago Cubs\n- Atlanta Braves\n",
            #"{"american": ["Boston Red Sox", "Detroit Tigers", "New York Yankees"], "national": ["New York Mets", "Chicago Cubs", "Atlanta Braves"]}"#
        ),
        (
            "2.4 Sequence of Mappings",
            "-\n  name: Mark McGwire\n  hr:   65\n  avg:  0.278\n-\n  name: Sammy Sosa\n  hr:   63\n  avg:  0.288\n",
            #"[{"name": "Mark McGwire", "hr": 65, "avg": 0.278}, {"name": "Sammy Sosa", "hr": 63, "avg": 0.288}]"#
        ),
        (
            "2.5 Sequence of Sequences",
            "- [name        , hr, avg  ]\n- [Mark McGwire, 65, 0.278]\n- [Sammy Sosa  , 63, 0.288]\n",
            #"[["name", "hr", "avg"], ["Mark McGwire", 65, 0.278], ["Sammy Sosa", 63, 0.288]]"#
        ),
        (
            "2.6 Mapping of Mappings",
            "Mark McGwire: {hr: 65, avg: 0.278}\nSammy Sosa: {\n    hr: 63,\n    avg: 0.288,\n }\n",
            #"{"Mark McGwire": {"hr": 65, "avg": 0.278}, "Sammy Sosa": {"hr": 63, "avg": 0.288}}"#
        ),
        (
            "2.9 Single Document with Two Comments",
            "---\nhr: # 1998 hr ranking\n- Mark McGwire\n- Sammy Sosa\n# 1998 rbi ranking\nrbi:\n- Sammy Sosa\n- Ken Griffey\n",
            #"{"hr": ["Mark McGwire", "Sammy Sosa"], "rbi": ["Sammy Sosa", "Ken Griffey"]}"#
        ),
        (
            "2.12 Compact Nested Mapping",
            "---\n# Products purchased\n- item    : Super Hoop\n  quantity: 1\n- item    : Basketball\n  quantity: 4\n- item    : Big Shoes\n  quantity: 1\n",
            #"[{"item": "Super Hoop", "quantity": 1}, {"item": "Basketball", "quantity": 4}, {"item": "Big Shoes", "quantity": 1}]"#
        ),
        (
            "2.17 Quoted Scalars",
            "unicode: \"Sosa did fine.\\u263A\"\ncontrol: \"\\b1998\\t1999\\t2000\\n\"\nhex esc: \"\\x0d\\x0a is \\r\\n\"\n\nsingle: '\"Howdy!\" he cried.'\nquoted: ' # Not a ''comment''.'\ntie-fighter: '|\\-*-/|'\n",
            #"{"unicode": "Sosa did fine.\u263A", "control": "\b1998\t1999\t2000\n", "hex esc": "\r\n is \r\n", "single": "\"Howdy!\" he cried.", "quoted": " # Not a 'comment'.", "tie-fighter": "|\\-*-/|"}"#
        ),
        (
            "2.18 Multi-line Flow Scalars",
            "plain:\n  This unquoted scalar\n  spans many lines.\n\nquoted: \"So does this\n  quoted scalar.\\n\"\n",
            #"{"plain": "This unquoted scalar spans many lines.", "quoted": "So does this quoted scalar.\n"}"#
        ),
        // The key `null` is a null node in YAML; JSON keys are strings, and this reader takes a
        // plain key as its text.
        (
            "2.21 Miscellaneous", "null:\nbooleans: [ true, false ]\nstring: '012345'\n",
            #"{"null": null, "booleans": [true, false], "string": "012345"}"#
        ),
        // Timestamps are not in the JSON or core schema: they are strings.
        (
            "2.22 Timestamps",
            "canonical: 2001-12-15T02:59:43.1Z\niso8601: 2001-12-14t21:59:43.10-05:00\nspaced: 2001-12-14 21:59:43.10 -5\ndate: 2002-12-14\n",
            #"{"canonical": "2001-12-15T02:59:43.1Z", "iso8601": "2001-12-14t21:59:43.10-05:00", "spaced": "2001-12-14 21:59:43.10 -5", "date": "2002-12-14"}"#
        ),
        (
            "5.3 Block Structure Indicators", "sequence:\n- one\n- two\nmapping:\n  ? sky\n  : blue\n  sea : green\n",
            #"{"sequence": ["one", "two"], "mapping": {"sky": "blue", "sea": "green"}}"#
        ),
        (
            "5.4 Flow Collection Indicators", "sequence: [ one, two, ]\nmapping: { sky: blue, sea: green }\n",
            #"{"sequence": ["one", "two"], "mapping": {"sky": "blue", "sea": "green"}}"#
        ),
        ("5.5 Comment Indicator", "# Comment only.\n\n", "null"),
        (
            "5.8 Quoted Scalar Indicators", "single: 'text'\ndouble: \"text\"\n",
            #"{"single": "text", "double": "text"}"#
        ),
        // The first two lines; the third starts a block scalar.
        ("5.12 Tabs and Spaces (lines 1-2)", "# Tabs and spaces\nquoted: \"Quoted \t\"\n", #"{"quoted": "Quoted \t"}"#),
        (
            "5.13 Escaped Characters",
            "- \"Fun with \\\\\"\n- \"\\\" \\a \\b \\e \\f\"\n- \"\\n \\r \\t \\v \\0\"\n- \"\\  \\_ \\N \\L \\P \\\n  \\x41 \\u0041 \\U00000041\"\n",
            #"["Fun with \\", "\" \u0007 \b \u001b \f", "\n \r \t \u000b \u0000", "\u0020 \u00a0 \u0085 \u2028 \u2029 A A A"]"#
        ),
        ("6.2 Indentation Indicators", "? a\n: -\tb\n  -  -\tc\n     - d\n", #"{"a": ["b", ["c", "d"]]}"#),
        ("6.3 Separation Spaces", "- foo:\t bar\n- - baz\n  -\tbaz\n", #"[{"foo": "bar"}, ["baz", "baz"]]"#),
        // The first four lines; the fifth starts a block scalar.
        (
            "6.4 Line Prefixes (lines 1-4)", "plain: text\n  lines\nquoted: \"text\n  \tlines\"\n",
            #"{"plain": "text lines", "quoted": "text lines"}"#
        ),
        (
            "6.5 Empty Lines (lines 1-4)", "Folding:\n  \"Empty line\n   \t\n  as a line feed\"\n",
            #"{"Folding": "Empty line\nas a line feed"}"#
        ),
        ("6.8 Flow Folding", "\"\n  foo \n \n  \t bar\n\n  baz\n \"\n", #"" foo\nbar\nbaz ""#),
        ("6.9 Separated Comment", "key:    # Comment\n  value", #"{"key": "value"}"#),
        ("6.10 Comment Lines", "  # Comment\n   \n\n", "null"),
        ("6.11 Multi-Line Comments", "key:    # Comment\n        # lines\n  value\n\n", #"{"key": "value"}"#),
        (
            "7.4 Double Quoted Implicit Keys", "\"implicit block key\" : [\n  \"implicit flow key\" : value,\n ]\n",
            #"{"implicit block key": [{"implicit flow key": "value"}]}"#
        ),
        (
            "7.5 Double Quoted Line Breaks",
            "\"folded \nto a space,\t\n \nto a line feed, or \t\\\n \\ \tnon-content\"\n",
            #""folded to a space,\nto a line feed, or \t \tnon-content""#
        ),
        (
            "7.6 Double Quoted Lines", "\" 1st non-empty\n\n 2nd non-empty \n\t3rd non-empty \"\n",
            #"" 1st non-empty\n2nd non-empty 3rd non-empty ""#
        ),
        ("7.7 Single Quoted Characters", "'here''s to \"quotes\"'\n", #""here's to \"quotes\"""#),
        (
            "7.8 Single Quoted Implicit Keys", "'implicit block key' : [\n  'implicit flow key' : value,\n ]\n",
            #"{"implicit block key": [{"implicit flow key": "value"}]}"#
        ),
        (
            "7.9 Single Quoted Lines", "' 1st non-empty\n\n 2nd non-empty \n\t3rd non-empty '\n",
            #"" 1st non-empty\n2nd non-empty 3rd non-empty ""#
        ),
        // The spec's JSON pane writes "http://" and "Up, up, and away!" in the flow part, where
        // the YAML says "https://" and "Up, up and away!": the expectation follows the YAML.
        (
            "7.10 Plain Characters",
            "# Outside flow collection:\n- ::vector\n- \": - ()\"\n- Up, up, and away!\n- -123\n- https://example.com/foo#bar\n# Inside flow collection:\n- [ ::vector,\n  \": - ()\",\n  \"Up, up and away!\",\n  -123,\n  https://example.com/foo#bar ]\n",
            #"["::vector", ": - ()", "Up, up, and away!", -123, "https://example.com/foo#bar", ["::vector", ": - ()", "Up, up and away!", -123, "https://example.com/foo#bar"]]"#
        ),
        (
            "7.11 Plain Implicit Keys", "implicit block key : [\n  implicit flow key : value,\n ]\n",
            #"{"implicit block key": [{"implicit flow key": "value"}]}"#
        ),
        (
            "7.12 Plain Lines", "1st non-empty\n\n 2nd non-empty \n\t3rd non-empty\n",
            #""1st non-empty\n2nd non-empty 3rd non-empty""#
        ),
        ("7.13 Flow Sequence", "- [ one, two, ]\n- [three ,four]\n", #"[["one", "two"], ["three", "four"]]"#),
        (
            "7.14 Flow Sequence Entries",
            "[\n\"double\n quoted\", 'single\n           quoted',\nplain\n text, [ nested ],\nsingle: pair,\n]\n",
            #"["double quoted", "single quoted", "plain text", ["nested"], {"single": "pair"}]"#
        ),
        (
            "7.15 Flow Mappings", "- { one : two , three: four , }\n- {five: six,seven : eight}\n",
            #"[{"one": "two", "three": "four"}, {"five": "six", "seven": "eight"}]"#
        ),
        (
            "8.14 Block Sequence", "block sequence:\n  - one\n  - two : three\n",
            #"{"block sequence": ["one", {"two": "three"}]}"#
        ),
        ("8.16 Block Mappings", "block mapping:\n key: value\n", #"{"block mapping": {"key": "value"}}"#),
        ("9.1 Document Prefix", "\u{FEFF}# Comment\n# lines\nDocument\n", #""Document""#),
        (
            "10.8 JSON Tag Resolution (lines 1-4)",
            "A null: null\nBooleans: [ true, false ]\nIntegers: [ 0, -0, 3, -19 ]\nFloats: [ 0., -0.0, 12e03, -2E+05 ]\n",
            #"{"A null": null, "Booleans": [true, false], "Integers": [0, 0, 3, -19], "Floats": [0.0, -0.0, 12000, -200000]}"#
        ),
        (
            "10.9 Core Tag Resolution (lines 1-3)", "A null: null\nAlso a null: # Empty\nNot a null: \"\"\n",
            #"{"A null": null, "Also a null": null, "Not a null": ""}"#
        ),
    ]

    @Test("reads each example of the subset as the JSON it means", arguments: acceptedExamples)
    func accepted(example: String, yaml: String, json: String) throws {
        let expected = try JSONValue(jsonString: json)
        let value = try JSONValue(yamlString: yaml)
        #expect(sameMeaning(value, expected), "\(example): \(value.serialized(indent: nil))")
    }

    static let refusedExamples: [(example: String, yaml: String, error: YAMLSyntaxError)] = [
        (
            "2.7 Two Documents in a Stream",
            "# Ranking of 1998 home runs\n---\n- Mark McGwire\n- Sammy Sosa\n- Ken Griffey\n\n# Team ranking\n---\n- Chicago Cubs\n- St Louis Cardinals\n",
            refusal(.unsupported(.documentMarker), 8, 1)
        ),
        (
            "2.8 Play by Play Feed", "---\ntime: 20:03:20\nplayer: Sammy Sosa\naction: strike (miss)\n...\n",
            refusal(.unsupported(.documentMarker), 5, 1)
        ),
        (
            "2.10 Node appears twice", "---\nhr:\n- Mark McGwire\n# Following node labeled SS\n- &SS Sammy Sosa\n",
            refusal(.unsupported(.anchor), 5, 3)
        ),
        (
            "2.11 Mapping between Sequences", "? - Detroit Tigers\n  - Chicago cubs\n: - 2001-07-23\n",
            refusal(.unsupported(.complexKey), 1, 3)
        ),
        (
            "2.13 In literals, newlines are preserved", "# ASCII Art\n--- |\n  \\//||\\/||\n  // ||  ||__\n",
            refusal(.unsupported(.blockScalar), 2, 5)
        ),
        (
            "2.19 Integers", "canonical: 12345\ndecimal: +12345\noctal: 0o14\nhexadecimal: 0xC\n",
            refusal(.ambiguousScalar("+12345"), 2, 10)
        ),
        (
            "2.20 Floating Point",
            "canonical: 1.23015e+3\nexponential: 12.3015e+02\nfixed: 1230.15\nnegative infinity: -.inf\n",
            refusal(.ambiguousScalar("-.inf"), 4, 20)
        ),
        ("2.23 Various Explicit Tags", "---\nnot-date: !!str 2002-04-28\n", refusal(.unsupported(.tag), 2, 11)),
        ("2.24 Global Tags", "%TAG ! tag:clarkevans.com,2002:\n--- !shape\n", refusal(.unsupported(.directive), 1, 1)),
        (
            "5.6 Node Property Indicators", "anchored: !local &anchor value\nalias: *anchor\n",
            refusal(.unsupported(.tag), 1, 11)
        ),
        ("5.7 Block Scalar Indicators", "literal: |\n  some\n  text\n", refusal(.unsupported(.blockScalar), 1, 10)),
        (
            "5.10 Invalid use of Reserved Indicators", "commercial-at: @text\ngrave-accent: `text\n",
            refusal(.unexpected(found: "'@'", expected: "a value"), 1, 16)
        ),
        ("5.14 Invalid Escaped Characters", "Bad escapes:\n  \"\\c\n  \\xq-\"\n", refusal(.invalidEscape("c"), 2, 5)),
        (
            "5.14 Invalid Escaped Characters (line 3)", "Bad escapes:\n  \"\\\n  \\xq-\"\n",
            refusal(.invalidEscape("xq"), 3, 5)
        ),
        ("7.1 Alias Nodes", "First occurrence: &anchor Foo\n", refusal(.unsupported(.anchor), 1, 19)),
        (
            "7.3 Completely Empty Flow Nodes", "{\n  ? foo :,\n  : bar,\n}\n",
            refusal(.unsupported(.explicitKeyInFlow), 2, 3)
        ),
        ("8.15 Block Sequence Entry Types", "- # Empty\n- |\n block node\n", refusal(.unsupported(.blockScalar), 2, 3)),
        (
            "8.17 Explicit Block Mapping Entries", "? explicit key # Empty value\n? |\n  block key\n",
            refusal(.unsupported(.blockScalar), 2, 3)
        ),
        (
            "8.18 Implicit Block Mapping Entries", "plain key: in-line value\n: # Both empty\n",
            refusal(.missingKey, 2, 1)
        ),
        (
            "8.19 Compact Block Mappings", "- sun: yellow\n- ? earth: blue\n  : moon: white\n",
            refusal(.unsupported(.complexKey), 2, 5)
        ),
        ("9.2 Document Markers", "%YAML 1.2\n---\nDocument\n... # Suffix\n", refusal(.unsupported(.directive), 1, 1)),
        ("9.3 Bare Documents", "Bare\ndocument\n...\n# No document\n", refusal(.unsupported(.documentMarker), 3, 1)),
        (
            "10.8 JSON Tag Resolution (line 5)", "Invalid: [ True, Null,\n  0o7, 0x3A, +12.3 ]\n",
            refusal(.ambiguousScalar("True"), 1, 12)
        ),
        (
            "10.9 Core Tag Resolution (line 4)", "Booleans: [ true, True, false, FALSE ]\n",
            refusal(.ambiguousScalar("True"), 1, 19)
        ),
    ]

    @Test("refuses each example outside the subset, with line and column", arguments: refusedExamples)
    func refused(example: String, yaml: String, error: YAMLSyntaxError) {
        #expect(throws: error, "\(example)") { try JSONValue(yamlString: yaml) }
    }

    @Test(
        "refuses each core-schema form the JSON schema reads differently (§10.2.2, §10.3.2)",
        arguments: [
            "Null", "NULL", "~", "True", "FALSE", "0o7", "0x3A", "+12.3", "+1", "007", ".5", "01.5", ".inf", "-.Inf",
            ".NaN",
        ])
    func ambiguous(text: String) {
        #expect(throws: refusal(.ambiguousScalar(text), 1, 4)) { try JSONValue(yamlString: "a: \(text)\n") }
    }
}
