extension SymbolLibraryError {
    /// The error for JSON that did not decode as `expected` (`"a version 2 library"`): the path of the
    /// offending value and what was wrong with it.
    init(decoding error: any Error, expected: String) {
        guard let error = error as? DecodingError else {
            self = .malformedDocument(field: "", reason: "\(error) in \(expected)")
            return
        }
        switch error {
        case .keyNotFound(let key, let context):
            self = .malformedDocument(field: Self.path(context.codingPath + [key]), reason: "missing in \(expected)")
        case .valueNotFound(_, let context):
            self = .malformedDocument(field: Self.path(context.codingPath), reason: "null in \(expected)")
        case .typeMismatch(let type, let context):
            self = .malformedDocument(
                field: Self.path(context.codingPath), reason: "not \(Self.kind(type)) as \(expected) needs")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = .malformedDocument(field: "", reason: "not JSON")
        case .dataCorrupted(let context):
            self = .malformedDocument(field: Self.path(context.codingPath), reason: "not a valid value in \(expected)")
        @unknown default:
            self = .malformedDocument(field: "", reason: "\(error) in \(expected)")
        }
    }

    /// The error for a value that JSON cannot hold.
    init(encoding error: any Error) {
        guard case EncodingError.invalidValue(let value, let context) = error else {
            self = .unencodableValue(field: "", reason: "\(error)")
            return
        }
        self = .unencodableValue(field: Self.path(context.codingPath), reason: "cannot be \(value) in JSON")
    }

    /// A coding path as a JSON path: `favorites.entries[2].addedAt`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    /// What a decoder expected, in words: `"an object"`, `"a list"`, `"text"`, `"a number"`.
    static func kind(_ type: Any.Type) -> String {
        if type == [String: Any].self { return "an object" }
        if type == [Any].self { return "a list" }
        if type == String.self { return "text" }
        if type == Bool.self { return "true or false" }
        if type is any Numeric.Type { return "a number" }
        return "a \(type)"
    }
}
