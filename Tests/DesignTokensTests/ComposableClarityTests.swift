import Foundation
import Testing

@testable import DesignTokens

/// Apple's system colours, Human Interface Guidelines › Color › Specifications, iOS and iPadOS 17
/// and 18, as 8-bit sRGB: default light, default dark, increased contrast light, increased
/// contrast dark. Written here from the guidelines, not read from the token document.
enum HIGSystemColors {
    static let table: [String: [[Int]]] = [
        "gray": [[142, 142, 147], [142, 142, 147], [108, 108, 112], [174, 174, 178]],
        "orange": [[255, 149, 0], [255, 159, 10], [201, 52, 0], [255, 179, 64]],
        "red": [[255, 59, 48], [255, 69, 58], [215, 0, 21], [255, 105, 97]],
        "green": [[52, 199, 89], [48, 209, 88], [36, 138, 61], [48, 219, 91]],
        "blue": [[0, 122, 255], [10, 132, 255], [0, 64, 221], [64, 156, 255]],
        "yellow": [[255, 204, 0], [255, 214, 10], [178, 80, 0], [255, 212, 38]],
    ]

    /// The four appearances in the table's column order.
    static let appearances: [[String: String]] = [
        ["theme": "light", "contrast": "standard"], ["theme": "dark", "contrast": "standard"],
        ["theme": "light", "contrast": "increased"], ["theme": "dark", "contrast": "increased"],
    ]

    /// A colour as 8-bit components (the document keeps four decimals, which round back exactly).
    static func bytes(_ color: RGBColor) -> [Int] {
        [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    }
}

/// REQUIREMENTS.md, section "Design system "Composable Clarity" (DesignTokens)", lines 53–70.
@Suite("Composable Clarity built-in set")
struct ComposableClarityTests {
    static let document = Result { try TokenDocument.composableClarity() }

    func doc() throws -> TokenDocument { try Self.document.get() }

    func resolve(_ mode: [String: String] = [:]) throws -> ResolvedTokens { try doc().resolve(mode: mode) }

    @Test("parses, with theme × contrast × platform × size class × motion modes")
    func modes() throws {
        let doc = try doc()
        #expect(doc.modifiers.map(\.name) == ["theme", "contrast", "platform", "sizeClass", "motion"])
        #expect(
            doc.modifiers.map(\.contexts) == [
                ["light", "dark"], ["standard", "increased"], ["iOS", "macOS"], ["regular", "compact"],
                ["standard", "reduced"],
            ])
        #expect(doc.modifiers.map(\.defaultContext) == ["light", "standard", "iOS", "regular", "standard"])
        #expect(doc.allModes.count == 32)
    }

    @Test("keeps the public contract: resolve a mode, then read radius.card")
    func contract() throws {
        let token = try #require(try TokenDocument.composableClarity().resolve(mode: ["theme": "dark"])["radius.card"])
        #expect(token.type == .dimension)
        #expect(token.value == .object(JSONObject([("value", .number(JSONNumber(10))), ("unit", .string("px"))])))
    }

    // Line 54: "DS.Spacing: s 8, m 12, l 16, xl 24."
    @Test("spacing s m l xl is 8 12 16 24 in every mode", arguments: [("s", 8.0), ("m", 12), ("l", 16), ("xl", 24)])
    func spacing(name: String, points: Double) throws {
        for mode in try doc().allModes {
            #expect(try resolve(mode).dimension("spacing.\(name)") == DimensionValue(value: points))
        }
    }

    // Line 54: "Platform default spacing: macOS m (12), iOS/iPadOS l (16)."
    @Test("the platform default spacing is l on iOS and m on macOS")
    func platformDefault() throws {
        #expect(try resolve(["platform": "iOS"]).dimension("spacing.platformDefault").points == 16)
        #expect(try resolve(["platform": "macOS"]).dimension("spacing.platformDefault").points == 12)
        #expect(try doc()["spacing.platformDefault"]?.value == .string("{spacing.l}"))
    }

    // Line 55: "Adaptive padding: compact size class s, regular m; macOS m."
    @Test(
        "adaptive padding is s when compact, m when regular, m on macOS",
        arguments: [
            ("iOS", "compact", 8.0), ("iOS", "regular", 12), ("macOS", "compact", 12), ("macOS", "regular", 12),
        ])
    func adaptivePadding(platform: String, sizeClass: String, points: Double) throws {
        let resolved = try resolve(["platform": platform, "sizeClass": sizeClass])
        #expect(try resolved.dimension("spacing.adaptive").points == points)
    }

