/// Generates a Swift source file of typed constants from a token document.
///
/// Each group becomes a nested `enum`, each token a `static let`. Values that differ by theme
/// or contrast become `TokenThemed` values (with a dynamic SwiftUI `Color` for colours on
/// platforms that have one); values that differ by platform become `#if os(…)` branches. The
/// output depends only on the document, so regenerating an unchanged file gives identical text.
///
/// ```swift
/// let source = try SwiftCodeGenerator(namespace: "Clarity").generate(from: TokenDocument.composableClarity())
/// ```
public struct SwiftCodeGenerator: Sendable {
    /// The name of the outermost `enum`.
    public var namespace: String

    /// Creates a generator.
    public init(namespace: String = "DesignTokens") {
        self.namespace = namespace
    }

    /// The themes, contrasts and platforms the generator understands, in output order.
    static let themes = ["light", "dark"]
    static let contrasts = ["standard", "increased"]
    static let platformConditions: [String: String] = [
        "iOS": "os(iOS)", "macOS": "os(macOS)", "visionOS": "os(visionOS)", "tvOS": "os(tvOS)",
        "watchOS": "os(watchOS)",
    ]

    /// Produces the source file.
    ///
    /// - Throws: ``TokenError`` when a value cannot be resolved in some mode.
    /// - Complexity: O(*m* · *n*) for *m* modes and *n* tokens.
    public func generate(from document: TokenDocument) throws(TokenError) -> String {
        let platforms = document.modifiers.first { $0.name == "platform" }?.contexts ?? []
        let hasTheme = document.modifiers.contains { $0.name == "theme" && $0.contexts.contains("dark") }
        let hasContrast = document.modifiers.contains { $0.name == "contrast" && $0.contexts.contains("increased") }
        // Resolve every (platform, theme, contrast) combination once.
        var resolved: [String: ResolvedTokens] = [:]
        for platform in platforms.isEmpty ? [""] : platforms {
            for theme in hasTheme ? Self.themes : [""] {
                for contrast in hasContrast ? Self.contrasts : [""] {
                    var mode: [String: String] = [:]
                    if !platform.isEmpty { mode["platform"] = platform }
                    if !theme.isEmpty { mode["theme"] = theme }
                    if !contrast.isEmpty { mode["contrast"] = contrast }
                    resolved["\(platform)|\(theme)|\(contrast)"] = try document.resolve(mode: mode)
                }
            }
        }
        var output = Self.preamble
        output += "/// Design tokens generated from a DTCG 2025.10 document.\n"
        output += "public enum \(Self.typeName(namespace)) {\n"
        var tree = Node()
        for token in document.tokens { tree.insert(token.path.split(separator: ".").map(String.init), token: token) }
        for child in tree.children {
            try emit(
                child, depth: 1, output: &output,
                context: Context(
                    platforms: platforms, themed: hasTheme, contrasted: hasContrast, resolved: resolved))
        }
        output += "}\n"
        output += Self.bridges
        return output
    }

    struct Context {
        let platforms: [String]
        let themed: Bool
        let contrasted: Bool
        let resolved: [String: ResolvedTokens]
    }

    struct Node {
        var name = ""
        var token: Token?
        var children: [Node] = []

        mutating func insert(_ segments: [String], token: Token) {
            guard let first = segments.first else { return }
            if let index = children.firstIndex(where: { $0.name == first && (segments.count == 1) == ($0.token != nil) }
            ) {
                children[index].insert(Array(segments.dropFirst()), token: token)
                return
            }
            var node = Node(name: first)
            if segments.count == 1 {
                node.token = token
            } else {
                node.insert(Array(segments.dropFirst()), token: token)
            }
            children.append(node)
        }
    }

