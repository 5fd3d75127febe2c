/// An alias inside a token value: the curly form `{group.token}` (DTCG §7.1) or a JSON Pointer
/// `{"$ref": "#/group/token/$value/…"}` (§7.2).
struct TokenReference: Hashable {
    /// The dotted path of the token or group referenced.
    let target: String
    /// For a JSON Pointer into a value: the segments after `$value`.
    let fragment: [String]
    /// The reference as written, for messages.
    let written: String

    /// Recognises an alias in `value`, or returns `nil` when the value is not one.
    init?(_ value: JSONValue) {
        switch value {
        case .string(let text):
            guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"), text.utf8.count > 2 else {
                return nil
            }
            target = String(text.dropFirst().dropLast())
            fragment = []
            written = text
        case .object(let object):
            guard object.count == 1, let pointer = object["$ref"]?.stringValue else { return nil }
            written = pointer
            var segments = pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if segments.first == "" { segments.removeFirst() }
            segments = segments.map { $0.replacing("~1", with: "/").replacing("~0", with: "~") }
            if let valueIndex = segments.firstIndex(of: "$value") {
                target = segments[..<valueIndex].joined(separator: ".")
                fragment = Array(segments[(valueIndex + 1)...])
            } else {
                target = segments.joined(separator: ".")
                fragment = []
            }
        default:
            return nil
        }
    }
}
