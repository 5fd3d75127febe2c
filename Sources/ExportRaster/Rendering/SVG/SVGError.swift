/// Why an SVG document could not be read.
///
/// Offsets count UTF-8 bytes from the start of the document.
public enum SVGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The XML is not well formed at this offset (the reason says what was expected).
    case malformedXML(reason: String, offset: Int)
    /// An end tag does not match the element it closes.
    case mismatchedEndTag(expected: String, found: String, offset: Int)
    /// The document ended inside an element.
    case unclosedElement(name: String)
    /// The root element is not `svg`.
    case notSVG(root: String)
    /// A `d`, `points` or shape attribute could not be read.
    case invalidPathData(PathDataError, element: String)

    /// A sentence saying what is wrong and where.
    public var description: String {
        switch self {
        case .malformedXML(let reason, let offset):
            return "The SVG is not well-formed XML at byte \(offset): \(reason)."
        case .mismatchedEndTag(let expected, let found, let offset):
            return "The end tag </\(found)> at byte \(offset) does not close <\(expected)>."
        case .unclosedElement(let name):
            return "The document ends before <\(name)> is closed."
        case .notSVG(let root):
            return "The root element is <\(root)>, not <svg>."
        case .invalidPathData(let error, let element):
            return "Invalid geometry in <\(element)>: \(error.description)"
        }
    }
}
