extension JSONValue {
    /// Reads a YAML document (UTF-8) of the block subset design-system documents use.
    ///
    /// Block mappings and sequences, flow collections, plain, single- and double-quoted scalars
    /// and comments are read; plain scalars resolve by YAML 1.2.2's JSON schema (§10.2.2), so
    /// `null`, `true`, `false` and numbers are themselves and other text is a string. Anchors,
    /// aliases, tags, block scalars, directives, several documents, collections as keys, tabs in
    /// indentation and duplicate keys are refused. The <doc:ReadingYAML> article lists the subset.
    ///
    /// ```swift
    /// let value = try JSONValue(yamlString: "component: Badge\nprops: {text: VALID, level: success}\n")
    /// value["props"]?["level"]  // .string("success")
    /// ```
    ///
    /// - Throws: ``YAMLSyntaxError`` with the line and column of the problem.
    /// - Complexity: O(*n*) in the length of the text (duplicate keys are found with a set).
    public init(yaml bytes: some Collection<UInt8>) throws(YAMLSyntaxError) {
        var reader = YAMLReader(bytes: Array(bytes))
        self = try reader.readDocument()
    }

    /// Reads a YAML document of the block subset from text; see ``init(yaml:)``.
    ///
    /// - Throws: ``YAMLSyntaxError`` with the line and column of the problem.
    /// - Complexity: O(*n*) in the length of the text.
    public init(yamlString: String) throws(YAMLSyntaxError) {
        try self.init(yaml: Array(yamlString.utf8))
    }

    /// The value as a YAML document in block style, one line per scalar, ending with a line break.
    ///
    /// The output is deterministic: two-space indentation, members in order, sequences under a
    /// key indented by two, mappings and sequences in sequences written compactly (`- key: value`),
    /// empty collections as `{}` and `[]`, numbers as their text, and strings plain where that
    /// reads back as the same string in YAML 1.2 and 1.1 readers, double-quoted with escapes
    /// otherwise. ``init(yaml:)`` reads it back to an equal value.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public func yamlString() -> String {
        var writer = YAMLWriter()
        writer.writeDocument(self)
        return writer.output
    }
}
