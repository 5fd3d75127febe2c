/// Something in an SVG document that was ignored or approximated while rendering.
public struct SVGWarning: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The element concerned, for example `text` or `linearGradient`.
    public var element: String
    /// What was ignored and why.
    public var message: String

    /// Creates a warning.
    public init(element: String, message: String) {
        self.element = element
        self.message = message
    }

    /// The warning as one sentence.
    public var description: String { "<\(element)>: \(message)" }
}
