/// A strict reader for the block subset of YAML 1.2.2 that design-system documents use, producing
/// the module's ``JSONValue`` model.
///
/// The reader works on UTF-8 bytes with one cursor and recursive descent, one function per
/// production family of the specification (chapters 6 to 9). It never backtracks over more than
/// one line, so it runs in time linear in the input. What it accepts is documented in the
/// `ReadingYAML` article; everything else is refused with a ``YAMLSyntaxError`` that carries the
/// line and column.
struct YAMLReader {
    let bytes: [UInt8]
    /// The cursor.
    var index = 0
    /// The line of `index`, from 1.
    var line = 1
    /// The offset of the first byte of the current line.
    var lineStart = 0

    /// Collections nested deeper than this are refused, so hostile input cannot exhaust the stack:
    /// 64 levels fit a UI tree 31 components deep, and parse within a 512 KiB thread stack even
    /// in debug builds (measured: about 5 KiB per level there).
    static let maximumDepth = 64
    /// §8.2.2 (and §7.4.2): an implicit key spans at most 1,024 characters.
    static let maximumKeyLength = 1024

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Positions and errors

    /// The column of `offset` on the current line, from 1, counted in Unicode scalars.
    func column(of offset: Int) -> Int {
        var count = 1
        var position = lineStart
        while position < offset && position < bytes.count {
            // Count lead bytes only: UTF-8 continuation bytes are 10xxxxxx.
            if bytes[position] & 0xC0 != 0x80 { count += 1 }
            position += 1
        }
        return count
    }

    /// The line and column of the cursor.
    var position: (line: Int, column: Int) { (line, column(of: index)) }

    func error(_ reason: YAMLSyntaxError.Reason, at offset: Int? = nil) -> YAMLSyntaxError {
        YAMLSyntaxError(reason, line: line, column: column(of: offset ?? index))
    }

    func error(_ reason: YAMLSyntaxError.Reason, at place: (line: Int, column: Int)) -> YAMLSyntaxError {
        YAMLSyntaxError(reason, line: place.line, column: place.column)
    }

