/// One component of the catalogue: its props, accessibility, the tokens it draws on and whether
/// it holds children.
///
/// ```swift
/// let badge = ComponentCatalog.composableClarity["Badge"]
/// let template = badge?.accessibilityLabel  // "{level} badge"
/// ```
public struct ComponentSpec: Sendable, Hashable {
    /// The component name.
    public let name: String
    /// What the component is for.
    public let summary: String
    /// The props it accepts.
    public let props: [PropSpec]
    /// The accessibility role used when a description gives none.
    public let role: String
    /// Whether it may contain children, and which component names (empty = any).
    public let children: [String]?
    /// The spoken label: `{prop}` stands for the prop's value, `{Prop}` for it with a capital
    /// first letter (`"{Level} indicator — {reason}"`); `nil` when the component's own text is
    /// its label. See ``ComponentCatalog/accessibilityLabel(for:)``.
    public let accessibilityLabel: String?
    /// The tokens the component takes every visual value from, so it needs no numbers of its own.
    public let tokens: [TokenRequirement]

    /// Creates a component specification.
    public init(
        name: String, summary: String, props: [PropSpec], role: String, children: [String]?,
        accessibilityLabel: String? = nil, tokens: [TokenRequirement] = []
    ) {
        self.name = name
        self.summary = summary
        self.props = props
        self.role = role
        self.children = children
        self.accessibilityLabel = accessibilityLabel
        self.tokens = tokens
    }

    /// A token a component needs: its path, its type and, for sizes, a lower bound.
    ///
    /// A `{prop}` segment in the path stands for each value a ``PropKind/oneOf(_:)`` prop can
    /// take: `color.status.{level}.background` is four tokens for the four badge levels.
    public struct TokenRequirement: Sendable, Hashable {
        /// The token path, possibly with `{prop}` placeholders.
        public let path: String
        /// The type the token must have.
        public let type: TokenType
        /// For a dimension, the smallest value in points it may resolve to in any mode (the
        /// 44-point hit target), or `nil`.
        public let minimumPoints: Double?

        /// Creates a requirement.
        public init(_ path: String, _ type: TokenType, minimumPoints: Double? = nil) {
            self.path = path
            self.type = type
            self.minimumPoints = minimumPoints
        }
    }
}
