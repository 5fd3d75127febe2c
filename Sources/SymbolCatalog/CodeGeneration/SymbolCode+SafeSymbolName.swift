extension SymbolCode {
    /// Swift keywords that SFSafeSymbols wraps in backticks when a case name equals one.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "any", "some",
    ]

    /// The case name SFSafeSymbols gives a symbol: dots become camel case, a leading digit gets an
    /// underscore, and a name equal to a Swift keyword is wrapped in backticks.
    ///
    /// `heart.fill` → `heartFill`, `0.circle` → `_0Circle`; `return` is wrapped in backticks.
    /// - Complexity: O(*n*) in the length of the name.
    public static func safeSymbolCaseName(for name: String) -> String {
        var result = ""
        for (offset, part) in name.split(separator: ".").enumerated() {
            if offset == 0 {
                result += part
            } else {
                result += part.prefix(1).uppercased() + part.dropFirst()
            }
        }
        if let first = result.first, first.isNumber { return "_" + result }
        return swiftKeywords.contains(result) ? "`\(result)`" : result
    }
}
