#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A design-token file in the Design Tokens Format Module 2025.10 (DTCG), read losslessly.
///
/// The document keeps the JSON exactly as read (member order, number text, unknown
/// `$extensions`, unresolved aliases), so ``write()`` reproduces it and
/// `TokenDocument(json: doc.jsonData()) == doc`. Reading validates everything the format
/// requires and reports every problem with its JSON Pointer; ``resolve(mode:)`` then produces
/// concrete values for one combination of modifier contexts.
///
/// ```swift
/// let doc = try TokenDocument(json: Data(#"{"space": {"$type": "number", "md": {"$value": 16}}}"#.utf8))
/// let resolved = try doc.resolve(mode: [:])
/// ```
public struct TokenDocument: Sendable, Equatable {
    /// The document as read.
    public let json: JSONValue
    /// Every token, in document order, followed by tokens a group inherits through `$extends`.
    public let tokens: [Token]
    /// The modifiers (theme, contrast, platform…) the document declares.
    public let modifiers: [Modifier]
    /// Dotted paths of every group, the root being `""`.
    public let groupPaths: Set<String>
    let index: [String: Int]

    /// Reads a DTCG document from JSON bytes.
    ///
    /// - Throws: ``TokenError``; ``TokenError/multiple(_:)`` when there are several problems.
    /// - Complexity: O(*n*) in the size of the document plus O(*t*) per token for alias checks.
    public init(json data: Data) throws(TokenError) {
        let value: JSONValue
        do {
            value = try JSONValue(json: data)
        } catch {
            throw .syntax(error)
        }
        try self.init(json: value)
    }

    /// Reads a DTCG document from JSON text.
    ///
    /// - Throws: ``TokenError``.
    public init(jsonString: String) throws(TokenError) {
        try self.init(json: Data(jsonString.utf8))
    }

    /// Reads a DTCG document from an already parsed JSON value.
    ///
    /// - Throws: ``TokenError``.
    public init(json value: JSONValue) throws(TokenError) {
        var reader = DocumentReader()
        reader.read(value)
        if reader.errors.count == 1 { throw reader.errors[0] }
        if !reader.errors.isEmpty { throw .multiple(reader.errors) }
        json = value
        tokens = reader.finishedTokens
        modifiers = reader.modifiers
        groupPaths = reader.groupPaths
        index = reader.finishedIndex
    }

    /// Every problem in a document, in document order; empty when the document is valid.
    ///
    /// - Complexity: as reading the document.
    public static func problems(in value: JSONValue) -> [TokenError] {
        var reader = DocumentReader()
        reader.read(value)
        return reader.errors
    }

    /// The token at a dotted path, or `nil`.
    public subscript(path: String) -> Token? {
        index[path].map { tokens[$0] }
    }

    /// The document as JSON text, members and numbers exactly as read, two-space indented.
    public func write() -> String {
        json.serialized()
    }

    /// The document as UTF-8 JSON bytes (see ``write()``).
    public func jsonData() -> Data {
        Data(write().utf8)
    }

    /// Two documents are equal when their JSON is equal, member order and number text included.
    public static func == (lhs: TokenDocument, rhs: TokenDocument) -> Bool {
        lhs.json == rhs.json
    }
}
