struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw .tooDeep(offset: index) }
        guard index < bytes.count else { throw .unexpectedEnd(expected: "a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try parseObject(depth: depth))
        case UInt8(ascii: "["): return .array(try parseArray(depth: depth))
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw .unexpectedByte(offset: index, expected: "a value")
        }
    }

    mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        for byte in literal.utf8 {
            guard index < bytes.count else { throw .unexpectedEnd(expected: literal) }
            guard bytes[index] == byte else { throw .unexpectedByte(offset: index, expected: literal) }
            index += 1
        }
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
        var object = JSONObject()
        // Small objects (the usual case) check duplicates by scanning; large ones switch to a set.
        var seen: Set<String>?
        if opensEmpty(closing: UInt8(ascii: "}")) { return object }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw .unexpectedEnd(expected: "a member name") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw .unexpectedByte(offset: index, expected: "a member name")
            }
            let keyOffset = index
            let key = try parseString()
            if seen == nil, object.count >= 16 { seen = Set(object.keys) }
            if seen != nil {
                guard seen?.insert(key).inserted == true else { throw .duplicateKey(offset: keyOffset, key: key) }
            } else if object.members.contains(where: { $0.key == key }) {
                throw .duplicateKey(offset: keyOffset, key: key)
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':'")
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            object.appendUnchecked(key, value)
            if try closes(UInt8(ascii: "}"), "',' or '}'") { return object }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        var array: [JSONValue] = []
        if opensEmpty(closing: UInt8(ascii: "]")) { return array }
        while true {
            skipWhitespace()
            array.append(try parseValue(depth: depth + 1))
            if try closes(UInt8(ascii: "]"), "',' or ']'") { return array }
        }
    }

    /// Steps over a container's opening bracket and the whitespace after it (RFC 8259 §2).
    /// - Returns: Whether the container is empty, in which case its `closing` bracket is read too.
    mutating func opensEmpty(closing: UInt8) -> Bool {
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        return true
    }

    /// Reads what follows a member or an element (RFC 8259 §4, §5): a comma, or the `closing`
    /// bracket, either after optional whitespace; `expected` names the two in errors.
    /// - Returns: Whether the container closed; `false` after a comma.
    /// - Throws: ``JSONSyntaxError/unexpectedEnd(expected:)`` or
    ///   ``JSONSyntaxError/unexpectedByte(offset:expected:)`` at anything else.
    mutating func closes(_ closing: UInt8, _ expected: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw .unexpectedEnd(expected: expected) }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            return false
        case closing:
            index += 1
            return true
        default: throw .unexpectedByte(offset: index, expected: expected)
        }
    }

    mutating func expect(_ byte: UInt8, _ name: String) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw .unexpectedEnd(expected: name) }
        guard bytes[index] == byte else { throw .unexpectedByte(offset: index, expected: name) }
        index += 1
    }

    /// RFC 8259 §7: strings, with `\uXXXX` escapes and surrogate pairs.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw .unexpectedByte(offset: index, expected: "a string character") }
            index += 1
        }
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            guard byte >= 0x20 else { throw .unexpectedByte(offset: index, expected: "a string character") }
            if byte != UInt8(ascii: "\\") {
                scalars.append(byte)
                index += 1
                continue
            }
            let escapeOffset = index
            index += 1
            guard index < bytes.count else { throw .unexpectedEnd(expected: "an escape") }
            let code = bytes[index]
            index += 1
            switch code {
            case UInt8(ascii: "\""): scalars.append(0x22)
            case UInt8(ascii: "\\"): scalars.append(0x5C)
            case UInt8(ascii: "/"): scalars.append(0x2F)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var value = try parseHex4(escapeOffset)
                if (0xD800...0xDBFF).contains(value) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw .invalidEscape(offset: escapeOffset) }
                    index += 2
                    let low = try parseHex4(escapeOffset)
                    guard (0xDC00...0xDFFF).contains(low) else { throw .invalidEscape(offset: escapeOffset) }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(value) {
                    throw .invalidEscape(offset: escapeOffset)
                }
                guard let scalar = Unicode.Scalar(value) else { throw .invalidEscape(offset: escapeOffset) }
                scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw .invalidEscape(offset: escapeOffset)
            }
        }
        throw .unexpectedEnd(expected: "closing '\"'")
    }

    mutating func parseHex4(_ escapeOffset: Int) throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .unexpectedEnd(expected: "four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = bytes[index].asciiHexDigitValue else { throw .invalidEscape(offset: escapeOffset) }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// RFC 8259 §6: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
            {
                parser.index += 1
            }
            return parser.index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw .unexpectedEnd(expected: "a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw .unexpectedByte(offset: index, expected: "a digit")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw .unexpectedByte(offset: index, expected: "a fraction digit") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw .unexpectedByte(offset: index, expected: "an exponent digit") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return JSONNumber(uncheckedText: text, value: Double(text) ?? 0)
    }
}
