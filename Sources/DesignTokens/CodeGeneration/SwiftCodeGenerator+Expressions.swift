extension SwiftCodeGenerator {
    /// The values of one token in the four appearances — light, dark, light with increased
    /// contrast, dark with increased contrast — for one platform and one setting of the other
    /// switches. Where the document has no theme or contrast modifier the entries repeat.
    struct Appearances {
        var values: [JSONValue]

        /// The part at `key` of each value.
        func member(_ key: String) -> Appearances {
            Appearances(values: values.map { $0[key] ?? .null })
        }

        /// The light value, for parts that do not change with the appearance.
        var light: JSONValue { values[0] }
    }

    /// A Swift expression and the type it has.
    struct Expression: Equatable {
        var code: String
        var type: String
        /// An animation token with no animation (Reduce Motion): the generated value is `nil`.
        var isNone = false
        /// Whether the type exists only where SwiftUI does.
        var needsSwiftUI = false
    }

    /// Where an expression is rendered: the platform context and whether motion is reduced.
    struct Place {
        /// The `platform` context, or `nil` when the document has no platform modifier.
        var platform: String?
        /// Whether the `motion` modifier is in its reduced context.
        var reducedMotion: Bool
        /// The system colour names along each appearance's alias chain, when they agree.
        var systemColor: SystemColor?
    }

    /// A platform colour a token names (`org.composableclarity.systemColor`): a SwiftUI colour
    /// (`gray`, `primary`…), or a UIKit and an AppKit one, with an opacity applied to it.
    struct SystemColor: Equatable {
        var swiftUI: String?
        var uiKit: String?
        var appKit: String?
        var opacity: Double?

        /// The SwiftUI expression for the colour on a platform, or `nil` when it names none there.
        func expression(platform: String?) -> String? {
            let base: String?
            if let swiftUI {
                base = "SwiftUI.Color.\(swiftUI)"
            } else if platform == "macOS" {
                base = appKit.map { "SwiftUI.Color(nsColor: .\($0))" }
            } else if platform != nil {
                base = uiKit.map { "SwiftUI.Color(uiColor: .\($0))" }
            } else {
                base = nil
            }
            guard let base, let opacity, opacity < 1 else { return base }
            return "\(base).opacity(\(SwiftCodeGenerator.number(opacity)))"
        }
    }

    /// Renders a value of `type` as Swift: SwiftUI types for colours, fonts, animations and
    /// gradients; `CGFloat` for dimensions; `Double` and `String` for the rest.
    func expression(
        _ value: Appearances, type: TokenType, token: Token, document: TokenDocument, place: Place
    ) -> Expression {
        switch type {
        case .color:
            return Expression(
                code: color(value, system: place.systemColor, platform: place.platform), type: "SwiftUI.Color",
                needsSwiftUI: true)
        case .dimension: return Expression(code: Self.points(value.light), type: "CGFloat")
        case .number: return Expression(code: Self.number(value.light.doubleValue), type: "Swift.Double")
        case .duration: return Expression(code: Self.seconds(value.light), type: "Swift.Double")
        case .fontFamily: return Expression(code: Self.families(value.light), type: "[Swift.String]")
        case .fontWeight:
            return Expression(
                code: "SwiftUI.Font.Weight.\(Self.weightName(Self.weight(value.light)))", type: "SwiftUI.Font.Weight",
                needsSwiftUI: true)
        case .strokeStyle:
            return Expression(code: Self.string(value.light.stringValue ?? "dashed"), type: "Swift.String")
        case .cubicBezier:
            return Expression(
                code: Self.bezierTuple(value.light),
                type: "(x1: Swift.Double, y1: Swift.Double, x2: Swift.Double, y2: Swift.Double)")
        case .border:
            let code =
                "\(borderTypeName)(color: \(color(value.member("color"), system: nil, platform: place.platform)), "
                + "width: \(Self.points(value.light["width"] ?? .null)), "
                + "style: \(Self.string(value.light["style"]?.stringValue ?? "dashed")))"
            return Expression(code: code, type: borderTypeName, needsSwiftUI: true)
        case .shadow:
            let count = value.light.arrayValue?.count ?? 1
            let layers = (0..<count).map { index in
                let layer = Appearances(values: value.values.map { $0.arrayValue?[safe: index] ?? $0 })
                return shadow(layer, platform: place.platform)
            }
            return Expression(
                code: "[" + layers.joined(separator: ", ") + "]", type: "[\(shadowTypeName)]", needsSwiftUI: true)
        case .gradient:
            let count = value.light.arrayValue?.count ?? 0
            let stops = (0..<count).map { index in
                let stop = Appearances(values: value.values.map { $0.arrayValue?[safe: index] ?? .null })
                return
                    "SwiftUI.Gradient.Stop(color: \(color(stop.member("color"), system: nil, platform: place.platform)), "
                    + "location: \(Self.number(stop.light["position"]?.doubleValue)))"
            }
            return Expression(
                code: "SwiftUI.Gradient(stops: [" + stops.joined(separator: ", ") + "])", type: "SwiftUI.Gradient",
                needsSwiftUI: true)
        case .typography:
            let style = document.extensionValue(ExtensionKey.textStyle, of: token)?.stringValue
            return Expression(
                code: Self.font(value.light, textStyle: style, platform: place.platform), type: "SwiftUI.Font",
                needsSwiftUI: true)
        case .transition:
            let spring = place.reducedMotion ? nil : document.extensionValue(ExtensionKey.spring, of: token)
            let code = Self.animation(value.light, spring: spring, reducedMotion: place.reducedMotion)
            return Expression(code: code ?? "nil", type: "SwiftUI.Animation", isNone: code == nil, needsSwiftUI: true)
        }
    }

    /// A colour: the platform colour the token names (with its opacity), a fixed sRGB colour when
    /// every appearance agrees, or one that follows the appearance and Increase Contrast.
    func color(_ value: Appearances, system: SystemColor?, platform: String?) -> String {
        if let code = system?.expression(platform: platform) { return code }
        let colors = value.values.map { (try? RGBColor(dtcg: $0, path: "")) ?? .black }
        if Set(colors).count == 1 {
            let parts = Self.components(colors[0])
            return "SwiftUI.Color(.sRGB, red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), opacity: \(parts[3]))"
        }
        let tuples = colors.map { "(" + Self.components($0).joined(separator: ", ") + ")" }
        return "\(appearanceColorTypeName).color(light: \(tuples[0]), dark: \(tuples[1]), "
            + "lightIncreasedContrast: \(tuples[2]), darkIncreasedContrast: \(tuples[3]))"
    }

    /// One shadow layer; SwiftUI's radius is half the CSS blur radius DTCG gives.
    func shadow(_ layer: Appearances, platform: String?) -> String {
        let blur = Self.pointValue(layer.light["blur"] ?? .null)
        let inset = layer.light["inset"] == .bool(true) ? "true" : "false"
        return "\(shadowTypeName)(color: \(color(layer.member("color"), system: nil, platform: platform)), "
            + "radius: \(Self.number(blur / 2)), x: \(Self.points(layer.light["offsetX"] ?? .null)), "
            + "y: \(Self.points(layer.light["offsetY"] ?? .null)), "
            + "spread: \(Self.points(layer.light["spread"] ?? .null)), inset: \(inset))"
    }

    /// SwiftUI's text styles by the names of Apple's type scale.
    static let swiftUITextStyles: [String: String] = [
        "largeTitle": "largeTitle", "title1": "title", "title2": "title2", "title3": "title3", "headline": "headline",
        "body": "body", "callout": "callout", "subheadline": "subheadline", "footnote": "footnote",
        "caption1": "caption", "caption2": "caption2",
    ]
    /// Family names that mean the system font, and the system's monospaced font.
    static let systemFamilies: Set<String> = ["SF Pro", "SF Pro Text", "SF Pro Display", "system-ui", "-apple-system"]
    static let systemMonospacedFamilies: Set<String> = ["SF Mono", "ui-monospace"]

    /// A typography value as a SwiftUI font. With a text style the font scales with Dynamic Type:
    /// the system font is the style itself (`.caption2.weight(.semibold)`), another family is
    /// `.custom(_:size:relativeTo:)`. Without one, a custom family still scales with Body
    /// (`.custom(_:size:)`), and the system font is `.system(size:weight:)`.
    static func font(_ value: JSONValue, textStyle: String?, platform: String?) -> String {
        let family = value["fontFamily"]?.arrayValue?.first?.stringValue ?? value["fontFamily"]?.stringValue ?? ""
        let size = points(value["fontSize"] ?? .null)
        let weight = Self.weight(value["fontWeight"] ?? .null)
        let style = textStyle.flatMap { swiftUITextStyles[$0] }
        let styleWeight: Double = style == "headline" ? (platform == "macOS" ? 700 : 600) : 400
        func weighted(_ base: String, default standard: Double) -> String {
            weight == standard ? base : "\(base).weight(.\(weightName(weight)))"
        }
        switch (style, systemFamilies.contains(family), systemMonospacedFamilies.contains(family)) {
        case (let style?, true, _): return weighted("SwiftUI.Font.\(style)", default: styleWeight)
        case (let style?, _, true):
            return weighted("SwiftUI.Font.system(.\(style), design: .monospaced)", default: styleWeight)
        case (let style?, _, _):
            return weighted(
                "SwiftUI.Font.custom(\(string(family)), size: \(size), relativeTo: .\(style))", default: 400)
        case (nil, true, _): return "SwiftUI.Font.system(size: \(size), weight: .\(weightName(weight)))"
        case (nil, _, true):
            return "SwiftUI.Font.system(size: \(size), weight: .\(weightName(weight)), design: .monospaced)"
        case (nil, _, _): return weighted("SwiftUI.Font.custom(\(string(family)), size: \(size))", default: 400)
        }
    }

    /// SwiftUI's spring presets and the bounce each stands for.
    static let springPresets: [String: Double] = ["smooth": 0, "snappy": 0.15, "bouncy": 0.3]

    /// A transition as a SwiftUI animation, or `nil` for none: a zero duration under reduced motion.
    ///
    /// A spring (`org.composableclarity.spring`) plays in the standard motion context as
    /// `.snappy(duration:)` and the other presets, or `.spring(duration:bounce:)`. Otherwise the
    /// curve: `.easeInOut`, `.easeIn`, `.easeOut` and `.linear` for their control points (0.42, 0,
    /// 0.58, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1) and (0, 0, 1, 1), `.timingCurve` for any other.
    static func animation(_ value: JSONValue, spring: JSONValue?, reducedMotion: Bool) -> String? {
        let duration = secondsValue(value["duration"] ?? .null)
        let delay = secondsValue(value["delay"] ?? .null)
        if reducedMotion && duration == 0 { return nil }
        let seconds = number(duration)
        var code: String
        if let spring, let bounce = spring["bounce"]?.doubleValue {
            if let preset = spring["preset"]?.stringValue, let presetBounce = springPresets[preset] {
                let extra = bounce - presetBounce
                code =
                    abs(extra) < 1e-9
                    ? "SwiftUI.Animation.\(preset)(duration: \(seconds))"
                    : "SwiftUI.Animation.\(preset)(duration: \(seconds), extraBounce: \(number(WCAG.rounded(extra))))"
            } else {
                code = "SwiftUI.Animation.spring(duration: \(seconds), bounce: \(number(bounce)))"
            }
        } else {
            let curve = (value["timingFunction"]?.arrayValue ?? []).map { $0.doubleValue ?? 0 }
            switch curve {
            case [0.42, 0, 0.58, 1]: code = "SwiftUI.Animation.easeInOut(duration: \(seconds))"
            case [0.42, 0, 1, 1]: code = "SwiftUI.Animation.easeIn(duration: \(seconds))"
            case [0, 0, 0.58, 1]: code = "SwiftUI.Animation.easeOut(duration: \(seconds))"
            case [0, 0, 1, 1]: code = "SwiftUI.Animation.linear(duration: \(seconds))"
            default:
                let points = (curve + [0, 0, 1, 1]).prefix(4).map { number($0) }
                code = "SwiftUI.Animation.timingCurve(\(points.joined(separator: ", ")), duration: \(seconds))"
            }
        }
        if delay > 0 { code += ".delay(\(number(delay)))" }
        return code
    }

    /// SwiftUI's font weights, lightest to heaviest, for 100 to 900.
    static let weightNames = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// The SwiftUI weight nearest a numeric weight (100 ultraLight … 900 black).
    static func weightName(_ weight: Double) -> String {
        let index = Int((weight / 100).rounded()) - 1
        return weightNames[min(max(index, 0), weightNames.count - 1)]
    }

    /// A numeric weight from a number or a §8.4 weight name.
    static func weight(_ value: JSONValue) -> Double {
        if let name = value.stringValue { return TokenType.fontWeightNames[name] ?? 400 }
        return value.doubleValue ?? 400
    }

    /// A dimension in points (`1rem` = 16 px).
    static func pointValue(_ value: JSONValue) -> Double {
        let amount = value["value"]?.doubleValue ?? 0
        return value["unit"]?.stringValue == "rem" ? amount * 16 : amount
    }

    /// A duration in seconds.
    static func secondsValue(_ value: JSONValue) -> Double {
        let amount = value["value"]?.doubleValue ?? 0
        return value["unit"]?.stringValue == "ms" ? amount / 1000 : amount
    }

    static func points(_ value: JSONValue) -> String { number(pointValue(value)) }
    static func seconds(_ value: JSONValue) -> String { number(secondsValue(value)) }
    static func number(_ value: Double?) -> String { JSONNumber(value ?? 0).text }

    /// Red, green, blue and opacity to four decimals.
    static func components(_ color: RGBColor) -> [String] {
        [color.red, color.green, color.blue, color.alpha].map { number(WCAG.rounded($0)) }
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    static func families(_ value: JSONValue) -> String {
        let names = value.arrayValue?.compactMap(\.stringValue) ?? value.stringValue.map { [$0] } ?? []
        return "[" + names.map(string).joined(separator: ", ") + "]"
    }

    static func bezierTuple(_ value: JSONValue) -> String {
        let numbers = (value.arrayValue ?? []).map { number($0.doubleValue) }
        let points = numbers.count == 4 ? numbers : ["0", "0", "1", "1"]
        return "(x1: \(points[0]), y1: \(points[1]), x2: \(points[2]), y2: \(points[3]))"
    }
}

extension Array {
    /// The element at `index`, or `nil` when it is out of bounds.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
