/// Why a vector PDF could not be drawn or written.
///
/// Drawings are counted from 0 in the order ``VectorPDF/fill(_:transform:color:rule:)`` and
/// ``VectorPDF/stroke(_:transform:style:color:)`` were called, layers included; for an
/// ``SVGImage`` that is the order of the painted fills and strokes in the document (a shape with
/// both counts twice, fill first).
public enum VectorPDFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A page side is not finite or lies outside ``VectorPDF/pageSizeLimits`` (3…14,400 points).
    case invalidPageSize(width: Double, height: Double)
    /// A coordinate, transform entry or line width of a drawing is not finite, or lies beyond
    /// ±``VectorPDF/coordinateLimit`` points once placed on the page.
    case numberOutOfRange(Double, drawing: Int)
    /// Layers are nested more than ``VectorPDF/maximumLayerDepth`` deep; `drawing` is the number of
    /// drawings made before the layer that went too deep.
    case layerNestingTooDeep(limit: Int, drawing: Int)
    /// The DEFLATE level for the content streams is outside 0…12.
    case invalidCompressionLevel(Int)

    /// A sentence saying what is wrong and where.
    public var description: String {
        switch self {
        case .invalidPageSize(let width, let height):
            return "A page of \(width) × \(height) points is outside the 3…14,400 points a side PDF readers accept."
        case .numberOutOfRange(let value, let drawing):
            return "Drawing \(drawing) has the number \(value), which is not finite or lies beyond "
                + "±32,767 points on the page."
        case .layerNestingTooDeep(let limit, let drawing):
            return "Layers are nested more than \(limit) deep (after drawing \(drawing)); "
                + "PDF readers allow 28 levels of saved graphics state."
        case .invalidCompressionLevel(let level):
            return "DEFLATE level \(level) is outside 0...12."
        }
    }
}
