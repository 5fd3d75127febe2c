/// YAML 1.2.2 chapter 7.3 (flow scalar styles): plain, single-quoted and double-quoted scalars,
/// with line folding (§6.5) and escapes (§5.7).
extension YAMLReader {
    /// A node read before the reader knows whether it is a mapping key or a value.
    struct Candidate {
        enum Style: Equatable {
            case plain
            case quoted
            case collection
        }

        var style: Style
        /// The scalar's content (for a plain scalar, its text before resolution).
        var text: String
        /// The collection, when `style` is `.collection`.
        var collection: JSONValue?
        /// Where the node started.
        var start: (line: Int, column: Int)
        /// The offset just past the node's last character.
        var end: Int
        /// The line the node ended on.
        var endLine: Int
    }

    /// A flow node at the cursor (§7.5 ns-flow-node without properties or aliases): a flow
    /// collection or a scalar. Continuation lines must be indented at least `minimumIndent`.
    mutating func parseCandidate(inFlow: Bool, minimumIndent: Int, depth: Int) throws(YAMLSyntaxError) -> Candidate {
        let start = position
        let first = bytes[index]
        if let refusal = refusalOfNodeStart(first, inFlow: inFlow) { throw refusal }
        var style = Candidate.Style.quoted
        var text = ""
        var collection: JSONValue?
        switch first {
        case UInt8(ascii: "["):
            style = .collection
            collection = .array(try parseFlowSequence(minimumIndent: minimumIndent, depth: depth + 1))
        case UInt8(ascii: "{"):
            style = .collection
            collection = .object(try parseFlowMapping(minimumIndent: minimumIndent, depth: depth + 1))
        case UInt8(ascii: "\""): text = try scanDoubleQuoted(minimumIndent: minimumIndent)
        case UInt8(ascii: "'"): text = try scanSingleQuoted(minimumIndent: minimumIndent)
        default:
            style = .plain
            text = try scanPlain(inFlow: inFlow, minimumIndent: minimumIndent)
        }
        return Candidate(style: style, text: text, collection: collection, start: start, end: index, endLine: line)
    }

