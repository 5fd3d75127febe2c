import Foundation
import Testing

@testable import DesignTokens

@Suite("DTCG resolver documents")
struct TokenResolverTests {
    static let resolver = ##"""
        {"name": "App", "version": "2025.10",
         "sets": {
           "base": {"sources": [{"$ref": "base.json"}]},
           "app": {"sources": [{"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}]}
         },
         "modifiers": {
           "theme": {"contexts": {"light": [], "dark": [{"$ref": "themes.json#/dark"}]}, "default": "light"},
           "contrast": {"contexts": {"standard": [], "increased": [{"$ref": "increased.json"}]}, "default": "standard"}
         },
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/app"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}]}
        """##
    static let files: [String: Data] = [
        "base.json": Data(
            #"""
            {"color": {"$type": "color",
              "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
              "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
              "text": {"$value": "{color.black}"},
              "surface": {"$value": "{color.white}"}}}
            """#.utf8),
        "themes.json": Data(
            #"""
            {"dark": {"color": {"text": {"$value": "{color.white}"}, "surface": {"$value": "{color.black}"}}}}
            """#.utf8),
        "increased.json": Data(#"{"gap": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}}"#.utf8),
    ]

    @Test("layers sets and modifier contexts in resolution order")
    func layers() throws {
        let resolver = try TokenResolver(json: Data(Self.resolver.utf8), files: Self.files)
        #expect(resolver.name == "App")
        #expect(resolver.modifiers.map(\.name) == ["theme", "contrast"])
        let light = try resolver.resolve(mode: [:])
        #expect(try light.color("color.text") == .black)
        #expect(try light.dimension("gap").value == 8)
        let dark = try resolver.resolve(mode: ["theme": "dark", "contrast": "increased"])
        #expect(try dark.color("color.text") == .white)
        #expect(try dark.color("color.surface") == .black)
        #expect(try dark.dimension("gap").value == 12)
    }

    @Test("validates the input against the modifiers")
    func input() throws {
        let resolver = try TokenResolver(json: Data(Self.resolver.utf8), files: Self.files)
        #expect(throws: TokenError.unknownModifier("size")) { try resolver.resolve(mode: ["size": "large"]) }
        #expect(throws: TokenError.unknownContext(modifier: "theme", context: "sepia")) {
            try resolver.resolve(mode: ["theme": "sepia"])
        }
    }

    @Test(
        "reports malformed resolver documents with their location",
        arguments: [
            (#"[]"#, TokenError.notAnObject(path: "")),
            (#"{"sets": []}"#, .notAnObject(path: "/sets")),
            (#"{"sets": {"a": {}}}"#, .notAnObject(path: "/sets/a/sources")),
            (#"{"sets": {"a": {"sources": [1]}}}"#, .notAnObject(path: "/sets/a/sources/0")),
            (
                #"{"sets": {"a": {"sources": [{"$ref": "missing.json"}]}}}"#,
                .unresolvableReference(path: "/sets/a/sources/0", reference: "missing.json")
            ),
            (
                ##"{"sets": {"a": {"sources": [{"$ref": "base.json#/nope"}]}}}"##,
                .unresolvableReference(path: "/sets/a/sources/0", reference: "base.json#/nope")
            ),
            (#"{"modifiers": []}"#, .notAnObject(path: "/modifiers")),
            (#"{"modifiers": {"m": {"contexts": {}}}}"#, .notAnObject(path: "/modifiers/m/contexts")),
            (
                #"{"modifiers": {"m": {"contexts": {"a": []}, "default": "b"}}}"#,
                .unknownContext(modifier: "m", context: "b")
            ),
            (#"{"sets": {}}"#, .notAnObject(path: "/resolutionOrder")),
            (#"{"resolutionOrder": [1]}"#, .notAnObject(path: "/resolutionOrder/0")),
            (
                ##"{"resolutionOrder": [{"$ref": "#/sets/none"}]}"##,
                .unresolvableReference(path: "/resolutionOrder/0", reference: "#/sets/none")
            ),
            ("{", .syntax(.unexpectedEnd(expected: "a member name"))),
        ])
    func malformed(text: String, error: TokenError) {
        #expect(throws: error) { try TokenResolver(json: Data(text.utf8), files: Self.files) }
    }

    @Test("rejects unparsable source files and invalid merged documents")
    func invalidSources() throws {
        #expect(throws: TokenError.syntax(.unexpectedEnd(expected: "a value"))) {
            try TokenResolver(json: Data(Self.resolver.utf8), files: ["base.json": Data("[".utf8)])
        }
        let broken =
            ##"{"sets": {"a": {"sources": [{"x": {"$type": "number", "$value": "{y}"}}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        let resolver = try TokenResolver(json: Data(broken.utf8))
        #expect(throws: TokenError.unresolvableReference(path: "/x/$value", reference: "{y}")) {
            try resolver.resolve(mode: [:])
        }
    }
}
