/// Why an image could not be resized.
public enum ResizeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The requested size is not positive or larger than the canvas limits.
    case invalidSize(width: Int, height: Int)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height): return "Cannot resize to \(width) × \(height) pixels."
        }
    }
}
