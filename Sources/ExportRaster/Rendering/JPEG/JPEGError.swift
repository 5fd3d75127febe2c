/// Why an image could not be encoded as JPEG.
public enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The quality is outside 1…100.
    case invalidQuality(Int)
    /// A side exceeds 65,535 pixels, the largest a JPEG frame header can hold.
    case imageTooLarge(width: Int, height: Int)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .invalidQuality(let quality): return "JPEG quality \(quality) is outside 1…100."
        case .imageTooLarge(let width, let height):
            return "A \(width) × \(height) image is too large for JPEG (65,535 pixels a side at most)."
        }
    }
}