    /// Why a node cannot start with `first`, if it cannot: properties, aliases and block scalars
    /// are outside the subset, and other indicators cannot start a plain scalar (§7.3.3
    /// ns-plain-first: `-`, `?` and `:` may, before a safe character). Kept apart from the
    /// recursive path so that its frames stay small.
    @inline(never)
    func refusalOfNodeStart(_ first: UInt8, inFlow: Bool) -> YAMLSyntaxError? {
        switch first {
        case UInt8(ascii: "&"): return error(.unsupported(.anchor))
        case UInt8(ascii: "*"): return error(.unsupported(.alias))
        case UInt8(ascii: "!"): return error(.unsupported(.tag))
        case UInt8(ascii: "|"), UInt8(ascii: ">"): return error(.unsupported(.blockScalar))
        case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "#"), UInt8(ascii: ","),
            UInt8(ascii: "]"), UInt8(ascii: "}"):
            return error(.unexpected(found: describe(at: index), expected: "a value"))
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = byte(at: index + 1)
            if isBlankOrEnd(index + 1) || (inFlow && next.map(Self.isFlowIndicator) == true) {
                return error(.unexpected(found: describe(at: index), expected: "a value"))
            }
            return nil
        default: return nil
        }
    }

    /// The value a candidate stands for: a collection as read, a quoted scalar as a string, a plain
    /// scalar resolved by the JSON schema (§10.2.2) with strings for the rest.
    func value(of candidate: Candidate) throws(YAMLSyntaxError) -> JSONValue {
        switch candidate.style {
        case .collection: return candidate.collection ?? .null
        case .quoted: return .string(candidate.text)
        case .plain:
            switch YAMLScalarResolution.resolve(plain: candidate.text) {
            case .value(let value): return value
            case .ambiguous: throw error(.ambiguousScalar(candidate.text), at: candidate.start)
            }
        }
    }

    /// The candidate as an implicit key (§8.2.2, §7.4.2): a scalar on one line, at most 1,024
    /// characters from its first character to its last.
    func key(from candidate: Candidate) throws(YAMLSyntaxError) -> Key {
        if candidate.style == .collection { throw error(.unsupported(.complexKey), at: candidate.start) }
        guard candidate.endLine == line, candidate.start.line == line else {
            throw error(.mappingNotAllowedHere)
        }
        guard column(of: candidate.end) - candidate.start.column <= Self.maximumKeyLength else {
            throw error(.keyTooLong, at: candidate.start)
        }
        return Key(text: candidate.text, start: candidate.start)
    }

    // MARK: - Plain scalars

    /// §7.3.3 ns-plain(n,c): one or more lines folded with single spaces (§6.5), ending before
    /// `: `, ` #`, a line that is not indented `minimumIndent` spaces, a comment line, and inside
    /// flow collections before `,[]{}`.
    ///
    /// - Complexity: O(*n*) in the length of the scalar.
    mutating func scanPlain(inFlow: Bool, minimumIndent: Int) throws(YAMLSyntaxError) -> String {
        let firstLineStart = index
        var endedAtLineEnd = try scanPlainLine(inFlow: inFlow)
        // A one-line scalar (the usual case) is decoded straight from the input, without a copy.
        var content: [UInt8]?
        while endedAtLineEnd {
            let saved = (index, line, lineStart)
            skipWhite()
            guard index < bytes.count else {
                (index, line, lineStart) = saved
                break
            }
            consumeBreak()
            var emptyLines = 0
            var continues = false
            while true {
                var offset = lineStart
                while offset < bytes.count, bytes[offset] == 0x20 { offset += 1 }
                let spaces = offset - lineStart
                while offset < bytes.count, Self.isWhite(bytes[offset]) { offset += 1 }
                guard offset < bytes.count else { break }
                let next = bytes[offset]
                if Self.isBreak(next) {
                    emptyLines += 1
                    index = offset
                    consumeBreak()
                    continue
                }
                if spaces < minimumIndent || (spaces == 0 && isDocumentMarker(at: lineStart)) { break }
                if next == UInt8(ascii: "#") { break }
                if inFlow && Self.isFlowIndicator(next) { break }
                if next == UInt8(ascii: ":"),
                    isBlankOrEnd(offset + 1) || (inFlow && Self.isFlowIndicator(bytes[offset + 1]))
                {
                    break
                }
                index = offset
                continues = true
                break
            }
            guard continues else {
                (index, line, lineStart) = saved
                break
            }
            // Taking the buffer out of `content` keeps it uniquely referenced, so appends do not copy.
            var folded = content.take() ?? Array(bytes[firstLineStart..<saved.0])
            if emptyLines == 0 {
                folded.append(0x20)
            } else {
                folded.append(contentsOf: repeatElement(0x0A, count: emptyLines))
            }
            let lineStartOffset = index
            endedAtLineEnd = try scanPlainLine(inFlow: inFlow)
            folded.append(contentsOf: bytes[lineStartOffset..<index])
            content = folded
        }
        guard let content else { return String(decoding: bytes[firstLineStart..<index], as: UTF8.self) }
        return String(decoding: content, as: UTF8.self)
    }

    /// Moves past one line of a plain scalar, stopping before its trailing white space; returns
    /// whether the line ended (rather than an indicator or a comment stopping the scalar).
    private mutating func scanPlainLine(inFlow: Bool) throws(YAMLSyntaxError) -> Bool {
        let start = index
        var offset = index
        var end = index
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 {
                offset += 1
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: "#"), offset > start, Self.isWhite(bytes[offset - 1]) { break }
            if byte == UInt8(ascii: ":") {
                if offset + 1 >= count { break }
                let next = bytes[offset + 1]
                if Self.isWhite(next) || Self.isBreak(next) || (inFlow && Self.isFlowIndicator(next)) { break }
            }
            if inFlow && Self.isFlowIndicator(byte) { break }
            if byte >= 0x7F { try checkPrintable(at: offset) }
            offset += 1
            end = offset
        }
        index = end
        return offset >= count || Self.isBreak(bytes[offset])
    }

    // MARK: - Quoted scalars

    /// §7.3.1 c-double-quoted: escapes (§5.7), escaped line breaks and flow folding (§6.5).
    ///
    /// - Complexity: O(*n*) in the length of the scalar.
    mutating func scanDoubleQuoted(minimumIndent: Int) throws(YAMLSyntaxError) -> String {
        index += 1
        var content: [UInt8] = []
        // Where raw trailing white space started in `content`: folding removes it, escapes do not.
        var whiteStart: Int?
        let count = bytes.count
        while true {
            guard index < count else { throw error(.unexpectedEnd(expected: "a closing '\"'")) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: content, as: UTF8.self)
            case UInt8(ascii: "\\"):
                whiteStart = nil
                guard index + 1 < count else { throw error(.unexpectedEnd(expected: "a closing '\"'")) }
                if Self.isBreak(bytes[index + 1]) {
                    // §7.3.1 s-double-escaped: the break is dropped, the white space before it kept.
                    index += 1
                    consumeBreak()
                    try foldLines(into: &content, minimumIndent: minimumIndent, escaped: true)
                } else {
                    try appendEscape(to: &content)
                }
            default:
                try scanQuotedText(
                    into: &content, whiteStart: &whiteStart, minimumIndent: minimumIndent,
                    quote: UInt8(ascii: "\""), escapes: true)
            }
        }
    }

    /// §7.3.2 c-single-quoted: `''` stands for `'`; flow folding (§6.5).
    ///
    /// - Complexity: O(*n*) in the length of the scalar.
    mutating func scanSingleQuoted(minimumIndent: Int) throws(YAMLSyntaxError) -> String {
        index += 1
        var content: [UInt8] = []
        var whiteStart: Int?
        let count = bytes.count
        while true {
            guard index < count else { throw error(.unexpectedEnd(expected: "a closing \"'\"")) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "'"):
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "'") {
                    whiteStart = nil
                    content.append(byte)
                    index += 2
                } else {
                    index += 1
                    return String(decoding: content, as: UTF8.self)
                }
            default:
                try scanQuotedText(
                    into: &content, whiteStart: &whiteStart, minimumIndent: minimumIndent,
                    quote: UInt8(ascii: "'"), escapes: false)
            }
        }
    }

    /// The part of a quoted scalar both styles read alike, at a byte that is neither the closing
    /// quote nor, when `escapes`, a `\`: a line break folds (§6.5) after dropping the raw white
    /// space before it (`whiteStart`, where that white space began in `content`); white space is
    /// kept and remembered; any other run is copied up to the next quote, backslash (when
    /// `escapes`), white space or break. §5.1: quoted scalars take every character but C0
    /// controls, already refused.
    ///
    /// - Complexity: O(*n*) in the bytes it moves past.
    private mutating func scanQuotedText(
        into content: inout [UInt8], whiteStart: inout Int?, minimumIndent: Int, quote: UInt8, escapes: Bool
    ) throws(YAMLSyntaxError) {
        let byte = bytes[index]
        switch byte {
        case 0x0A, 0x0D:
            if let whiteStart { content.removeSubrange(whiteStart...) }
            whiteStart = nil
            consumeBreak()
            try foldLines(into: &content, minimumIndent: minimumIndent, escaped: false)
        case 0x20, 0x09:
            if whiteStart == nil { whiteStart = content.count }
            content.append(byte)
            index += 1
        default:
            whiteStart = nil
            var end = index + 1
            while end < bytes.count {
                let next = bytes[end]
                if next == quote || (escapes && next == UInt8(ascii: "\\")) || next <= 0x20 { break }
                end += 1
            }
            content.append(contentsOf: bytes[index..<end])
            index = end
        }
    }

    /// §6.5 line folding inside a quoted scalar, from the start of the line after a break: empty
    /// lines each give a line feed; otherwise the break gives a space (none after an escaped break).
    /// The next content line must be indented `minimumIndent` spaces (§6.3 s-flow-line-prefix).
    private mutating func foldLines(
        into content: inout [UInt8], minimumIndent: Int, escaped: Bool
    ) throws(YAMLSyntaxError) {
        var emptyLines = 0
        while true {
            let spaces = skipLinePrefix()
            guard index < bytes.count else { return }
            if Self.isBreak(bytes[index]) {
                emptyLines += 1
                consumeBreak()
                continue
            }
            if spaces == 0, isDocumentMarker(at: lineStart) {
                throw error(.unsupported(.documentMarker), at: lineStart)
            }
            if spaces < minimumIndent {
                throw error(.continuationIndentation(found: spaces, minimum: minimumIndent), at: index)
            }
            break
        }
        if emptyLines == 0 {
            if !escaped { content.append(0x20) }
        } else {
            content.append(contentsOf: repeatElement(0x0A, count: emptyLines))
        }
    }

    /// §5.7 c-ns-esc-char, at a `\`; appends the character it stands for. A `\u` high surrogate
    /// followed by a `\u` low surrogate stands for one character, as in JSON (RFC 8259 §7).
    private mutating func appendEscape(to content: inout [UInt8]) throws(YAMLSyntaxError) {
        let escapeOffset = index
        let code = bytes[index + 1]
        index += 2
        let scalarValue: UInt32
        switch code {
        case UInt8(ascii: "0"): scalarValue = 0x00
        case UInt8(ascii: "a"): scalarValue = 0x07
        case UInt8(ascii: "b"): scalarValue = 0x08
        case UInt8(ascii: "t"), 0x09: scalarValue = 0x09
        case UInt8(ascii: "n"): scalarValue = 0x0A
        case UInt8(ascii: "v"): scalarValue = 0x0B
        case UInt8(ascii: "f"): scalarValue = 0x0C
        case UInt8(ascii: "r"): scalarValue = 0x0D
        case UInt8(ascii: "e"): scalarValue = 0x1B
        case 0x20: scalarValue = 0x20
        case UInt8(ascii: "\""): scalarValue = 0x22
        case UInt8(ascii: "/"): scalarValue = 0x2F
        case UInt8(ascii: "\\"): scalarValue = 0x5C
        case UInt8(ascii: "N"): scalarValue = 0x85
        case UInt8(ascii: "_"): scalarValue = 0xA0
        case UInt8(ascii: "L"): scalarValue = 0x2028
        case UInt8(ascii: "P"): scalarValue = 0x2029
        case UInt8(ascii: "x"): scalarValue = try readHex(digits: 2, escapeOffset: escapeOffset)
        case UInt8(ascii: "u"):
            var value = try readHex(digits: 4, escapeOffset: escapeOffset)
            if value >= 0xD800 && value <= 0xDBFF, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            {
                let lowOffset = index
                index += 2
                let low = try readHex(digits: 4, escapeOffset: lowOffset)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw error(.invalidEscape(escapeText(from: escapeOffset, next: false)), at: lowOffset)
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            scalarValue = value
        case UInt8(ascii: "U"): scalarValue = try readHex(digits: 8, escapeOffset: escapeOffset)
        default:
            throw error(.invalidEscape(describe(at: escapeOffset + 1).trimmingQuotes), at: escapeOffset + 1)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error(.invalidEscape(escapeText(from: escapeOffset, next: false)), at: escapeOffset)
        }
        Self.appendUTF8(scalar, to: &content)
    }

    /// Appends the UTF-8 encoding of `scalar` (Unicode 15 §3.9, Table 3-6).
    static func appendUTF8(_ scalar: Unicode.Scalar, to content: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            content.append(UInt8(value))
        case 0x80..<0x800:
            content.append(0xC0 | UInt8(value >> 6))
            content.append(0x80 | UInt8(value & 0x3F))
        case 0x800..<0x10000:
            content.append(0xE0 | UInt8(value >> 12))
            content.append(0x80 | UInt8((value >> 6) & 0x3F))
            content.append(0x80 | UInt8(value & 0x3F))
        default:
            content.append(0xF0 | UInt8(value >> 18))
            content.append(0x80 | UInt8((value >> 12) & 0x3F))
            content.append(0x80 | UInt8((value >> 6) & 0x3F))
            content.append(0x80 | UInt8(value & 0x3F))
        }
    }

    private mutating func readHex(digits: Int, escapeOffset: Int) throws(YAMLSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard index < bytes.count else { throw error(.unexpectedEnd(expected: "a hexadecimal digit")) }
            guard let digit = bytes[index].asciiHexDigitValue else {
                throw error(.invalidEscape(escapeText(from: escapeOffset, next: true)), at: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// The escape's text after the backslash, up to the cursor and, when `next`, the character there.
    private func escapeText(from escapeOffset: Int, next: Bool) -> String {
        var end = min(index + (next ? 1 : 0), bytes.count)
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        var text = String(decoding: bytes[(escapeOffset + 1)..<end], as: UTF8.self)
        if let last = text.last, last.isNewline || last == "\"" { text.removeLast() }
        return text
    }
}

extension String {
    fileprivate var trimmingQuotes: String {
        guard count >= 2, first == "'", last == "'" else { return self }
        return String(dropFirst().dropLast())
    }
}
