/// An export scale: @1x, @2x or @3x of a 64-pixel base.
public enum ExportScale: Int, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// @1x: 64 pixels.
    case x1 = 1
    /// @2x: 128 pixels.
    case x2 = 2
    /// @3x: 192 pixels.
    case x3 = 3

    /// The pixel size at this scale: 64, 128 or 192.
    public var pixels: Int { 64 * rawValue }

    /// The export file name, `symbol-name@{scale}x.{format}`, for example `heart.fill@2x.png`.
    public func fileName(for symbol: String, format: ExportFormat) -> String {
        "\(symbol)@\(rawValue)x.\(format.rawValue)"
    }

    /// Orders by scale factor.
    public static func < (lhs: ExportScale, rhs: ExportScale) -> Bool { lhs.rawValue < rhs.rawValue }
}
