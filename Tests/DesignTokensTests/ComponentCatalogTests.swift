import Foundation
import Testing

@testable import DesignTokens

@Suite("Component descriptions")
struct ComponentCatalogTests {
    static let inspector = #"""
        {"type": "InspectorPattern", "props": {"title": "Build", "width": "{size.hitTarget}"},
         "semantics": {"role": "group", "label": "Build details", "hint": "Shows the build"},
         "children": [
           {"type": "SectionHeader", "props": {"title": "Status"}},
           {"type": "Badge", "props": {"level": "success", "text": "Passed"}, "semantics": {"role": "status"}},
           {"type": "Card", "props": {"title": "Commit", "elevation": "medium"},
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
                #"{"type": "InspectorPattern", "props": {"title": "t", "width": 16}}"#, "/props/width",
                #"a dimension token alias such as "{group.token}""#, "16"
            ),
            (
                #"{"type": "InspectorPattern", "props": {"title": "t", "width": "{color.text.primary}"}}"#,
                "/props/width",
                #"a dimension token alias such as "{group.token}""#, #""{color.text.primary}""#
            ),
            (
                #"{"type": "Card", "props": {"padding": "{spacing.m}"}}"#, "/props/padding",
                "a prop of Card: title, elevation", #""padding""#
            ),
            (
                #"{"type": "Card", "props": {"elevation": "{shadow.medium}"}}"#, "/props/elevation",
                #"one of "none", "low", "medium", "high""#, #""{shadow.medium}""#
            ),
            (
                #"{"type": "Indicator", "props": {"level": "warning", "reason": "Low storage", "size": 8}}"#,
                "/props/size", #"one of "mini", "small", "medium""#, "8"
            ),
            (
                #"{"type": "Indicator", "props": {"level": "warning"}}"#, "/props/reason", "a string", "nothing"
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
        // The message starts with the member's JSON Pointer (or says where the JSON broke).
        switch error {
        case .invalid(let path, let expected, let found):
            #expect(error.description.hasPrefix((path.isEmpty ? "/" : path) + ": "))
            #expect(error.description.contains("expected \(expected)") && error.description.contains("found \(found)"))
        case .syntax:
            #expect(error.description.hasPrefix("not JSON: the text ended early; expected a member name"))
        }
    }

    @Test("token props accept any alias when no token document is given")
    func withoutTokens() throws {
        let description = ComponentDescription(
            type: "InspectorPattern",
            props: JSONObject([("title", .string("Build")), ("width", .string("{any.thing}"))]))
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
        let inspector = try #require(schema["$defs"]?["InspectorPattern"])
        #expect(inspector["properties"]?["props"]?["properties"]?["width"]?["x-token-type"] == .string("dimension"))
        let card = try #require(schema["$defs"]?["Card"])
        #expect(
            card["properties"]?["props"]?["properties"]?["elevation"]?["enum"]
                == .array(["none", "low", "medium", "high"].map { .string($0) }))
        #expect(card["required"] == .array([.string("type")]))
    }
}

/// REQUIREMENTS.md lines 62–67: Badge "{level} badge", Indicator "{Level} indicator — {reason}" with a
/// 44 × 44 pt hit target, and every component value from a token.
@Suite("Component tokens and accessibility")
struct ComponentTokenTests {
    let catalog = ComponentCatalog.composableClarity

    func description(_ type: String, _ props: [(String, String)]) -> ComponentDescription {
        ComponentDescription(type: type, props: JSONObject(props.map { ($0.0, JSONValue.string($0.1)) }))
    }

    @Test(
        "speaks the design system's labels",
        arguments: [
            ("Badge", [("level", "success"), ("text", "VALID")], "success badge"),
            ("Badge", [("level", "error"), ("text", "Failed")], "error badge"),
            ("Indicator", [("level", "warning"), ("reason", "Low storage")], "Warning indicator — Low storage"),
            ("Indicator", [("level", "info"), ("reason", "Syncing"), ("size", "mini")], "Info indicator — Syncing"),
        ])
    func labels(type: String, props: [(String, String)], label: String) {
        #expect(catalog.accessibilityLabel(for: description(type, props)) == label)
    }

