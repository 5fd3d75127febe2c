/// A version and error correction level pair, such as 5-Q.
public struct QRSymbolSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The version, 1...40.
    public let version: Int
    /// The error correction level.
    public let correction: QRErrorCorrection

    /// Creates a version-level pair.
    public init(version: Int, correction: QRErrorCorrection) {
        self.version = version
        self.correction = correction
    }

    /// The usual notation, such as `5-Q`.
    public var description: String { "\(version)-\(correction)" }
}
