import Foundation
import Testing

@testable import DesignTokens

@Suite("Component descriptions in YAML")
struct ComponentDescriptionYAMLTests {
    @Test("reads the design system's Badge example as the JSON form reads it")
    func badge() throws {
        let yaml = #"""
            component: Badge
            props: { text: "VALID", level: success }
            children: []
            """#
        let fromYAML = try ComponentDescription(yamlString: yaml)
        let fromJSON = try ComponentDescription(
            json: Data(#"{"type": "Badge", "props": {"text": "VALID", "level": "success"}, "children": []}"#.utf8))
        #expect(fromYAML == fromJSON)
        #expect(fromYAML.type == "Badge")
        #expect(fromYAML.props["level"] == .string("success"))
        #expect(
            ComponentCatalog.composableClarity.validate(fromYAML, tokens: try TokenDocument.composableClarity()) == [])
    }

    @Test("reads a nested screen in block style and writes it back the same")
    func screen() throws {
        let yaml = """
            component: InspectorPattern
            props:
              title: Build
            semantics:
              role: group
              label: Build details
            children:
              - component: Badge
                props:
                  level: success
                  text: Passed
              - component: KeyValueRow
                props:
                  key: Commit
                  value: "1a2b3c"
                  copyable: true

            """
        let description = try ComponentDescription(yaml: Data(yaml.utf8))
        #expect(description.children.map(\.type) == ["Badge", "KeyValueRow"])
        #expect(description.children[1].props["copyable"] == .bool(true))
        #expect(description.semantics == ComponentDescription.Semantics(role: "group", label: "Build details"))
        #expect(description.yamlString() == yaml)
        #expect(try ComponentDescription(yamlString: description.yamlString()) == description)
    }

    @Test("accepts the JSON form's `type` name too")
    func typeName() throws {
        let description = try ComponentDescription(yamlString: "type: Card\nchildren:\n  - type: Badge\n")
        #expect(description.type == "Card")
        #expect(description.children.first?.type == "Badge")
    }

    @Test(
        "reports problems with the line and column, or the path as the YAML names it",
        arguments: [
            (
                "component: Badge\nprops:\n\tlevel: info\n",
                ComponentDescription.YAMLError.syntax(refusal(.tabInIndentation, 3, 1))
            ),
            ("props: {}\n", .invalid(.invalid(path: "/type", expected: "a component name", found: "nothing"))),
            ("component: 3\n", .invalid(.invalid(path: "/component", expected: "a component name", found: "3"))),
            (
                "component: Card\nchildren:\n  - component: [x]\n",
                .invalid(.invalid(path: "/children/0/component", expected: "a component name", found: "an array"))
            ),
            ("- Badge\n", .invalid(.invalid(path: "", expected: "a component object", found: "an array"))),
            (
                "component: Card\nchildren: x\n",
                .invalid(.invalid(path: "/children", expected: "an array", found: "\"x\""))
            ),
            (
                "component: Badge\ntype: Badge\n",
                .invalid(.invalid(path: "/type", expected: "the name under component or type, not both", found: "both"))
            ),
        ])
    func errors(yaml: String, error: ComponentDescription.YAMLError) {
        #expect(throws: error) { try ComponentDescription(yamlString: yaml) }
    }

    @Test("describes its errors")
    func errorDescriptions() {
        #expect(
            ComponentDescription.YAMLError.syntax(refusal(.missingKey, 1, 1)).description
                == "not YAML: line 1, column 1: a mapping entry has no key")
        #expect(
            ComponentDescription.YAMLError.invalid(.invalid(path: "/component", expected: "a", found: "b")).description
                == "/component: expected a, found b")
    }
}