    /// How the character at `offset` reads in an error message.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the text" }
        let byte = bytes[offset]
        if byte == 0x0A || byte == 0x0D { return "the end of the line" }
        if byte == 0x09 { return "a tab" }
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
    }

    // MARK: - Characters

    @inline(__always) func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    @inline(__always) static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    @inline(__always) static func isWhite(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// §5.4, §5.5: a space, a tab, a line break, or the end of the text follows.
    @inline(__always) func isBlankOrEnd(_ offset: Int) -> Bool {
        guard offset < bytes.count else { return true }
        let byte = bytes[offset]
        return Self.isWhite(byte) || Self.isBreak(byte)
    }

    /// §5.3 c-flow-indicator: `,` `[` `]` `{` `}`.
    @inline(__always) static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == 0x2C || byte == 0x5B || byte == 0x5D || byte == 0x7B || byte == 0x7D
    }

    /// §9.1.2 c-forbidden: `---` or `...` at the start of a line, then a blank or the end.
    func isDocumentMarker(at offset: Int) -> Bool {
        guard offset + 2 < bytes.count else { return false }
        let first = bytes[offset]
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return bytes[offset + 1] == first && bytes[offset + 2] == first && isBlankOrEnd(offset + 3)
    }

    /// Moves past one line break (§5.4 b-break: CR LF, CR or LF) and starts the next line.
    mutating func consumeBreak() {
        if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
            index += 2
        } else {
            index += 1
        }
        line += 1
        lineStart = index
    }

    mutating func skipWhite() {
        while index < bytes.count, Self.isWhite(bytes[index]) { index += 1 }
    }

    /// Moves from the start of the current line past its indentation (§6.1 s-indent, spaces only)
    /// and the separation white space after it (§6.2, spaces and tabs); returns the number of
    /// indentation spaces. The cursor is left at the line's first other byte, or at the end.
    mutating func skipLinePrefix() -> Int {
        index = lineStart
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        let spaces = index - lineStart
        skipWhite()
        return spaces
    }

    /// The character at `offset`, when it is printable in the sense of §5.1 except that C0 controls
    /// were already refused by ``validateEncoding()``: DEL, C1 controls but NEL, U+FFFE, U+FFFF and
    /// a byte order mark are refused outside quoted scalars.
    func checkPrintable(at offset: Int) throws(YAMLSyntaxError) {
        let byte = bytes[offset]
        if byte < 0x7F { return }
        if byte == 0x7F { throw error(.nonPrintable(0x7F), at: offset) }
        if byte == 0xC2, offset + 1 < bytes.count {
            let second = bytes[offset + 1]
            if second >= 0x80 && second <= 0x9F && second != 0x85 {
                throw error(.nonPrintable(UInt32(second)), at: offset)
            }
        } else if byte == 0xEF, offset + 2 < bytes.count {
            let second = bytes[offset + 1]
            let third = bytes[offset + 2]
            if second == 0xBB && third == 0xBF { throw error(.byteOrderMarkInDocument, at: offset) }
            if second == 0xBF && (third == 0xBE || third == 0xBF) {
                throw error(.nonPrintable(third == 0xBE ? 0xFFFE : 0xFFFF), at: offset)
            }
        }
    }

    // MARK: - Lines, comments and indentation

    /// Skips a comment (§6.6 c-nb-comment-text) up to, not over, the line break.
    mutating func skipComment() throws(YAMLSyntaxError) {
        while index < bytes.count, !Self.isBreak(bytes[index]) {
            try checkPrintable(at: index)
            index += 1
        }
    }

    /// Whether the cursor, after white space, is at a comment, a line break or the end: the rest of
    /// the line holds no content.
    func restOfLineIsEmpty() -> Bool {
        var offset = index
        while offset < bytes.count, Self.isWhite(bytes[offset]) { offset += 1 }
        guard offset < bytes.count else { return true }
        let byte = bytes[offset]
        if Self.isBreak(byte) { return true }
        // §6.6: a comment is separated from what precedes it by white space.
        return byte == UInt8(ascii: "#") && (offset == lineStart || Self.isWhite(bytes[offset - 1]))
    }

    /// Ends a line that holds nothing more than white space and a comment (§6.6 s-b-comment).
    mutating func finishLine() throws(YAMLSyntaxError) {
        skipWhite()
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "#"), index == lineStart || Self.isWhite(bytes[index - 1]) {
            try skipComment()
        }
        guard index < bytes.count else { return }
        guard Self.isBreak(bytes[index]) else {
            if bytes[index] == UInt8(ascii: ":") && isBlankOrEnd(index + 1) { throw error(.mappingNotAllowedHere) }
            throw error(.unexpected(found: describe(at: index), expected: "the end of the line"))
        }
        consumeBreak()
    }

    /// Skips empty and comment-only lines (§6.6 l-comment) from the start of a line. Returns `false`
    /// at the end of the text; otherwise the cursor is at the start of a line with content.
    mutating func skipToContentLine() throws(YAMLSyntaxError) -> Bool {
        while true {
            var offset = index
            while offset < bytes.count, Self.isWhite(bytes[offset]) { offset += 1 }
            guard offset < bytes.count else {
                index = offset
                return false
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "#") {
                index = offset
                try skipComment()
                if index < bytes.count { consumeBreak() }
            } else if Self.isBreak(byte) {
                index = offset
                consumeBreak()
            } else {
                index = lineStart
                return true
            }
        }
    }

    /// Reads the indentation of a content line (§6.1 s-indent: spaces only) from its start and
    /// leaves the cursor on its first content character.
    mutating func readIndentation() throws(YAMLSyntaxError) -> Int {
        index = lineStart
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        if index < bytes.count, bytes[index] == 0x09 { throw error(.tabInIndentation) }
        if index == lineStart, isDocumentMarker(at: index) { throw error(.unsupported(.documentMarker)) }
        return index - lineStart
    }

    // MARK: - Encoding

    /// §5.1, §5.2: the text must be UTF-8 and free of C0 controls other than tab, LF and CR. A
    /// leading byte order mark is skipped.
    ///
    /// - Complexity: O(*n*).
    mutating func validateEncoding() throws(YAMLSyntaxError) {
        var offset = 0
        var errorLine = 1
        var errorLineStart = 0
        func fail(_ reason: YAMLSyntaxError.Reason, _ at: Int) -> YAMLSyntaxError {
            var reader = self
            reader.line = errorLine
            reader.lineStart = errorLineStart
            return reader.error(reason, at: at)
        }
        let count = bytes.count
        while offset < count {
            let lead = bytes[offset]
            if lead >= 0x20 && lead < 0x80 {
                offset += 1
                continue
            }
            if lead < 0x20 {
                if lead == 0x0A {
                    errorLine += 1
                    errorLineStart = offset + 1
                } else if lead == 0x0D {
                    if offset + 1 < count, bytes[offset + 1] == 0x0A { offset += 1 }
                    errorLine += 1
                    errorLineStart = offset + 1
                } else if lead != 0x09 {
                    throw fail(.nonPrintable(UInt32(lead)), offset)
                }
                offset += 1
                continue
            }
            // Unicode 15 Table 3-7: well-formed UTF-8 byte sequences.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: throw fail(.invalidUTF8, offset)
            }
            guard offset + length <= count else { throw fail(.invalidUTF8, offset) }
            let second = bytes[offset + 1]
            guard second >= low && second <= high else { throw fail(.invalidUTF8, offset) }
            for next in 2..<length where bytes[offset + next] & 0xC0 != 0x80 {
                throw fail(.invalidUTF8, offset)
            }
            offset += length
        }
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }
}
