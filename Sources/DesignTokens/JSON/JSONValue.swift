/// A JSON value that keeps object member order and the exact text of numbers.
///
/// `JSONSerialization` reorders object members and turns numbers into binary doubles, which
/// makes a lossless round trip of a design-token file impossible. ``JSONValue`` keeps both, so
/// `parse(write(value)) == value` and the written file diffs cleanly against the original.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as its source text (RFC 8259 §6).
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in source order.
    case object(JSONObject)

    /// The string payload, or `nil`.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The numeric payload as a `Double`, or `nil`.
    public var doubleValue: Double? {
        if case .number(let number) = self { return number.doubleValue }
        return nil
    }

    /// The object payload, or `nil`.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The array payload, or `nil`.
    public var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The member named `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}
