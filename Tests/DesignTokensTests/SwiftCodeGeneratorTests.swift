import Foundation
import TestSupport
import Testing

@testable import DesignTokens

/// The members of generated source as one platform compiles them: dotted Swift path (`DS.Spacing.s`)
/// → the expression of a `let` or `var`, or the body of a `func` (its lines joined by spaces).
/// `#if os(…)` branches are taken as that platform's compiler takes them, and
/// `#if canImport(SwiftUI)` as true.
private func members(in source: String, platform: String = "iOS") -> [String: String] {
    var types: [String] = []
    var conditions: [(active: Bool, taken: Bool)] = []
    var result: [String: String] = [:]
    var function: (name: String, depth: Int, body: [String])?
    for rawLine in source.split(separator: "\n") {
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("#if os(") {
            let active = line == "#if os(\(platform))"
            conditions.append((active, active))
            continue
        } else if line.hasPrefix("#elseif os("), let last = conditions.popLast() {
            let active = !last.taken && line == "#elseif os(\(platform))"
            conditions.append((active, last.taken || active))
            continue
        } else if line == "#else", let last = conditions.popLast() {
            conditions.append((!last.taken, true))
            continue
        } else if line.hasPrefix("#if ") {
            conditions.append((true, true))
            continue
        } else if line == "#endif" {
            _ = conditions.popLast()
            continue
        }
        guard conditions.allSatisfy(\.active), !line.hasPrefix("///") else { continue }
        if var current = function {
            current.depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if current.depth == 0 {
                result[(types + [current.name]).joined(separator: ".") + "()"] = current.body.joined(separator: " ")
                function = nil
            } else {
                current.body.append(line)
                function = current
            }
        } else if line.hasPrefix("public enum "), line.hasSuffix("{") {
            types.append(String(line.dropFirst("public enum ".count).dropLast(2)))
        } else if line == "}" {
            _ = types.popLast()
        } else if line.hasPrefix("public static func "), line.hasSuffix("{"),
            let open = line.firstIndex(of: "(")
        {
            let name = String(line[line.index(line.startIndex, offsetBy: "public static func ".count)..<open])
            function = (name, 1, [])
        } else if line.hasPrefix("public static let "), let equals = line.range(of: " = "),
            let colon = line.firstIndex(of: ":")
        {
            let name = String(line[line.index(line.startIndex, offsetBy: "public static let ".count)..<colon])
            result[(types + [name]).joined(separator: ".")] = String(line[equals.upperBound...])
        } else if line.hasPrefix("public static var "), let open = line.range(of: " { "), line.hasSuffix(" }"),
            let colon = line.firstIndex(of: ":")
        {
            let name = String(line[line.index(line.startIndex, offsetBy: "public static var ".count)..<colon])
            result[(types + [name]).joined(separator: ".")] = String(line[open.upperBound...].dropLast(2))
        }
    }
    return result
}

