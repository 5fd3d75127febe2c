import Testing

@testable import DesignTokens

@Suite("Reading and Writing YAML article")
struct ReadingYAMLArticleTests {
    @Test("the article's snippet compiles and does what it says")
    func snippet() throws {
        let badge = try ComponentDescription(
            yamlString: """
                component: Badge
                props: { text: "VALID", level: success }
                """)
        let problems = ComponentCatalog.composableClarity.validate(badge)
        #expect(problems == [])

        let screen = ComponentDescription(
            type: "Card", props: JSONObject([("padding", .string("{spacing.m}"))]), children: [badge])
        let yaml = screen.yamlString()
        #expect(
            yaml == """
                component: Card
                props:
                  padding: "{spacing.m}"
                children:
                  - component: Badge
                    props:
                      text: VALID
                      level: success

                """)

        let value = try JSONValue(yamlString: "sizes: [8, 12, 16]\n")
        #expect(value == (try JSONValue(jsonString: #"{"sizes": [8, 12, 16]}"#)))
    }

    @Test("the JSONValue reading snippet does what it says")
    func jsonValueSnippet() throws {
        let value = try JSONValue(yamlString: "component: Badge\nprops: {text: VALID, level: success}\n")
        #expect(value["props"]?["level"] == .string("success"))
    }
}
