extension TokenDocument {
    /// A copy with the token at `path` set to `value`, groups created as needed, every other
    /// member left in place and order; the result is validated like a document read from JSON.
    ///
    /// An existing token keeps its other members (`$description`, `$extensions`…); a new token
    /// is appended to its group with `$type` (when given), `$value` and `$description`.
    ///
    /// ```swift
    /// let edited = try doc.settingToken("spacing.huge", value: .object(JSONObject([
    ///     ("value", .number(JSONNumber(96))), ("unit", .string("px")),
    /// ])), type: .dimension)
    /// ```
    ///
    /// - Throws: ``TokenError`` when the edited document is invalid, or
    ///   ``TokenError/notAnObject(path:)`` when the path runs through a token or a non-object.
    /// - Complexity: O(*n*) in the size of the document (it is validated again).
    public func settingToken(
        _ path: String, value: JSONValue, type: TokenType? = nil, description: String? = nil
    ) throws(TokenError) -> TokenDocument {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let edited = try Self.edit(json, segments: segments[...], pointer: "") { existing in
            var token = existing ?? JSONObject()
            if let type { token["$type"] = .string(type.rawValue) }
            token["$value"] = value
            if let description { token["$description"] = .string(description) }
            return token
        }
        return try TokenDocument(json: edited)
    }

    /// A copy without the token at `path`.
    ///
    /// - Throws: ``TokenError/tokenNotFound(_:)`` when no token is written at that path (an
    ///   inherited one must be removed from its base group), or any error of
    ///   the edited document (for example an alias that named the removed token).
    /// - Complexity: O(*n*) in the size of the document.
    public func removingToken(_ path: String) throws(TokenError) -> TokenDocument {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // Only tokens written at this path can be removed; one inherited through `$extends` lives elsewhere.
        guard let token = self[path], token.pointer == "/" + segments.map(\.pointerEscaped).joined(separator: "/")
        else {
            throw .tokenNotFound(path)
        }
        let edited = try Self.edit(json, segments: segments[...], pointer: "") { _ in nil }
        return try TokenDocument(json: edited)
    }

    /// Rewrites the member at `segments`, creating groups on the way; `change` gets the current
    /// token object (or `nil`) and returns the new one, or `nil` to remove it.
    private static func edit(
        _ node: JSONValue, segments: ArraySlice<String>, pointer: String,
        change: (JSONObject?) -> JSONObject?
    ) throws(TokenError) -> JSONValue {
        guard case .object(var object) = node, object["$value"] == nil, let name = segments.first else {
            throw .notAnObject(path: pointer)
        }
        let childPointer = pointer + "/" + name.pointerEscaped
        if segments.count == 1 {
            let existing = object[name]?.objectValue
            if let existing, existing["$value"] == nil { throw .notAnObject(path: childPointer) }
            object[name] = change(existing).map { .object($0) }
        } else {
            let child = object[name] ?? .object(JSONObject())
            object[name] = try edit(child, segments: segments.dropFirst(), pointer: childPointer, change: change)
        }
        return .object(object)
    }
}
