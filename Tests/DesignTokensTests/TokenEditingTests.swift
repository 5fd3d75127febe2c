import Testing

@testable import DesignTokens

@Suite("Editing documents")
struct TokenEditingTests {
    static let source =
        #"{"space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}, "$description": "Default"}, "lg": {"$value": {"value": 24, "unit": "px"}}}, "gap": {"$value": "{space.md}"}}"#

    static func px(_ value: Double) -> JSONValue {
        .object(JSONObject([("value", .number(JSONNumber(value))), ("unit", .string("px"))]))
    }

    @Test("changes a value in place, keeping order and the other members")
    func changeInPlace() throws {
        let doc = try TokenDocument(jsonString: Self.source)
        let edited = try doc.settingToken("space.md", value: Self.px(12))
        #expect(edited.json["space"]?.objectValue?.keys == ["$type", "md", "lg"])
        #expect(edited["space.md"]?.description == "Default")
        #expect(try edited.resolve(mode: [:]).dimension("gap").value == 12)
        #expect(try TokenDocument(jsonString: edited.write()) == edited)
    }

    @Test("adds tokens and groups at the end")
    func add() throws {
        let doc = try TokenDocument(jsonString: Self.source)
        let edited = try doc.settingToken(
            "motion.fast", value: .object(JSONObject([("value", .number(JSONNumber(150))), ("unit", .string("ms"))])),
            type: .duration, description: "Quick")
        #expect(edited.json.objectValue?.keys == ["space", "gap", "motion"])
        #expect(edited["motion.fast"]?.type == .duration)
        #expect(edited["motion.fast"]?.description == "Quick")
        #expect(try edited.resolve(mode: [:]).duration("motion.fast") == .milliseconds(150))
    }

    @Test("removes tokens and reports what the removal breaks")
    func remove() throws {
        let doc = try TokenDocument(jsonString: Self.source)
        let edited = try doc.removingToken("space.lg")
        #expect(edited["space.lg"] == nil)
        #expect(edited.json["space"]?.objectValue?.keys == ["$type", "md"])
        #expect(throws: TokenError.unresolvableReference(path: "/gap/$value", reference: "{space.md}")) {
            try doc.removingToken("space.md")
        }
        #expect(throws: TokenError.tokenNotFound("space.xl")) { try doc.removingToken("space.xl") }
        let extended = try TokenDocument(
            jsonString: #"{"base": {"$type": "number", "a": {"$value": 1}}, "copy": {"$extends": "{base}"}}"#)
        #expect(throws: TokenError.tokenNotFound("copy.a")) { try extended.removingToken("copy.a") }
        #expect(try extended.removingToken("base.a")["copy.a"] == nil)
    }

    @Test("refuses edits through tokens, over groups, or that make the document invalid")
    func refuse() throws {
        let doc = try TokenDocument(jsonString: Self.source)
        #expect(throws: TokenError.notAnObject(path: "/space/md")) {
            try doc.settingToken("space.md.x", value: Self.px(1))
        }
        #expect(throws: TokenError.notAnObject(path: "/space")) { try doc.settingToken("space", value: Self.px(1)) }
        #expect(
            throws: TokenError.invalidValue(
                path: "/space/md/$value", type: .dimension,
                expected: "an object {\"value\": number, \"unit\": \"px\" or \"rem\"}")
        ) {
            try doc.settingToken("space.md", value: .string("16px"))
        }
    }
}