    func emit(_ node: Node, depth: Int, output: inout String, context: Context) throws(TokenError) {
        let indent = String(repeating: "    ", count: depth)
        guard let token = node.token else {
            output += "\(indent)/// Tokens under `\(node.name)`.\n"
            output += "\(indent)public enum \(Self.typeName(node.name)) {\n"
            for child in node.children { try emit(child, depth: depth + 1, output: &output, context: context) }
            output += "\(indent)}\n"
            return
        }
        let summary = token.description.map { $0.split(separator: "\n").joined(separator: " ") } ?? "`\(token.path)`"
        output += "\(indent)/// \(summary)\n"
        let name = Self.memberName(node.name)
        // Expressions per platform, each possibly themed.
        var perPlatform: [(platform: String, expression: String, type: String)] = []
        for platform in context.platforms.isEmpty ? [""] : context.platforms {
            var variants: [String] = []
            var typeName = ""
            for theme in context.themed ? Self.themes : [""] {
                for contrast in context.contrasted ? Self.contrasts : [""] {
                    guard let tokens = context.resolved["\(platform)|\(theme)|\(contrast)"],
                        let value = tokens[token.path]
                    else { throw .tokenNotFound(token.path) }
                    let literal = Self.literal(value.value, type: token.type)
                    variants.append(literal.expression)
                    typeName = literal.type
                }
            }
            if Set(variants).count == 1 {
                perPlatform.append((platform, variants[0], typeName))
            } else {
                let labels = Self.variantLabels(themed: context.themed, contrasted: context.contrasted)
                let arguments = zip(labels, variants).map { "\($0): \($1)" }.joined(separator: ", ")
                perPlatform.append((platform, "TokenThemed<\(typeName)>(\(arguments))", "TokenThemed<\(typeName)>"))
            }
        }
        let distinct = Set(perPlatform.map(\.expression))
        if distinct.count == 1 || perPlatform.count == 1 {
            let first = perPlatform[0]
            output += "\(indent)public static let \(name): \(first.type) = \(first.expression)\n"
            return
        }
        for (position, entry) in perPlatform.enumerated() {
            let condition = Self.platformConditions[entry.platform] ?? "os(\(entry.platform))"
            if position == 0 {
                output += "\(indent)#if \(condition)\n"
            } else if position == perPlatform.count - 1 {
                output += "\(indent)#else\n"
            } else {
                output += "\(indent)#elseif \(condition)\n"
            }
            output += "\(indent)    public static let \(name): \(entry.type) = \(entry.expression)\n"
        }
        output += "\(indent)#endif\n"
    }

    static func variantLabels(themed: Bool, contrasted: Bool) -> [String] {
        switch (themed, contrasted) {
        case (true, true): ["light", "lightIncreasedContrast", "dark", "darkIncreasedContrast"]
        case (true, false): ["light", "dark"]
        default: ["light", "lightIncreasedContrast"]
        }
    }

