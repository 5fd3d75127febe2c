import Foundation
import Testing

@testable import DesignTokens

@Suite("Component descriptions")
struct ComponentCatalogTests {
    static let inspector = #"""
        {"type": "InspectorPattern", "props": {"title": "Build", "width": "{control.height}"},
         "semantics": {"role": "group", "label": "Build details", "hint": "Shows the build"},
         "children": [
           {"type": "SectionHeader", "props": {"title": "Status"}},
           {"type": "Badge", "props": {"level": "success", "text": "Passed"}, "semantics": {"role": "status"}},
           {"type": "Card", "props": {"padding": "{spacing.md}", "elevation": "{shadow.raised}"},
            "children": [{"type": "KeyValueRow", "props": {"key": "Commit", "value": "1a2b3c", "copyable": true}}]}
         ]}
        """#

    @Test("the catalogue lists every component and pattern")
    func catalogue() {
        let names = ComponentCatalog.composableClarity.components.map(\.name)
        #expect(
            names == [
                "Badge", "Indicator", "Card", "KeyValueRow", "SectionHeader", "CopyableText", "InspectorPattern",
                "SidebarPattern", "ToolbarPattern", "BoxTreePattern",
            ])
        #expect(
            ComponentCatalog.composableClarity["Badge"]?.props.first?.kind
                == .oneOf(["info", "warning", "error", "success"]))
        #expect(ComponentCatalog.composableClarity["Nope"] == nil)
    }

    @Test("reads, validates against the tokens and writes back unchanged")
    func valid() throws {
        let description = try ComponentDescription(json: Data(Self.inspector.utf8))
        #expect(description.children.count == 3)
        #expect(description.semantics.label == "Build details")
        let tokens = try TokenDocument.composableClarity()
        #expect(ComponentCatalog.composableClarity.validate(description, tokens: tokens) == [])
        let again = try ComponentDescription(json: Data(description.json.serialized().utf8))
        #expect(again == description)
    }

    @Test(
        "reports problems with path, expectation and finding",
        arguments: [
            (
                #"{"type": "Badge", "props": {"level": "fatal", "text": "x"}}"#, "/props/level",
                #"one of "info", "warning", "error", "success""#, #""fatal""#
            ),
            (
                #"{"type": "Badge", "props": {"text": "x"}}"#, "/props/level",
                #"one of "info", "warning", "error", "success""#, "nothing"
            ),
            (#"{"type": "Badge", "props": {"level": "info", "text": 3}}"#, "/props/text", "a string", "3"),
            (
                #"{"type": "Card", "props": {"padding": 16}}"#, "/props/padding",
                #"a dimension token alias such as "{group.token}""#, "16"
            ),
            (
                #"{"type": "Card", "props": {"padding": "{color.text.primary}"}}"#, "/props/padding",
                #"a dimension token alias such as "{group.token}""#, #""{color.text.primary}""#
            ),
            (
                #"{"type": "Card", "props": {"color": "red"}}"#, "/props/color",
                "a prop of Card: title, padding, radius, elevation", #""color""#
            ),
            (
                #"{"type": "KeyValueRow", "props": {"key": "k", "value": "v", "copyable": "yes"}}"#, "/props/copyable",
                "true or false", #""yes""#
            ),
            (
                #"{"type": "Badge", "props": {"level": "info", "text": "x"}, "children": [{"type": "Badge"}]}"#,
                "/children", "no children", "1"
            ),
            (
                #"{"type": "InspectorPattern", "props": {"title": "t"}, "children": [{"type": "ToolbarPattern"}]}"#,
                "/children/0/type", "one of SectionHeader, KeyValueRow, CopyableText, Card, Badge", #""ToolbarPattern""#
            ),
            (
                #"{"type": "Button"}"#, "/type",
                "one of Badge, Indicator, Card, KeyValueRow, SectionHeader, CopyableText, InspectorPattern, SidebarPattern, ToolbarPattern, BoxTreePattern",
                #""Button""#
            ),
            (
                #"{"type": "BoxTreePattern", "children": [{"type": "BoxTreePattern", "props": {"expanded": 1}}]}"#,
                "/children/0/props/expanded", "true or false", "1"
            ),
        ])
    func invalid(text: String, path: String, expected: String, found: String) throws {
        let description = try ComponentDescription(json: Data(text.utf8))
        let errors = ComponentCatalog.composableClarity.validate(
            description, tokens: try TokenDocument.composableClarity())
        #expect(errors == [.invalid(path: path, expected: expected, found: found)])
    }

    @Test(
        "rejects malformed descriptions while reading",
        arguments: [
            ("[]", ComponentError.invalid(path: "", expected: "a component object", found: "an array")),
            (#"{"props": {}}"#, .invalid(path: "/type", expected: "a component name", found: "nothing")),
            (#"{"type": "Card", "props": []}"#, .invalid(path: "/props", expected: "an object", found: "an array")),
            (
                #"{"type": "Card", "semantics": "x"}"#,
                .invalid(path: "/semantics", expected: "an object", found: "\"x\"")
            ),
            (
                #"{"type": "Card", "children": {}}"#,
                .invalid(path: "/children", expected: "an array", found: "an object")
            ),
            (
                #"{"type": "Card", "children": [null]}"#,
                .invalid(path: "/children/0", expected: "a component object", found: "null")
            ),
            (
                #"{"type": "Card", "children": [true]}"#,
                .invalid(path: "/children/0", expected: "a component object", found: "true")
            ),
            ("{", .syntax(.unexpectedEnd(expected: "a member name"))),
        ])
    func malformed(text: String, error: ComponentError) {
        #expect(throws: error) { try ComponentDescription(json: Data(text.utf8)) }
        #expect(!error.description.isEmpty)
    }

    @Test("token props accept any alias when no token document is given")
    func withoutTokens() throws {
        let description = ComponentDescription(
            type: "Indicator", props: JSONObject([("level", .string("warning")), ("size", .string("{any.thing}"))]))
        #expect(ComponentCatalog.composableClarity.validate(description) == [])
    }

    @Test("generates a JSON Schema covering the catalogue")
    func schema() throws {
        let schema = ComponentCatalog.composableClarity.jsonSchema
        let text = schema.serialized()
        let reparsed = try JSONValue(jsonString: text)
        #expect(reparsed == schema)
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(schema["oneOf"]?.arrayValue?.count == 10)
        let badge = try #require(schema["$defs"]?["Badge"])
        #expect(
            badge["properties"]?["props"]?["properties"]?["level"]?["enum"]
                == .array(["info", "warning", "error", "success"].map { .string($0) }))
        #expect(badge["properties"]?["props"]?["required"] == .array([.string("level"), .string("text")]))
        let card = try #require(schema["$defs"]?["Card"])
        #expect(card["properties"]?["props"]?["properties"]?["padding"]?["x-token-type"] == .string("dimension"))
        #expect(card["required"] == .array([.string("type")]))
    }
}
