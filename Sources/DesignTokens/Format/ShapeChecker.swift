/// Checks that a value has the shape its type requires (DTCG 2025.10 §8, §9) and collects the
/// aliases it contains, each with the type the place requires.
struct ShapeChecker {
    var errors: [TokenError] = []
    var references: [(pointer: String, reference: TokenReference, expected: TokenType?)] = []

    mutating func check(_ value: JSONValue, type: TokenType, pointer: String) {
        if let reference = TokenReference(value) {
            references.append((pointer, reference, type))
            return
        }
        switch type {
        case .color: checkColor(value, pointer: pointer)
        case .dimension: checkUnitValue(value, type: type, units: Self.lengthUnits, pointer: pointer)
        case .duration: checkUnitValue(value, type: type, units: Self.timeUnits, pointer: pointer)
        case .number:
            if value.doubleValue == nil { fail(pointer, type, "a number") }
        case .fontFamily:
            switch value {
            case .string(let name) where !name.isEmpty: break
            case .array(let names) where !names.isEmpty && names.allSatisfy({ $0.stringValue != nil }): break
            default: fail(pointer, type, "a font name or a non-empty array of font names")
            }
        case .fontWeight:
            if let weight = value.doubleValue {
                if !(1...1000).contains(weight) { fail(pointer, type, "a number from 1 to 1000") }
            } else if let name = value.stringValue, TokenType.fontWeightNames[name] != nil {
                break
            } else {
                fail(pointer, type, "a number from 1 to 1000 or a weight name such as \"bold\"")
            }
        case .cubicBezier:
            let numbers = value.arrayValue?.compactMap(\.doubleValue) ?? []
            if numbers.count != 4 || value.arrayValue?.count != 4 || !(0...1).contains(numbers[0])
                || !(0...1).contains(numbers[2])
            {
                fail(pointer, type, "an array of four numbers [P1x, P1y, P2x, P2y] with P1x and P2x in 0...1")
            }
        case .strokeStyle: checkStrokeStyle(value, pointer: pointer)
        case .border, .transition, .typography: checkComposite(value, type: type, pointer: pointer)
        case .shadow:
            if case .array(let layers) = value {
                if layers.isEmpty { fail(pointer, type, "a shadow object or a non-empty array of them") }
                for (position, layer) in layers.enumerated() {
                    checkShadowLayer(layer, pointer: "\(pointer)/\(position)")
                }
            } else {
                checkShadowLayer(value, pointer: pointer)
            }
        case .gradient:
            guard case .array(let stops) = value, !stops.isEmpty else {
                fail(pointer, type, "a non-empty array of {color, position} stops")
                return
            }
            for (position, stop) in stops.enumerated() {
                let stopPointer = "\(pointer)/\(position)"
                guard case .object(let object) = stop, let color = object["color"], let at = object["position"] else {
                    fail(stopPointer, type, "a stop object with color and position")
                    continue
                }
                check(color, type: .color, pointer: stopPointer + "/color")
                if TokenReference(at) != nil {
                    check(at, type: .number, pointer: stopPointer + "/position")
                } else if let number = at.doubleValue, (0...1).contains(number) {
                    continue
                } else {
                    fail(stopPointer + "/position", type, "a position from 0 to 1")
                }
            }
        }
    }

    static let unitRangeSpaces: Set<String> = [
        "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
    ]
    static let lengthUnits: Set<String> = ["px", "rem"]
    static let timeUnits: Set<String> = ["ms", "s"]

    mutating func fail(_ pointer: String, _ type: TokenType, _ expected: String) {
        errors.append(.invalidValue(path: pointer, type: type, expected: expected))
    }

    /// §8.1: `colorSpace`, three `components` (numbers or `"none"`), optional `alpha` 0...1 and `hex`.
    mutating func checkColor(_ value: JSONValue, pointer: String) {
        let expected = "an object with colorSpace, components, optional alpha and hex"
        guard case .object(let object) = value, let space = object["colorSpace"]?.stringValue,
            let components = object["components"]?.arrayValue
        else {
            fail(pointer, .color, expected)
            return
        }
        guard TokenType.colorSpaces.contains(space) else {
            fail(pointer + "/colorSpace", .color, "a supported colour space, not \"\(space)\"")
            return
        }
        let valid = components.allSatisfy { $0.doubleValue != nil || $0.stringValue == "none" }
        guard components.count == 3, valid else {
            fail(pointer + "/components", .color, "three numbers (or \"none\")")
            return
        }
        if Self.unitRangeSpaces.contains(space),
            components.contains(where: { $0.doubleValue.map { !(0...1).contains($0) } ?? false })
        {
            fail(pointer + "/components", .color, "components from 0 to 1 in \(space)")
        }
        if let alpha = object["alpha"], !(alpha.doubleValue.map { (0...1).contains($0) } ?? false) {
            fail(pointer + "/alpha", .color, "an alpha from 0 to 1")
        }
        if let hex = object["hex"] {
            let text = hex.stringValue ?? ""
            if text.utf8.count != 7 || (try? RGBColor(hex: text)) == nil {
                fail(pointer + "/hex", .color, "a six-digit hex string such as \"#ff3b30\"")
            }
        }
    }

    mutating func checkUnitValue(_ value: JSONValue, type: TokenType, units: Set<String>, pointer: String) {
        guard case .object(let object) = value, object["value"]?.doubleValue != nil,
            let unit = object["unit"]?.stringValue, units.contains(unit)
        else {
            let names = units.sorted().map { "\"\($0)\"" }.joined(separator: " or ")
            fail(pointer, type, "an object {\"value\": number, \"unit\": \(names)}")
            return
        }
    }

    /// §9.2: a keyword, or `{dashArray: [dimension…], lineCap: round | butt | square}`.
    mutating func checkStrokeStyle(_ value: JSONValue, pointer: String) {
        if let keyword = value.stringValue {
            if !TokenType.strokeKeywords.contains(keyword) {
                fail(pointer, .strokeStyle, "a stroke keyword such as \"solid\"")
            }
            return
        }
        guard case .object(let object) = value, case .array(let dashes) = object["dashArray"], !dashes.isEmpty,
            let cap = object["lineCap"]?.stringValue, ["round", "butt", "square"].contains(cap)
        else {
            fail(pointer, .strokeStyle, "a keyword or {dashArray, lineCap}")
            return
        }
        for (position, dash) in dashes.enumerated() {
            check(dash, type: .dimension, pointer: "\(pointer)/dashArray/\(position)")
        }
    }

    mutating func checkComposite(_ value: JSONValue, type: TokenType, pointer: String) {
        let names = type.parts.map(\.name).joined(separator: ", ")
        guard case .object(let object) = value else {
            fail(pointer, type, "an object with \(names)")
            return
        }
        let missing = type.parts.filter { $0.required && object[$0.name] == nil }.map(\.name)
        guard missing.isEmpty else {
            fail(pointer, type, "an object with \(names); missing \(missing.joined(separator: ", "))")
            return
        }
        for part in type.parts {
            guard let member = object[part.name] else { continue }
            check(member, type: part.type, pointer: pointer + "/" + part.name)
        }
    }

    mutating func checkShadowLayer(_ value: JSONValue, pointer: String) {
        checkComposite(value, type: .shadow, pointer: pointer)
        if let inset = value["inset"] {
            if case .bool = inset {} else { fail(pointer + "/inset", .shadow, "inset as true or false") }
        }
    }
}
