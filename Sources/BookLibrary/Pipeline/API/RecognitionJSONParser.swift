/// A strict RFC 8259 JSON parser producing ``RecognitionJSON``, used for every payload of the
/// backend: it reports the byte offset of the first error and never traps on input.
///
/// Nesting deeper than ``maximumDepth`` is refused so that hostile input cannot exhaust the stack.
struct RecognitionJSONParser {
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON text, surrounded by optional whitespace (RFC 8259 §2).
    /// - Returns: The value, or the byte offset of the first error.
    static func parse(_ bytes: [UInt8]) -> Result<RecognitionJSON, ParseFailure> {
        var parser = RecognitionJSONParser(bytes)
        do throws(ParseFailure) {
            parser.skipWhitespace()
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.offset == bytes.count else { throw ParseFailure(offset: parser.offset) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    struct ParseFailure: Error {
        var offset: Int
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func fail() -> ParseFailure { ParseFailure(offset: offset) }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    private mutating func expect(_ literal: StaticString) throws(ParseFailure) {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw fail() }
        for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] {
            offset += index
            throw fail()
        }
        offset += count
    }

    private mutating func value(depth: Int) throws(ParseFailure) -> RecognitionJSON {
        guard depth < Self.maximumDepth, let byte = current else { throw fail() }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws(ParseFailure) -> RecognitionJSON {
        var members: [String: RecognitionJSON] = [:]
        if opensEmpty(closing: UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw fail() }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail() }
            offset += 1
            skipWhitespace()
            members[key] = try value(depth: depth + 1)
            if try closes(UInt8(ascii: "}")) { return .object(members) }
        }
    }

    private mutating func array(depth: Int) throws(ParseFailure) -> RecognitionJSON {
        var items: [RecognitionJSON] = []
        if opensEmpty(closing: UInt8(ascii: "]")) { return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            if try closes(UInt8(ascii: "]")) { return .array(items) }
        }
    }

    /// Steps over a container's opening bracket and the whitespace after it (RFC 8259 §2).
    /// - Returns: Whether the container is empty, in which case its `closing` bracket is read too.
    private mutating func opensEmpty(closing: UInt8) -> Bool {
        offset += 1
        skipWhitespace()
        guard current == closing else { return false }
        offset += 1
        return true
    }

    /// Reads what follows a member or an element (RFC 8259 §4, §5): a comma, or the `closing`
    /// bracket, either after optional whitespace.
    /// - Returns: Whether the container closed; `false` after a comma.
    /// - Throws: ``ParseFailure`` at any other byte.
    private mutating func closes(_ closing: UInt8) throws(ParseFailure) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            offset += 1
            return false
        case closing:
            offset += 1
            return true
        default: throw fail()
        }
    }

    /// RFC 8259 §7: a quoted run of characters; control characters must be escaped. Invalid
    /// UTF-8 and lone surrogates become U+FFFD.
    private mutating func string() throws(ParseFailure) -> String {
        offset += 1
        let start = offset
        var buffer: [UInt8] = []
        var escaped = false
        var runStart = offset
        while true {
            guard let byte = current else { throw fail() }
            switch byte {
            case UInt8(ascii: "\\"):
                escaped = true
                buffer.append(contentsOf: bytes[runStart..<offset])
                offset += 1
                buffer.append(contentsOf: String(try escape()).utf8)
                runStart = offset
            case UInt8(ascii: "\""):
                defer { offset += 1 }
                guard escaped else { return String(decoding: bytes[start..<offset], as: UTF8.self) }
                buffer.append(contentsOf: bytes[runStart..<offset])
                return String(decoding: buffer, as: UTF8.self)
            case 0..<0x20:
                throw fail()
            default:
                offset += 1
            }
        }
    }

    private mutating func escape() throws(ParseFailure) -> Unicode.Scalar {
        guard let byte = current else { throw fail() }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexQuad()
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate (RFC 8259 §7).
                let saved = offset
                if current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") {
                    offset += 2
                    let low = try hexQuad()
                    if (0xDC00...0xDFFF).contains(low) {
                        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                    }
                }
                offset = saved
                return "\u{FFFD}"
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            offset -= 1
            throw fail()
        }
    }

    private mutating func hexQuad() throws(ParseFailure) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw fail() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail()
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// RFC 8259 §6: `-? (0 / [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(ParseFailure) -> Double {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        guard let first = current, isDigit(first) else { throw fail() }
        offset += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard let byte = current, isDigit(byte) else { throw fail() }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard let byte = current, isDigit(byte) else { throw fail() }
            skipDigits()
        }
        guard let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            offset = start
            throw fail()
        }
        return number
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { offset += 1 }
    }
}
