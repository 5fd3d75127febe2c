/// How a plain scalar becomes a ``JSONValue``: YAML 1.2.2's JSON schema (§10.2.2) for `null`,
/// `true`, `false` and numbers, strings for everything else — except the plain scalars that the
/// core schema (§10.3.2), YAML's recommended default, reads as null, a boolean or a number while
/// the JSON schema does not. Those are refused, so a document never means one thing here and
/// another in a core-schema reader.
enum YAMLScalarResolution {
    enum Outcome: Equatable {
        case value(JSONValue)
        /// The core schema gives it a non-string meaning the JSON schema does not.
        case ambiguous
    }

    /// Resolves a plain scalar's text.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func resolve(plain text: String) -> Outcome {
        switch text {
        case "null": return .value(.null)
        case "true": return .value(.bool(true))
        case "false": return .value(.bool(false))
        case "Null", "NULL", "~", "True", "TRUE", "False", "FALSE": return .ambiguous
        default: break
        }
        // Every number form of either schema starts with a sign, a dot or a digit; anything else is
        // a string, decided without looking further (long scalars stay linear and uncopied).
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return .value(.string(text)) }
        let bytes = Array(text.utf8)
        if let number = jsonSchemaNumber(bytes) { return .value(.number(number)) }
        return isCoreSchemaNumber(text) ? .ambiguous : .value(.string(text))
    }

    /// §10.2.2: `-? ( 0 | [1-9] [0-9]* )` for int and
    /// `-? ( 0 | [1-9] [0-9]* ) ( \. [0-9]* )? ( [eE] [-+]? [0-9]+ )?` for float. The number keeps
    /// its text, with a `0` added after a dot that no digit follows (`1.` → `1.0`) so that the text
    /// is also an RFC 8259 number.
    static func jsonSchemaNumber(_ bytes: [UInt8]) -> JSONNumber? {
        var index = 0
        let count = bytes.count
        func digit(_ offset: Int) -> Bool {
            offset < count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
        }
        if index < count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digit(index) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while digit(index) { index += 1 }
        }
        var text = bytes
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if !digit(index) { text.insert(UInt8(ascii: "0"), at: index) }
            while digit(index) { index += 1 }
        }
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digit(index) else { return nil }
            while digit(index) { index += 1 }
        }
        guard index == count else { return nil }
        return JSONNumber(text: String(decoding: text, as: UTF8.self))
    }

    /// §10.3.2 core-schema int and float forms: `[-+]? [0-9]+`, `0o [0-7]+`, `0x [0-9a-fA-F]+`,
    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`,
    /// `[-+]? ( \.inf | \.Inf | \.INF )` and `\.nan | \.NaN | \.NAN`.
    static func isCoreSchemaNumber(_ text: String) -> Bool {
        if [".nan", ".NaN", ".NAN"].contains(text) { return true }
        var body = Substring(text)
        if body.first == "+" || body.first == "-" { body = body.dropFirst() }
        if [".inf", ".Inf", ".INF"].contains(body) { return true }
        if text.hasPrefix("0o"), text.count > 2, text.dropFirst(2).allSatisfy({ ("0"..."7").contains($0) }) {
            return true
        }
        if text.hasPrefix("0x"), text.count > 2, text.dropFirst(2).allSatisfy(\.isHexDigit) { return true }
        // [0-9]+ ( \. [0-9]* )?  or  \. [0-9]+ , then an optional exponent.
        var rest = body[...]
        let integerDigits = rest.prefix(while: \.isASCIIDigit).count
        rest = rest.dropFirst(integerDigits)
        var fractionDigits = 0
        if rest.first == "." {
            rest = rest.dropFirst()
            fractionDigits = rest.prefix(while: \.isASCIIDigit).count
            rest = rest.dropFirst(fractionDigits)
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponentDigits = rest.prefix(while: \.isASCIIDigit).count
            guard exponentDigits > 0 else { return false }
            rest = rest.dropFirst(exponentDigits)
        }
        return rest.isEmpty
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