    // Line 56: "DS.Radius: card 10, chip 999 (capsule), small 6."
    @Test("radii are card 10, chip 999 marked as a capsule, small 6")
    func radii() throws {
        let resolved = try resolve()
        #expect(try resolved.dimension("radius.card").points == 10)
        #expect(try resolved.dimension("radius.chip").points == 999)
        #expect(try resolved.dimension("radius.small").points == 6)
        let doc = try doc()
        #expect(doc.isCapsule("radius.chip"))
        #expect(doc.isCapsule("component.badge.radius"))
        #expect(!doc.isCapsule("radius.card"))
        #expect(!doc.isCapsule("radius.small"))
        #expect(!doc.isCapsule("no.such.token"))
    }

    @Test("stops following a capsule's aliases past the alias depth limit")
    func capsuleDepth() throws {
        var members = [
            #""t0": {"$type": "dimension", "$value": {"value": 999, "unit": "px"}, "$extensions": {"org.composableclarity.shape": "capsule"}}"#
        ]
        for index in 1...TokenDocument.maximumAliasDepth {
            members.append(#""t\#(index)": {"$value": "{t\#(index - 1)}"}"#)
        }
        let doc = try TokenDocument(jsonString: "{" + members.joined(separator: ", ") + "}")
        #expect(doc.isCapsule("t\(TokenDocument.maximumAliasDepth - 1)"))
        #expect(!doc.isCapsule("t\(TokenDocument.maximumAliasDepth)"))
    }

    // Line 57: "DS.Font: label = caption2 semibold, body = body, title = title3 semibold. Dynamic Type supported."
    @Test(
        "fonts are label caption 2 semibold, body, title title 3 semibold",
        arguments: [("label", TextStyle.caption2, 600.0), ("body", .body, 400), ("title", .title3, 600)])
    func fonts(role: String, style: TextStyle, weight: Double) throws {
        let doc = try doc()
        let iOS = try #require(try resolve(["platform": "iOS"])["font.\(role)"]?.value)
        let macOS = try #require(try resolve(["platform": "macOS"])["font.\(role)"]?.value)
        #expect(iOS["fontSize"]?["value"]?.doubleValue == style.iOSSize(.large))
        #expect(macOS["fontSize"]?["value"]?.doubleValue == style.macOSSize)
        #expect(iOS["fontWeight"]?.doubleValue == weight)
        #expect(macOS["fontWeight"]?.doubleValue == weight)
        #expect(iOS["letterSpacing"]?["value"]?.doubleValue == style.iOSTracking(.large))
        let leading = (iOS["lineHeight"]?.doubleValue ?? 0) * style.iOSSize(.large)
        #expect(abs(leading - style.iOSLeading) < 0.01)
        // Dynamic Type: the role names the text style it scales with.
        let token = try #require(doc["font.\(role)"])
        #expect(doc.extensionValue(ExtensionKey.textStyle, of: token) == .string(style.rawValue))
    }

    @Test("keeps Apple's eleven text styles at their published sizes and weights")
    func textStyles() throws {
        let iOS = try resolve()
        let mac = try resolve(["platform": "macOS"])
        for style in TextStyle.allCases {
            let phone = try #require(iOS["typography.\(style.rawValue)"]?.value)
            let desktop = try #require(mac["typography.\(style.rawValue)"]?.value)
            #expect(phone["fontSize"]?["value"]?.doubleValue == style.iOSSize(.large))
            #expect(desktop["fontSize"]?["value"]?.doubleValue == style.macOSSize)
            #expect(phone["fontWeight"]?.doubleValue == Double(style.iOSWeight))
            #expect(desktop["fontWeight"]?.doubleValue == Double(style.macOSWeight))
        }
    }

    // Lines 58–59: "DS.Color status backgrounds: info gray 0.18 opacity, warning orange 0.22, error red 0.22,
    // success green 0.20."
    @Test(
        "status backgrounds are translucent system colours in all four appearances",
        arguments: [
            ("info", "gray", 0.18), ("warning", "orange", 0.22), ("error", "red", 0.22), ("success", "green", 0.20),
        ]
    )
    func statusBackgrounds(level: String, hue: String, opacity: Double) throws {
        let expected = try #require(HIGSystemColors.table[hue])
        for platform in ["iOS", "macOS"] {
            for (column, appearance) in HIGSystemColors.appearances.enumerated() {
                let resolved = try resolve(appearance.merging(["platform": platform]) { $1 })
                let background = try resolved.color("color.status.\(level).background")
                #expect(HIGSystemColors.bytes(background) == expected[column], "\(level) \(appearance)")
                #expect(background.alpha == opacity)
                let indicator = try resolved.color("color.status.\(level).indicator")
                #expect(HIGSystemColors.bytes(indicator) == expected[column])
                #expect(indicator.alpha == 1)
                #expect(try resolved.color("color.status.\(level).text") == resolved.color("color.text.primary"))
            }
        }
        let token = try #require(try doc()["color.status.\(level).background"])
        #expect(token.extensions?[ExtensionKey.systemColor]?["swiftUI"] == .string(hue))
        #expect(token.extensions?[ExtensionKey.systemColor]?["opacity"]?.doubleValue == opacity)
    }

    @Test(
        "the system colours are the guidelines' values",
        arguments: ["gray", "orange", "red", "green", "blue", "yellow"])
    func systemColors(hue: String) throws {
        let expected = try #require(HIGSystemColors.table[hue])
        for (column, appearance) in HIGSystemColors.appearances.enumerated() {
            #expect(HIGSystemColors.bytes(try resolve(appearance).color("system.\(hue)")) == expected[column])
        }
    }

    // Line 59: "macOS tertiary must be a background colour (controlBackgroundColor), not tertiaryLabelColor."
    @Test("the tertiary background is controlBackgroundColor on macOS and tertiarySystemBackground on iOS")
    func tertiary() throws {
        let doc = try doc()
        let mac = try #require(doc["color.background.tertiary"]?.modeValues.first)
        #expect(mac.conditions == ["platform": "macOS"])
        #expect(mac.value == .string("{system.macOS.controlBackground}"))
        let control = try #require(doc["system.macOS.controlBackground"])
        #expect(
            control.extensions?[ExtensionKey.systemColor]
                == .object(JSONObject([("appKit", .string("controlBackgroundColor"))])))
        // Opaque, as a background must be: white in light, #1E1E1E in dark.
        for (theme, hex) in [("light", "#ffffff"), ("dark", "#1e1e1e")] {
            for contrast in ["standard", "increased"] {
                let color = try resolve(["platform": "macOS", "theme": theme, "contrast": contrast])
                    .color("color.background.tertiary")
                #expect(color.hexString == hex)
                #expect(color.alpha == 1)
            }
        }
        #expect(try resolve(["theme": "dark"]).color("color.background.tertiary").hexString == "#2c2c2e")
        #expect(try resolve(["theme": "light"]).color("color.background.tertiary").hexString == "#ffffff")
    }

