/// One segment read back from a symbol.
public struct QRDecodedSegment: Equatable, Sendable {
    /// The segment's mode.
    public let mode: QRSegment.Mode
    /// The payload: ASCII for numeric and alphanumeric, the bytes for byte mode, two Shift JIS
    /// bytes per character for Kanji, empty for ECI.
    public let bytes: [UInt8]
    /// The assignment number of an ECI segment; `nil` otherwise.
    public let eciAssignment: Int?
    /// The header of a structured append segment; `nil` otherwise.
    public var structuredAppend: QRStructuredAppend? = nil
}
