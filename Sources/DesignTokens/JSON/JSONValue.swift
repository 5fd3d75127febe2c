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

/// A JSON number kept as the text that appeared in the source, so that `0.10` stays `0.10`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as written, a valid RFC 8259 §6 number.
    public let text: String
    /// The number as a `Double`.
    public let doubleValue: Double

    /// Creates a number from its JSON text; `nil` when the text is not an RFC 8259 number.
    public init?(text: String) {
        var parser = JSONParser(bytes: Array(text.utf8))
        guard let number = try? parser.parseNumber(), parser.index == parser.bytes.count else { return nil }
        self = number
    }

    /// Creates a number from a `Double`, written in Swift's shortest round-tripping form
    /// (integers without a fraction).
    public init(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            text = String(Int64(value))
        } else if value.isFinite {
            text = "\(value)"
        } else {
            text = "0"
        }
        doubleValue = value.isFinite ? value : 0
    }

    init(uncheckedText: String, value: Double) {
        text = uncheckedText
        doubleValue = value
    }

    /// The number's JSON text.
    public var description: String { text }
}

/// A JSON object whose members keep their source order.
public struct JSONObject: Sendable, Hashable, Sequence {
    /// One member of an object.
    public struct Member: Sendable, Hashable {
        /// The member name.
        public var key: String
        /// The member value.
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in order.
    public private(set) var members: [Member]

    /// Creates an object from members in order; a later duplicate key replaces the earlier value.
    public init(_ members: [(String, JSONValue)] = []) {
        self.members = []
        for (key, value) in members { self[key] = value }
    }

    /// The value for `key`; setting `nil` removes the member, setting a new key appends it.
    ///
    /// - Complexity: O(*n*) in the number of members.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// The member names in order.
    public var keys: [String] { members.map(\.key) }

    /// The number of members.
    public var count: Int { members.count }

    /// Iterates members in order.
    public func makeIterator() -> IndexingIterator<[Member]> { members.makeIterator() }

    mutating func appendUnchecked(_ key: String, _ value: JSONValue) {
        members.append(Member(key: key, value: value))
    }
}