    /// A Swift expression and its type for a resolved value.
    static func literal(_ value: JSONValue, type: TokenType) -> (expression: String, type: String) {
        func number(_ value: JSONValue?) -> String { JSONNumber(value?.doubleValue ?? 0).text }
        func dimension(_ value: JSONValue?) -> String {
            let amount = value?["value"]?.doubleValue ?? 0
            return JSONNumber(value?["unit"]?.stringValue == "rem" ? amount * 16 : amount).text
        }
        func seconds(_ value: JSONValue?) -> String {
            let amount = value?["value"]?.doubleValue ?? 0
            return JSONNumber(value?["unit"]?.stringValue == "ms" ? amount / 1000 : amount).text
        }
        func color(_ value: JSONValue?) -> String {
            let rgb = (try? RGBColor(dtcg: value ?? .null, path: "")) ?? .black
            let parts = [rgb.red, rgb.green, rgb.blue, rgb.alpha].map { JSONNumber(WCAG.rounded($0)).text }
            return "TokenRGBA(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), alpha: \(parts[3]))"
        }
        func string(_ text: String) -> String {
            var escaped = ""
            JSONValue.writeString(text, to: &escaped)
            return escaped
        }
        func families(_ value: JSONValue?) -> String {
            let names = value?.arrayValue?.compactMap(\.stringValue) ?? value?.stringValue.map { [$0] } ?? []
            return "[" + names.map(string).joined(separator: ", ") + "]"
        }
        func weight(_ value: JSONValue?) -> String {
            if let name = value?.stringValue { return JSONNumber(TokenType.fontWeightNames[name] ?? 400).text }
            return number(value)
        }
        func stroke(_ value: JSONValue?) -> String { string(value?.stringValue ?? "dashed") }
        func bezier(_ value: JSONValue?) -> String {
            let numbers = (value?.arrayValue ?? []).map { number($0) }
            guard numbers.count == 4 else { return "TokenCubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)" }
            return "TokenCubicBezier(x1: \(numbers[0]), y1: \(numbers[1]), x2: \(numbers[2]), y2: \(numbers[3]))"
        }
        func shadow(_ value: JSONValue) -> String {
            let inset = value["inset"] == .bool(true) ? "true" : "false"
            return "TokenShadow(color: \(color(value["color"])), offsetX: \(dimension(value["offsetX"])), "
                + "offsetY: \(dimension(value["offsetY"])), blur: \(dimension(value["blur"])), "
                + "spread: \(dimension(value["spread"])), inset: \(inset))"
        }
        switch type {
        case .color: return (color(value), "TokenRGBA")
        case .dimension: return (dimension(value), "Double")
        case .number: return (number(value), "Double")
        case .duration: return (seconds(value), "Double")
        case .fontWeight: return (weight(value), "Double")
        case .fontFamily: return (families(value), "[String]")
        case .strokeStyle: return (stroke(value), "String")
        case .cubicBezier: return (bezier(value), "TokenCubicBezier")
        case .border:
            return (
                "TokenBorder(color: \(color(value["color"])), width: \(dimension(value["width"])), style: \(stroke(value["style"])))",
                "TokenBorder"
            )
        case .transition:
            return (
                "TokenTransition(duration: \(seconds(value["duration"])), delay: \(seconds(value["delay"])), "
                    + "timingFunction: \(bezier(value["timingFunction"])))", "TokenTransition"
            )
        case .shadow:
            let layers = value.arrayValue ?? [value]
            return ("[" + layers.map(shadow).joined(separator: ", ") + "]", "[TokenShadow]")
        case .gradient:
            let stops = (value.arrayValue ?? []).map {
                "TokenGradientStop(color: \(color($0["color"])), position: \(number($0["position"])))"
            }
            return ("[" + stops.joined(separator: ", ") + "]", "[TokenGradientStop]")
        case .typography:
            return (
                "TokenTypography(fontFamily: \(families(value["fontFamily"])), fontSize: \(dimension(value["fontSize"])), "
                    + "fontWeight: \(weight(value["fontWeight"])), letterSpacing: \(dimension(value["letterSpacing"])), "
                    + "lineHeight: \(number(value["lineHeight"])))", "TokenTypography"
            )
        }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Any",
    ]

