/// Why pixel data could not form a ``RasterImage``.
public enum RasterImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A dimension is zero, negative, or so large that the byte count overflows.
    case invalidDimensions(width: Int, height: Int)
    /// The pixel buffer has the wrong number of bytes.
    case pixelCountMismatch(expected: Int, actual: Int)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .invalidDimensions(let width, let height): "Image dimensions \(width)×\(height) are not valid."
        case .pixelCountMismatch(let expected, let actual):
            "Expected \(expected) bytes of RGBA pixels but got \(actual)."
        }
    }
}
