import Testing

@testable import ExportRaster

@Suite("XML reading")
struct XMLTokenizerTests {
    func parse(_ text: String) throws(SVGError) -> SVGElement {
        var tokenizer = XMLTokenizer(text)
        return try tokenizer.parseDocument()
    }

    @Test("reads elements, attributes in order, text, CDATA and entities")
    func wellFormed() throws {
        let root = try parse(
            """
            <?xml version="1.0"?>
            <!DOCTYPE svg [ <!ENTITY x "y"> ]>
            <!-- comment -->
            <svg a="1" b='two &amp; &lt;3&gt; &quot;&apos;&#65;&#x42;'>
              <style><![CDATA[.a{fill:red}]]></style>
              <g><path d="M0 0"/></g>text&#x263A;
            </svg>
            """)
        #expect(root.name == "svg")
        #expect(root.attributes.map(\.name) == ["a", "b"])
        #expect(root["b"] == "two & <3> \"'AB")
        #expect(root.children.map(\.name) == ["style", "g"])
        #expect(root.children[0].text == ".a{fill:red}")
        #expect(root.children[1].children[0]["d"] == "M0 0")
        #expect(root.text.contains("text\u{263A}"))
        #expect(root["missing"] == nil)
        let other = try parse("<svg a=\"1\"/>")
        #expect(root != other)
        #expect(other == SVGElement(name: "svg", attributes: [("a", "1")]))
    }

    @Test(
        "reports malformed XML with its offset",
        arguments: [
            ("<svg>", SVGError.unclosedElement(name: "svg")),
            ("<svg></g>", SVGError.mismatchedEndTag(expected: "svg", found: "g", offset: 5)),
            ("</svg>", SVGError.malformedXML(reason: "end tag </svg> without a start tag", offset: 0)),
            ("<svg/><svg/>", SVGError.malformedXML(reason: "a second root element", offset: 6)),
            ("<svg a=1/>", SVGError.malformedXML(reason: "expected a quoted attribute value", offset: 7)),
            (
                "<svg a='1'b='2'/>",
                SVGError.malformedXML(reason: "expected white space before an attribute", offset: 10)
            ),
            ("<svg a='1' a='2'/>", SVGError.malformedXML(reason: "attribute a appears twice", offset: 11)),
            ("<svg a='<'/>", SVGError.malformedXML(reason: "'<' inside an attribute value", offset: 8)),
            ("<svg a='1", SVGError.malformedXML(reason: "unterminated attribute value", offset: 8)),
            ("<svg", SVGError.malformedXML(reason: "unterminated start tag", offset: 4)),
            ("<svg a", SVGError.malformedXML(reason: "expected '='", offset: 6)),
            ("<>", SVGError.malformedXML(reason: "expected a name", offset: 1)),
            ("<svg>&bogus;</svg>", SVGError.malformedXML(reason: "unknown entity &bogus;", offset: 5)),
            ("<svg>&amp</svg>", SVGError.malformedXML(reason: "unterminated entity reference", offset: 5)),
            ("<!-- x", SVGError.malformedXML(reason: "missing \"-->\"", offset: 4)),
            ("<!DOCTYPE svg", SVGError.malformedXML(reason: "unterminated declaration", offset: 0)),
            ("", SVGError.malformedXML(reason: "no root element", offset: 0)),
        ])
    func malformed(text: String, expected: SVGError) {
        #expect(throws: expected) { try parse(text) }
        let message = expected.description
        #expect(Self.needles(expected).allSatisfy { message.contains($0) }, "\(message)")
    }

    /// What the message of `error` must contain: the names, the reason and the offset it carries.
    static func needles(_ error: SVGError) -> [String] {
        switch error {
        case .malformedXML(let reason, let offset): [reason, "at byte \(offset):"]
        case .mismatchedEndTag(let expected, let found, let offset):
            ["</\(found)>", "<\(expected)>", "byte \(offset) "]
        case .unclosedElement(let name): ["<\(name)>"]
        case .notSVG(let root): ["<\(root)>"]
        case .invalidPathData(let error, let element): ["<\(element)>", error.description]
        }
    }

    @Test(
        "every SVG error's message names what went wrong and where",
        arguments: [
            (
                SVGError.malformedXML(reason: "expected '='", offset: 4711),
                ["not well-formed", "byte 4711", "expected '='"]
            ),
            (
                .mismatchedEndTag(expected: "svg", found: "clipPath", offset: 4711),
                ["</clipPath>", "byte 4711", "<svg>"]
            ),
            (.unclosedElement(name: "linearGradient"), ["<linearGradient>", "before"]),
            (.notSVG(root: "html"), ["<html>", "not <svg>"]),
            (
                .invalidPathData(.expectedFlag(offset: 4711), element: "polygon"),
                ["<polygon>", "arc flag", "byte 4711"]
            ),
        ])
    func descriptions(error: SVGError, needles: [String]) {
        let message = error.description
        #expect(needles.allSatisfy { message.contains($0) }, "\(message)")
    }

    @Test("deep nesting is refused rather than exhausting the stack")
    func depthLimit() {
        let text = String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300)
        #expect(throws: SVGError.malformedXML(reason: "elements nested deeper than 256 levels", offset: 256 * 3)) {
            try parse(text)
        }
    }
}
