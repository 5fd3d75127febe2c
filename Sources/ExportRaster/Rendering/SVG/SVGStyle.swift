/// The presentation properties an element ends up with after inheritance and the cascade
/// (SVG 1.1 §6.4–§6.7: presentation attributes, then `<style>` class rules, then `style`).
struct SVGStyle: Sendable, Equatable {
    /// The paint of `fill` or `stroke`.
    enum Paint: Sendable, Equatable {
        case none
        case color(RasterImage.Color)
        case currentColor
    }

    var fill: Paint = .color(.black)
    var fillOpacity = 1.0
    var fillRule = FillRule.nonzero
    var stroke: Paint = .none
    var strokeOpacity = 1.0
    var strokeStyle = VectorStroke()
    var color = RasterImage.Color.black
    var visible = true
    // Not inherited: reset for every element before its own declarations apply.
    var opacity = 1.0
    var display = true

    /// The declarations of a `style` attribute or a CSS rule body, as (property, value) pairs.
    static func declarations(_ text: String) -> [(String, String)] {
        text.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let name = declaration[..<colon].trimmingSVGSpace().lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingSVGSpace()
            if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingSVGSpace() }
            return name.isEmpty ? nil : (name, value)
        }
    }

    /// Applies one property; returns a warning message when the value is not understood.
    mutating func apply(_ name: String, _ value: String) -> String? {
        switch name {
        case "fill":
            guard let paint = Self.paint(value) else { return "fill \"\(value)\" is not supported; none used" }
            fill = paint
        case "stroke":
            guard let paint = Self.paint(value) else { return "stroke \"\(value)\" is not supported; none used" }
            stroke = paint
        case "color":
            guard let parsed = RasterImage.Color(cssColor: value) else { return "color \"\(value)\" is not a colour" }
            color = parsed
        case "fill-opacity": fillOpacity = Self.unit(value) ?? fillOpacity
        case "stroke-opacity": strokeOpacity = Self.unit(value) ?? strokeOpacity
        case "opacity": opacity = Self.unit(value) ?? opacity
        case "fill-rule": fillRule = value == "evenodd" ? .evenOdd : .nonzero
        case "stroke-width":
            guard let width = Self.length(value), width >= 0 else { return "stroke-width \"\(value)\" is not a length" }
            strokeStyle.width = width
        case "stroke-linecap":
            switch value {
            case "round": strokeStyle.cap = .round
            case "square": strokeStyle.cap = .square
            default: strokeStyle.cap = .butt
            }
        case "stroke-linejoin":
            switch value {
            case "round": strokeStyle.join = .round
            case "bevel": strokeStyle.join = .bevel
            default: strokeStyle.join = .miter
            }
        case "stroke-miterlimit":
            if let limit = Double(value), limit >= 1 { strokeStyle.miterLimit = limit }
        case "display": display = value != "none"
        case "visibility": visible = value == "visible" || value == "inherit"
        case "stroke-dasharray":
            return value == "none" ? nil : "dashed strokes are not supported; drawn solid"
        default:
            break
        }
        return nil
    }

    /// Paint values: `none`, `currentColor` or a colour; `url(…)` paint servers are not supported.
    static func paint(_ value: String) -> Paint? {
        if value == "none" { return Paint.none }
        if value == "currentColor" || value == "currentcolor" { return .currentColor }
        return RasterImage.Color(cssColor: value).map { .color($0) }
    }

    /// A number or percentage clamped to 0…1 (opacity values).
    static func unit(_ value: String) -> Double? {
        if value.hasSuffix("%"), let percent = Double(value.dropLast()), percent.isFinite {
            return RasterImage.Color.clamp(percent / 100)
        }
        guard let number = Double(value), number.isFinite else { return nil }
        return RasterImage.Color.clamp(number)
    }

    /// A user-space length: a number, optionally with a `px` unit.
    static func length(_ value: String) -> Double? {
        let number = value.hasSuffix("px") ? String(value.dropLast(2)) : value
        guard let parsed = Double(number.trimmingSVGSpace()), parsed.isFinite else { return nil }
        return parsed
    }

    func resolve(_ paint: Paint, opacity: Double) -> RasterImage.Color? {
        switch paint {
        case .none: return nil
        case .color(let c): return c.withOpacity(opacity)
        case .currentColor: return color.withOpacity(opacity)
        }
    }

    var resolvedFill: RasterImage.Color? { resolve(fill, opacity: fillOpacity) }
    var resolvedStroke: RasterImage.Color? { resolve(stroke, opacity: strokeOpacity) }
}

/// The class rules of `<style>` elements: `.name { … }`, `name { … }` and comma-separated lists.
///
/// Only simple selectors are understood (a class or an element name); rules with other selectors
/// are skipped with a warning. Later rules override earlier ones (CSS 2.1 §6.4.1, equal specificity).
struct StyleSheet: Sendable {
    var classRules: [String: [(String, String)]] = [:]
    var elementRules: [String: [(String, String)]] = [:]
    var warnings: [SVGWarning] = []

    mutating func add(css text: String) {
        var rest = Substring(Self.removingComments(text))
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let selectors = rest[..<open].split(separator: ",").map { $0.trimmingSVGSpace() }
            let body = SVGStyle.declarations(String(rest[rest.index(after: open)..<close]))
            for selector in selectors where !selector.isEmpty {
                if selector.hasPrefix("."),
                    !selector.dropFirst().contains(where: { $0 == " " || $0 == "." || $0 == ">" })
                {
                    classRules[String(selector.dropFirst()), default: []].append(contentsOf: body)
                } else if selector.allSatisfy({ $0.isLetter || $0 == "-" }) {
                    elementRules[selector, default: []].append(contentsOf: body)
                } else {
                    warnings.append(SVGWarning(element: "style", message: "selector \"\(selector)\" is not supported"))
                }
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    static func removingComments(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "/*") {
            output += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstRange(of: "*/") else { return output }
            rest = rest[end.upperBound...]
        }
        return output + rest
    }
}
