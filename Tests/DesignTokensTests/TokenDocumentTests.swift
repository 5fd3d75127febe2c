import Foundation
import TestSupport
import Testing

@testable import DesignTokens

/// Examples adapted from the text of the Design Tokens Format Module 2025.10.
enum SpecExamples {
    static let all = #"""
        {
          "Hot pink": {
            "$type": "color",
            "$value": {"colorSpace": "srgb", "components": [1, 0, 1], "alpha": 1, "hex": "#ff00ff"}
          },
          "spacing-stack-0": {"$value": {"value": 0, "unit": "px"}, "$type": "dimension"},
          "spacing-stack-1": {"$value": {"value": 0.5, "unit": "rem"}, "$type": "dimension"},
          "Primary font": {"$value": "Comic Sans MS", "$type": "fontFamily"},
          "Body font": {"$value": ["Helvetica", "Arial", "sans-serif"], "$type": "fontFamily"},
          "font-weight-default": {"$value": 350, "$type": "fontWeight"},
          "font-weight-thick": {"$value": "extra-bold", "$type": "fontWeight"},
          "Duration-100": {"$value": {"value": 100, "unit": "ms"}, "$type": "duration"},
          "Accelerate": {"$value": [0.5, 0, 1, 1], "$type": "cubicBezier"},
          "Decelerate": {"$value": [0, 0, 0.5, 1], "$type": "cubicBezier"},
          "line-height-large": {"$value": 2.5, "$type": "number"},
          "focus-ring-style": {"$type": "strokeStyle", "$value": "dashed"},
          "dash-length-medium": {"$type": "dimension", "$value": {"value": 0.5, "unit": "rem"}},
          "alert-border-style": {
            "$type": "strokeStyle",
            "$value": {"dashArray": ["{dash-length-medium}", {"value": 0.25, "unit": "rem"}], "lineCap": "butt"}
          },
          "border": {
            "heavy": {
              "$type": "border",
              "$value": {
                "color": {"colorSpace": "srgb", "components": [0.218, 0.218, 0.218], "alpha": 0.5},
                "width": {"value": 3, "unit": "px"},
                "style": "solid"
              }
            },
            "focusring": {
              "$type": "border",
              "$value": {"color": "{Hot pink}", "width": {"value": 1, "unit": "px"}, "style": {"dashArray": [{"value": 0.5, "unit": "rem"}], "lineCap": "round"}}
            }
          },
          "transition": {
            "emphasis": {
              "$type": "transition",
              "$value": {"duration": "{Duration-100}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{Accelerate}"}
            }
          },
          "shadow-token": {
            "$type": "shadow",
            "$value": {
              "color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5},
              "offsetX": {"value": 0.5, "unit": "rem"},
              "offsetY": {"value": 0.5, "unit": "rem"},
              "blur": {"value": 1.5, "unit": "rem"},
              "spread": {"value": 0, "unit": "rem"}
            }
          },
          "layered-shadow": {
            "$type": "shadow",
            "$value": [
              {"color": "{Hot pink}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}
            ]
          },
          "blue-to-red": {
            "$type": "gradient",
            "$value": [
              {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 0},
              {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 1}
            ]
          },
          "Heading 1": {
            "$type": "typography",
            "$value": {
              "fontFamily": "Roboto",
              "fontSize": {"value": 42, "unit": "px"},
              "fontWeight": 700,
              "letterSpacing": {"value": 0.1, "unit": "px"},
              "lineHeight": 1.2
            }
          },
          "group name": {
            "token name": {"$value": 1234, "$type": "number"}
          },
          "alias name": {"$value": "{group name.token name}"}
        }
        """#
}

private func document(_ text: String) throws -> TokenDocument {
    try TokenDocument(jsonString: text)
}

private func errors(_ text: String) -> [TokenError] {
    do {
        _ = try TokenDocument(jsonString: text)
        return []
    } catch {
        return error.all
    }
}

@Suite("TokenDocument reading")
struct TokenDocumentTests {
    /// DTCG 2025.10 §8.5: a duration is a number of milliseconds (`ms`) or seconds (`s`).
    @Test(
        "reads durations in milliseconds and seconds as Duration",
        arguments: [
            (#"{"value": 200, "unit": "ms"}"#, Duration.milliseconds(200)),
            (#"{"value": 0.2, "unit": "s"}"#, .milliseconds(200)),
            (#"{"value": 1.5, "unit": "s"}"#, .milliseconds(1500)),
            (#"{"value": 0, "unit": "ms"}"#, .zero),
            (#"{"value": -250, "unit": "ms"}"#, .milliseconds(-250)),
        ])
    func durations(value: String, expected: Duration) throws {
        let doc = try TokenDocument(jsonString: #"{"d": {"$type": "duration", "$value": "# + value + "}}")
        #expect(try doc.resolve(mode: [:]).duration("d") == expected)
    }

    /// `Duration` holds at most 2⁶³ seconds either way; JSON allows any number (1e400 reads as infinity).
    @Test("rejects durations beyond the range of Duration", arguments: ["1e19", "-1e30", "1e400", "1e25"])
    func durationOutOfRange(value: String) throws {
        let unit = value == "1e25" ? "ms" : "s"
        let doc = try TokenDocument(
            jsonString: #"{"d": {"$type": "duration", "$value": {"value": "# + value + #", "unit": ""# + unit + #""}}}"#
        )
        let resolved = try doc.resolve(mode: [:])
        #expect(
            throws: TokenError.invalidValue(path: "d", type: .duration, expected: "between -2^63 and 2^63 seconds")
        ) {
            try resolved.duration("d")
        }
    }

    @Test("reads every example of the specification with its type")
    func specExamples() throws {
        let doc = try document(SpecExamples.all)
        #expect(doc["Hot pink"]?.type == .color)
        #expect(doc["alias name"]?.type == .number)
        #expect(doc["border.heavy"]?.type == .border)
        #expect(Set(doc.tokens.map(\.type)) == Set(TokenType.allCases))
        let resolved = try doc.resolve(mode: [:])
        #expect(try resolved.number("alias name") == 1234)
        #expect(try resolved.color("Hot pink") == RGBColor(red: 1, green: 0, blue: 1))
        #expect(try resolved.dimension("spacing-stack-1").points == 8)
        #expect(try resolved.duration("Duration-100") == .milliseconds(100))
        #expect(resolved["transition.emphasis"]?.value["timingFunction"] == doc["Accelerate"]?.value)
        #expect(
            resolved["alert-border-style"]?.value["dashArray"]?.arrayValue?.first == doc["dash-length-medium"]?.value)
        #expect(resolved["missing"] == nil)
        #expect(throws: TokenError.tokenNotFound("missing")) { try resolved.color("missing") }
        #expect(
            throws: TokenError.typeMismatch(
                path: "Accelerate", reference: "Accelerate", expected: .color, found: .cubicBezier)
        ) {
            try resolved.color("Accelerate")
        }
    }

    @Test("writes exactly what it read: key order, number text and aliases survive")
    func roundTrip() throws {
        for text in [SpecExamples.all, TokenDocument.composableClarityJSON, TokenDocument.swissGlassJSON] {
            let doc = try document(text)
            let again = try TokenDocument(json: doc.jsonData())
            #expect(again == doc)
            #expect(again.write() == doc.write())
            #expect(again.json.objectValue?.keys == doc.json.objectValue?.keys)
        }
        let doc = try document(
            #"{"b": {"$type": "number", "$value": 1.50}, "a": {"$value": "{b}", "$extensions": {"com.example.tool": {"keep": [1, 2]}}}}"#
        )
        let written = doc.json.serialized(indent: nil)
        #expect(
            written
                == #"{"b":{"$type":"number","$value":1.50},"a":{"$value":"{b}","$extensions":{"com.example.tool":{"keep":[1,2]}}}}"#
        )
        #expect(doc["a"]?.value == .string("{b}"))
        #expect(doc["a"]?.extensions?["com.example.tool"] != nil)
    }

    @Test("inherits $type from the nearest group and keeps $description and $deprecated")
    func inheritance() throws {
        let doc = try document(
            #"""
            {"color": {"$type": "color", "$description": "Colours",
              "brand": {"primary": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$description": "Brand red", "$deprecated": "Use accent"}},
              "sizes": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}, "flag": {"$value": true, "$type": "number", "$deprecated": false}}
            }}
            """#.replacingOccurrences(of: "\"$value\": true, ", with: "\"$value\": 1, "))
        #expect(doc["color.brand.primary"]?.type == .color)
        #expect(doc["color.brand.primary"]?.description == "Brand red")
        #expect(doc["color.brand.primary"]?.isDeprecated == true)
        #expect(doc["color.sizes.small"]?.type == .dimension)
        #expect(doc["color.sizes.flag"]?.type == .number)
        #expect(doc["color.sizes.flag"]?.isDeprecated == false)
        #expect(doc.groupPaths.isSuperset(of: ["", "color", "color.brand", "color.sizes"]))
    }

    @Test("$root tokens and $extends groups")
    func rootAndExtends() throws {
        let doc = try document(
            #"""
            {"accent": {"$type": "number", "$root": {"$value": 1}, "light": {"$value": 2}},
             "use": {"$value": "{accent.$root}"},
             "base": {"$type": "number", "gap": {"$value": 8}, "pad": {"$value": 16}},
             "dense": {"$extends": "{base}", "pad": {"$type": "number", "$value": 12}},
             "denser": {"$extends": "{dense}", "gap": {"$type": "number", "$value": 4}}}
            """#)
        let resolved = try doc.resolve(mode: [:])
        #expect(try resolved.number("use") == 1)
        #expect(try resolved.number("dense.gap") == 8)
        #expect(try resolved.number("dense.pad") == 12)
        #expect(try resolved.number("denser.pad") == 12)
        #expect(try resolved.number("denser.gap") == 4)
    }

    @Test("JSON Pointer $ref aliases a token or a part of its value")
    func pointerReferences() throws {
        let doc = try document(
            #"""
            {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "list": {"$type": "cubicBezier", "$value": [0.1, 0.2, 0.3, 0.4]},
             "whole": {"$type": "dimension", "$value": {"$ref": "#/size"}},
             "amount": {"$type": "number", "$value": {"$ref": "#/size/$value/value"}},
             "second": {"$type": "number", "$value": {"$ref": "#/list/$value/1"}},
             "esc~name/x": {"$type": "number", "$value": 3},
             "escaped": {"$type": "number", "$value": {"$ref": "#/esc~0name~1x"}}}
            """#)
        let resolved = try doc.resolve(mode: [:])
        #expect(try resolved.dimension("whole") == DimensionValue(value: 4))
        #expect(try resolved.number("amount") == 4)
        #expect(try resolved.number("second") == 0.2)
        #expect(try resolved.number("escaped") == 3)
        let bad = try document(
            ##"{"n": {"$type": "number", "$value": 1}, "m": {"$type": "number", "$value": {"$ref": "#/n/$value/x"}}}"##)
        #expect(throws: TokenError.unresolvableReference(path: "/m/$value", reference: "#/n/$value/x")) {
            try bad.resolve(mode: [:])
        }
    }
}

@Suite("TokenDocument errors")
struct TokenDocumentErrorTests {
    @Test(
        "reports each required error with its JSON Pointer",
        arguments: [
            (#"{"a.b": {"$type": "number", "$value": 1}}"#, TokenError.invalidName(path: "/a.b", name: "a.b")),
            (#"{"g": {"{x}": {"$type": "number", "$value": 1}}}"#, .invalidName(path: "/g/{x}", name: "{x}")),
            (#"{"a": {"$type": "number", "$value": 1, "b": {"$value": 2}}}"#, .tokenWithChildren(path: "/a")),
            (#"{"a": {"$type": "colour", "$value": 1}}"#, .unknownType(path: "/a/$type", type: "colour")),
            (#"{"g": {"$type": 7, "a": {"$value": 1}}}"#, .unknownType(path: "/g/$type", type: "7")),
            (
                #"{"a": {"$type": "dimension", "$value": "16px"}}"#,
                .invalidValue(
                    path: "/a/$value", type: .dimension,
                    expected: "an object {\"value\": number, \"unit\": \"px\" or \"rem\"}")
            ),
            (
                #"{"a": {"$type": "number", "$value": "{b}"}}"#,
                .unresolvableReference(path: "/a/$value", reference: "{b}")
            ),
            (
                #"{"g": {"x": {"$type": "number", "$value": 1}}, "a": {"$type": "number", "$value": "{g}"}}"#,
                .referenceToGroup(path: "/a/$value", reference: "{g}")
            ),
            (
                #"{"n": {"$type": "number", "$value": 1}, "c": {"$type": "color", "$value": "{n}"}}"#,
                .typeMismatch(path: "/c/$value", reference: "{n}", expected: .color, found: .number)
            ),
            (
                #"{"n": {"$type": "number", "$value": 1}, "b": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": "{n}", "style": "solid"}}}"#,
                .typeMismatch(path: "/b/$value/width", reference: "{n}", expected: .dimension, found: .number)
            ),
            (#"{"a": {"$value": 1}}"#, .missingType(path: "/a")),
            (#"{"a": 5}"#, .notAnObject(path: "/a")),
            (#"[1]"#, .notAnObject(path: "")),
            (#"{"a": {"$type": "number", "$value": "{a}"}}"#, .circularReference(path: "/a", cycle: ["a"])),
            (#"{"g": {"$extends": "{nowhere}"}}"#, .unresolvableReference(path: "/g/$extends", reference: "{nowhere}")),
            (#"{"g": {"$root": 1}}"#, .notAnObject(path: "/g/$root")),
        ])
    func requiredErrors(text: String, expected: TokenError) {
        #expect(errors(text) == [expected])
    }

    /// DTCG: every token in a cycle is invalid, so a → b → c → a gives three errors.
    @Test("reports a cycle once for every token in it")
    func cycles() {
        let text = #"""
            {"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{c}"},
             "c": {"$type": "number", "$value": "{a}"}, "d": {"$type": "number", "$value": "{a}"}}
            """#
        #expect(
            errors(text) == [
                .circularReference(path: "/a", cycle: ["a", "b", "c"]),
                .circularReference(path: "/b", cycle: ["b", "c", "a"]),
                .circularReference(path: "/c", cycle: ["c", "a", "b"]),
            ])
        let untyped = #"{"x": {"$value": "{y}"}, "y": {"$value": "{x}"}}"#
        #expect(errors(untyped).count == 2)
        #expect(TokenDocument.problems(in: .object(JSONObject())) == [])
    }

    /// Each case: a value, the token's `$type`, and where DTCG 2025.10 §8–§9 says the value breaks
    /// the rules: the JSON Pointer of the offending member and the type whose rule it breaks (the
    /// token's own type, or the type of the composite's part).
    @Test(
        "rejects values whose shape does not match the type, at the offending member",
        arguments: [
            (#"{"colorSpace": "srgb", "components": [1, 0]}"#, "color", "/t/$value/components", TokenType.color),
            (#"{"colorSpace": "cmyk", "components": [1, 0, 0]}"#, "color", "/t/$value/colorSpace", .color),
            (#"{"colorSpace": "srgb", "components": [2, 0, 0]}"#, "color", "/t/$value/components", .color),
            (#"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"#, "color", "/t/$value/alpha", .color),
            (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##, "color", "/t/$value/hex", .color),
            (##""#ff0000""##, "color", "/t/$value", .color),
            (#"{"value": 1, "unit": "em"}"#, "dimension", "/t/$value", .dimension),
            (#"{"value": 1, "unit": "px"}"#, "duration", "/t/$value", .duration),
            (#""1""#, "number", "/t/$value", .number),
            (#"[]"#, "fontFamily", "/t/$value", .fontFamily),
            (#"1001"#, "fontWeight", "/t/$value", .fontWeight),
            (#""heavyish""#, "fontWeight", "/t/$value", .fontWeight),
            (#"[0.5, 0, 1.5, 1]"#, "cubicBezier", "/t/$value", .cubicBezier),
            (#"[0.5, 0, 1]"#, "cubicBezier", "/t/$value", .cubicBezier),
            (#""wavy""#, "strokeStyle", "/t/$value", .strokeStyle),
            (#"{"dashArray": [], "lineCap": "butt"}"#, "strokeStyle", "/t/$value", .strokeStyle),
            (
                #"{"dashArray": [{"value": 1, "unit": "pt"}], "lineCap": "butt"}"#, "strokeStyle",
                "/t/$value/dashArray/0", .dimension
            ),
            (
                #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": {"value": 1, "unit": "px"}}"#,
                "border", "/t/$value", .border
            ),
            (
                #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": {"value": 1, "unit": "em"}, "style": "solid"}"#,
                "border", "/t/$value/width", .dimension
            ),
            (#""fast""#, "transition", "/t/$value", .transition),
            (#"[]"#, "shadow", "/t/$value", .shadow),
            (
                #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": "no"}"#,
                "shadow", "/t/$value/inset", .shadow
            ),
            (
                #"{"color": "black", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#,
                "shadow", "/t/$value/color", .color
            ),
            (
                #"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 2}]"#, "gradient",
                "/t/$value/0/position", .gradient
            ),
            (#"[{"position": 0}]"#, "gradient", "/t/$value/0", .gradient),
            (#"{}"#, "gradient", "/t/$value", .gradient),
            (#"{"fontFamily": "Roboto"}"#, "typography", "/t/$value", .typography),
        ])
    func shapeMismatch(value: String, type: String, path: String, brokenType: TokenType) {
        let found = errors(#"{"t": {"$type": "\#(type)", "$value": \#(value)}}"#)
        #expect(found.count == 1)
        guard case .invalidValue(let foundPath, let foundType, _) = found.first else {
            Issue.record("expected invalidValue, got \(found)")
            return
        }
        #expect(foundPath == path)
        #expect(foundType == brokenType)
        // The message names the member and the type whose rule it breaks.
        #expect(found.first?.description.hasPrefix("\(path): a \(brokenType) value must be ") == true)
    }

    @Test("collects several problems and describes each")
    func multiple() throws {
        let text = #"{"a.b": {"$type": "number", "$value": 1}, "c": {"$type": "nope", "$value": 1}}"#
        do {
            _ = try TokenDocument(jsonString: text)
            Issue.record("expected an error")
        } catch {
            #expect(error.all.count == 2)
            #expect(error.description.contains("a.b"))
        }
        #expect(throws: TokenError.syntax(.unexpectedEnd(expected: "a member name"))) {
            try TokenDocument(jsonString: "{")
        }
        // Each message names the member (its JSON Pointer), the offset, or the name it is about.
        let samples: [(TokenError, [String])] = [
            (.syntax(.tooDeep(offset: 17)), ["not JSON", "offset 17"]),
            (.notAnObject(path: "/spacing/s"), ["/spacing/s: ", "token or group object"]),
            (.notAnObject(path: ""), ["/: ", "token or group object"]),
            (.invalidName(path: "/a.b", name: "a.b"), ["/a.b: ", "\"a.b\""]),
            (.tokenWithChildren(path: "/size"), ["/size: ", "$value"]),
            (.unknownType(path: "/t", type: "colour"), ["/t: ", "\"colour\""]),
            (.missingType(path: "/t"), ["/t: ", "$type"]),
            (
                .invalidValue(path: "/t/$value/alpha", type: .color, expected: "an alpha"),
                ["/t/$value/alpha: ", "color"]
            ),
            (.unresolvableReference(path: "/t/$value", reference: "{b}"), ["/t/$value: ", "{b}"]),
            (.referenceToGroup(path: "/t/$value", reference: "{g}"), ["/t/$value: ", "{g}", "group"]),
            (
                .typeMismatch(path: "/t/$value", reference: "{n}", expected: .color, found: .number),
                ["/t/$value: ", "{n}", "number", "color"]
            ),
            (.circularReference(path: "/a", cycle: ["a", "b"]), ["/a: ", "a → b → a"]),
            (.aliasChainTooDeep(path: "/t44"), ["/t44: ", "256 links"]),
            (.unknownModifier("theme"), ["\"theme\""]),
            (.unknownContext(modifier: "theme", context: "sepia"), ["\"theme\"", "\"sepia\""]),
            (.unsupportedColorSpace(path: "/c/$value", colorSpace: "lab"), ["/c/$value: ", "\"lab\""]),
            (.tokenNotFound("color.brand"), ["\"color.brand\""]),
        ]
        for (sample, fragments) in samples {
            for fragment in fragments {
                #expect(sample.description.contains(fragment), "\(sample.description) should name \(fragment)")
            }
        }
    }
}

@Suite("Modes")
struct ModeTests {
    static let themed = #"""
        {"$extensions": {"org.composableclarity.modifiers": {
            "theme": {"contexts": ["light", "dark"], "default": "light"},
            "contrast": {"contexts": ["standard", "increased"]}}},
         "gray": {"$type": "number",
           "v": {"$value": 1, "$extensions": {"org.composableclarity.modes": {
             "theme:dark": 2, "contrast:increased": 3, "theme:dark,contrast:increased": 4}}},
           "alias": {"$value": "{gray.v}", "$extensions": {"org.composableclarity.modes": {"theme:dark": 10}}}}}
        """#

    @Test(
        "the most specific mode value wins",
        arguments: [
            (["theme": "light"], 1.0, 1.0), (["theme": "dark"], 2, 10), (["contrast": "increased"], 3, 3),
            (["theme": "dark", "contrast": "increased"], 4, 10),
        ])
    func specificity(mode: [String: String], value: Double, alias: Double) throws {
        let resolved = try document(Self.themed).resolve(mode: mode)
        #expect(try resolved.number("gray.v") == value)
        #expect(try resolved.number("gray.alias") == alias)
    }

    @Test("rejects unknown modifiers and contexts")
    func unknown() throws {
        let doc = try document(Self.themed)
        #expect(doc.allModes.count == 4)
        #expect(throws: TokenError.unknownModifier("season")) { try doc.resolve(mode: ["season": "winter"]) }
        #expect(throws: TokenError.unknownContext(modifier: "theme", context: "sepia")) {
            try doc.resolve(mode: ["theme": "sepia"])
        }
        let badKey = Self.themed.replacingOccurrences(of: "\"theme:dark\": 2", with: "\"theme:sepia\": 2")
        #expect(errors(badKey) == [.unknownContext(modifier: "theme", context: "sepia")])
        let badName = Self.themed.replacingOccurrences(of: "\"theme:dark\": 2", with: "\"season:x\": 2")
        #expect(errors(badName) == [.unknownModifier("season")])
        let badDefault = Self.themed.replacingOccurrences(of: "\"default\": \"light\"", with: "\"default\": \"dim\"")
        #expect(errors(badDefault) == [.unknownContext(modifier: "theme", context: "dim")])
        let badShape = Self.themed.replacingOccurrences(of: "\"theme:dark\": 2", with: "\"theme:dark\": \"x\"")
        #expect(errors(badShape).count == 1)
        let notObject = #"{"$extensions": {"org.composableclarity.modifiers": []}}"#
        #expect(errors(notObject) == [.notAnObject(path: "/$extensions/org.composableclarity.modifiers")])
        let noContexts = #"{"$extensions": {"org.composableclarity.modifiers": {"theme": {}}}}"#
        #expect(errors(noContexts) == [.notAnObject(path: "/$extensions/org.composableclarity.modifiers/theme")])
    }

    @Test("converts every supported colour space when resolving")
    func colorSpaces() throws {
        let doc = try document(
            #"""
            {"c": {"$type": "color",
              "linear": {"$value": {"colorSpace": "srgb-linear", "components": [1, 0, 0]}},
              "p3": {"$value": {"colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386]}},
              "oklab": {"$value": {"colorSpace": "oklab", "components": [0.62796, 0.22486, 0.12585]}},
              "oklch": {"$value": {"colorSpace": "oklch", "components": [0.62796, 0.25768, 29.234]}},
              "hsl": {"$value": {"colorSpace": "hsl", "components": [120, 100, 25]}},
              "lab": {"$value": {"colorSpace": "lab", "components": [50, 0, 0], "hex": "#777777"}},
              "xyz": {"$value": {"colorSpace": "xyz-d65", "components": [0.5, 0.5, 0.5]}},
              "none": {"$value": {"colorSpace": "srgb", "components": ["none", 1, 0], "alpha": 0.5}}}}
            """#)
        let resolved = try doc.resolve(mode: [:])
        #expect(try resolved.color("c.linear").hexString == "#ff0000")
        #expect(try resolved.color("c.p3").hexString == "#ff0000")
        #expect(try resolved.color("c.oklab").hexString == "#ff0000")
        #expect(try resolved.color("c.oklch").hexString == "#ff0000")
        #expect(try resolved.color("c.hsl").hexString == "#008000")
        #expect(try resolved.color("c.lab").hexString == "#777777")
        #expect(try resolved.color("c.none").hexString == "#00ff0080")
        #expect(throws: TokenError.unsupportedColorSpace(path: "c.xyz", colorSpace: "xyz-d65")) {
            try resolved.color("c.xyz")
        }
        #expect(RGBColor.white.dtcgValue["hex"] == .string("#ffffff"))
        #expect(RGBColor(red: 0, green: 0, blue: 0, alpha: 0.5).dtcgValue["alpha"] != nil)
    }
}

@Suite("Hostile documents")
struct HostileDocumentTests {
    @Test("rejects alias chains too long to follow safely")
    func longChain() throws {
        var members = [#""t0": {"$type": "number", "$value": 1}"#]
        for index in 1...300 { members.append(#""t\#(index)": {"$value": "{t\#(index - 1)}"}"#) }
        // Longest chain first, so resolving it walks the whole chain before anything is cached.
        let doc = try TokenDocument(jsonString: "{" + members.reversed().joined(separator: ",") + "}")
        #expect(throws: TokenError.aliasChainTooDeep(path: "/t44")) { _ = try doc.resolve(mode: [:]) }
        let short = try TokenDocument(jsonString: "{" + members.prefix(200).reversed().joined(separator: ",") + "}")
        #expect(try short.resolve(mode: [:]).number("t199") == 1)
    }

    @Test("a mode value may not close a cycle, even one only some modes would take")
    func modeCycle() throws {
        let text = #"""
            {"$extensions": {"org.composableclarity.modifiers": {"theme": {"contexts": ["light", "dark"]}}},
             "a": {"$type": "number", "$value": 1, "$extensions": {"org.composableclarity.modes": {"theme:dark": "{b}"}}},
             "b": {"$type": "number", "$value": "{a}"}}
            """#
        #expect(
            TokenDocument.problems(in: try JSONValue(jsonString: text)) == [
                .circularReference(path: "/a", cycle: ["a", "b"]), .circularReference(path: "/b", cycle: ["b", "a"]),
            ])
    }

    @Test("an untyped alias into part of a value has no type")
    func untypedFragment() {
        let text =
            ##"{"d": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "n": {"$value": {"$ref": "#/d/$value/value"}}}"##
        #expect(TokenDocument.problems(in: (try? JSONValue(jsonString: text)) ?? .null) == [.missingType(path: "/n")])
    }

    @Test("groups extending each other in a loop are reported")
    func extendsLoop() {
        let text = #"{"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"#
        #expect(TokenDocument.problems(in: (try? JSONValue(jsonString: text)) ?? .null).count == 2)
        let notAlias = #"{"a": {"$extends": 3}}"#
        #expect(
            TokenDocument.problems(in: (try? JSONValue(jsonString: notAlias)) ?? .null) == [
                .unresolvableReference(path: "/a/$extends", reference: "3")
            ])
    }
}

@Suite("Damaged input")
struct DamagedInputTests {
    @Test("damaged copies of the built-in set throw or parse, never crash")
    func mutations() {
        let original = Array(TokenDocument.composableClarityJSON.utf8)
        let replacements = Array("{}[]\",:.$0123456789abc-".utf8)
        var generator = SplitMix64(seed: 0x5EED_1234)
        var rejected = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                let position = Int(generator.next() % UInt64(bytes.count))
                if generator.next() % 2 == 0 {
                    bytes.remove(at: position)
                } else {
                    bytes[position] = replacements[Int(generator.next() % UInt64(replacements.count))]
                }
            }
            do {
                let doc = try TokenDocument(json: Data(bytes))
                _ = try? doc.resolve(mode: ["theme": "dark", "platform": "macOS"])
                if generator.next() % 8 == 0 {
                    _ = try? doc.auditContrast()
                    _ = try? SwiftCodeGenerator().generate(from: doc)
                }
            } catch {
                rejected += 1
                for problem in error.all {
                    #expect(Self.locates(problem), "\(problem.description) should say where")
                }
            }
        }
        #expect(rejected > 100)
    }

    /// Whether the message of `error` says where the problem is: the byte offset of a syntax error
    /// (or that the text ended), the JSON Pointer of the member at the start, or the modifier,
    /// context or token name that names nothing.
    static func locates(_ error: TokenError) -> Bool {
        switch error {
        case .syntax(.unexpectedEnd): error.description.contains("ended early")
        case .syntax(.unexpectedByte(let offset, _)), .syntax(.duplicateKey(let offset, _)),
            .syntax(.invalidEscape(let offset)), .syntax(.tooDeep(let offset)):
            error.description.contains("offset \(offset)")
        case .notAnObject(let path), .invalidName(let path, _), .tokenWithChildren(let path),
            .unknownType(let path, _), .missingType(let path), .invalidValue(let path, _, _),
            .unresolvableReference(let path, _), .referenceToGroup(let path, _), .typeMismatch(let path, _, _, _),
            .circularReference(let path, _), .aliasChainTooDeep(let path), .unsupportedColorSpace(let path, _):
            error.description.hasPrefix((path.isEmpty ? "/" : path) + ": ")
        case .unknownModifier(let name), .tokenNotFound(let name):
            error.description.contains("\"\(name)\"")
        case .unknownContext(let modifier, let context):
            error.description.contains("modifier \"\(modifier)\"")
                && error.description.contains("context \"\(context)\"")
        case .multiple(let errors): !errors.isEmpty && errors.allSatisfy(locates)
        }
    }
}
