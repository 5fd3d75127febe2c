/// Why a symbol could not be exported.
public enum SymbolExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template could not render the requested variant.
    case template(SymbolTemplateError)
    /// PNG encoding failed.
    case png(PNGError)
    /// The PDF could not be drawn or written (for example geometry beyond the page's number range).
    case pdf(VectorPDFError)
    /// The requested point size or scale is not positive or gives an oversized image.
    case invalidSize(pointSize: Int, scale: Int)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .template(let error): return error.description
        case .png(let error): return "PNG encoding failed: \(error.description)"
        case .pdf(let error): return "PDF writing failed: \(error.description)"
        case .invalidSize(let pointSize, let scale):
            return "A \(pointSize) point image at @\(scale)x is not a valid size."
        }
    }
}
