/// One of Apple's SF Symbols categories, such as Communication or Arrows, or a pseudo-category
/// (Multicolor, Variable Color, What's New) that Apple's sidebar lists beside them.
///
/// Categories are identified by Apple's key (`"communication"`, `"objectsandtools"`); the label is
/// the name Apple's app shows. A catalog loaded from a newer SF Symbols app may contain keys this
/// library does not know yet, so the type is a value rather than a closed enumeration.
public struct SymbolCategory: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Apple's key, for example `"objectsandtools"`.
    public var key: String
    /// Apple's display label, for example `"Objects & Tools"`.
    public var label: String
    /// The symbol Apple's sidebar shows for the category.
    public var icon: String

    /// Creates a category.
    public init(key: String, label: String, icon: String) {
        self.key = key
        self.label = label
        self.icon = icon
    }

    /// Whether this is a pseudo-category describing rendering or novelty rather than a topic.
    public var isPseudo: Bool { Self.pseudoKeys.contains(key) }

    /// The label.
    public var description: String { label }

    /// Keys of the pseudo-categories: multicolor, variable colour and what's new.
    public static let pseudoKeys: Set<String> = ["multicolor", "variable", "variablecolor", "whatsnew", "draw"]
}
