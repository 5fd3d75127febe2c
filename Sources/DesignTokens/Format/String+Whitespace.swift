extension Unicode.Scalar {
    /// Whether the scalar is a space or a tab as Foundation's `CharacterSet.whitespaces` counts
    /// them: Unicode general category Zs (space separator), U+0009 CHARACTER TABULATION, and
    /// U+200B ZERO WIDTH SPACE (Zs before Unicode 4.0.1, and still in Foundation's set).
    /// Line breaks are not included.
    var isSpaceOrTab: Bool {
        value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs (`isSpaceOrTab`),
    /// as Foundation's `trimmingCharacters(in: .whitespaces)` gives it, without needing Foundation.
    ///
    /// - Complexity: O(*n*) in the number of scalars trimmed, plus the copy of the result.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }),
            let last = scalars.lastIndex(where: { !$0.isSpaceOrTab })
        else { return "" }
        return String(scalars[first...last])
    }
}
