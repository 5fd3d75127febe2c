extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines, scalar by scalar: the standard
    /// library's equivalent of Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`.
    func trimmingWhitespaceAndNewlines() -> String { trimmingScalars { $0.isWhitespaceOrNewline } }

    /// The text without leading and trailing spaces and tabs: the standard library's equivalent of
    /// Foundation's `trimmingCharacters(in: .whitespaces)`.
    func trimmingWhitespace() -> String { trimmingScalars { $0.isHorizontalWhitespace } }

    /// The text without the leading and trailing Unicode scalars that `isTrimmed` accepts. Like
    /// Foundation, this works on scalars, so a combining mark after a trimmed space stays.
    /// - Complexity: O(*n*) in the number of scalars.
    func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}

extension Unicode.Scalar {
    /// Membership in Foundation's `CharacterSet.whitespacesAndNewlines`: the Unicode White_Space
    /// property (tab, line breaks, U+0085, the space separators, U+2028 and U+2029), plus U+200B ZERO
    /// WIDTH SPACE, which CoreFoundation's table keeps from before Unicode 4.0.1.
    var isWhitespaceOrNewline: Bool { properties.isWhitespace || self == "\u{200B}" }

    /// Membership in Foundation's `CharacterSet.whitespaces`: general category Zs and tab, plus
    /// U+200B ZERO WIDTH SPACE as in CoreFoundation's table.
    var isHorizontalWhitespace: Bool {
        properties.generalCategory == .spaceSeparator || self == "\t" || self == "\u{200B}"
    }
}