/// The four `(r, g, b, a)` tuples of an appearance colour call, in the order light, dark, light
/// with increased contrast, dark with increased contrast.
private func appearanceTuples(_ code: String) -> [[Double]] {
    ["light: (", "dark: (", "lightIncreasedContrast: (", "darkIncreasedContrast: ("].compactMap { label in
        guard let start = code.range(of: " " + label) ?? code.range(of: "(" + label) else { return nil }
        let rest = code[start.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        return rest[..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }
}

/// A small document for each shape the generator writes, and the code it must write for it,
/// written by hand.
enum GeneratorShapes {
    static let spacing = #"""
        {"$extensions": {"org.composableclarity.modifiers": {
           "platform": {"contexts": ["iOS", "macOS"]}, "sizeClass": {"contexts": ["regular", "compact"]}}},
         "spacing": {"$type": "dimension",
           "s": {"$value": {"value": 8, "unit": "px"}},
           "gutter": {"$value": {"value": 16, "unit": "px"},
                      "$extensions": {"org.composableclarity.modes": {"platform:macOS": {"value": 12, "unit": "px"}}}},
           "adaptive": {"$value": {"value": 12, "unit": "px"}, "$description": "Padding.",
                        "$extensions": {"org.composableclarity.modes": {"sizeClass:compact": {"value": 0.5, "unit": "rem"}}}}}}
        """#

    static let spacingCode = #"""
            /// Tokens under `spacing`.
            public enum Spacing {
                /// `spacing.s`
                public static let s: CGFloat = 8
                #if os(macOS)
                    /// `spacing.gutter`
                    public static let gutter: CGFloat = 12
                #else
                    /// `spacing.gutter`
                    public static let gutter: CGFloat = 16
                #endif
                /// Padding.
                ///
                /// - Parameter compact: `true` in a compact horizontal size class.
                public static func adaptive(compact: Swift.Bool) -> CGFloat {
                    compact ? 8 : 12
                }
            }

        """#

    static let colors = #"""
        {"$extensions": {"org.composableclarity.modifiers": {
           "theme": {"contexts": ["light", "dark"]}, "contrast": {"contexts": ["standard", "increased"]}}},
         "color": {"$type": "color",
           "tint": {"$value": {"colorSpace": "srgb", "components": [0.5569, 0.5569, 0.5765], "alpha": 0.18},
                    "$extensions": {"org.composableclarity.systemColor": {"swiftUI": "gray", "opacity": 0.18}}},
           "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]},
                   "$extensions": {"org.composableclarity.modes": {
                     "theme:dark": {"colorSpace": "srgb", "components": [1, 1, 1]},
                     "theme:dark,contrast:increased": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.5}}}},
           "line": {"$value": "{color.ink}"},
           "rule": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}}},
         "border": {"$type": "dimension",
           "width": {"$value": {"value": 1, "unit": "px"},
                     "$extensions": {"org.composableclarity.modes": {"contrast:increased": {"value": 2, "unit": "px"}}}}}}
        """#

    static let colorsCode = #"""
            /// Tokens under `color`.
            public enum Colors {
                #if canImport(SwiftUI)
                    /// `color.tint`
                    public static var tint: SwiftUI.Color { SwiftUI.Color.gray.opacity(0.18) }
                    /// `color.ink`
                    public static var ink: SwiftUI.Color { DSAppearanceColor.color(light: (0, 0, 0, 1), dark: (1, 1, 1, 1), lightIncreasedContrast: (0, 0, 0, 1), darkIncreasedContrast: (1, 1, 1, 0.5)) }
                    /// `color.line`
                    public static var line: SwiftUI.Color { DSAppearanceColor.color(light: (0, 0, 0, 1), dark: (1, 1, 1, 1), lightIncreasedContrast: (0, 0, 0, 1), darkIncreasedContrast: (1, 1, 1, 0.5)) }
                    /// `color.rule`
                    public static var rule: SwiftUI.Color { SwiftUI.Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1) }
                #endif
            }
            /// Tokens under `border`.
            public enum Border {
                /// `border.width`
                ///
                /// - Parameter increasedContrast: `true` when Increase Contrast is on.
                public static func width(increasedContrast: Swift.Bool) -> CGFloat {
                    increasedContrast ? 2 : 1
                }
            }

        """#

    static let type = #"""
        {"radius": {"chip": {"$type": "dimension", "$value": {"value": 999, "unit": "px"},
                             "$extensions": {"org.composableclarity.shape": "capsule"}}},
         "font": {"$type": "typography",
           "label": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 11, "unit": "px"}, "fontWeight": 600,
                                "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2},
                     "$extensions": {"org.composableclarity.textStyle": "caption2"}},
           "code": {"$value": {"fontFamily": ["JetBrains Mono", "monospace"], "fontSize": {"value": 16, "unit": "px"},
                               "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3},
                    "$extensions": {"org.composableclarity.textStyle": "callout"}},
           "mono": {"$value": {"fontFamily": "SF Mono", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400,
                               "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2},
                    "$extensions": {"org.composableclarity.textStyle": "body"}},
           "fixed": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 13, "unit": "px"}, "fontWeight": "bold",
                                "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
           "brand": {"$value": {"fontFamily": "Futura", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 400,
                                "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
        """#

    static let typeCode = #"""
            /// Tokens under `radius`.
            public enum Radius {
                /// `radius.chip`
                public static let chip: CGFloat = 999
                #if canImport(SwiftUI)
                    /// `radius.chip` drawn as a capsule.
                    public static var chipShape: SwiftUI.Capsule { SwiftUI.Capsule() }
                #endif
            }
            /// Tokens under `font`.
            public enum Font {
                #if canImport(SwiftUI)
                    /// `font.label`
                    public static var label: SwiftUI.Font { SwiftUI.Font.caption2.weight(.semibold) }
                    /// `font.code`
                    public static var code: SwiftUI.Font { SwiftUI.Font.custom("JetBrains Mono", size: 16, relativeTo: .callout).weight(.bold) }
                    /// `font.mono`
                    public static var mono: SwiftUI.Font { SwiftUI.Font.system(.body, design: .monospaced) }
                    /// `font.fixed`
                    public static var fixed: SwiftUI.Font { SwiftUI.Font.system(size: 13, weight: .bold) }
                    /// `font.brand`
                    public static var brand: SwiftUI.Font { SwiftUI.Font.custom("Futura", size: 20) }
                #endif
            }

        """#

    static let motion = #"""
        {"$extensions": {"org.composableclarity.modifiers": {"motion": {"contexts": ["standard", "reduced"]}}},
         "animation": {"$type": "transition",
           "quick": {"$value": {"duration": {"value": 150, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
                                "timingFunction": [0, 0, 0.58, 1]},
                     "$extensions": {"org.composableclarity.spring": {"preset": "snappy", "bounce": 0.15},
                       "org.composableclarity.modes": {"motion:reduced": {"duration": {"value": 0, "unit": "ms"},
                         "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}},
           "fade": {"$value": {"duration": {"value": 0.25, "unit": "s"}, "delay": {"value": 50, "unit": "ms"},
                               "timingFunction": [0.25, 0.1, 0.25, 1]}}}}
        """#

    static let motionCode = #"""
            /// Tokens under `animation`.
            public enum Animation {
                #if canImport(SwiftUI)
                    /// `animation.quick`
                    public static var quick: SwiftUI.Animation { SwiftUI.Animation.snappy(duration: 0.15) }
                    /// `animation.quick`
                    ///
                    /// - Parameter reduceMotion: `true` when Reduce Motion is on: the value is then `nil` (no animation) or a cross-fade.
                    public static func quick(reduceMotion: Swift.Bool) -> SwiftUI.Animation? {
                        reduceMotion ? nil : SwiftUI.Animation.snappy(duration: 0.15)
                    }
                    /// `animation.fade`
                    public static var fade: SwiftUI.Animation { SwiftUI.Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.25).delay(0.05) }
                    /// `animation.fade`
                    ///
                    /// - Parameter reduceMotion: `true` when Reduce Motion is on: the value is then `nil` (no animation) or a cross-fade.
                    public static func fade(reduceMotion: Swift.Bool) -> SwiftUI.Animation? {
                        SwiftUI.Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.25).delay(0.05)
                    }
                #endif
            }

        """#

    static let twoSwitches = #"""
        {"$extensions": {"org.composableclarity.modifiers": {
           "contrast": {"contexts": ["standard", "increased"]}, "sizeClass": {"contexts": ["regular", "compact"]}}},
         "gap": {"$type": "dimension", "$value": {"value": 12, "unit": "px"},
                 "$extensions": {"org.composableclarity.modes": {
                   "sizeClass:compact": {"value": 8, "unit": "px"}, "contrast:increased": {"value": 16, "unit": "px"},
                   "contrast:increased,sizeClass:compact": {"value": 10, "unit": "px"}}}}}
        """#

    static let twoSwitchesCode = #"""
            /// `gap`
            ///
            /// - Parameter increasedContrast: `true` when Increase Contrast is on.
            /// - Parameter compact: `true` in a compact horizontal size class.
            public static func gap(increasedContrast: Swift.Bool, compact: Swift.Bool) -> CGFloat {
                switch (increasedContrast, compact) {
                case (false, false): 12
                case (false, true): 8
                case (true, false): 16
                case (true, true): 10
                }
            }

        """#

    static let all: [(document: String, code: String)] = [
        (spacing, spacingCode), (colors, colorsCode), (type, typeCode), (motion, motionCode),
        (twoSwitches, twoSwitchesCode),
    ]
}

@Suite("Swift code generation")
struct SwiftCodeGeneratorTests {
    static let clarity = Result { try SwiftCodeGenerator().generate(from: TokenDocument.composableClarity()) }
    static let swiss = Result { try SwiftCodeGenerator(namespace: "Swiss").generate(from: TokenDocument.swissGlass()) }
    static let examples = Result {
        try SwiftCodeGenerator(namespace: "Examples").generate(from: TokenDocument(jsonString: SpecExamples.all))
    }

    /// The generated source committed under Tests/Fixtures/DesignTokens/Generated, written by an
    /// earlier process (another hash seed, so any dependence on `Set` or `Dictionary` order shows).
    static func committedOutput(_ name: String) throws -> String {
        let url = TestEnvironment.fixture("DesignTokens/Generated/\(name)")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test("is deterministic: the built-in sets generate the committed source byte for byte")
    func deterministic() throws {
        #expect(try Self.clarity.get() == Self.committedOutput("ComposableClarity.swift.expected"))
        #expect(try Self.swiss.get() == Self.committedOutput("SwissGlass.swift.expected"))
    }

    @Test("writes each shape as the hand-written snippet has it", arguments: GeneratorShapes.all.indices)
    func shapes(index: Int) throws {
        let shape = GeneratorShapes.all[index]
        let source = try SwiftCodeGenerator().generate(from: TokenDocument(jsonString: shape.document))
        let body = try #require(source.range(of: "public enum DS {\n")).upperBound
        let end = try #require(source.range(of: "\n}\n", range: body..<source.endIndex)).lowerBound
        #expect(String(source[body..<end]) + "\n" == shape.code)
    }

    @Test("adds only the support declarations the members use")
    func support() throws {
        let spacing = try SwiftCodeGenerator().generate(from: TokenDocument(jsonString: GeneratorShapes.spacing))
        #expect(!spacing.contains("DSAppearanceColor") && !spacing.contains("struct DSShadow"))
        let colors = try SwiftCodeGenerator().generate(from: TokenDocument(jsonString: GeneratorShapes.colors))
        #expect(colors.contains("private enum DSAppearanceColor {"))
        #expect(!colors.contains("struct DSShadow") && !colors.contains("struct DSBorder"))
        let examples = try Self.examples.get()
        #expect(
            examples.contains("public struct ExamplesShadow {") && examples.contains("public struct ExamplesBorder {"))
    }

    @Test("gives Composable Clarity the design system's DS shape")
    func designSystemShape() throws {
        let iOS = members(in: try Self.clarity.get())
        let macOS = members(in: try Self.clarity.get(), platform: "macOS")
        // REQUIREMENTS.md lines 54–61, as SwiftUI code.
        #expect(iOS["DS.Spacing.s"] == "8" && iOS["DS.Spacing.m"] == "12" && iOS["DS.Spacing.l"] == "16")
        #expect(iOS["DS.Spacing.xl"] == "24")
        #expect(iOS["DS.Spacing.platformDefault"] == "16" && macOS["DS.Spacing.platformDefault"] == "12")
        #expect(iOS["DS.Spacing.adaptive()"] == "compact ? 8 : 12" && macOS["DS.Spacing.adaptive()"] == "12")
        #expect(iOS["DS.Radius.card"] == "10" && iOS["DS.Radius.small"] == "6" && iOS["DS.Radius.chip"] == "999")
        #expect(iOS["DS.Radius.chipShape"] == "SwiftUI.Capsule()")
        #expect(iOS["DS.Component.Badge.radiusShape"] == "SwiftUI.Capsule()")
        #expect(iOS["DS.Font.label"] == "SwiftUI.Font.caption2.weight(.semibold)")
        #expect(iOS["DS.Font.body"] == "SwiftUI.Font.body")
        #expect(iOS["DS.Font.title"] == "SwiftUI.Font.title3.weight(.semibold)")
        #expect(iOS["DS.Animation.quick"] == "SwiftUI.Animation.snappy(duration: 0.15)")
        #expect(iOS["DS.Animation.quick()"] == "reduceMotion ? nil : SwiftUI.Animation.snappy(duration: 0.15)")
        #expect(iOS["DS.Animation.medium"] == "SwiftUI.Animation.easeInOut(duration: 0.25)")
        #expect(iOS["DS.Animation.medium()"] == "SwiftUI.Animation.easeInOut(duration: 0.25)")
        for (level, hue, opacity) in [
            ("Info", "gray", "0.18"), ("Warning", "orange", "0.22"), ("Error", "red", "0.22"),
            ("Success", "green", "0.2"),
        ] {
            #expect(iOS["DS.Colors.Status.\(level).background"] == "SwiftUI.Color.\(hue).opacity(\(opacity))")
            #expect(iOS["DS.Colors.Status.\(level).indicator"] == "SwiftUI.Color.\(hue)")
            #expect(iOS["DS.Colors.Status.\(level).text"] == "SwiftUI.Color.primary")
            #expect(macOS["DS.Colors.Status.\(level).text"] == "SwiftUI.Color.primary")
        }
        // Line 59: the macOS tertiary is a background colour, not tertiaryLabelColor.
        #expect(macOS["DS.Colors.Background.tertiary"] == "SwiftUI.Color(nsColor: .controlBackgroundColor)")
        #expect(iOS["DS.Colors.Background.tertiary"] == "SwiftUI.Color(uiColor: .tertiarySystemBackground)")
        #expect(macOS["DS.Component.Card.background"] == "SwiftUI.Color(nsColor: .controlBackgroundColor)")
        #expect(macOS["DS.Colors.Background.primary"] == "SwiftUI.Color(nsColor: .windowBackgroundColor)")
        #expect(try !Self.clarity.get().contains(".tertiaryLabelColor"))
    }

    @Test("agrees with the resolved tokens: every dimension on every platform and size class")
    func dimensionsAgree() throws {
        let doc = try TokenDocument.composableClarity()
        for platform in ["iOS", "macOS"] {
            let generated = members(in: try Self.clarity.get(), platform: platform)
            let regular = try doc.resolve(mode: ["platform": platform])
            let compact = try doc.resolve(mode: ["platform": platform, "sizeClass": "compact"])
            var checked = 0
            for token in doc.tokens where token.type == .dimension {
                let name = Self.swiftPath(token.path)
                let wide = JSONNumber(try regular.dimension(token.path).points).text
                let narrow = JSONNumber(try compact.dimension(token.path).points).text
                if let value = generated[name] {
                    #expect(value == wide && wide == narrow, "\(token.path)")
                } else {
                    let body = try #require(generated[name + "()"], "\(name) missing")
                    #expect(body == (wide == narrow ? wide : "compact ? \(narrow) : \(wide)"), "\(token.path)")
                }
                checked += 1
            }
            #expect(checked == 25)
        }
    }

    @Test("agrees with the resolved tokens: Swiss Glass colours in every appearance")
    func colorsAgree() throws {
        let doc = try TokenDocument.swissGlass()
        let generated = members(in: try Self.swiss.get())
        let standard = try doc.resolve(mode: [:])
        let increased = try doc.resolve(mode: ["contrast": "increased"])
        var checked = 0
        for token in doc.tokens where token.type == .color {
            let code = try #require(generated[Self.swiftPath(token.path, namespace: "Swiss")], "\(token.path)")
            let expected = try [standard, standard, increased, increased].map { resolved in
                let color = try resolved.color(token.path)
                return [color.red, color.green, color.blue, color.alpha].map(WCAG.rounded)
            }
            if code.hasPrefix("SwissAppearanceColor.color(") {
                #expect(appearanceTuples(code) == expected, "\(token.path)")
            } else {
                let fixed =
                    "SwiftUI.Color(.sRGB, red: \(JSONNumber(expected[0][0]).text), green: \(JSONNumber(expected[0][1]).text), "
                    + "blue: \(JSONNumber(expected[0][2]).text), opacity: \(JSONNumber(expected[0][3]).text))"
                #expect(code == fixed && expected[0] == expected[2], "\(token.path)")
            }
            checked += 1
        }
        #expect(checked == 15)
    }

    /// The Swift path of a token: its groups as type names (`color` → `Colors`), then the member.
    static func swiftPath(_ path: String, namespace: String = "DS") -> String {
        let parts = path.split(separator: ".").map(String.init)
        let types = parts.dropLast().map { part in
            let name = SwiftCodeGenerator.typeName(part)
            return name == "Color" ? "Colors" : name
        }
        return ([namespace] + types + [SwiftCodeGenerator.memberName(parts[parts.count - 1])]).joined(separator: ".")
    }

    @Test("output parses, SwiftUI branches included", .enabled(if: SwiftCompiler.shouldRun))
    func parses() throws {
        for source in [try Self.clarity.get(), try Self.swiss.get(), try Self.examples.get()] {
            let outcome = try SwiftCompiler.parse(source)
            #expect(outcome.succeeded, "\(outcome.diagnostics)")
        }
    }

    @Test(
        "output type-checks without SwiftUI, and against SwiftUI with UIKit and with AppKit",
        .enabled(if: SwiftCompiler.shouldRun),
        arguments: [SwiftCompiler.Platform.none, .uiKit, .appKit])
    func typeChecks(platform: SwiftCompiler.Platform) throws {
        let shapes = try GeneratorShapes.all.map {
            try SwiftCodeGenerator().generate(from: TokenDocument(jsonString: $0.document))
        }
        for source in [try Self.clarity.get(), try Self.swiss.get(), try Self.examples.get()] + shapes {
            let outcome = try SwiftCompiler.typeCheck(source, platform: platform)
            #expect(outcome.succeeded, "\(outcome.diagnostics)")
        }
    }

    /// The checks above must be able to fail: a misspelt SwiftUI member, a syntax error in a
    /// SwiftUI-only branch and a type error in the SwiftUI-free part each make them fail.
    @Test("the compiler checks catch broken output", .enabled(if: SwiftCompiler.shouldRun))
    func checksCanFail() throws {
        let source = try Self.clarity.get()
        let misspelt = source.replacing("SwiftUI.Color.gray.opacity", with: "SwiftUI.Color.grey.opacity")
        #expect(try SwiftCompiler.typeCheck(misspelt, platform: .none).succeeded)
        #expect(try !SwiftCompiler.typeCheck(misspelt, platform: .uiKit).succeeded)
        let macOnly = source.replacing(
            "SwiftUI.Color(nsColor: .controlBackgroundColor)", with: "SwiftUI.Color(nsColor: .controlBackground)")
        #expect(try SwiftCompiler.typeCheck(macOnly, platform: .uiKit).succeeded)
        #expect(try !SwiftCompiler.typeCheck(macOnly, platform: .appKit).succeeded)
        let broken = source.replacing(
            "SwiftUI.Font.caption2.weight(.semibold) }", with: "SwiftUI.Font.caption2.weight(.semibold }")
        #expect(try !SwiftCompiler.parse(broken).succeeded)
        let mistyped = source.replacing(
            "public static let s: CGFloat = 8", with: "public static let s: CGFloat = \"8\"")
        #expect(try !SwiftCompiler.typeCheck(mistyped, platform: .none).succeeded)
    }

    @Test("names tokens as Swift identifiers")
    func identifiers() {
        #expect(SwiftCodeGenerator.memberName("$root") == "root")
        #expect(SwiftCodeGenerator.memberName("font-weight-default") == "fontWeightDefault")
        #expect(SwiftCodeGenerator.memberName("50") == "v50")
        #expect(SwiftCodeGenerator.memberName("default") == "`default`")
        #expect(SwiftCodeGenerator.memberName("!!") == "token")
        #expect(SwiftCodeGenerator.typeName("group name") == "GroupName")
        #expect(SwiftCodeGenerator.typeName("9") == "V9")
        #expect(SwiftCodeGenerator.typeName("self") == "`Self`")
        #expect(SwiftCodeGenerator.distinct(["a", "b", "a", "a2", "a"]) == ["a", "b", "a2", "a22", "a3"])
        #expect(SwiftCodeGenerator.distinct(["`default`", "`default`"]) == ["`default`", "default2"])
        #expect(SwiftCodeGenerator.isPlainIdentifier("controlBackgroundColor"))
        #expect(!SwiftCodeGenerator.isPlainIdentifier("gray.opacity(0)"))
        #expect(!SwiftCodeGenerator.isPlainIdentifier("9lives"))
        #expect(!SwiftCodeGenerator.isPlainIdentifier(""))
    }

    @Test("keeps groups from shadowing the names the code uses, and repeats apart")
    func reservedNames() throws {
        let source = try SwiftCodeGenerator().generate(
            from: TokenDocument(
                jsonString: #"""
                    {"color": {"a": {"$type": "number", "$value": 1}},
                     "Color": {"b": {"$type": "number", "$value": 2}},
                     "swiftUI": {"c": {"$type": "number", "$value": 3}},
                     "CGFloat": {"d": {"$type": "number", "$value": 4}},
                     "gray-50": {"$type": "number", "$value": 5}, "gray50": {"$type": "number", "$value": 6}}
                    """#))
        let generated = members(in: source)
        #expect(generated["DS.Colors.a"] == "1")
        #expect(generated["DS.Colors2.b"] == "2")
        #expect(generated["DS.SwiftUIs.c"] == "3")
        #expect(generated["DS.CGFloats.d"] == "4")
        #expect(generated["DS.gray50"] == "5" && generated["DS.gray502"] == "6")
    }

    @Test("writes string literals Swift can read")
    func strings() {
        #expect(SwiftCodeGenerator.string("a\"b\\c\nd\te\r\u{1}") == #""a\"b\\c\nd\te\r\u{1}""#)
    }

    @Test("ignores platform colour names that are not plain identifiers")
    func unsafeNames() throws {
        let source = try SwiftCodeGenerator().generate(
            from: TokenDocument(
                jsonString: #"""
                    {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]},
                           "$extensions": {"org.composableclarity.systemColor": {"swiftUI": "red; fatalError()"}}}}
                    """#))
        #expect(members(in: source)["DS.c"] == "SwiftUI.Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)")
    }

    @Test("names a UIKit or AppKit colour only on its own platform")
    func platformColors() throws {
        let colour =
            #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]},"#
            + #" "$extensions": {"org.composableclarity.systemColor": {"uiKit": "systemBackground", "appKit": "windowBackgroundColor"}}}"#
        let anywhere = try SwiftCodeGenerator().generate(from: TokenDocument(jsonString: #"{"bg": "# + colour + "}"))
        #expect(members(in: anywhere)["DS.bg"] == "SwiftUI.Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1)")
        let platforms = try SwiftCodeGenerator().generate(
            from: TokenDocument(
                jsonString:
                    #"{"$extensions": {"org.composableclarity.modifiers": {"platform": {"contexts": ["iOS", "macOS", "visionOS"], "default": "macOS"}}}, "bg": "#
                    + colour + "}"))
        #expect(platforms.contains("#if os(iOS)") && platforms.contains("#elseif os(visionOS)"))
        #expect(members(in: platforms, platform: "iOS")["DS.bg"] == "SwiftUI.Color(uiColor: .systemBackground)")
        #expect(members(in: platforms, platform: "visionOS")["DS.bg"] == "SwiftUI.Color(uiColor: .systemBackground)")
        #expect(members(in: platforms, platform: "macOS")["DS.bg"] == "SwiftUI.Color(nsColor: .windowBackgroundColor)")
    }

    @Test("writes the system monospaced font at a fixed size")
    func monospaced() throws {
        let source = try SwiftCodeGenerator().generate(
            from: TokenDocument(
                jsonString: #"""
                    {"code": {"$type": "typography", "$value": {"fontFamily": ["SF Mono"], "fontSize": {"value": 1, "unit": "rem"},
                      "fontWeight": "medium", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}}
                    """#))
        #expect(members(in: source)["DS.code"] == "SwiftUI.Font.system(size: 16, weight: .medium, design: .monospaced)")
    }
}