    /// Splits a token name into words: `$root` → root, `gray-50` → gray, 50.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber, character.isASCII {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty ? ["token"] : words
    }

    /// lowerCamelCase member name, prefixed when it would start with a digit, escaped if a keyword.
    static func memberName(_ name: String) -> String {
        let parts = words(name)
        var result = parts[0].prefix(1).lowercased() + parts[0].dropFirst()
        for part in parts.dropFirst() { result += part.prefix(1).uppercased() + part.dropFirst() }
        if result.first?.isNumber == true { result = "v" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// UpperCamelCase type name, prefixed when it would start with a digit.
    static func typeName(_ name: String) -> String {
        var result = words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.first?.isNumber == true { result = "V" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    static let preamble = """
        // Generated from a DTCG 2025.10 token document. Do not edit by hand; regenerate instead.

        /// An sRGB colour with straight alpha, components 0...1.
        public struct TokenRGBA: Sendable, Hashable {
            /// Red, 0...1.
            public let red: Double
            /// Green, 0...1.
            public let green: Double
            /// Blue, 0...1.
            public let blue: Double
            /// Opacity, 0...1.
            public let alpha: Double
        }

        /// A value with light, dark and increased-contrast variants.
        public struct TokenThemed<Value: Sendable & Hashable>: Sendable, Hashable {
            /// Light appearance, standard contrast.
            public let light: Value
            /// Light appearance, increased contrast.
            public let lightIncreasedContrast: Value
            /// Dark appearance, standard contrast.
            public let dark: Value
            /// Dark appearance, increased contrast.
            public let darkIncreasedContrast: Value

            /// Creates a value from its four variants.
            public init(light: Value, lightIncreasedContrast: Value? = nil, dark: Value? = nil, darkIncreasedContrast: Value? = nil) {
                self.light = light
                self.lightIncreasedContrast = lightIncreasedContrast ?? light
                self.dark = dark ?? light
                self.darkIncreasedContrast = darkIncreasedContrast ?? dark ?? lightIncreasedContrast ?? light
            }

            /// The variant for an appearance.
            public func value(dark isDark: Bool, increasedContrast: Bool) -> Value {
                switch (isDark, increasedContrast) {
                case (false, false): light
                case (false, true): lightIncreasedContrast
                case (true, false): dark
                case (true, true): darkIncreasedContrast
                }
            }
        }

        /// A cubic Bézier timing curve.
        public struct TokenCubicBezier: Sendable, Hashable {
            /// P1 x.
            public let x1: Double
            /// P1 y.
            public let y1: Double
            /// P2 x.
            public let x2: Double
            /// P2 y.
            public let y2: Double
        }

        /// A border: colour, width in points, stroke style.
        public struct TokenBorder: Sendable, Hashable {
            /// Colour.
            public let color: TokenRGBA
            /// Width in points.
            public let width: Double
            /// Stroke style keyword.
            public let style: String
        }

        /// A transition: duration and delay in seconds, timing curve.
        public struct TokenTransition: Sendable, Hashable {
            /// Duration in seconds.
            public let duration: Double
            /// Delay in seconds.
            public let delay: Double
            /// Timing curve.
            public let timingFunction: TokenCubicBezier
        }

        /// One shadow layer, lengths in points.
        public struct TokenShadow: Sendable, Hashable {
            /// Colour.
            public let color: TokenRGBA
            /// Horizontal offset.
            public let offsetX: Double
            /// Vertical offset.
            public let offsetY: Double
            /// Blur radius.
            public let blur: Double
            /// Spread.
            public let spread: Double
            /// Inner shadow.
            public let inset: Bool
        }

        /// One gradient stop.
        public struct TokenGradientStop: Sendable, Hashable {
            /// Colour.
            public let color: TokenRGBA
            /// Position, 0...1.
            public let position: Double
        }

        /// A text style: families, size and letter spacing in points, weight, line height as a multiple of the size.
        public struct TokenTypography: Sendable, Hashable {
            /// Font families in order of preference.
            public let fontFamily: [String]
            /// Size in points.
            public let fontSize: Double
            /// Weight, 1...1000.
            public let fontWeight: Double
            /// Letter spacing in points.
            public let letterSpacing: Double
            /// Line height as a multiple of the size.
            public let lineHeight: Double
        }


        """

    static let bridges = """

        #if canImport(SwiftUI) && canImport(UIKit)
        import SwiftUI
        import UIKit

        extension TokenRGBA {
            /// The colour as a SwiftUI colour.
            public var color: Color { Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha) }
            /// The colour as a UIKit colour.
            public var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        }

        extension TokenThemed where Value == TokenRGBA {
            /// A dynamic colour that follows the appearance and the increased-contrast setting.
            public var color: Color {
                Color(UIColor { traits in
                    value(dark: traits.userInterfaceStyle == .dark, increasedContrast: traits.accessibilityContrast == .high).uiColor
                })
            }
        }
        #elseif canImport(SwiftUI) && canImport(AppKit)
        import SwiftUI
        import AppKit

        extension TokenRGBA {
            /// The colour as a SwiftUI colour.
            public var color: Color { Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha) }
            /// The colour as an AppKit colour.
            public var nsColor: NSColor { NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }
        }

        extension TokenThemed where Value == TokenRGBA {
            /// A dynamic colour that follows the appearance and the increased-contrast setting.
            public var color: Color {
                Color(NSColor(name: nil) { appearance in
                    let match = appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])
                    let dark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua
                    let high = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
                    return value(dark: dark, increasedContrast: high).nsColor
                })
            }
        }
        #endif

        """
}
