extension SwiftCodeGenerator {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Any",
    ]

    /// Type names a group may not take inside the namespace, because the generated code names
    /// them unqualified or as module prefixes (`SwiftUI.Color`): a nested `Color` would also
    /// shadow SwiftUI's in every extension of the namespace. Such a group gets an `s`
    /// (`color` → `Colors`, as the design system's own `DS.Colors`).
    func reservedTypeNames() -> Set<String> {
        [
            "Color", "CGFloat", "Swift", "SwiftUI", "UIKit", "AppKit", "Foundation", "UIColor", "NSColor",
            shadowTypeName, borderTypeName, appearanceColorTypeName,
        ]
    }

    /// The generated shadow layer type: the namespace followed by `Shadow`.
    var shadowTypeName: String { Self.typeName(namespace) + "Shadow" }
    /// The generated border type.
    var borderTypeName: String { Self.typeName(namespace) + "Border" }
    /// The file-private helper that builds appearance-dependent colours.
    var appearanceColorTypeName: String { Self.typeName(namespace) + "AppearanceColor" }

    /// Splits a token name into words: `$root` → root, `gray-50` → gray, 50.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber, character.isASCII {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty ? ["token"] : words
    }

    /// lowerCamelCase member name, prefixed when it would start with a digit, escaped if a keyword.
    static func memberName(_ name: String) -> String {
        let parts = words(name)
        var result = parts[0].prefix(1).lowercased() + parts[0].dropFirst()
        for part in parts.dropFirst() { result += part.prefix(1).uppercased() + part.dropFirst() }
        if result.first?.isNumber == true { result = "v" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// UpperCamelCase type name, prefixed when it would start with a digit.
    static func typeName(_ name: String) -> String {
        var result = words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.first?.isNumber == true { result = "V" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// Whether `text` is a plain Swift identifier (ASCII letter, then letters and digits), so a
    /// platform colour name from a document can be written into code as it is.
    static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// Gives each of `names` a distinct spelling by appending 2, 3… to repeats, in order.
    static func distinct(_ names: [String]) -> [String] {
        var used = Set<String>()
        return names.map { name in
            var candidate = name
            var counter = 2
            while !used.insert(candidate).inserted {
                let base = name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
                candidate = "\(base)\(counter)"
                counter += 1
            }
            return candidate
        }
    }
}
