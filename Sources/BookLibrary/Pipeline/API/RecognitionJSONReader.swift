/// Reads typed members out of a ``RecognitionJSON`` value while tracking the path for errors.
///
/// Tolerant by design: unknown members are ignored, and optional members of the wrong type are
/// treated as absent. Only members the contract requires throw.
struct RecognitionJSONReader {
    let value: RecognitionJSON
    let path: String

    init(_ value: RecognitionJSON, path: String) {
        self.value = value
        self.path = path
    }

    /// Requires the value to be an object.
    static func object(_ value: RecognitionJSON, path: String) throws(RecognitionDecodingError)
        -> RecognitionJSONReader
    {
        guard case .object = value else {
            throw .wrongType(path: path.isEmpty ? "(root)" : path, expected: "object", found: value.typeName)
        }
        return RecognitionJSONReader(value, path: path)
    }

    func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member, or `nil` when absent or `null`.
    func member(_ key: String) -> RecognitionJSON? {
        guard let member = value[key], member != .null else { return nil }
        return member
    }

    func requiredString(_ key: String) throws(RecognitionDecodingError) -> String {
        guard let member = member(key) else { throw .missingField(path: childPath(key)) }
        guard case .string(let text) = member else {
            throw .wrongType(path: childPath(key), expected: "string", found: member.typeName)
        }
        guard !text.isEmpty else { throw .invalidValue(path: childPath(key), reason: "it is empty") }
        return text
    }

    func requiredObject(_ key: String) throws(RecognitionDecodingError) -> RecognitionJSONReader {
        guard let member = member(key) else { throw .missingField(path: childPath(key)) }
        return try .object(member, path: childPath(key))
    }

    func optionalArray(_ key: String) throws(RecognitionDecodingError) -> [RecognitionJSON]? {
        guard let member = member(key) else { return nil }
        guard case .array(let items) = member else {
            throw .wrongType(path: childPath(key), expected: "array", found: member.typeName)
        }
        return items
    }

    /// A string member; numbers are accepted and printed without a fractional part when whole.
    func string(_ key: String) -> String? {
        switch member(key) {
        case .string(let text): return text
        case .number(let number): return Self.format(number)
        default: return nil
        }
    }

    /// A number member; numeric strings are accepted.
    func number(_ key: String) -> Double? {
        switch member(key) {
        case .number(let number): return number
        case .string(let text): return Double(text.scanTrimmed)
        default: return nil
        }
    }

    func bool(_ key: String) -> Bool? {
        if case .bool(let flag) = member(key) { return flag }
        return nil
    }

    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var scanTrimmed: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
