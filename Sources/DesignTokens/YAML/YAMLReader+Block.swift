/// YAML 1.2.2 chapter 8 (block collections) and chapter 9 (documents), for the subset: block
/// sequences, block mappings with implicit keys or explicit scalar keys, and one document.
extension YAMLReader {
    /// A mapping key read from the text, with where it started for duplicate-key errors.
    struct Key {
        var text: String
        var start: (line: Int, column: Int)
    }

    /// §9.2 l-yaml-stream restricted to one document: an optional byte order mark and comments,
    /// an optional `---` on the first content line, one node, then only comments.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    mutating func readDocument() throws(YAMLSyntaxError) -> JSONValue {
        try validateEncoding()
        guard try skipToContentLine() else { return .null }
        if bytes[index] == UInt8(ascii: "%") { throw error(.unsupported(.directive)) }
        let value: JSONValue
        var topColumn: Int?
        if isDocumentMarker(at: index) {
            guard bytes[index] == UInt8(ascii: "-") else { throw error(.unsupported(.documentMarker)) }
            index += 3
            if restOfLineIsEmpty() {
                try finishLine()
                if try skipToContentLine() {
                    topColumn = try readIndentation()
                    index = lineStart
                }
                value = try parseBlockBelow(parentIndent: -1, sequenceAtParentIndent: false, depth: 0)
            } else {
                skipWhite()
                value = try parseInlineNode(parentIndent: -1, depth: 0)
            }
        } else {
            let column = try readIndentation()
            topColumn = column
            value = try parseNode(column: column, parentIndent: -1, depth: 0, tabAt: nil)
        }
        if try skipToContentLine() {
            let found = try readIndentation()
            if let topColumn, value.arrayValue != nil || value.objectValue != nil, found != topColumn {
                throw error(.indentation(found: found, expected: topColumn))
            }
            throw error(.unexpected(found: describe(at: index), expected: "the end of the document"))
        }
        return value
    }

    /// The node on the lines after a key or an entry indicator whose line ended (§8.2.3
    /// s-l+block-node): empty when the next content line is not indented further than the parent,
    /// except that a mapping value may be a sequence at the mapping's own indentation (§8.2.3
    /// seq-spaces for block-out).
    mutating func parseBlockBelow(
        parentIndent: Int, sequenceAtParentIndent: Bool, depth: Int
    ) throws(YAMLSyntaxError) -> JSONValue {
        guard try skipToContentLine() else { return .null }
        let indentation = try readIndentation()
        if indentation > parentIndent {
            return try parseNode(column: indentation, parentIndent: parentIndent, depth: depth, tabAt: nil)
        }
        if indentation == parentIndent, sequenceAtParentIndent, isSequenceEntry(at: index) {
            return .array(try parseBlockSequence(column: indentation, depth: depth + 1))
        }
        index = lineStart
        return .null
    }

    func isSequenceEntry(at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "-") && isBlankOrEnd(offset + 1)
    }

    /// A node that starts at the cursor, in column `column` (§8.2.1 s-l+block-indented): a block
    /// sequence, a block mapping whose first key is here, or a flow node that ends the line.
    /// `tabAt` is the offset of a tab that separated the node from a `-`, `?` or `:` indicator;
    /// such a node cannot be a nested block collection, since tabs cannot indent (§6.1).
    mutating func parseNode(
        column: Int, parentIndent: Int, depth: Int, tabAt: Int?
    ) throws(YAMLSyntaxError) -> JSONValue {
        let first = bytes[index]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "?"), isBlankOrEnd(index + 1) {
            if let tabAt { throw error(.tabInIndentation, at: tabAt) }
            if first == UInt8(ascii: "-") { return .array(try parseBlockSequence(column: column, depth: depth + 1)) }
            return .object(try parseBlockMapping(column: column, depth: depth + 1, firstKey: nil))
        }
        if first == UInt8(ascii: ":"), isBlankOrEnd(index + 1) { throw error(.missingKey) }
        let candidate = try parseCandidate(inFlow: false, minimumIndent: parentIndent + 1, depth: depth)
        skipWhite()
        if index < bytes.count, bytes[index] == UInt8(ascii: ":"), isBlankOrEnd(index + 1) {
            if let tabAt { throw error(.tabInIndentation, at: tabAt) }
            let key = try key(from: candidate)
            return .object(try parseBlockMapping(column: column, depth: depth + 1, firstKey: key))
        }
        try finishLine()
        return try value(of: candidate)
    }

    /// The value after a `:` on the line of its key (§8.2.2 c-l-block-map-implicit-value).
    mutating func parseImplicitValue(mappingColumn: Int, depth: Int) throws(YAMLSyntaxError) -> JSONValue {
        if restOfLineIsEmpty() {
            try finishLine()
            return try parseBlockBelow(parentIndent: mappingColumn, sequenceAtParentIndent: true, depth: depth)
        }
        skipWhite()
        return try parseInlineNode(parentIndent: mappingColumn, depth: depth)
    }

    /// A flow node on the line of a key or of `---`, which must end the line: block collections
    /// cannot start there (§8.2.2: there is no compact notation for in-line values).
    mutating func parseInlineNode(parentIndent: Int, depth: Int) throws(YAMLSyntaxError) -> JSONValue {
        let first = bytes[index]
        if isBlankOrEnd(index + 1) {
            if first == UInt8(ascii: "-") { throw error(.sequenceNotAllowedHere) }
            if first == UInt8(ascii: "?") { throw error(.unsupported(.complexKey)) }
            if first == UInt8(ascii: ":") { throw error(.mappingNotAllowedHere) }
        }
        let candidate = try parseCandidate(inFlow: false, minimumIndent: parentIndent + 1, depth: depth)
        skipWhite()
        if index < bytes.count, bytes[index] == UInt8(ascii: ":"), isBlankOrEnd(index + 1) {
            if candidate.style == .collection { throw error(.unsupported(.complexKey), at: candidate.start) }
            throw error(.mappingNotAllowedHere)
        }
        try finishLine()
        return try value(of: candidate)
    }

    /// The node after a `-` entry indicator, or after the `:` of an explicit entry (§8.2.1
    /// c-l-block-seq-entry, s-l+block-indented): empty, on the following lines, or in-line,
    /// where the indicator and its spaces count as indentation for a compact nested collection.
    mutating func parseIndicatedNode(indicatorColumn: Int, depth: Int) throws(YAMLSyntaxError) -> JSONValue {
        index += 1
        var spaces = 0
        while index < bytes.count, bytes[index] == 0x20 {
            spaces += 1
            index += 1
        }
        var tabAt: Int?
        if index < bytes.count, bytes[index] == 0x09 {
            tabAt = index
            skipWhite()
        }
        if restOfLineIsEmpty() {
            try finishLine()
            return try parseBlockBelow(parentIndent: indicatorColumn, sequenceAtParentIndent: false, depth: depth)
        }
        return try parseNode(
            column: indicatorColumn + 1 + spaces, parentIndent: indicatorColumn, depth: depth, tabAt: tabAt)
    }

    /// §8.2.1 l+block-sequence: entries `- node` at one indentation.
    ///
    /// - Complexity: O(*n*) in the length of the sequence's text.
    mutating func parseBlockSequence(column: Int, depth: Int) throws(YAMLSyntaxError) -> [JSONValue] {
        guard depth <= Self.maximumDepth else { throw error(.tooDeep(limit: Self.maximumDepth)) }
        var items: [JSONValue] = []
        while true {
            items.append(try parseIndicatedNode(indicatorColumn: column, depth: depth))
            guard try skipToContentLine() else { break }
            let indentation = try readIndentation()
            if indentation == column, isSequenceEntry(at: index) { continue }
            if indentation > column { throw error(.indentation(found: indentation, expected: column)) }
            index = lineStart
            break
        }
        return items
    }

    /// §8.2.2 l+block-mapping: entries `key: value` (or `? key` / `: value`) at one indentation.
    /// `firstKey`, when given, was already read by the caller and the cursor is on its `:`.
    ///
    /// - Complexity: O(*n*) in the length of the mapping's text.
    mutating func parseBlockMapping(column: Int, depth: Int, firstKey: Key?) throws(YAMLSyntaxError) -> JSONObject {
        guard depth <= Self.maximumDepth else {
            throw firstKey.map { error(.tooDeep(limit: Self.maximumDepth), at: $0.start) }
                ?? error(.tooDeep(limit: Self.maximumDepth))
        }
        var object = JSONObject()
        var seen = DuplicateKeys()
        var pending = firstKey
        while true {
            let key: Key
            let value: JSONValue
            if let first = pending {
                pending = nil
                key = first
                index += 1
                value = try parseImplicitValue(mappingColumn: column, depth: depth)
            } else {
                (key, value) = try parseMappingEntry(column: column, depth: depth)
            }
            guard seen.insert(key.text, into: object) else { throw error(.duplicateKey(key.text), at: key.start) }
            object.appendUnchecked(key.text, value)
            guard try skipToContentLine() else { break }
            let indentation = try readIndentation()
            if indentation == column { continue }
            if indentation > column { throw error(.indentation(found: indentation, expected: column)) }
            index = lineStart
            break
        }
        return object
    }

    /// One mapping entry starting at the cursor (§8.2.2 ns-l-block-map-entry).
    mutating func parseMappingEntry(column: Int, depth: Int) throws(YAMLSyntaxError) -> (Key, JSONValue) {
        let first = bytes[index]
        if isBlankOrEnd(index + 1) {
            if first == UInt8(ascii: "?") { return try parseExplicitEntry(column: column, depth: depth) }
            if first == UInt8(ascii: ":") { throw error(.missingKey) }
            if first == UInt8(ascii: "-") { throw error(.sequenceNotAllowedHere) }
        }
        let candidate = try parseCandidate(inFlow: false, minimumIndent: column + 1, depth: depth)
        skipWhite()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), isBlankOrEnd(index + 1) else {
            throw error(.unexpected(found: describe(at: index), expected: "':' and a space after a mapping key"))
        }
        let key = try key(from: candidate)
        index += 1
        return (key, try parseImplicitValue(mappingColumn: column, depth: depth))
    }

    /// §8.2.2 c-l-block-map-explicit-entry with a scalar key on the `?` line: `? key`, then
    /// optionally `: value` at the same indentation. Collections as keys are refused.
    mutating func parseExplicitEntry(column: Int, depth: Int) throws(YAMLSyntaxError) -> (Key, JSONValue) {
        index += 1
        skipWhite()
        if restOfLineIsEmpty() {
            throw error(.unexpected(found: describe(at: index), expected: "a scalar key on the line of '?'"))
        }
        let first = bytes[index]
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
            || ((first == UInt8(ascii: "-") || first == UInt8(ascii: "?")) && isBlankOrEnd(index + 1))
        {
            throw error(.unsupported(.complexKey))
        }
        let candidate = try parseCandidate(inFlow: false, minimumIndent: column + 1, depth: depth)
        skipWhite()
        if index < bytes.count, bytes[index] == UInt8(ascii: ":"), isBlankOrEnd(index + 1) {
            throw error(.unsupported(.complexKey), at: candidate.start)
        }
        try finishLine()
        let key = Key(text: candidate.text, start: candidate.start)
        guard try skipToContentLine() else { return (key, .null) }
        let indentation = try readIndentation()
        if indentation == column, bytes[index] == UInt8(ascii: ":"), isBlankOrEnd(index + 1) {
            return (key, try parseIndicatedNode(indicatorColumn: column, depth: depth))
        }
        index = lineStart
        return (key, .null)
    }
}
