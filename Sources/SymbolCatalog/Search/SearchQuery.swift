/// A query split into words, with the forms the name lookups need.
///
/// Words are separated by spaces, tabs, commas and line breaks; quotes and backticks around a word
/// are dropped, so a name pasted from code (`"heart.fill"`, `` `return` ``) reads as the name.
struct SearchQuery {
    /// The words as typed.
    let raw: [Substring]
    /// The words in lowercase, as the vocabulary stores them.
    let words: [String]
    /// The query as one identifier for the name lookups: a single word without an SFSafeSymbols
    /// wrapper (`SFSymbol.`, a leading dot, the underscore before a leading digit), or several
    /// words run together (`qr code` → `qrcode`).
    let token: String
    /// Whether ``token`` has a capital letter: then it is read as an SFSafeSymbols case name.
    let isCamelCase: Bool
    /// The words joined with dots: the query read as a dotted symbol name.
    let dottedName: String
    /// ``token`` in lowercase: the query read as a name without its dots.
    let dotlessName: String

    init(_ text: String) {
        func isQuote(_ character: Character) -> Bool { character == "\"" || character == "'" || character == "`" }
        var raw: [Substring] = []
        for piece in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0.isNewline }) {
            var word = piece
            while let first = word.first, isQuote(first) { word = word.dropFirst() }
            while let last = word.last, isQuote(last) { word = word.dropLast() }
            if !word.isEmpty { raw.append(word) }
        }
        self.raw = raw
        words = raw.map { $0.lowercased() }
        token = raw.count == 1 ? Self.caseNameToken(raw[0]) : raw.joined()
        isCamelCase = token.utf8.contains { $0 >= 0x41 && $0 <= 0x5A }
        dottedName = words.joined(separator: ".")
        dotlessName = token.lowercased()
    }

    var isEmpty: Bool { words.isEmpty }

    /// `SFSymbol.heartFill`, `.heartFill` and `_0Circle` → `heartFill`, `heartFill`, `0Circle`.
    static func caseNameToken(_ word: Substring) -> String {
        var token = word
        for prefix in ["SFSymbol.", "sfsymbol.", "."] where token.hasPrefix(prefix) {
            token = token.dropFirst(prefix.count)
            break
        }
        if token.first == "_", let next = token.dropFirst().first, next.isASCII, next.isNumber {
            token = token.dropFirst()
        }
        return String(token)
    }

    /// The SFSafeSymbols case name of `name` in the form ``token`` takes: without the backticks
    /// SFSafeSymbols puts around Swift keywords and without the underscore before a leading digit.
    static func caseNameToken(of name: String) -> String {
        var caseName = Substring(SymbolCode.safeSymbolCaseName(for: name))
        if caseName.first == "`" { caseName = caseName.dropFirst().dropLast() }
        return caseNameToken(caseName)
    }
}
