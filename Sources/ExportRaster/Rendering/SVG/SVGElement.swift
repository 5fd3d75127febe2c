/// An element of an XML document: its name, attributes in document order, children and text.
public struct SVGElement: Sendable, Equatable {
    /// The element name, for example `path`.
    public var name: String
    /// The attributes as (name, value) pairs in document order, with entities already replaced.
    public var attributes: [(name: String, value: String)]
    /// Child elements in document order.
    public var children: [SVGElement]
    /// The concatenated character data directly inside the element (CDATA included).
    public var text: String

    /// Creates an element.
    public init(
        name: String, attributes: [(name: String, value: String)] = [], children: [SVGElement] = [], text: String = ""
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The value of an attribute, or `nil` when it is absent.
    public subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// Compares names, attributes (in order), children and text.
    public static func == (lhs: SVGElement, rhs: SVGElement) -> Bool {
        lhs.name == rhs.name && lhs.text == rhs.text && lhs.children == rhs.children
            && lhs.attributes.count == rhs.attributes.count
            && zip(lhs.attributes, rhs.attributes).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
