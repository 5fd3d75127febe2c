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
