/// Writes a ``JSONValue`` as a YAML document of the subset ``YAMLReader`` reads, in block style.
struct YAMLWriter {
    var output = ""

    /// Two spaces per level.
    static let indentWidth = 2

    mutating func writeDocument(_ value: JSONValue) {
        switch value {
        case .object(let object) where object.count > 0: writeMembers(object, indent: 0, lead: "")
        case .array(let items) where !items.isEmpty: writeItems(items, indent: 0, lead: "")
        default:
            output += Self.inline(value)
            output += "\n"
        }
    }

    /// Members at `indent`; the first line starts with `lead` instead of the indentation (a `- `
    /// that makes the mapping compact).
    private mutating func writeMembers(_ object: JSONObject, indent: Int, lead: String) {
        var first = true
        for member in object {
            output += first ? lead : String(repeating: " ", count: indent)
            first = false
            let key = Self.scalar(member.key)
            if key.unicodeScalars.count > YAMLReader.maximumKeyLength {
                // §8.2.2: an implicit key spans at most 1,024 characters; longer keys are explicit.
                output += "? " + key + "\n" + String(repeating: " ", count: indent) + ":"
                writeIndicatedValue(member.value, indent: indent)
            } else {
                output += key + ":"
                writeValue(member.value, indent: indent)
            }
        }
    }

    /// A mapping value after `key:`: in-line when a scalar or empty, below otherwise.
    private mutating func writeValue(_ value: JSONValue, indent: Int) {
        switch value {
        case .object(let object) where object.count > 0:
            output += "\n"
            writeMembers(object, indent: indent + Self.indentWidth, lead: String(repeating: " ", count: indent + 2))
        case .array(let items) where !items.isEmpty:
            output += "\n"
            writeItems(items, indent: indent + Self.indentWidth, lead: String(repeating: " ", count: indent + 2))
        default:
            output += " " + Self.inline(value) + "\n"
        }
    }

    /// Entries `- item` at `indent`; the first line starts with `lead`.
    private mutating func writeItems(_ items: [JSONValue], indent: Int, lead: String) {
        var first = true
        for item in items {
            output += first ? lead : String(repeating: " ", count: indent)
            first = false
            output += "-"
            writeIndicatedValue(item, indent: indent)
        }
    }

    /// The node after a `-` or an explicit `:` at `indent`: collections compact on the same line.
    private mutating func writeIndicatedValue(_ value: JSONValue, indent: Int) {
        switch value {
        case .object(let object) where object.count > 0:
            writeMembers(object, indent: indent + Self.indentWidth, lead: " ")
        case .array(let items) where !items.isEmpty:
            writeItems(items, indent: indent + Self.indentWidth, lead: " ")
        default:
            output += " " + Self.inline(value) + "\n"
        }
    }

    /// A scalar or an empty collection on one line.
    static func inline(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.text
        case .string(let text): scalar(text)
        case .array: "[]"
        case .object: "{}"
        }
    }

    /// A string as a plain scalar when that is safe, else double-quoted (§7.3.1) with escapes.
    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : doubleQuoted(text)
    }

    /// Words that YAML 1.1 readers take as booleans, null, or merge (`<<`) and value (`=`) keys;
    /// quoted so they stay strings there too.
    private static let keywords: Set<String> = [
        "null", "true", "false", "yes", "no", "on", "off", "y", "n", "~", "<<", "=",
    ]

    /// Whether `text` written plain reads back as the same string: it must not be empty, start or
    /// end with white space, start with an indicator (§5.3), a digit, `+` or `.` (numbers and
    /// `.inf` in any schema), be a keyword in any case, hold `: ` or ` #`, end with `:`, or hold a
    /// character that is escaped when quoted.
    static func isPlainSafe(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if "-?:,[]{}#&*!|>'\"%@`+.0123456789".unicodeScalars.contains(first) { return false }
        if keywords.contains(text.lowercased()) { return false }
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            if escape(scalar) != nil { return false }
            if (scalar == "#" && previous == " ") || (previous == ":" && scalar == " ") { return false }
            previous = scalar
        }
        return true
    }

    /// §5.7 escapes for what must or should not appear raw: C0 controls, DEL, C1 controls, the
    /// non-ASCII line breaks of YAML 1.1, the byte order mark and the two noncharacters; and the
    /// tab, which plain scalars cannot end with and folding would trim.
    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00: "\\0"
        case 0x07: "\\a"
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0B: "\\v"
        case 0x0C: "\\f"
        case 0x0D: "\\r"
        case 0x1B: "\\e"
        case 0x85: "\\N"
        case 0x2028: "\\L"
        case 0x2029: "\\P"
        case 0x00...0x1F, 0x7F...0x9F: "\\x" + hex(scalar.value, digits: 2)
        case 0xFEFF, 0xFFFE, 0xFFFF: "\\u" + hex(scalar.value, digits: 4)
        default: nil
        }
    }

    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" {
                result += "\\\""
            } else if scalar == "\\" {
                result += "\\\\"
            } else if let escaped = escape(scalar) {
                result += escaped
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