    @Test("prefers a description's own label, and has none for components that speak their text")
    func ownLabels() {
        var badge = description("Badge", [("level", "info"), ("text", "New")])
        badge.semantics.label = "New items"
        #expect(catalog.accessibilityLabel(for: badge) == "New items")
        #expect(catalog.accessibilityLabel(for: description("CopyableText", [("text", "abc")])) == nil)
        #expect(catalog.accessibilityLabel(for: description("Nope", [])) == nil)
        #expect(catalog.accessibilityLabel(for: description("Indicator", [("level", "error")])) == "Error indicator — ")
    }

    @Test("lists the tokens each component draws on")
    func requirements() throws {
        let badge = try #require(catalog["Badge"])
        #expect(
            badge.tokens.map(\.path) == [
                "component.badge.padding.vertical", "component.badge.padding.horizontal", "component.badge.radius",
                "component.badge.font", "color.status.{level}.background", "color.status.{level}.text",
            ])
        let indicator = try #require(catalog["Indicator"])
        #expect(indicator.tokens.first { $0.path == "component.indicator.hitTarget" }?.minimumPoints == 44)
        #expect(catalog.expand("color.status.{level}.background", spec: badge, props: JSONObject()).count == 4)
        #expect(
            catalog.expand(
                "component.indicator.size.{size}", spec: indicator, props: JSONObject([("size", .string("mini"))]))
                == ["component.indicator.size.mini"])
        #expect(
            catalog.expand(
                "component.indicator.size.{size}", spec: indicator, props: JSONObject([("size", .string("huge"))]))
                == [])
        #expect(catalog.expand("{unknown}.x", spec: indicator, props: JSONObject()) == [])
        #expect(ComponentCatalog.fill("{a} and {b", value: { $0.uppercased() }) == "A and {b")
    }

    @Test("reports a description whose component tokens the document lacks")
    func missingTokens() throws {
        let swiss = try TokenDocument.swissGlass()
        let badge = description("Badge", [("level", "warning"), ("text", "Low")])
        let errors = catalog.validate(badge, tokens: swiss)
        #expect(errors.count == 6)
        #expect(
            errors.first
                == .invalid(
                    path: "/type", expected: "a dimension token component.badge.padding.vertical for Badge",
                    found: "nothing"))
        #expect(
            errors.contains(
                .invalid(path: "/type", expected: "a color token color.status.warning.text for Badge", found: "nothing")
            ))
        #expect(catalog.validate(badge, tokens: try TokenDocument.composableClarity()) == [])
    }

    @Test("reports a component token of the wrong type or below its minimum in some mode")
    func wrongTokens() throws {
        let clarity = try TokenDocument.composableClarity()
        let shrunk = try clarity.settingToken(
            "component.indicator.hitTarget",
            value: .object(JSONObject([("value", .number(JSONNumber(40))), ("unit", .string("px"))])),
            type: .dimension)
        let problems = catalog.tokenProblems(in: shrunk)
        #expect(problems.count == shrunk.allModes.count)
        #expect(
            problems.first
                == .invalid(
                    path: "/component/indicator/hitTarget", expected: "at least 44 pt for Indicator",
                    found: "40 pt in [contrast=standard, motion=standard, platform=iOS, sizeClass=regular, theme=light]"
                ))
        let retyped = try clarity.settingToken("component.card.padding", value: .number(JSONNumber(12)), type: .number)
        #expect(
            catalog.tokenProblems(in: retyped)
                == [
                    .invalid(
                        path: "/component/card/padding", expected: "a dimension token for Card", found: "a number token"
                    )
                ])
        let badge = description("Card", [("elevation", "low")])
        #expect(
            catalog.validate(badge, tokens: retyped)
                == [
                    .invalid(
                        path: "/type", expected: "a dimension token component.card.padding for Card",
                        found: "a number token")
                ])
    }

    @Test("builds a catalogue of one's own")
    func custom() throws {
        let spec = ComponentSpec(
            name: "Chip", summary: "A chip.", props: [PropSpec("tone", .oneOf(["a", "b"]), summary: "Tone.")],
            role: "status",
            children: nil, accessibilityLabel: "{Tone} chip", tokens: [.init("chip.{tone}", .color)])
        let catalog = ComponentCatalog(components: [spec])
        #expect(catalog.accessibilityLabel(for: description("Chip", [("tone", "b")])) == "B chip")
        let problems = catalog.tokenProblems(in: try TokenDocument(jsonString: "{}"))
        #expect(problems.map { if case .invalid(let path, _, _) = $0 { path } else { "" } } == ["/chip/a", "/chip/b"])
    }
}