    // Line 60: "WCAG AA ≥ 4.5:1 in light, dark and Increase Contrast."
    @Test("passes its contrast audit: 4.5:1 for text in all 32 modes, translucent tints composited")
    func audit() throws {
        let doc = try doc()
        let pairs = doc.contrastPairs
        #expect(pairs.count == 10)
        #expect(pairs.allSatisfy { $0.requirement == .aaNormalText })
        #expect(pairs.filter { $0.surface != nil }.count == 8)
        #expect(
            pairs.contains { $0.foreground == "color.text.primary" && $0.background == "color.background.tertiary" })
        let report = try doc.auditContrast()
        #expect(report.checks == 10 * 32)
        for failure in report.failures { Issue.record("\(failure)") }
        #expect(report.passed)
    }

    /// The lowest ratio of the audit, recomputed independently: orange at 0.22 over macOS's dark
    /// window background #323232 is (0.22·255 + 0.78·50, 0.22·179 + 0.78·50, 0.22·64 + 0.78·50)
    /// = (95.1, 78.38, 53.08) under increased contrast; the label, white at 84.7 % over it, is
    /// (230.54, 227.98, 224.11): 6.27:1, as the cross-check with ColorAide (Tests/CrossChecks/DesignTokens) finds too.
    @Test("its weakest pair is orange on macOS's dark window in increased contrast, 6.27:1")
    func weakestPair() throws {
        let doc = try doc()
        var lowest = (ratio: Double.infinity, pair: "", mode: [String: String]())
        for mode in doc.allModes {
            let resolved = try doc.resolve(mode: mode)
            for pair in doc.contrastPairs {
                let background = try TokenDocument.visibleBackground(of: pair, in: resolved)
                let ratio = try resolved.color(pair.foreground).composited(over: background).contrastRatio(
                    against: background)
                if ratio < lowest.ratio {
                    lowest = (ratio, pair.background + " on " + (pair.surface ?? ""), resolved.mode)
                }
            }
        }
        #expect(abs(lowest.ratio - 6.27) < 0.01)
        #expect(lowest.pair == "color.status.warning.background on color.background.primary")
        #expect(
            lowest.mode["platform"] == "macOS" && lowest.mode["theme"] == "dark"
                && lowest.mode["contrast"] == "increased")
    }

    /// WCAG 1.4.11 asks 3:1 of graphics that carry meaning. The system colours as dots on white
    /// fall short for orange (2.20) and green (2.22); the Indicator therefore always speaks its
    /// reason ("{Level} indicator — {reason}") and its level never rests on colour alone. Ratios
    /// from the guidelines' values: (1.05) / (L + 0.05), L the relative luminance.
    @Test(
        "indicator dots on white: orange and green are below 3:1, so the reason is spoken",
        arguments: [("info", 3.26), ("warning", 2.20), ("error", 3.55), ("success", 2.22)])
    func indicatorContrast(level: String, ratio: Double) throws {
        let color = try resolve().color("color.status.\(level).indicator")
        #expect(abs(color.contrastRatio(against: .white) - ratio) < 0.005)
        #expect(ComponentCatalog.composableClarity["Indicator"]?.props.first { $0.name == "reason" }?.required == true)
    }

    // Line 61: "DS.Animation: quick = snappy 0.15 s, medium = easeInOut 0.25 s. Reduce Motion respected."
    @Test("quick is a snappy spring of 0.15 s and medium eases in and out over 0.25 s")
    func animations() throws {
        let doc = try doc()
        let resolved = try resolve()
        let quick = try #require(resolved["animation.quick"]?.value)
        #expect(
            quick["duration"] == .object(JSONObject([("value", .number(JSONNumber(150))), ("unit", .string("ms"))])))
        let quickToken = try #require(doc["animation.quick"])
        let spring = try #require(doc.extensionValue(ExtensionKey.spring, of: quickToken))
        #expect(spring["preset"] == .string("snappy"))
        #expect(spring["bounce"]?.doubleValue == SpringTiming.snappy.bounce)
        let medium = try #require(resolved["animation.medium"]?.value)
        #expect(
            medium["duration"] == .object(JSONObject([("value", .number(JSONNumber(250))), ("unit", .string("ms"))])))
        // CSS and Core Animation's ease-in-out: (0.42, 0, 0.58, 1).
        #expect(medium["timingFunction"]?.arrayValue?.map(\.doubleValue) == [0.42, 0, 0.58, 1])
        #expect(doc.extensionValue(ExtensionKey.spring, of: try #require(doc["animation.medium"])) == nil)
    }

    @Test("under Reduce Motion quick resolves to none and medium to a cross-fade")
    func reduceMotion() throws {
        let reduced = try resolve(["motion": "reduced"])
        let quick = try #require(reduced["animation.quick"]?.value)
        #expect(quick["duration"]?["value"]?.doubleValue == 0)
        let medium = try #require(reduced["animation.medium"]?.value)
        #expect(medium["duration"]?["value"]?.doubleValue == 250)
        #expect(medium["timingFunction"]?.arrayValue?.map(\.doubleValue) == [0.42, 0, 0.58, 1])
        // Every animation token is one or the other.
        for token in reduced.tokens where token.type == .transition {
            let duration = token.value["duration"]?["value"]?.doubleValue ?? -1
            let curve = token.value["timingFunction"]?.arrayValue?.map(\.doubleValue)
            #expect(duration == 0 || curve == [0.42, 0, 0.58, 1], "\(token.path)")
        }
    }

    // Lines 62–66: Badge, Indicator, Card, KeyValueRow, SectionHeader, CopyableText.
    @Test("component tokens come from the design system's values")
    func components() throws {
        let doc = try doc()
        for mode in doc.allModes {
            let resolved = try doc.resolve(mode: mode)
            func points(_ path: String) throws -> Double { try resolved.dimension(path).points }
            let s = try points("spacing.s")
            // Badge: padding vertical s/2, horizontal m; chip radius; label font.
            #expect(try points("component.badge.padding.vertical") == s / 2)
            #expect(try points("component.badge.padding.horizontal") == points("spacing.m"))
            #expect(try points("component.badge.radius") == points("radius.chip"))
            #expect(resolved["component.badge.font"]?.value == resolved["font.label"]?.value)
            // Indicator: mini → s, small → m, medium → l; hit target ≥ 44 × 44.
            #expect(try points("component.indicator.size.mini") == s)
            #expect(try points("component.indicator.size.small") == points("spacing.m"))
            #expect(try points("component.indicator.size.medium") == points("spacing.l"))
            #expect(try points("component.indicator.halo") == s / 2)
            #expect(try points("component.indicator.hitTarget") >= 44)
            #expect(try points("component.copyableText.hitTarget") >= 44)
            // Card: card radius, adaptive padding, the tertiary background as the material's fallback.
            #expect(try points("component.card.radius") == points("radius.card"))
            #expect(try points("component.card.padding") == points("spacing.adaptive"))
            #expect(try resolved.color("component.card.background") == resolved.color("color.background.tertiary"))
            // KeyValueRow, SectionHeader, CopyableText draw on the fonts and spacing.
            #expect(resolved["component.keyValueRow.keyFont"]?.value == resolved["font.label"]?.value)
            #expect(resolved["component.keyValueRow.valueFont"]?.value == resolved["font.body"]?.value)
            #expect(resolved["component.sectionHeader.font"]?.value == resolved["font.title"]?.value)
            #expect(resolved["component.copyableText.font"]?.value == resolved["font.body"]?.value)
        }
        #expect(doc["component.card.background"]?.extensions?[ExtensionKey.material] == .string("regular"))
    }

    @Test("card elevations none, low, medium, high are shadows that grow")
    func elevations() throws {
        let resolved = try resolve()
        let blurs = try ["none", "low", "medium", "high"].map { level in
            let token = try #require(resolved["component.card.elevation.\(level)"])
            #expect(token.type == .shadow)
            return token.value["blur"]?["value"]?.doubleValue ?? -1
        }
        #expect(blurs == blurs.sorted() && Set(blurs).count == 4)
        let none = try #require(resolved["shadow.none"]?.value["color"])
        #expect(try RGBColor(dtcg: none, path: "shadow.none").alpha == 0)
    }

    // Line 67: "Zero magic numbers: every component value comes from a token."
    @Test("the component catalogue finds every token it needs")
    func catalogue() throws {
        #expect(ComponentCatalog.composableClarity.tokenProblems(in: try doc()) == [])
    }

    @Test("keeps every spacing on the 4-point grid in every mode")
    func grid() throws {
        let doc = try doc()
        for mode in doc.allModes {
            let resolved = try doc.resolve(mode: mode)
            for token in resolved.tokens where token.path.hasPrefix("spacing.") {
                #expect(
                    SpacingGrid.composableClarity.contains(try resolved.dimension(token.path).points), "\(token.path)")
            }
        }
    }
}

@Suite("Getting started")
struct GettingStartedTests {
    @Test("the article's snippet compiles and does what it says")
    func snippet() throws {
        let red = try RGBColor(hex: "#FF3B30")
        let onWhite = red.contrastRatio(against: .white)  // about 3.55: large text and UI only

        let doc = try TokenDocument.composableClarity()
        let card = try doc.resolve(mode: ["theme": "dark"])["radius.card"]  // 10 px
        let compact = try doc.resolve(mode: ["sizeClass": "compact"]).dimension("spacing.adaptive")  // s, 8 px
        let mac = try doc.resolve(mode: ["platform": "macOS"]).dimension("spacing.platformDefault")  // m, 12 px

        let report = try doc.auditContrast()  // every declared pair in all 32 modes
        let source = try SwiftCodeGenerator().generate(from: doc)  // public enum DS { … }

        #expect(abs(onWhite - 3.55) < 0.005)
        #expect(card?.value["value"]?.doubleValue == 10)
        #expect(compact == DimensionValue(value: 8))
        #expect(mac == DimensionValue(value: 12))
        #expect(report.passed)
        #expect(source.contains("public enum DS {"))
    }
}
