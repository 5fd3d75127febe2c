/// A small XML reader for SVG: elements, attributes, text, CDATA, comments, processing
/// instructions and a DOCTYPE are understood; namespaces are kept as plain `prefix:name` strings.
///
/// XML 1.0 §2–§4, restricted to what self-contained SVG files use: the five predefined entities and
/// numeric character references are replaced; other entity references are an error.
struct XMLTokenizer {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static let maximumDepth = 256

    mutating func parseDocument() throws(SVGError) -> SVGElement {
        var stack: [SVGElement] = []
        var root: SVGElement?
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                let text = try readText()
                if !stack.isEmpty { stack[stack.count - 1].text += text }
                continue
            }
            if starts(with: "<!--") {
                try skip(past: "-->", from: index + 4)
            } else if starts(with: "<![CDATA[") {
                let start = index + 9
                let end = try find("]]>", from: start)
                if !stack.isEmpty {
                    stack[stack.count - 1].text += String(decoding: bytes[start..<end], as: UTF8.self)
                }
                index = end + 3
            } else if starts(with: "<?") {
                try skip(past: "?>", from: index + 2)
            } else if starts(with: "<!") {
                try skipDeclaration()
            } else if starts(with: "</") {
                let offset = index
                index += 2
                let name = try readName()
                skipSpace()
                try expect(">")
                guard let open = stack.popLast() else {
                    throw .malformedXML(reason: "end tag </\(name)> without a start tag", offset: offset)
                }
                guard open.name == name else {
                    throw .mismatchedEndTag(expected: open.name, found: name, offset: offset)
                }
                if stack.isEmpty { root = open } else { stack[stack.count - 1].children.append(open) }
            } else {
                let offset = index
                index += 1
                let (element, selfClosing) = try readStartTag()
                if root != nil && stack.isEmpty {
                    throw .malformedXML(reason: "a second root element", offset: offset)
                }
                if selfClosing {
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                } else {
                    guard stack.count < Self.maximumDepth else {
                        throw .malformedXML(reason: "elements nested deeper than 256 levels", offset: offset)
                    }
                    stack.append(element)
                }
            }
        }
        if let open = stack.last { throw .unclosedElement(name: open.name) }
        guard let root else { throw .malformedXML(reason: "no root element", offset: bytes.count) }
        return root
    }

    func starts(with literal: String) -> Bool {
        var i = index
        for byte in literal.utf8 {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
        }
        return true
    }

    func find(_ literal: String, from start: Int) throws(SVGError) -> Int {
        let pattern = Array(literal.utf8)
        var i = start
        while i + pattern.count <= bytes.count {
            if bytes[i] == pattern[0] && Array(bytes[i..<(i + pattern.count)]) == pattern { return i }
            i += 1
        }
        throw .malformedXML(reason: "missing \"\(literal)\"", offset: start)
    }

    mutating func skip(past literal: String, from start: Int) throws(SVGError) {
        index = try find(literal, from: start) + literal.utf8.count
    }

    /// Skips `<!DOCTYPE …>`, including an internal subset in brackets.
    mutating func skipDeclaration() throws(SVGError) {
        let start = index
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: ">") && depth <= 0 { return }
        }
        throw .malformedXML(reason: "unterminated declaration", offset: start)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    mutating func expect(_ character: Unicode.Scalar) throws(SVGError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw .malformedXML(reason: "expected '\(character)'", offset: index)
        }
        index += 1
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte >= 0x80
    }

    mutating func readName() throws(SVGError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw .malformedXML(reason: "expected a name", offset: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads the rest of a start tag after `<`; returns the element and whether it ended with `/>`.
    mutating func readStartTag() throws(SVGError) -> (SVGElement, Bool) {
        var element = SVGElement(name: try readName())
        while true {
            let hadSpace = index < bytes.count && Self.isSpace(bytes[index])
            skipSpace()
            guard index < bytes.count else { throw .malformedXML(reason: "unterminated start tag", offset: index) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (element, false)
            }
            if starts(with: "/>") {
                index += 2
                return (element, true)
            }
            guard hadSpace else {
                throw .malformedXML(reason: "expected white space before an attribute", offset: index)
            }
            let nameOffset = index
            let name = try readName()
            skipSpace()
            try expect("=")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw .malformedXML(reason: "expected a quoted attribute value", offset: index)
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                guard bytes[index] != UInt8(ascii: "<") else {
                    throw .malformedXML(reason: "'<' inside an attribute value", offset: index)
                }
                index += 1
            }
            guard index < bytes.count else {
                throw .malformedXML(reason: "unterminated attribute value", offset: start)
            }
            let value = try Self.decodeEntities(bytes[start..<index], offset: start)
            index += 1
            if element[name] != nil {
                throw .malformedXML(reason: "attribute \(name) appears twice", offset: nameOffset)
            }
            element.attributes.append((name, value))
        }
    }

    mutating func readText() throws(SVGError) -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        return try Self.decodeEntities(bytes[start..<index], offset: start)
    }

    /// Replaces `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#…;` / `&#x…;` references (XML 1.0 §4.1, §4.6).
    static func decodeEntities(_ slice: ArraySlice<UInt8>, offset: Int) throws(SVGError) -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var output: [UInt8] = []
        var i = slice.startIndex
        while i < slice.endIndex {
            let byte = slice[i]
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                i += 1
                continue
            }
            guard let semicolon = slice[i...].firstIndex(of: UInt8(ascii: ";")), semicolon - i <= 12 else {
                throw .malformedXML(reason: "unterminated entity reference", offset: offset + i - slice.startIndex)
            }
            let name = String(decoding: slice[(i + 1)..<semicolon], as: UTF8.self)
            var scalar: Unicode.Scalar?
            switch name {
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "amp": scalar = "&"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16) {
                    scalar = Unicode.Scalar(value)
                } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst(), radix: 10) {
                    scalar = Unicode.Scalar(value)
                }
            }
            guard let scalar else {
                throw .malformedXML(reason: "unknown entity &\(name);", offset: offset + i - slice.startIndex)
            }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
            i = semicolon + 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
