extension JSONValue {
    /// Writes the value as JSON text: members in order, numbers exactly as stored.
    ///
    /// - Parameter indent: spaces per level; `nil` writes everything on one line.
    /// - Complexity: O(*n*) in the size of the output.
    public func serialized(indent: Int? = 2) -> String {
        var output = ""
        write(to: &output, indent: indent, level: 0)
        if indent != nil { output += "\n" }
        return output
    }

    private func write(to output: inout String, indent: Int?, level: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.text
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (position, item) in items.enumerated() {
                if position > 0 { output += "," }
                Self.newline(&output, indent: indent, level: level + 1)
                item.write(to: &output, indent: indent, level: level + 1)
            }
            Self.newline(&output, indent: indent, level: level)
            output += "]"
        case .object(let object):
            guard object.count > 0 else {
                output += "{}"
                return
            }
            output += "{"
            for (position, member) in object.members.enumerated() {
                if position > 0 { output += "," }
                Self.newline(&output, indent: indent, level: level + 1)
                Self.writeString(member.key, to: &output)
                output += indent == nil ? ":" : ": "
                member.value.write(to: &output, indent: indent, level: level + 1)
            }
            Self.newline(&output, indent: indent, level: level)
            output += "}"
        }
    }

    private static func newline(_ output: inout String, indent: Int?, level: Int) {
        guard let indent else { return }
        output += "\n"
        output += String(repeating: " ", count: indent * level)
    }

    /// RFC 8259 §7 escaping: quote, backslash and control characters.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
