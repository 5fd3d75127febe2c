/// Why something could not be rendered.
public enum RenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The requested raster size is empty or too large.
    case invalidSize(width: Int, height: Int)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "A canvas of \(width) × \(height) pixels is empty or larger than 16,384 pixels a side "
                + "or 64 megapixels."
        }
    }
}
