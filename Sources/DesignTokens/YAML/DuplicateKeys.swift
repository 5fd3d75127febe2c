/// Finds a repeated key in a mapping being read: by scanning while the mapping is small (the usual
/// case, no allocation), with a set from 16 keys on, as the JSON parser does.
struct DuplicateKeys {
    private var set: Set<String>?

    /// Whether `key` is new to `object` (which holds the keys read so far); remembers it.
    ///
    /// - Complexity: O(1) amortised from 16 keys on, O(*m*) below.
    mutating func insert(_ key: String, into object: JSONObject) -> Bool {
        if set == nil, object.count >= 16 { set = Set(object.keys) }
        if set != nil { return set?.insert(key).inserted == true }
        return !object.members.contains { $0.key == key }
    }
}
