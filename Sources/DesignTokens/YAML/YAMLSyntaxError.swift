/// Why a text is not a YAML document of the subset DesignTokens reads, and where.
///
/// Every error carries the 1-based `line` and `column` of the character at fault; columns count
/// Unicode scalars from the start of the line, as the YAML 1.2.2 specification counts
/// indentation (§6.1). One type with a ``Reason`` keeps the location uniform, so an editor or an
/// agent can point at it without switching over cases.
public struct YAMLSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let reason: Reason
    /// The line, from 1; a CR LF pair, a lone CR and a lone LF each end one line (§5.4).
    public let line: Int
    /// The column, from 1, in Unicode scalars.
    public let column: Int

    /// Creates an error.
    public init(_ reason: Reason, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// A syntax feature that YAML has and this reader refuses.
    public enum Feature: String, Equatable, Sendable {
        /// `&name` node anchors (§6.9.2).
        case anchor = "anchors (&)"
        /// `*name` alias nodes (§7.1).
        case alias = "aliases (*)"
        /// `!tag` node tags (§6.9.1).
        case tag = "tags (!)"
        /// `|` literal and `>` folded block scalars (§8.1); write a double-quoted string with `\n`.
        case blockScalar = "block scalars (| and >)"
        /// `%YAML` and `%TAG` directives (§6.8).
        case directive = "directives (%)"
        /// A `---` that is not the first line, or any `...` (§9.1.2): one document per text.
        case documentMarker = "document markers (--- after the first line, and ...)"
        /// A sequence or mapping used as a mapping key (§8.2.2, §7.4).
        case complexKey = "collections as mapping keys"
        /// The `?` indicator inside a flow collection (§7.4).
        case explicitKeyInFlow = "explicit keys (?) inside flow collections"
    }

    /// What was wrong.
    public enum Reason: Equatable, Sendable {
        /// The bytes are not UTF-8 (§5.2: this reader takes UTF-8 only).
        case invalidUTF8
        /// A character outside YAML's printable set (§5.1), such as NUL, given as its code point.
        case nonPrintable(UInt32)
        /// A byte order mark after the start of the text (§5.2).
        case byteOrderMarkInDocument
        /// A tab where indentation is expected (§6.1).
        case tabInIndentation
        /// A line indented `found` spaces where the structure needs `expected` (§6.1: siblings
        /// share one indentation, children are indented further than their parent).
        case indentation(found: Int, expected: Int)
        /// A continuation line of a multi-line scalar or flow collection indented `found` spaces,
        /// fewer than the `minimum` its parent requires (§6.3, §7.3).
        case continuationIndentation(found: Int, minimum: Int)
        /// A mapping repeats a key (§3.2.1.1: keys are unique).
        case duplicateKey(String)
        /// Collections nested deeper than `limit`.
        case tooDeep(limit: Int)
        /// A YAML feature outside the subset.
        case unsupported(Feature)
        /// A character that cannot appear here; `expected` says what could.
        case unexpected(found: String, expected: String)
        /// The text ended while `expected` was still open.
        case unexpectedEnd(expected: String)
        /// A `\` escape that §5.7 does not define, or a bad hex digit in one.
        case invalidEscape(String)
        /// A `key: value` where a mapping cannot start: after a key on the same line, or after a
        /// key spanning lines (§8.2.2: implicit keys are on one line).
        case mappingNotAllowedHere
        /// A `- ` entry where a sequence cannot start, such as on the line of a mapping key (§8.2.1).
        case sequenceNotAllowedHere
        /// An implicit key longer than 1,024 characters (§8.2.2).
        case keyTooLong
        /// A mapping entry with no key (`: value`); keys here are strings.
        case missingKey
        /// A plain scalar that YAML's core schema reads as something other than the JSON schema
        /// does (`~`, `True`, `0x1F`, `+1`, `.inf`): quote it for a string, or write the JSON form.
        case ambiguousScalar(String)
    }

    /// A sentence describing the problem and its place.
    public var description: String {
        "line \(line), column \(column): " + reason.sentence
    }
}

extension YAMLSyntaxError.Reason {
    var sentence: String {
        switch self {
        case .invalidUTF8: "the text is not valid UTF-8"
        case .nonPrintable(let code):
            "U+\(String(code, radix: 16, uppercase: true)) is not a printable character; escape it in a double-quoted string"
        case .byteOrderMarkInDocument: "a byte order mark may only start the text"
        case .tabInIndentation: "tabs cannot indent YAML; use spaces"
        case .indentation(let found, let expected):
            "indented \(found) spaces where \(expected) are expected"
        case .continuationIndentation(let found, let minimum):
            "a continuation line indented \(found) spaces needs at least \(minimum)"
        case .duplicateKey(let key): "duplicate key \"\(key)\""
        case .tooDeep(let limit): "collections nest deeper than \(limit) levels"
        case .unsupported(let feature): "\(feature.rawValue) are not supported"
        case .unexpected(let found, let expected): "found \(found); expected \(expected)"
        case .unexpectedEnd(let expected): "the text ended early; expected \(expected)"
        case .invalidEscape(let escape): "invalid escape \\\(escape)"
        case .mappingNotAllowedHere:
            "a key: value pair cannot start here (keys are on one line; a nested mapping starts on the next line)"
        case .sequenceNotAllowedHere: "a '- ' entry cannot start here; start the sequence on the next line"
        case .keyTooLong: "an implicit key is longer than 1024 characters"
        case .missingKey: "a mapping entry has no key"
        case .ambiguousScalar(let text):
            "the plain scalar \(text) is not a string in YAML's core schema; quote it for a string or write its JSON form"
        }
    }
}
