/// YAML 1.2.2 chapter 7.4 (flow collections): `[a, b]` and `{k: v}`, nested, spanning lines,
/// with trailing commas and single-pair mappings inside sequences (`[k: v]`). Keys are scalars
/// on one line; `?` is refused inside flow collections.
extension YAMLReader {
    /// §7.4.1 c-flow-sequence.
    ///
    /// - Complexity: O(*n*) in the length of the collection's text.
    mutating func parseFlowSequence(minimumIndent: Int, depth: Int) throws(YAMLSyntaxError) -> [JSONValue] {
        guard depth <= Self.maximumDepth else { throw error(.tooDeep(limit: Self.maximumDepth)) }
        index += 1
        var items: [JSONValue] = []
        try skipFlowSeparation(minimumIndent: minimumIndent, closing: "]")
        while bytes[index] != UInt8(ascii: "]") {
            try refuseFlowIndicatorsAtEntry()
            let candidate = try parseCandidate(inFlow: true, minimumIndent: minimumIndent, depth: depth)
            skipWhite()
            if isFlowPairSeparator(after: candidate) {
                // §7.4.1 ns-flow-pair: a single key: value pair is a one-member mapping.
                let key = try key(from: candidate)
                index += 1
                let value = try parseFlowPairValue(minimumIndent: minimumIndent, closing: "]", depth: depth)
                items.append(.object(JSONObject([(key.text, value)])))
            } else {
                items.append(try value(of: candidate))
            }
            try skipToNextFlowEntry(minimumIndent: minimumIndent, closing: "]")
        }
        index += 1
        return items
    }

    /// §7.4.2 c-flow-mapping.
    ///
    /// - Complexity: O(*n*) in the length of the collection's text.
    mutating func parseFlowMapping(minimumIndent: Int, depth: Int) throws(YAMLSyntaxError) -> JSONObject {
        guard depth <= Self.maximumDepth else { throw error(.tooDeep(limit: Self.maximumDepth)) }
        index += 1
        var object = JSONObject()
        var seen = DuplicateKeys()
        try skipFlowSeparation(minimumIndent: minimumIndent, closing: "}")
        while bytes[index] != UInt8(ascii: "}") {
            try refuseFlowIndicatorsAtEntry()
            let candidate = try parseCandidate(inFlow: true, minimumIndent: minimumIndent, depth: depth)
            let key = try key(from: candidate)
            skipWhite()
            var value = JSONValue.null
            if isFlowPairSeparator(after: candidate) {
                index += 1
                value = try parseFlowPairValue(minimumIndent: minimumIndent, closing: "}", depth: depth)
            }
            guard seen.insert(key.text, into: object) else { throw error(.duplicateKey(key.text), at: key.start) }
            object.appendUnchecked(key.text, value)
            try skipToNextFlowEntry(minimumIndent: minimumIndent, closing: "}")
        }
        index += 1
        return object
    }

    /// Refuses `?` (explicit keys) and `:` with no key where a flow entry starts.
    private func refuseFlowIndicatorsAtEntry() throws(YAMLSyntaxError) {
        let first = bytes[index]
        guard first == UInt8(ascii: "?") || first == UInt8(ascii: ":") else { return }
        let next = byte(at: index + 1)
        guard isBlankOrEnd(index + 1) || next.map(Self.isFlowIndicator) == true else { return }
        throw error(first == UInt8(ascii: "?") ? .unsupported(.explicitKeyInFlow) : .missingKey)
    }

    /// Whether the cursor is on the `:` of a flow pair: after a quoted key it may touch the value
    /// (§7.4.2 c-ns-flow-map-adjacent-value, for JSON); after a plain key a blank or `,]}` follows.
    private func isFlowPairSeparator(after candidate: Candidate) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        if candidate.style != .plain { return true }
        let next = byte(at: index + 1)
        return isBlankOrEnd(index + 1) || next.map(Self.isFlowIndicator) == true
    }

    /// The value after a flow pair's `:`, or null when the entry ends there.
    private mutating func parseFlowPairValue(
        minimumIndent: Int, closing: Unicode.Scalar, depth: Int
    ) throws(YAMLSyntaxError) -> JSONValue {
        try skipFlowSeparation(minimumIndent: minimumIndent, closing: closing)
        let next = bytes[index]
        if next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}") { return .null }
        return try value(of: try parseCandidate(inFlow: true, minimumIndent: minimumIndent, depth: depth))
    }

    /// After an entry: separation, then `,` (and separation) or the closing bracket.
    private mutating func skipToNextFlowEntry(minimumIndent: Int, closing: Unicode.Scalar) throws(YAMLSyntaxError) {
        try skipFlowSeparation(minimumIndent: minimumIndent, closing: closing)
        let next = bytes[index]
        if next == UInt8(ascii: ",") {
            index += 1
            try skipFlowSeparation(minimumIndent: minimumIndent, closing: closing)
            if bytes[index] == UInt8(ascii: ",") {
                throw error(.unexpected(found: "','", expected: "an entry or '\(closing)'"))
            }
        } else if next != UInt8(closing.value) {
            throw error(.unexpected(found: describe(at: index), expected: "',' or '\(closing)'"))
        }
    }

    /// §6.7 s-separate-lines inside a flow collection: white space, comments and line breaks; a
    /// line with content must be indented `minimumIndent` spaces. Ends on a character, or throws
    /// at the end of the text.
    private mutating func skipFlowSeparation(minimumIndent: Int, closing: Unicode.Scalar) throws(YAMLSyntaxError) {
        while true {
            skipWhite()
            guard index < bytes.count else { throw error(.unexpectedEnd(expected: "'\(closing)'")) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "#"), index == lineStart || Self.isWhite(bytes[index - 1]) {
                try skipComment()
                continue
            }
            guard Self.isBreak(byte) else { return }
            consumeBreak()
            let spaces = skipLinePrefix()
            guard index < bytes.count else { continue }
            let next = bytes[index]
            if Self.isBreak(next) || next == UInt8(ascii: "#") { continue }
            if spaces == 0, isDocumentMarker(at: lineStart) {
                throw error(.unsupported(.documentMarker), at: lineStart)
            }
            if spaces < minimumIndent {
                throw error(.continuationIndentation(found: spaces, minimum: minimumIndent))
            }
        }
    }
}
