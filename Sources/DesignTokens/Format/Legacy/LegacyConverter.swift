/// Rewrites legacy token files into DTCG 2025.10 shapes, recording each rewrite.
struct LegacyConverter {
    var conversions: [LegacyConversion] = []

    /// Tool type names and the DTCG type each means.
    static let typeNames: [String: TokenType] = [
        "spacing": .dimension, "sizing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "letterSpacing": .dimension, "paragraphSpacing": .dimension,
        "fontWeights": .fontWeight, "fontFamilies": .fontFamily, "lineHeights": .number, "opacity": .number,
    ]

    /// Named weights with case, spaces, hyphens and underscores removed (§8.4 names).
    static let compactWeights: [String: Double] = Dictionary(
        uniqueKeysWithValues: TokenType.fontWeightNames.map { (compact($0.key), $0.value) })

    static func compact(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    mutating func note(_ pointer: String, _ kind: LegacyConversion.Kind) {
        conversions.append(LegacyConversion(pointer: pointer, kind: kind))
    }

    /// Converts a group or token object; other values are returned unchanged.
    mutating func convertGroup(_ value: JSONValue, pointer: String, inherited: TokenType?) -> JSONValue {
        guard case .object(let object) = value else { return value }
        let isToken = object["$value"] != nil || object["value"] != nil
        var result = JSONObject()
        var type = inherited
        for member in object {
            var key = member.key
            var child = member.value
            let renamed = ["value": "$value", "type": "$type", "description": "$description"][key]
            // In a group only a string can be a legacy property: a child token or group is an object.
            if let renamed, object[renamed] == nil, isToken || child.stringValue != nil {
                key = renamed
            }
            if key != member.key {
                note("\(pointer)/\(key.pointerEscaped)", .renamedProperty(from: member.key, to: key))
            }
            if key == "$type", let name = child.stringValue {
                if let mapped = Self.typeNames[name] {
                    child = .string(mapped.rawValue)
                    note("\(pointer)/$type", .mappedType(from: name, to: mapped))
                    type = mapped
                } else if let known = TokenType(rawValue: name) {
                    type = known
                }
            }
            result.appendUnchecked(key, child)
        }
        if isToken {
            if let raw = result["$value"], let type {
                result["$value"] = convertValue(raw, type: type, pointer: pointer + "/$value")
            }
            return .object(result)
        }
        var group = JSONObject()
        for member in result {
            if member.key.hasPrefix("$") {
                group.appendUnchecked(member.key, member.value)
            } else {
                let childPointer = "\(pointer)/\(member.key.pointerEscaped)"
                group.appendUnchecked(member.key, convertGroup(member.value, pointer: childPointer, inherited: type))
            }
        }
        return .object(group)
    }

    /// Converts one value of a known type, recording the change when there is one.
    mutating func convertValue(_ value: JSONValue, type: TokenType, pointer: String) -> JSONValue {
        if let text = value.stringValue, text.hasPrefix("{") { return value }
        if !type.parts.isEmpty, case .object(var object) = value {
            if type == .shadow { renameShadowMembers(&object, pointer: pointer) }
            for part in type.parts {
                guard let member = object[part.name] else { continue }
                object[part.name] = convertValue(member, type: part.type, pointer: "\(pointer)/\(part.name)")
            }
            if type == .typography { convertRelativeTypography(&object, pointer: pointer) }
            return .object(object)
        }
        if type == .shadow, case .array(let layers) = value {
            return .array(
                layers.enumerated().map { convertValue($0.element, type: .shadow, pointer: "\(pointer)/\($0.offset)") })
        }
        guard let converted = Self.converted(value, type: type) else { return value }
        note(pointer, .convertedValue(type: type, from: value, to: converted))
        return converted
    }

    /// Tokens Studio shadows: `x`/`y` become `offsetX`/`offsetY`, `type: innerShadow` becomes `inset`.
    mutating func renameShadowMembers(_ object: inout JSONObject, pointer: String) {
        for (from, to) in [("x", "offsetX"), ("y", "offsetY")] where object[to] == nil {
            guard object[from] != nil else { continue }
            object = JSONObject(object.members.map { ($0.key == from ? to : $0.key, $0.value) })
            note("\(pointer)/\(to)", .renamedProperty(from: from, to: to))
        }
        if object["inset"] == nil, let kind = object["type"]?.stringValue,
            kind == "innerShadow" || kind == "dropShadow"
        {
            object = JSONObject(
                object.members.map { $0.key == "type" ? ("inset", .bool(kind == "innerShadow")) : ($0.key, $0.value) })
            note("\(pointer)/inset", .renamedProperty(from: "type", to: "inset"))
        }
    }

    /// Typography parts given relative to the font size: `letterSpacing` as a percentage of the
    /// size becomes pixels, and `lineHeight` in pixels becomes a multiple of the size.
    mutating func convertRelativeTypography(_ object: inout JSONObject, pointer: String) {
        guard let size = object["fontSize"]?["value"]?.doubleValue, object["fontSize"]?["unit"]?.stringValue == "px",
            size > 0
        else { return }
        if let text = object["letterSpacing"]?.stringValue, text.hasSuffix("%"),
            let percent = Self.plainNumber(String(text.dropLast()))
        {
            let points = Self.unitObject(
                JSONNumber((percent.doubleValue * size / 100 * 10_000).rounded() / 10_000), "px")
            note("\(pointer)/letterSpacing", .convertedValue(type: .dimension, from: .string(text), to: points))
            object["letterSpacing"] = points
        }
        if let text = object["lineHeight"]?.stringValue, text.hasSuffix("px"),
            let pixels = Self.plainNumber(String(text.dropLast(2)))
        {
            let ratio = JSONValue.number(JSONNumber((pixels.doubleValue / size * 10_000).rounded() / 10_000))
            note("\(pointer)/lineHeight", .convertedValue(type: .number, from: .string(text), to: ratio))
            object["lineHeight"] = ratio
        }
    }

    /// The DTCG shape of a legacy scalar, or `nil` when no rule applies.
    static func converted(_ value: JSONValue, type: TokenType) -> JSONValue? {
        switch (type, value) {
        case (.color, .string(let text)): color(text)
        case (.dimension, .string(let text)): measure(text, units: ["px", "rem"], bare: "px")
        case (.dimension, .number(let number)): unitObject(number, "px")
        case (.duration, .string(let text)): measure(text, units: ["ms", "s"], bare: "ms")
        case (.duration, .number(let number)): unitObject(number, "ms")
        case (.fontWeight, .string(let text)):
            if TokenType.fontWeightNames[text] != nil {
                nil
            } else if let weight = compactWeights[compact(text)] {
                .number(JSONNumber(weight))
            } else {
                plainNumber(text).map(JSONValue.number)
            }
        case (.number, .string(let text)):
            if text.hasSuffix("%"), let percent = plainNumber(String(text.dropLast())) {
                .number(JSONNumber(percent.doubleValue / 100))
            } else {
                plainNumber(text).map(JSONValue.number)
            }
        default: nil
        }
    }

    static func unitObject(_ number: JSONNumber, _ unit: String) -> JSONValue {
        .object(JSONObject([("value", .number(number)), ("unit", .string(unit))]))
    }

    /// `"16px"`, `"1.5rem"`, `"200ms"`, `"0.2s"`; a bare number takes `bare` as its unit.
    static func measure(_ text: String, units: [String], bare: String) -> JSONValue? {
        let trimmed = text.trimmingWhitespace()
        // Longest unit first so "ms" is not read as "s".
        for unit in units.sorted(by: { $0.count > $1.count }) where trimmed.hasSuffix(unit) {
            return plainNumber(String(trimmed.dropLast(unit.count))).map { unitObject($0, unit) }
        }
        return plainNumber(trimmed).map { unitObject($0, bare) }
    }

    /// A JSON number written as a string, or `nil`.
    static func plainNumber(_ text: String) -> JSONNumber? {
        let trimmed = text.trimmingWhitespace()
        guard let number = JSONNumber(text: trimmed.hasPrefix(".") ? "0" + trimmed : trimmed) else { return nil }
        return number
    }

    /// A hex or `rgb()`/`rgba()` colour string as a §8.1 object.
    static func color(_ text: String) -> JSONValue? {
        let trimmed = text.trimmingWhitespace().lowercased()
        if trimmed.hasPrefix("#") {
            guard let color = try? RGBColor(hex: trimmed) else { return nil }
            return color.dtcgValue
        }
        let name = trimmed.hasPrefix("rgba(") ? "rgba(" : "rgb("
        guard trimmed.hasPrefix(name), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst(name.count).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace()
        }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            guard let value = plainNumber(part)?.doubleValue, (0...255).contains(value) else { return nil }
            channels.append(value / 255)
        }
        var alpha = 1.0
        if parts.count == 4 {
            let percent = parts[3].hasSuffix("%")
            guard let value = plainNumber(percent ? String(parts[3].dropLast()) : parts[3])?.doubleValue else {
                return nil
            }
            alpha = percent ? value / 100 : value
            guard (0...1).contains(alpha) else { return nil }
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha).dtcgValue
    }
}
