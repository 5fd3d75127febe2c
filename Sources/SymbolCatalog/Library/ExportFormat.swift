/// An image format for exported symbols.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// PNG bitmap.
    case png
    /// PDF vector.
    case pdf
    /// SVG vector.
    case svg
}
