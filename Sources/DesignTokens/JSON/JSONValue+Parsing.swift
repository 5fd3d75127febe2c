extension JSONValue {
    /// Parses RFC 8259 JSON bytes (UTF-8), keeping member order and number text.
    ///
    /// ```swift
    /// let value = try JSONValue(json: Data(#"{"b": 1, "a": 0.10}"#.utf8))
    /// value.objectValue?.keys  // ["b", "a"]
    /// ```
    ///
    /// - Throws: ``JSONSyntaxError`` with the byte offset of the problem.
    /// - Complexity: O(*n*) in the length of the text (member lookups for duplicate detection
    ///   are O(*m*) per object of *m* members).
    public init(json bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        var parser = JSONParser(bytes: Array(bytes))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw .unexpectedByte(offset: parser.index, expected: "end of text")
        }
        self = value
    }

    /// Parses RFC 8259 JSON text, keeping member order and number text.
    ///
    /// - Throws: ``JSONSyntaxError`` with the byte offset (in the UTF-8 encoding) of the problem.
    public init(jsonString: String) throws(JSONSyntaxError) {
        try self.init(json: Array(jsonString.utf8))
    }
}
